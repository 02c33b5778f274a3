import type { FastifyReply } from 'fastify';
import type { TaxonDto } from '../commerce/contract.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import type { SearchClient } from './clients/search-client.ts';
import type { Locale } from './locale.ts';

export interface GatewayContext {
  /** The HTTP reply: `reply.request.cookies` to read, `reply.setCookie` to write (order token, session). */
  reply: FastifyReply;
  commerce: CommerceClient;
  search: SearchClient;
  locale: Locale;
  /** All taxons, fetched at most once per GraphQL request however many fields need them. */
  taxons(): Promise<TaxonDto[]>;
}
