import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, StreamVersionConflictError } from '../../platform/events/index.ts';
import { requireIdentifier } from '../accounts/identifier.ts';
import { couponStreamId } from '../promotions/coupon-projection.ts';
import { grantWelcome } from '../promotions/holdings.ts';
import { type CouponDetailDto, shopperCoupon } from '../promotions/shopper-coupons.ts';
import { streamVersion } from '../wallet/events.ts';
import { type StaffActor, staffMetadata } from './auth.ts';

export interface CounterCouponDto extends CouponDetailDto {
  shopper: { id: number; phone: string | null; email: string | null; name: string | null };
}

/** The shopper named at the counter by phone or e-mail; an unknown one is no coupon at all. */
async function shopperOf(sql: Sql, login: string) {
  const identifier = requireIdentifier(login, 'shopper');
  const column = identifier.kind === 'phone' ? 'phone' : 'email';
  const { rows } = await sql.query<{
    id: number;
    phone: string | null;
    email: string | null;
    first_name: string | null;
  }>(`select id, phone, email, first_name from users where ${column} = $1`, [identifier.value]);
  if (!rows[0]) throw new ShopError('COUPON_NOT_FOUND');
  return rows[0];
}

/**
 * GET /api/back_office/coupons/{code}?shopper=<phone or e-mail>: the shopper's coupon as their own
 * coupons page shows it (status, uses, uses left, the orders and counter uses), for coupon staff.
 */
export async function counterCoupon(
  sql: Sql,
  clock: Clock,
  code: string,
  login: string,
  store?: EventStore,
): Promise<CounterCouponDto> {
  const shopper = await shopperOf(sql, login);
  // The welcome voucher is granted on the shopper's first read of their coupons (holdings.ts); a
  // look-up at the counter is such a read, or a shopper who never opened their coupons page would be
  // told at the till that the voucher they were promised does not exist.
  if (store) await grantWelcome(store, sql, shopper.id);
  const coupon = await shopperCoupon(sql, clock, shopper.id, code);
  return {
    ...coupon,
    shopper: { id: shopper.id, phone: shopper.phone, email: shopper.email, name: shopper.first_name },
  };
}

/**
 * PUT /api/back_office/coupons/{code}/use: the coupon used in the store. The same `CouponRedeemed`
 * on `coupon-<CODE>` as an online use (its "order" is `COUNTER-…`), appended at the version read
 * before the check: online and counter uses share one count, and of two racing for the last use one
 * wins, the other is decided again and sees it used (COUPON_USED_UP). Expired: COUPON_EXPIRED.
 */
export async function useCouponAtCounter(
  deps: { db: Database; clock: Clock; store: EventStore },
  code: string,
  login: string,
  actor: StaffActor | undefined,
): Promise<CounterCouponDto> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = await counterCoupon(deps.db, deps.clock, code, login, deps.store);
    if (before.status === 'used') throw new ShopError('COUPON_USED_UP');
    if (before.status === 'expired') throw new ShopError('COUPON_EXPIRED');
    if (before.starts_at && new Date(before.starts_at) > deps.clock.now())
      throw new ShopError('COUPON_NOT_FOUND');
    const streamId = couponStreamId(before.code);
    try {
      await deps.db.transaction(async (tx) => {
        const version = await streamVersion(tx, streamId);
        // Counted again at the version appended to: a use committed meanwhile is seen here.
        const now = await counterCoupon(tx, deps.clock, code, login);
        if (now.status !== 'usable') throw new StreamVersionConflictError(streamId, version, undefined);
        await deps.store.append(
          streamId,
          version,
          [
            {
              type: 'CouponRedeemed',
              data: {
                orderNumber: `COUNTER-${randomBytes(6).toString('hex').toUpperCase()}`,
                userId: before.shopper.id,
              },
              metadata: staffMetadata(actor),
            },
          ],
          tx,
        );
      });
      return counterCoupon(deps.db, deps.clock, code, login);
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
  throw new ShopError('CONFLICT');
}
