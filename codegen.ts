import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema/*.graphql), two outputs, both committed and checked fresh by
 * `npm run codegen:check`:
 * - resolver types for the gateway,
 * - typed documents for the web app (import `ProductsDocument` etc.; never inline `graphql()` strings),
 *   as query strings: see documentMode below.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  emitLegacyCommonJSImports: false,
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.ts#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          Taxon: '../mappers.ts#TaxonModel',
          Product: '../mappers.ts#ProductModel',
          ProductCard: '../mappers.ts#ProductCardModel',
          Order: '../../commerce/contract.ts#OrderDto',
          LineItem: '../../commerce/contract.ts#LineItemDto',
          OrderTimelineEntry: '../../commerce/contract.ts#TimelineEntryDto',
          Wallet: '../resolvers/wallet.ts#WalletModel',
          HeldCoupon: '../../commerce/contract.ts#ShopperCouponDto',
          CounterCoupon: '../../commerce/contract.ts#CounterCouponDto',
          Wishlist: '../../commerce/contract.ts#WishlistDto',
          WishedItem: '../../commerce/contract.ts#WishedItemDto',
          WishedProduct: '../../commerce/contract.ts#WishedProductDto',
          SharedWishlist: '../../commerce/contract.ts#SharedWishlistDto',
          WishesToCart: '../../commerce/contract.ts#WishesToCartDto',
          Review: '../../commerce/contract.ts#ReviewDto',
          BankAccount: '../mappers.ts#BankAccountModel',
          Bank: '../mappers.ts#BankModel',
          ReviewPage: '../../commerce/contract.ts#ReviewPageDto',
        },
      },
    },
    'web/src/graphql/generated/': {
      documents: 'web/src/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as query strings (TypedDocumentString), not ASTs: a string is a third of the bytes
      // in the browser's shared chunk, and neither we nor graphql-request need graphql's `print`.
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  },
};

export default config;
