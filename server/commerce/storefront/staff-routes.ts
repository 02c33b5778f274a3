import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { staffGuard } from '../staff/auth.ts';
import { type BrandInput, createBrand, updateBrand } from './brands.ts';
import { createPromotion, type PromotionInput, updatePromotion } from './campaigns.ts';
import { CODE_PATTERN, codeParams, idParams } from './routes.ts';

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

export const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;
const brandFields = {
  name,
  // a path on this shop (its generated logos, an uploaded image): never another site's script or image
  logo: { type: ['string', 'null'], maxLength: 300, pattern: '^/[A-Za-z0-9/_.-]+$' },
  story: { type: 'string', maxLength: 20_000 },
  translations: translationsOf(['name', 'story'], 20_000),
} as const;

const createBrandBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name'],
  properties: { code: { type: 'string', pattern: CODE_PATTERN }, ...brandFields },
} as const;
const updateBrandBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: brandFields,
} as const;

const instant = { type: 'string', format: 'date-time' } as const;
const promotionFields = {
  name,
  description: { type: 'string', maxLength: 5_000 },
  translations: translationsOf(['name', 'description'], 5_000),
  starts_at: { anyOf: [instant, { type: 'null' }] },
  ends_at: instant,
  product_ids: {
    type: 'array',
    minItems: 1,
    maxItems: 500,
    items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  },
} as const;
const createPromotionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name', 'ends_at', 'product_ids'],
  properties: { code: { type: 'string', pattern: CODE_PATTERN }, ...promotionFields },
} as const;
const updatePromotionBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: promotionFields,
} as const;

export interface ContentStaffRoutesOptions {
  db: Database;
  clock: Clock;
  staffToken: string;
}

/**
 * Staff author the content (`/api/v2/admin/brands`, `/api/v2/admin/promotions`; pages in
 * page-staff-routes.ts) behind the staff token
 * (server/commerce/staff/auth.ts). Bad input is refused by the schema before anything is written.
 */
export const storefrontStaffRoutes: FastifyPluginAsync<ContentStaffRoutesOptions> = async (
  app,
  { db, staffToken },
) => {
  app.addHook('onRequest', staffGuard(staffToken));

  app.post<{ Body: BrandInput & { code: string } }>(
    '/api/v2/admin/brands',
    { schema: { body: createBrandBody } },
    async (request, reply) => {
      const { code, ...input } = request.body;
      return reply.code(201).send(await createBrand(db, code, input));
    },
  );
  app.put<{ Params: { code: string }; Body: Partial<BrandInput> }>(
    '/api/v2/admin/brands/:code',
    { schema: { params: codeParams, body: updateBrandBody } },
    (request) => updateBrand(db, request.params.code, request.body),
  );

  app.post<{ Body: PromotionInput & { code: string } }>(
    '/api/v2/admin/promotions',
    { schema: { body: createPromotionBody } },
    async (request, reply) => {
      const { code, ...input } = request.body;
      return reply.code(201).send(await createPromotion(db, code, input));
    },
  );
  app.put<{ Params: { id: string }; Body: Partial<PromotionInput> }>(
    '/api/v2/admin/promotions/:id',
    { schema: { params: idParams, body: updatePromotionBody } },
    (request) => updatePromotion(db, Number(request.params.id), request.body),
  );
};
