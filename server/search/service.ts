import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyBasicAuth from '@fastify/basic-auth';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/index.ts';
import { ShopError } from '../errors.ts';
import { restErrorHandler, restNotFoundHandler } from '../http/errors.ts';
import type { SearchRequest } from './document.ts';
import { getDocument, MAX_PAGE, MAX_PER_PAGE, searchProducts } from './query.ts';

export interface SearchOptions {
  db: Database;
  clock: Clock;
  /** Index name in the paths, spec default `shoppy`. */
  index: string;
  user: string;
  password: string;
}

const sorts = [
  'relevance',
  'name_asc',
  'name_desc',
  'date_asc',
  'date_desc',
  'price_asc',
  'price_desc',
  'sale_desc',
  'random',
];

const searchBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    query: { type: 'string', maxLength: 200 },
    taxon: { type: 'string', maxLength: 300, pattern: '^[a-z0-9][a-z0-9/-]*$' },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE },
    sort: { type: 'string', enum: sorts },
    seed: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const;

const indexParams = {
  type: 'object',
  required: ['index'],
  properties: { index: { type: 'string', maxLength: 60 } },
} as const;

const documentParams = {
  type: 'object',
  required: ['index', 'id'],
  properties: { index: { type: 'string', maxLength: 60 }, id: { type: 'integer', minimum: 1 } },
} as const;

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The search service (spec §7): PostgreSQL full-text search over the product search documents.
 * Basic auth; paths mirror the spec's `/{index}/product/_search` under the `/search` prefix.
 */
export const searchService: FastifyPluginAsync<SearchOptions> = async (app, options) => {
  const { db, clock, index } = options;
  app.setErrorHandler(restErrorHandler);
  app.setNotFoundHandler(restNotFoundHandler);
  await app.register(fastifyBasicAuth, {
    authenticate: { realm: 'search' },
    validate: async (user, password) => {
      if (!(sameSecret(user, options.user) && sameSecret(password, options.password))) {
        throw new ShopError('UNAUTHORIZED', 'Wrong search credentials');
      }
    },
  });
  app.addHook('onRequest', app.basicAuth);

  const checkIndex = (name: string) => {
    if (name !== index) throw new ShopError('NOT_FOUND', `No index named "${name}"`);
  };

  app.post<{ Params: { index: string }; Body: SearchRequest }>(
    '/:index/product/_search',
    { schema: { params: indexParams, body: searchBody } },
    async (request) => {
      checkIndex(request.params.index);
      return searchProducts(db, request.body ?? {}, clock.now());
    },
  );

  app.get<{ Params: { index: string; id: number } }>(
    '/:index/product/:id',
    { schema: { params: documentParams } },
    async (request) => {
      checkIndex(request.params.index);
      const doc = await getDocument(db, request.params.id);
      if (!doc) throw new ShopError('NOT_FOUND', `No product document ${request.params.id}`);
      return doc;
    },
  );
};
