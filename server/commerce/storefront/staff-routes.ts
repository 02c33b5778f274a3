import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { staffGuard } from '../staff/auth.ts';
import { createPage, type PageInput, updatePage } from './pages.ts';
import { CODE_PATTERN, slugParams } from './routes.ts';

/** `{ "en": { "name": "…", "story": "…" }, … }`: only the shop's languages, only short texts. */
export function translationsOf(fields: readonly string[], maxLength: number) {
  return {
    type: 'object',
    additionalProperties: false,
    propertyNames: { enum: ['en', 'ru', 'cn', 'it'] },
    patternProperties: {
      '^(en|ru|cn|it)$': {
        type: 'object',
        additionalProperties: false,
        properties: Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength }])),
      },
    },
  } as const;
}

const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;

const pageFields = {
  title: name,
  body: { type: 'string', minLength: 1, maxLength: 50_000, pattern: '\\S' },
  translations: translationsOf(['title', 'body'], 50_000),
  position: { type: 'integer', minimum: 0, maximum: 1000 },
} as const;
const createPageBody = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'title', 'body'],
  properties: { slug: { type: 'string', pattern: CODE_PATTERN }, ...pageFields },
} as const;
const updatePageBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: pageFields,
} as const;

export interface ContentStaffRoutesOptions {
  db: Database;
  clock: Clock;
  staffToken: string;
}

/**
 * Staff author the shop's pages (`/api/v2/admin/pages`; brands and promotions: editing-routes.ts) behind the staff token
 * (server/commerce/staff/auth.ts). Bad input is refused by the schema before anything is written.
 */
export const storefrontStaffRoutes: FastifyPluginAsync<ContentStaffRoutesOptions> = async (
  app,
  { db, clock, staffToken },
) => {
  app.addHook('onRequest', staffGuard(staffToken));

  app.post<{ Body: PageInput & { slug: string } }>(
    '/api/v2/admin/pages',
    { schema: { body: createPageBody } },
    async (request, reply) => {
      const { slug, ...input } = request.body;
      return reply.code(201).send(await createPage(db, slug, input, clock.now()));
    },
  );
  app.put<{ Params: { slug: string }; Body: Partial<PageInput> }>(
    '/api/v2/admin/pages/:slug',
    { schema: { params: slugParams, body: updatePageBody } },
    (request) => updatePage(db, request.params.slug, request.body, clock.now()),
  );
};
