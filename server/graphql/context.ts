import type { TaxonDto } from '../catalog/types.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import type { SearchClient } from './clients/search-client.ts';
import type { Locale } from './locale.ts';

export interface GatewayContext {
  commerce: CommerceClient;
  search: SearchClient;
  locale: Locale;
  /** All taxons, fetched at most once per GraphQL request however many fields need them. */
  taxons(): Promise<TaxonDto[]>;
}
