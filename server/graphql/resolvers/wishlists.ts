import { ShopError } from '../../platform/errors.ts';
import { WishlistsApi } from '../clients/wishlists-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { localized } from '../locale.ts';
import { keepToken, shopperIdentity } from './orders.ts';

async function wishlistsApi(ctx: GatewayContext): Promise<WishlistsApi> {
  return new WishlistsApi(ctx.commerce, await shopperIdentity(ctx));
}

/** A GraphQL ID naming a variant: a positive whole number, or BAD_USER_INPUT before any call. */
function variantIdOf(id: string): number {
  const value = Number(id);
  if (!/^\d{1,10}$/.test(id) || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) {
    throw new ShopError('VALIDATION', undefined, { variantId: ['is not a product variant id'] });
  }
  return value;
}

const ids = (values: readonly number[]) => values.map(String);

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlists: async (_root, _args, ctx) => (await wishlistsApi(ctx)).lists(),
    // a guest has no wishes: the hearts render empty without a call
    wishedVariantIds: async (_root, _args, ctx) => {
      const identity = await shopperIdentity(ctx);
      if (identity.userId === undefined) return [];
      return ids(await new WishlistsApi(ctx.commerce, identity).wishedVariantIds());
    },
    sharedWishlist: async (_root, { token }, ctx) => {
      if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw new ShopError('WISHLIST_NOT_FOUND');
      return (await wishlistsApi(ctx)).shared(token);
    },
  },
  Mutation: {
    setWished: async (_root, { variantId, wished, wishlistId }, ctx) =>
      ids(await (await wishlistsApi(ctx)).setWished(variantIdOf(variantId), wished, wishlistId ?? undefined)),
    createWishlist: async (_root, { name }, ctx) => (await wishlistsApi(ctx)).create(name),
    renameWishlist: async (_root, { id, name }, ctx) => (await wishlistsApi(ctx)).rename(id, name),
    deleteWishlist: async (_root, { id }, ctx) => {
      await (await wishlistsApi(ctx)).remove(id);
      return true;
    },
    emptyWishlist: async (_root, { id }, ctx) => (await wishlistsApi(ctx)).empty(id),
    moveWish: async (_root, { variantId, fromWishlistId, toWishlistId }, ctx) =>
      (await wishlistsApi(ctx)).move(variantIdOf(variantId), fromWishlistId, toWishlistId),
    wishesToCart: async (_root, { wishlistId, variantId }, ctx) => {
      const answer = await (await wishlistsApi(ctx)).toCart(
        wishlistId,
        variantId === null || variantId === undefined ? undefined : variantIdOf(variantId),
      );
      // a cart made here for a guest-less member still needs no cookie; a token, if any, becomes one
      return { ...answer, order: answer.order ? keepToken(ctx, answer.order) : null };
    },
    shareWishlist: async (_root, { id }, ctx) => (await wishlistsApi(ctx)).share(id),
    stopSharingWishlist: async (_root, { id }, ctx) => (await wishlistsApi(ctx)).stopSharing(id),
  },
  Wishlist: {
    isDefault: (list) => list.is_default,
    shareToken: (list) => list.share_token,
    createdAt: (list) => list.created_at,
  },
  SharedWishlist: {
    ownerName: (list) => list.owner_name,
  },
  WishedItem: {
    variantId: (item) => String(item.variant_id),
    addedAt: (item) => item.added_at,
  },
  WishedProduct: {
    id: (product) => String(product.id),
    name: (product, _args, { locale }) => localized(product.name, product.translations, locale),
    sellingPrice: (product) => product.selling_price,
    salePercent: (product) => product.sale_percent,
    inStock: (product) => product.in_stock,
    options: (product, _args, { locale }) =>
      product.options.map((option) =>
        localized(option.presentation, option.translations, locale, 'presentation'),
      ),
  },
  WishesToCart: {
    added: (answer) => ids(answer.added),
    refused: (answer) =>
      answer.refused.map((item) => ({ variantId: String(item.variant_id), code: item.code })),
  },
};
