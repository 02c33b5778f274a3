import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyBasicAuth from '@fastify/basic-auth';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/index.ts';
import { ShopError } from '../platform/errors.ts';
import { restErrorHandler, restNotFoundHandler } from '../platform/http/errors.ts';
import type { SearchRequest } from './document.ts';
import { FacetIndex } from './facet-index.ts';
import { newsSearchRoutes } from './news.ts';
import { placeRoutes } from './places/routes.ts';
import { getDocument, searchProducts } from './query.ts';
import { SearchResultCache } from './result-cache.ts';
import {
  documentParams,
  indexParams,
  MAX_DOCUMENT_ID,
  multiSearchBody,
  searchBody,
  suggestBody,
} from './schemas.ts';
import { suggest } from './suggest.ts';

export interface SearchOptions {
  db: Database;
  clock: Clock;
  /** Index name in the paths, spec default `shoppy`. */
  index: string;
  user: string;
  password: string;
}

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
  await prepareIndexes(db);
  const cache = new SearchResultCache(db);
  if (!(await cache.start())) app.log.warn('search answers are not cached: cannot listen for changes');
  app.addHook('onClose', () => cache.stop());
  const facetIndex = new FacetIndex(db, (error) => app.log.warn({ err: error }, 'facet index not loaded'));
  if (!(await facetIndex.start())) app.log.warn('facets are counted in SQL: cannot listen for changes');
  app.addHook('onClose', () => facetIndex.stop());
  const search = (request: SearchRequest, now: Date) =>
    cache.answer(request, now, () => searchProducts(db, request, now, facetIndex));
  const searchAll = (requests: SearchRequest[], now: Date) =>
    cache.answerAll(requests, now, (request) => searchProducts(db, request, now, facetIndex));
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
  await app.register(placeRoutes, { db });

  const checkIndex = (name: string) => {
    if (name !== index) throw new ShopError('NOT_FOUND', `No index named "${name}"`);
  };
  await app.register(newsSearchRoutes, { db, checkIndex });

  app.post<{ Params: { index: string }; Body: SearchRequest }>(
    '/:index/product/_search',
    { schema: { params: indexParams, body: searchBody } },
    async (request) => {
      checkIndex(request.params.index);
      return search(request.body ?? {}, clock.now());
    },
  );

  app.post<{ Params: { index: string }; Body: { searches: SearchRequest[] } }>(
    '/:index/product/_msearch',
    { schema: { params: indexParams, body: multiSearchBody } },
    async (request) => {
      checkIndex(request.params.index);
      return { responses: await searchAll(request.body.searches, clock.now()) };
    },
  );

  app.post<{ Params: { index: string }; Body: { text: string; size?: number } }>(
    '/:index/product/_suggest',
    { schema: { params: indexParams, body: suggestBody } },
    async (request) => {
      checkIndex(request.params.index);
      return { suggestions: await suggest(db, request.body.text, clock.now(), request.body.size) };
    },
  );

  app.get<{ Params: { index: string; id: string } }>(
    '/:index/product/:id',
    { schema: { params: documentParams } },
    async (request) => {
      checkIndex(request.params.index);
      const id = Number(request.params.id);
      if (id > MAX_DOCUMENT_ID) {
        throw new ShopError('VALIDATION', 'Invalid params: params/id is out of range', {
          id: [`must be <= ${MAX_DOCUMENT_ID}`],
        });
      }
      const doc = await getDocument(db, id);
      if (!doc) throw new ShopError('NOT_FOUND', `No product document ${request.params.id}`);
      return doc;
    },
  );
};

/**
 * The documents are commerce's projection (built there, even after a migration emptied them); the
 * search service keeps its own tables' statistics and indexes in shape before it answers.
 */
async function prepareIndexes(db: Database): Promise<void> {
  // planner statistics for the filters' indexes: PGlite has no autovacuum to gather them, and without
  // them a brand filter was estimated at 163 rows instead of 2 313 (10k catalog)
  await db.query('analyze search_documents, search_facet_rows');
  // a rebuild leaves its entries in the GIN indexes' pending lists, which every search using the index
  // reads in full and which nothing empties on PGlite (no autovacuum; migration 0016): merged now
  await db.query(
    `select gin_clean_pending_list(i.indexrelid::regclass)
       from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
      where a.amname = 'gin' and i.indrelid in ('search_documents'::regclass, 'search_facet_rows'::regclass)`,
  );
}
