import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { staffGuard } from '../staff/auth.ts';
import type { BrandInput } from './brands.ts';
import type { PromotionInput } from './campaigns.ts';
import {
  type EditingDeps,
  recordBrandCreated,
  recordBrandEdited,
  recordPromotionCreated,
  recordPromotionEdited,
  recordPromotionEnded,
} from './editing.ts';
import {
  EDITING_MAX_PER_PAGE,
  EDITING_PER_PAGE,
  editingHistory,
  type PromotionStatus,
  staffBrand,
  staffBrands,
  staffPromotion,
  staffPromotions,
} from './editing-queries.ts';
import { CODE_PATTERN, codeParams, idParams } from './routes.ts';
import { translationsOf } from './staff-schemas.ts';

const name = { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' } as const;
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
/** `version`: the one the editor loaded (its history's length); an edit of a stale copy is CONFLICT. */
const version = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;
const updateBrandBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { ...brandFields, version },
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
  properties: { ...promotionFields, version },
} as const;

const listQuery = (extra: Record<string, unknown> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      query: { type: 'string', maxLength: 100, default: '' },
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      per_page: { type: 'integer', minimum: 1, maximum: EDITING_MAX_PER_PAGE, default: EDITING_PER_PAGE },
      ...extra,
    },
  }) as const;
type Listed<T = unknown> = { Querystring: { query: string; page: number; per_page: number } & T };

/**
 * The back office's brand and promotion editors (#18), content role: lists with inactive and
 * ended ones, search by name, create, edit, end a promotion. Every change is an event naming the
 * staff member (editing.ts); bad input is refused by the schema or a coded error, writing nothing.
 */
export const storefrontEditingRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  store: EventStore;
  staffToken: string;
}> = async (app, { db, clock, store, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'content'));
  const deps: EditingDeps = { db, clock, store };
  const brandDetail = async (code: string) => {
    const brand = await staffBrand(db, code);
    return { ...brand, history: await editingHistory(db, 'brand', brand.id) };
  };
  const promotionDetail = async (id: number) => ({
    ...(await staffPromotion(db, id, clock.now())),
    history: await editingHistory(db, 'promotion', id),
  });

  app.get<Listed>('/api/v2/admin/brands', { schema: { querystring: listQuery() } }, (request) =>
    staffBrands(db, request.query.query, request.query.page, request.query.per_page),
  );
  app.get<{ Params: { code: string } }>(
    '/api/v2/admin/brands/:code',
    { schema: { params: codeParams } },
    (request) => brandDetail(request.params.code),
  );
  app.post<{ Body: BrandInput & { code: string } }>(
    '/api/v2/admin/brands',
    { schema: { body: createBrandBody } },
    async (request, reply) => {
      const { code, ...input } = request.body;
      await recordBrandCreated(deps, code, input, request.staff);
      return reply.code(201).send(await brandDetail(code));
    },
  );
  app.put<{ Params: { code: string }; Body: Partial<BrandInput> & { version?: number } }>(
    '/api/v2/admin/brands/:code',
    { schema: { params: codeParams, body: updateBrandBody } },
    async (request) => {
      const { version: expected, ...input } = request.body;
      await recordBrandEdited(deps, request.params.code, input, request.staff, expected);
      return brandDetail(request.params.code);
    },
  );

  const statusFilter = { status: { type: 'string', enum: ['scheduled', 'running', 'ended'] } };
  app.get<Listed<{ status?: PromotionStatus }>>(
    '/api/v2/admin/promotions',
    { schema: { querystring: listQuery(statusFilter) } },
    (request) =>
      staffPromotions(
        db,
        clock.now(),
        { query: request.query.query, status: request.query.status ?? null },
        request.query.page,
        request.query.per_page,
      ),
  );
  app.get<{ Params: { id: string } }>(
    '/api/v2/admin/promotions/:id',
    { schema: { params: idParams } },
    (request) => promotionDetail(Number(request.params.id)),
  );
  app.post<{ Body: PromotionInput & { code: string } }>(
    '/api/v2/admin/promotions',
    { schema: { body: createPromotionBody } },
    async (request, reply) => {
      const { code, ...input } = request.body;
      const created = await recordPromotionCreated(deps, code, input, request.staff);
      return reply.code(201).send(await promotionDetail(created.id));
    },
  );
  app.put<{ Params: { id: string }; Body: Partial<PromotionInput> & { version?: number } }>(
    '/api/v2/admin/promotions/:id',
    { schema: { params: idParams, body: updatePromotionBody } },
    async (request) => {
      const id = Number(request.params.id);
      const { version: expected, ...input } = request.body;
      await recordPromotionEdited(deps, id, input, request.staff, expected);
      return promotionDetail(id);
    },
  );
  app.post<{ Params: { id: string } }>(
    '/api/v2/admin/promotions/:id/end',
    { schema: { params: idParams } },
    async (request) => {
      const id = Number(request.params.id);
      await recordPromotionEnded(deps, id, request.staff);
      return promotionDetail(id);
    },
  );
};
