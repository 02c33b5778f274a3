import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { listBadges } from '../catalog/site-data.ts';
import { badgeById } from './badges.ts';
import { BRANDS_PER_PAGE, brandByCode, listBrands } from './brands.ts';
import { PROMOTION_PRODUCTS_PER_PAGE, promotionById, runningPromotions } from './campaigns.ts';
import { listPages, type PagePlaceholders, pageBySlug } from './pages.ts';
import { listVendors, VENDOR_PRODUCTS_PER_PAGE, vendorById } from './vendors.ts';

export const CODE_PATTERN = '^[a-z0-9][a-z0-9-]{0,79}$';

export const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: CODE_PATTERN } },
} as const;

export const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: CODE_PATTERN } },
} as const;

const brandsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: BRANDS_PER_PAGE, default: BRANDS_PER_PAGE },
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  // digits, not `integer`: Fastify would coerce "1e309" to Infinity
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

const productPageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: PROMOTION_PRODUCTS_PER_PAGE },
  },
} as const;

const vendorProductsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: VENDOR_PRODUCTS_PER_PAGE },
  },
} as const;

export interface ContentRoutesOptions {
  db: Database;
  clock: Clock;
  /** The configured numbers the shop's pages state (`{return_hours}`…): server/commerce/service.ts. */
  placeholders: PagePlaceholders;
}

/**
 * The content a shopper reads before buying (#17): brands (`GET /api/v2/brands`, per_page 999 by
 * default, spec §9; `GET /api/v2/brands/{code}`) and the shop's own pages (`GET /api/v2/pages`,
 * `GET /api/v2/pages/{slug}`; spec §7 "pages full"), promotions running now with their products and
 * end dates, and badges with their products (spec §7).
 */
export const storefrontRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (
  app,
  { db, clock, placeholders },
) => {
  app.get<{ Querystring: { page: number; per_page: number } }>(
    '/api/v2/brands',
    { schema: { querystring: brandsQuery } },
    async (request) => listBrands(db, request.query.page, request.query.per_page),
  );
  app.get<{ Params: { code: string } }>(
    '/api/v2/brands/:code',
    { schema: { params: codeParams } },
    (request) => brandByCode(db, request.params.code),
  );
  app.get('/api/v2/promotions', async () => ({ promotions: await runningPromotions(db, clock.now()) }));
  app.get<{ Params: { id: string }; Querystring: { page: number; per_page: number } }>(
    '/api/v2/promotions/:id',
    { schema: { params: idParams, querystring: productPageQuery } },
    (request) =>
      promotionById(db, Number(request.params.id), clock.now(), request.query.page, request.query.per_page),
  );
  app.get('/api/v2/badges', async () => ({ badges: await listBadges(db) }));
  app.get<{ Params: { id: string }; Querystring: { page: number; per_page: number } }>(
    '/api/v2/badges/:id',
    { schema: { params: idParams, querystring: productPageQuery } },
    (request) =>
      badgeById(db, Number(request.params.id), clock.now(), request.query.page, request.query.per_page),
  );
  app.get('/api/v2/vendors', async () => ({ vendors: await listVendors(db) }));
  app.get<{ Params: { id: string }; Querystring: { page: number; per_page: number } }>(
    '/api/v2/vendors/:id',
    { schema: { params: idParams, querystring: vendorProductsQuery } },
    (request) =>
      vendorById(db, Number(request.params.id), clock.now(), request.query.page, request.query.per_page),
  );
  app.get('/api/v2/pages', async () => ({ pages: await listPages(db, placeholders) }));
  app.get<{ Params: { slug: string } }>(
    '/api/v2/pages/:slug',
    { schema: { params: slugParams } },
    (request) => pageBySlug(db, request.params.slug, placeholders),
  );
};
