import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import { addBuild, myBuilds, removeBuild, searchPrinters, suppliesFor } from './compatibility.ts';
import { productNutrition } from './nutrition.ts';
import { variantStockItems } from './stock-items.ts';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const productKeyParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[a-z0-9][a-z0-9-]*$' } },
} as const;
/** The builder's picker lists every model at once when nothing is typed yet (the demo has ~100). */
const MAX_PRINTERS_LISTED = 200;
const printerModel = { type: 'string', minLength: 2, maxLength: 80 } as const;

function userOf(request: Parameters<typeof identityOf>[0]): number {
  const { userId } = identityOf(request);
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return userId;
}

/**
 * Product facts beside the product (spec §7): stock by branch, nutrition, and the printer
 * compatibility builder (its saved printers belong to the account).
 */
export const productFactsRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get<{ Params: { id: number } }>(
    '/api/v2/products/0/variants/:id/stock_items',
    { schema: { params: idParams } },
    async (request) => variantStockItems(db, request.params.id),
  );

  app.get<{ Params: { id: string } }>(
    '/api/v2/products/:id/nutrition',
    { schema: { params: productKeyParams } },
    async (request) => ({ nutrition: await productNutrition(db, request.params.id) }),
  );

  app.get<{ Querystring: { q?: string; limit?: number } }>(
    '/api/v2/compatibility_build/printers',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 80 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_PRINTERS_LISTED, default: 20 },
          },
        },
      },
    },
    async (request) => ({
      printers: await searchPrinters(db, request.query.q ?? '', clock.now(), request.query.limit),
    }),
  );

  app.get<{ Querystring: { printer_model: string } }>(
    '/api/v2/compatibility_build/supplies',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['printer_model'],
          properties: { printer_model: printerModel },
        },
      },
    },
    async (request) => suppliesFor(db, request.query.printer_model, clock.now()),
  );

  app.get<IdentityRequest>(
    '/api/v2/compatibility_build',
    { schema: { headers: identityHeaders } },
    async (request) => ({
      builds: await myBuilds(db, userOf(request)),
    }),
  );

  app.post<IdentityRequest & { Body: { printer_model: string } }>(
    '/api/v2/compatibility_build/add',
    {
      schema: {
        headers: identityHeaders,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['printer_model'],
          properties: { printer_model: printerModel },
        },
      },
    },
    async (request) => ({ builds: await addBuild(db, clock, userOf(request), request.body.printer_model) }),
  );

  app.delete<IdentityRequest & { Params: { id: number } }>(
    '/api/v2/compatibility_build/:id',
    { schema: { headers: identityHeaders, params: idParams } },
    async (request) => ({ builds: await removeBuild(db, userOf(request), request.params.id) }),
  );
};
