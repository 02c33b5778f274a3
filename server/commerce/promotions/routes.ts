import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { AccountService } from '../accounts/service.ts';
import { commerceEventStore } from '../event-store.ts';
import { sendCouponByEmail } from './coupon-email.ts';
import { grantWelcome } from './holdings.ts';
import { type CouponStatus, couponStatuses, shopperCoupon, shopperCoupons } from './shopper-coupons.ts';

const userHeaders = {
  type: 'object',
  properties: { 'x-shop-user-id': { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

const couponParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' } },
} as const;

interface UserRequest {
  Headers: { 'x-shop-user-id'?: string };
}

function userOf(request: FastifyRequest<UserRequest>): number {
  const userId = request.headers['x-shop-user-id'];
  if (userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return Number(userId);
}

export interface CouponRoutesOptions {
  db: Database;
  clock: Clock;
  accounts: Pick<AccountService, 'outbox' | 'users'>;
}

/** The coupons and vouchers a shopper holds (spec §7: GET /coupons, /coupons/{id}, send_by_email). */
export const couponRoutes: FastifyPluginAsync<CouponRoutesOptions> = async (app, { db, clock, accounts }) => {
  const store = commerceEventStore(db);

  app.get<UserRequest & { Querystring: { status?: CouponStatus } }>(
    '/api/v2/coupons',
    {
      schema: {
        headers: userHeaders,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: couponStatuses } },
        },
      },
    },
    async (request) => {
      const userId = userOf(request);
      await grantWelcome(store, db, userId);
      return shopperCoupons(db, clock, userId, request.query.status);
    },
  );

  app.get<UserRequest & { Params: { id: string } }>(
    '/api/v2/coupons/:id',
    { schema: { headers: userHeaders, params: couponParams } },
    async (request) => {
      const userId = userOf(request);
      await grantWelcome(store, db, userId);
      return shopperCoupon(db, clock, userId, request.params.id);
    },
  );

  app.post<UserRequest & { Params: { id: string } }>(
    '/api/v2/coupons/:id/send_by_email',
    { schema: { headers: userHeaders, params: couponParams } },
    async (request) => {
      const userId = userOf(request);
      await grantWelcome(store, db, userId);
      return sendCouponByEmail(
        { db, clock, outbox: accounts.outbox, users: accounts.users },
        userId,
        request.params.id,
      );
    },
  );
};
