import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdjustmentKind } from '../../../machines/order-lifecycle.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { clientIp } from '../accounts/http.ts';
import { applyCoupon } from '../promotions/coupons.ts';
import { type IdentityRequest, identityHeaders, identityOf, orderParams } from '../shopper-identity.ts';
import { applyGiftCard, checkGiftCard } from './gift-cards.ts';
import { moneyDeps } from './money-command.ts';
import type { RechargeConfig } from './recharge-config.ts';
import { removeAdjustment } from './release.ts';
import { startOrderRewards } from './rewards.ts';
import { loyaltyHistory, loyaltyStatement, walletStatement } from './statement.ts';
import { storeCreditLimit } from './store-credit-limit.ts';
import { applyLoyaltyPoints, applyStoreCredit } from './tenders.ts';

// Money is whole tugrik; a fraction, zero or negative is refused by the schema, before any lookup.
const tugrik = { type: 'integer', minimum: 1, maximum: 1_000_000_000 } as const;

function body<Properties extends Record<string, object>>(properties: Properties) {
  return {
    type: 'object',
    required: Object.keys(properties),
    additionalProperties: false,
    properties,
  } as const;
}

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 } },
} as const;

const adjustmentKinds: readonly AdjustmentKind[] = [
  'coupon',
  'voucher',
  'giftCard',
  'storeCredit',
  'loyalty',
];

type OrderRequest<Body> = IdentityRequest & { Params: { number: string }; Body: Body };

function userOf(request: FastifyRequest<IdentityRequest>): number {
  const userId = identityOf(request).userId;
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return userId;
}

export interface WalletRoutesOptions {
  db: Database;
  clock: Clock;
  /** How often the purchase-bonus reaction looks for newly paid orders; 0 turns it off. */
  rewardsIntervalMs?: number;
  /** The recharge limits the statement states (payments take the same config). */
  recharge?: RechargeConfig;
}

/** Wallet, gift cards, loyalty points and coupon codes on orders (spec §7, Spree v2 names). */
export const walletRoutes: FastifyPluginAsync<WalletRoutesOptions> = async (app, options) => {
  const { db, clock } = options;
  const deps = moneyDeps(db, clock);
  const key = (request: FastifyRequest<IdentityRequest>) => request.headers['idempotency-key'];
  const schema = (bodySchema: object) => ({
    params: orderParams,
    headers: identityHeaders,
    body: bodySchema,
  });

  app.post<OrderRequest<{ amount: number }>>(
    '/api/v2/orders/:number/apply_store_credit',
    { schema: schema(body({ amount: tugrik })) },
    async (request) =>
      applyStoreCredit(
        deps,
        identityOf(request),
        { number: request.params.number, ...request.body },
        key(request),
      ),
  );

  app.post<OrderRequest<{ coupon_code: string }>>(
    '/api/v2/orders/:number/apply_coupon_code',
    { schema: schema(body({ coupon_code: { type: 'string', minLength: 1, maxLength: 64 } })) },
    async (request) =>
      applyCoupon(
        deps,
        identityOf(request),
        { number: request.params.number, code: request.body.coupon_code },
        key(request),
      ),
  );

  app.post<OrderRequest<{ gift_card_number: string }>>(
    '/api/v2/orders/:number/apply_gift_card',
    { schema: schema(body({ gift_card_number: { type: 'string', minLength: 1, maxLength: 40 } })) },
    async (request) =>
      applyGiftCard(
        deps,
        identityOf(request),
        { number: request.params.number, cardNumber: request.body.gift_card_number },
        key(request),
      ),
  );

  app.post<OrderRequest<{ points: number }>>(
    '/api/v2/orders/:number/apply_loyalty_points',
    { schema: schema(body({ points: tugrik })) },
    async (request) =>
      applyLoyaltyPoints(
        deps,
        identityOf(request),
        { number: request.params.number, ...request.body },
        key(request),
      ),
  );

  app.post<OrderRequest<{ kind: AdjustmentKind; code: string }>>(
    '/api/v2/orders/:number/remove_adjustment',
    {
      schema: schema(
        body({
          kind: { type: 'string', enum: adjustmentKinds },
          code: { type: 'string', minLength: 1, maxLength: 64 },
        }),
      ),
    },
    async (request) =>
      removeAdjustment(
        deps,
        identityOf(request),
        { number: request.params.number, ...request.body },
        key(request),
      ),
  );

  app.get<IdentityRequest & { Querystring: { page: number } }>(
    '/api/v2/users/store_credits',
    {
      schema: {
        headers: identityHeaders,
        querystring: pageQuery,
      },
    },
    async (request) => walletStatement(db, userOf(request), request.query.page, options.recharge),
  );

  app.get<IdentityRequest & { Querystring: { page: number } }>(
    '/api/v2/users/loyalty_history',
    { schema: { headers: identityHeaders, querystring: pageQuery } },
    async (request) => loyaltyHistory(db, userOf(request), request.query.page),
  );

  // A guest may check a card too (it pays a guest's order); the limit is then per address.
  app.post<IdentityRequest & { Body: { number: string } }>(
    '/api/v2/gift_cards/check',
    {
      schema: {
        headers: identityHeaders,
        body: body({ number: { type: 'string', minLength: 1, maxLength: 40 } }),
      },
    },
    async (request) => {
      const { userId } = identityOf(request);
      return checkGiftCard(
        db,
        clock,
        { ip: clientIp(request), ...(userId === undefined ? {} : { userId }) },
        request.body.number,
      );
    },
  );

  app.get<IdentityRequest & { Params: { number: string } }>(
    '/api/v2/orders/:number/store_credit_limit',
    { schema: { params: orderParams, headers: identityHeaders } },
    async (request) => storeCreditLimit(db, identityOf(request), request.params.number),
  );

  app.get<IdentityRequest>(
    '/api/v2/orders/erp_loyalty',
    { schema: { headers: identityHeaders } },
    async (request) => loyaltyStatement(db, userOf(request)),
  );

  const interval = options.rewardsIntervalMs ?? 5_000;
  if (interval > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startOrderRewards(db, deps.store, interval, app.log);
    });
    app.addHook('onClose', async () => {
      await stop?.();
    });
  }
};
