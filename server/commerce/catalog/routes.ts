import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { getProductBySlug, getSiteData, listTaxons, taxonTree } from './queries.ts';

const booleanFlag = { type: 'boolean', default: false } as const;

const siteDataQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // The spec's client sends the day it caches site data for; accepted and ignored (no versions yet).
    date: { type: 'string', maxLength: 40 },
    load_zones: booleanFlag,
    load_store_locations: booleanFlag,
  },
} as const;

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[a-z0-9][a-z0-9-]*$' } },
} as const;

/** Catalog reads of the commerce REST service (Spree API v2 style paths, spec §7). */
export const catalogRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { load_zones: boolean; load_store_locations: boolean } }>(
    '/api/v2/site_data',
    { schema: { querystring: siteDataQuery } },
    async (request) =>
      getSiteData(db, {
        loadZones: request.query.load_zones,
        loadStoreLocations: request.query.load_store_locations,
      }),
  );

  app.get('/api/v2/taxons/all', async () => ({ taxons: await listTaxons(db) }));
  app.get('/api/v2/taxons/tree', async () => ({ taxons: await taxonTree(db) }));

  app.get<{ Params: { slug: string } }>(
    '/api/v2/products/:slug',
    { schema: { params: slugParams } },
    async (request) => {
      const product = await getProductBySlug(db, request.params.slug);
      if (!product)
        throw new ShopError('NOT_FOUND', `No product was found with slug "${request.params.slug}"`);
      return product;
    },
  );
};
