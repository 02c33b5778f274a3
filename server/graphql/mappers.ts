import type { PaymentInstructions, PaymentMethodDto, ProductDto, TaxonDto } from '../commerce/contract.ts';
import type { CardDocument } from '../search/contract.ts';

/** What the services return, before field resolvers shape it (codegen `mappers`). */
export type TaxonModel = TaxonDto;
export type ProductModel = ProductDto;
/** A search hit asked as a card (`view: 'card'`: server/graphql/clients/search-client.ts). */
export type ProductCardModel = CardDocument;
/** A bank transfer's account, with its names in Latin letters where the shop gave them. */
export type BankAccountModel = NonNullable<PaymentInstructions['bankAccount']>;
/** An internet bank of the payment methods, with its Latin name. */
export type BankModel = PaymentMethodDto['banks'][number];
