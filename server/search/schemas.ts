import { MAX_PAGE, MAX_PER_PAGE } from './query.ts';
import { MAX_SUGGESTIONS } from './suggest.ts';

/** Fastify JSON schemas of the search service: every body is validated at the edge. */

const sorts = [
  'relevance',
  'name_asc',
  'name_desc',
  'date_asc',
  'date_desc',
  'price_asc',
  'price_desc',
  'sale_desc',
  'rating_desc',
  'random',
];

const code = { type: 'string', maxLength: 80, pattern: '^[a-z0-9][a-z0-9._-]*$' } as const;
const codes = { type: 'array', maxItems: 50, items: code } as const;
/** Whole tugrik; a price above a billion is not a price. */
const money = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const;

export const searchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    query: { type: 'string', maxLength: 200 },
    taxon: { type: 'string', maxLength: 300, pattern: '^[a-z0-9][a-z0-9/-]*$' },
    brands: codes,
    stores: codes,
    price_min: money,
    price_max: money,
    options: {
      type: 'object',
      maxProperties: 10,
      propertyNames: { pattern: '^[a-z][a-z_]{0,39}$' },
      additionalProperties: codes,
    },
    min_rating: { type: 'integer', minimum: 1, maximum: 5 },
    on_sale: { type: 'boolean' },
    in_stock: { type: 'boolean' },
    series: code,
    exclude_ids: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1 } },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE },
    sort: { type: 'string', enum: sorts },
    seed: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    facets: { type: 'boolean' },
    view: { type: 'string', enum: ['card'] },
  },
} as const;

import { MAX_SEARCHES } from './limits.ts';

export { MAX_SEARCHES };
export const multiSearchBody = {
  type: 'object',
  additionalProperties: false,
  required: ['searches'],
  properties: { searches: { type: 'array', minItems: 1, maxItems: MAX_SEARCHES, items: searchBody } },
} as const;

export const suggestBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string', maxLength: 200 },
    size: { type: 'integer', minimum: 1, maximum: MAX_SUGGESTIONS },
  },
} as const;

export const indexParams = {
  type: 'object',
  required: ['index'],
  properties: { index: { type: 'string', maxLength: 60 } },
} as const;

export const documentParams = {
  type: 'object',
  required: ['index', 'id'],
  // Digits, not `integer`: Fastify's coercion turns "1e309" and "Infinity" into Infinity, which passed
  // both `integer` and `maximum` and reached PostgreSQL (500). The range is checked by documentId.
  properties: {
    index: { type: 'string', maxLength: 60 },
    id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
  },
} as const;

/** Documents are keyed by PostgreSQL integers (1 to 2^31-1). */
export const MAX_DOCUMENT_ID = 2_147_483_647;
