import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/index.ts';
import { BRANDS_PER_PAGE, brandByCode, listBrands } from './brands.ts';
import { listPages, type PagePlaceholders, pageBySlug } from './pages.ts';

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

export interface ContentRoutesOptions {
  db: Database;
  /** The configured numbers the shop's pages state (`{return_hours}`…): server/commerce/service.ts. */
  placeholders: PagePlaceholders;
}

/**
 * The content a shopper reads before buying (#17): brands (`GET /api/v2/brands`, per_page 999 by
 * default, spec §9; `GET /api/v2/brands/{code}`) and the shop's own pages (`GET /api/v2/pages`,
 * `GET /api/v2/pages/{slug}`; spec §7 "pages full").
 */
export const contentRoutes: FastifyPluginAsync<ContentRoutesOptions> = async (app, { db, placeholders }) => {
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
  app.get('/api/v2/pages', async () => ({ pages: await listPages(db, placeholders) }));
  app.get<{ Params: { slug: string } }>(
    '/api/v2/pages/:slug',
    { schema: { params: slugParams } },
    (request) => pageBySlug(db, request.params.slug, placeholders),
  );
};
