import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import type { EventStore } from '../../platform/events/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { type IdentityRequest, identityHeaders, identityOf, orderParams } from '../shopper-identity.ts';
import { addToCart, emptyCart, updateLineItem } from './cart-commands.ts';
import type { OrderDeps } from './command-runner.ts';
import { mergeGuestCart } from './merge.ts';
import { currentOrder, getOrder, listOrders, orderTimeline } from './queries.ts';
import { DEFAULT_RETURN_WINDOW_HOURS, RETURN_REASON_MAX, requestReturn } from './returns.ts';

const numberParam = orderParams.properties.number;
const lineParams = {
  type: 'object',
  required: ['number', 'id'],
  properties: { number: numberParam, id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

// Quantities are plain numbers here so 0, negatives, fractions and > 10,000 all get the one coded
// answer QUANTITY_NOT_ORDERABLE from the command, not a generic schema error.
const quantity = { type: 'number', minimum: -1_000_000, maximum: 1_000_000 } as const;

const addBody = {
  type: 'object',
  required: ['line_item'],
  additionalProperties: false,
  properties: {
    line_item: {
      type: 'object',
      required: ['variant_id', 'quantity'],
      additionalProperties: false,
      properties: {
        variant_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
        quantity,
        options: {
          type: 'object',
          maxProperties: 10,
          propertyNames: { pattern: '^[a-z][a-z0-9_]{0,39}$' },
          additionalProperties: { type: 'string', minLength: 1, maxLength: 100 },
        },
      },
    },
    gift: { type: 'boolean' },
    order_token: identityHeaders.properties['x-order-token'],
  },
} as const;

const quantityBody = {
  type: 'object',
  required: ['quantity'],
  additionalProperties: false,
  properties: { quantity },
} as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
} as const;

// Length is the command's check, so a blank or too long reason gets the coded RETURN_REASON_INVALID.
const returnBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', maxLength: RETURN_REASON_MAX * 4 } },
} as const;

export interface OrderRoutesOptions {
  db: Database;
  clock: Clock;
  /** `RETURN_WINDOW_HOURS` (server/config.ts); 72 when not given. */
  returnWindowHours?: number | undefined;
  /** Defaults to a store running the order projections. */
  store?: EventStore;
}

/** Orders and cart of the commerce REST service (spec §7, Spree API v2 names). */
export const orderRoutes: FastifyPluginAsync<OrderRoutesOptions> = async (
  app,
  { db, clock, store, returnWindowHours },
) => {
  const deps: OrderDeps = { db, clock, store: store ?? commerceEventStore(db) };
  const returnRules = { windowHours: returnWindowHours ?? DEFAULT_RETURN_WINDOW_HOURS };

  app.post<
    IdentityRequest & {
      Params: { number: string };
      Body: {
        line_item: { variant_id: number; quantity: number; options?: Record<string, string> };
        gift?: boolean;
        order_token?: string;
      };
    }
  >(
    '/api/v2/orders/:number/line_items',
    { schema: { params: orderParams, headers: identityHeaders, body: addBody } },
    async (request) => {
      const { line_item: line, gift, order_token } = request.body;
      return addToCart(
        deps,
        identityOf(request, order_token),
        {
          number: request.params.number,
          variantId: line.variant_id,
          quantity: line.quantity,
          options: line.options,
          gift,
        },
        { idempotencyKey: request.headers['idempotency-key'] },
      );
    },
  );

  app.put<IdentityRequest & { Params: { number: string; id: number }; Body: { quantity: number } }>(
    '/api/v2/orders/:number/line_items/:id',
    { schema: { params: lineParams, headers: identityHeaders, body: quantityBody } },
    async (request) =>
      updateLineItem(
        deps,
        identityOf(request),
        { number: request.params.number, lineItemId: request.params.id, quantity: request.body.quantity },
        { idempotencyKey: request.headers['idempotency-key'] },
      ),
  );

  app.delete<IdentityRequest & { Params: { number: string; id: number } }>(
    '/api/v2/orders/:number/line_items/:id',
    { schema: { params: lineParams, headers: identityHeaders } },
    async (request) =>
      updateLineItem(
        deps,
        identityOf(request),
        { number: request.params.number, lineItemId: request.params.id, quantity: 0 },
        { idempotencyKey: request.headers['idempotency-key'] },
      ),
  );

  app.post<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/empty',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) =>
      emptyCart(
        deps,
        identityOf(request),
        { number: request.params.number },
        {
          idempotencyKey: request.headers['idempotency-key'],
        },
      ),
  );

  // Login (#6): the guest's cart joins the user's. Needs the user (x-shop-user-id) and the guest token.
  app.post<IdentityRequest & { Body: { order_token: string } }>(
    '/api/v2/orders/merge_guest_cart',
    {
      schema: {
        headers: { ...identityHeaders, required: ['x-shop-user-id'] },
        body: {
          type: 'object',
          required: ['order_token'],
          additionalProperties: false,
          properties: { order_token: identityHeaders.properties['x-order-token'] },
        },
      },
    },
    async (request) => ({
      order: await mergeGuestCart(deps, {
        guestOrderToken: request.body.order_token,
        userId: Number(request.headers['x-shop-user-id']),
      }),
    }),
  );

  app.get<IdentityRequest>(
    '/api/v2/orders/current',
    { schema: { headers: identityHeaders } },
    async (request) => ({
      order: await currentOrder(deps, identityOf(request)),
    }),
  );

  app.get<IdentityRequest & { Querystring: { page: number; per_page: number } }>(
    '/api/v2/orders/mine',
    { schema: { headers: identityHeaders, querystring: pageQuery } },
    async (request) => listOrders(deps, identityOf(request), request.query.page, request.query.per_page),
  );

  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => getOrder(deps, identityOf(request), request.params.number),
  );

  // Spec §9: the shopper asks to return a delivered order; staff answer (server/commerce/staff/returns.ts).
  app.post<IdentityRequest & { Params: { number: string }; Body: { reason: string } }>(
    '/api/v2/orders/:number/return',
    { schema: { params: orderParams, headers: identityHeaders, body: returnBody } },
    async (request) =>
      requestReturn(deps, returnRules, identityOf(request), request.params.number, request.body.reason),
  );

  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/events',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => ({ events: await orderTimeline(deps, identityOf(request), request.params.number) }),
  );
};
