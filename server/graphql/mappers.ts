import type { ProductDto, TaxonDto } from '../commerce/contract.ts';
import type { SearchDocument } from '../search/contract.ts';

/** What the services return, before field resolvers shape it (codegen `mappers`). */
export type TaxonModel = TaxonDto;
export type ProductModel = ProductDto;
export type ProductCardModel = SearchDocument;
