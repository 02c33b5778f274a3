import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { commerceEventStore } from '../event-store.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import { staffGuard } from '../staff/auth.ts';
import { acceptQuote } from './accept.ts';
import { answerQuote, declineQuote, requestQuote } from './commands.ts';
import { type ListableStatus, listableStatuses, myQuotes, quoteDetail, staffQuotes } from './queries.ts';

/*
 * The schemas only check shapes (a number where a number goes); the limits (1–50 lines, 1–9999
 * each, prices up to the list price) are the commands', so a shopper gets their coded error
 * (QUOTE_LINES_INVALID, …) in their language rather than a generic VALIDATION.
 */
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const count = { type: 'integer', minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
const requestBody = {
  type: 'object',
  required: ['lines'],
  additionalProperties: false,
  properties: {
    lines: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['variant_id', 'quantity'],
        additionalProperties: false,
        properties: { variant_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, quantity: count },
      },
    },
    note: { type: ['string', 'null'], maxLength: 5_000 },
  },
} as const;
interface RequestBody {
  lines: { variant_id: number; quantity: number }[];
  note?: string | null;
}
const answerBody = {
  type: 'object',
  required: ['prices'],
  additionalProperties: false,
  properties: {
    prices: { type: 'array', maxItems: 500, items: count },
    expires_in_days: count,
  },
} as const;
const declineBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', maxLength: 5_000 } },
} as const;
const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: listableStatuses },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

/** The buyer's side (#17): ask, list, read, accept. Behind the client token, like every /api/v2 route. */
export const quoteRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps = { db, clock, store: commerceEventStore(db) };
  const userOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).userId;

  app.post<IdentityRequest & { Body: RequestBody }>(
    '/api/v2/quotes',
    { schema: { headers: identityHeaders, body: requestBody } },
    async (request, reply) => {
      const userId = userOf(request);
      const lines = request.body.lines.map((line) => ({
        variantId: line.variant_id,
        quantity: line.quantity,
      }));
      const id = await requestQuote(deps, userId, { lines, note: request.body.note });
      return reply.status(201).send({ quote: await quoteDetail(db, id, clock.now(), userId) });
    },
  );

  app.get<IdentityRequest>('/api/v2/quotes', { schema: { headers: identityHeaders } }, async (request) => {
    const userId = userOf(request);
    if (userId === undefined) return { quotes: [] };
    return { quotes: await myQuotes(db, userId, clock.now()) };
  });

  app.get<IdentityRequest & { Params: { id: number } }>(
    '/api/v2/quotes/:id',
    { schema: { headers: identityHeaders, params: idParams } },
    async (request) => {
      // a guest has no quotes: the same answer as someone else's
      const userId = userOf(request) ?? -1;
      return { quote: await quoteDetail(db, request.params.id, clock.now(), userId) };
    },
  );

  app.post<IdentityRequest & { Params: { id: number } }>(
    '/api/v2/quotes/:id/accept',
    { schema: { headers: identityHeaders, params: idParams } },
    async (request) => {
      const order = await acceptQuote(
        deps,
        { userId: userOf(request) },
        request.params.id,
        request.headers['idempotency-key'],
      );
      return { order, quote: await quoteDetail(db, request.params.id, clock.now()) };
    },
  );
};

/** Staff's side (#17, #18): list by status, read, answer with prices, decline. Role `sales`. */
export const quoteStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  outbox: Outbox;
  staffToken: string;
  /** Where shoppers reach the shop: the e-mail's link to the quote. */
  publicUrl?: string | undefined;
}> = async (app, { db, clock, outbox, staffToken, publicUrl }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'sales'));
  const deps = { db, clock, store: commerceEventStore(db) };

  app.get<{ Querystring: { status?: ListableStatus; page: number; per_page: number } }>(
    '/api/v2/admin/quotes',
    { schema: { querystring: listQuery } },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { quotes, total } = await staffQuotes(db, clock.now(), { status, page, perPage });
      return {
        quotes,
        meta: { page, per_page: perPage, total_count: total, total_pages: Math.ceil(total / perPage) },
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/v2/admin/quotes/:id',
    { schema: { params: idParams } },
    async (request) => ({
      quote: await quoteDetail(db, request.params.id, clock.now()),
    }),
  );

  app.post<{ Params: { id: number }; Body: { prices: number[]; expires_in_days?: number } }>(
    '/api/v2/admin/quotes/:id/answer',
    { schema: { params: idParams, body: answerBody } },
    async (request) => {
      await answerQuote({ ...deps, outbox, publicUrl }, request.staff, request.params.id, {
        prices: request.body.prices,
        expiresInDays: request.body.expires_in_days,
      });
      return { quote: await quoteDetail(db, request.params.id, clock.now()) };
    },
  );

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/api/v2/admin/quotes/:id/decline',
    { schema: { params: idParams, body: declineBody } },
    async (request) => {
      await declineQuote(
        { ...deps, outbox, publicUrl },
        request.staff,
        request.params.id,
        request.body.reason,
      );
      return { quote: await quoteDetail(db, request.params.id, clock.now()) };
    },
  );
};
