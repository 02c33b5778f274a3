import type { Sql } from '../../platform/db/index.ts';
import { type EventStore, type Projection, StreamVersionConflictError } from '../../platform/events/index.ts';
import { streamVersion } from '../wallet/events.ts';

/**
 * Coupons a shopper holds: `CouponGranted` on the shopper's own stream `coupons-<userId>`. One
 * stream per shopper (not the coupon's `coupon-<CODE>`, which counts uses) so that granting never
 * contends with the checkout's redemptions of a popular code.
 */
export interface CouponGranted {
  code: string;
  /** `welcome`: the demo's WELCOME10 every account gets; `staff`: given by hand; `prize`: won on a wheel. */
  reason: 'welcome' | 'staff' | 'prize';
}

export const couponHoldingEventTypes = ['CouponGranted'] as const;
export const COUPON_HOLDINGS_PREFIX = 'coupons-';
export const couponHoldingsStreamId = (userId: number) => `${COUPON_HOLDINGS_PREFIX}${userId}`;

/** The voucher every account holds (README "Wallet, coupons, gift cards, loyalty points"). */
export const WELCOME_CODE = 'WELCOME10';

/** `coupon_holdings`, idempotent per event (a replay inserts nothing). */
export const couponHoldingsProjection: Projection = {
  name: 'coupon-holdings',
  handles: couponHoldingEventTypes,
  async apply(tx, events) {
    for (const event of events) {
      const grant = event.data as CouponGranted;
      await tx.query(
        `insert into coupon_holdings (user_id, code, reason, granted_at, global_position)
         values ($1, $2, $3, $4, $5) on conflict do nothing`,
        [
          Number(event.streamId.slice(COUPON_HOLDINGS_PREFIX.length)),
          grant.code,
          grant.reason,
          event.recordedAt.toISOString(),
          event.globalPosition,
        ],
      );
    }
  },
  async reset(tx) {
    await tx.query('delete from coupon_holdings');
  },
};

async function holds(sql: Sql, userId: number, code: string): Promise<boolean> {
  const found = await sql.query('select 1 from coupon_holdings where user_id = $1 and code = $2', [
    userId,
    code,
  ]);
  return found.rows.length > 0;
}

/**
 * Gives a shopper a coupon once: a second grant of the same code adds nothing. Appended at the
 * version read before the check, so two concurrent grants cannot both pass it; the loser finds the
 * holding on its second look.
 */
export async function grantCoupon(
  store: EventStore,
  sql: Sql,
  userId: number,
  grant: CouponGranted,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const streamId = couponHoldingsStreamId(userId);
    const version = await streamVersion(sql, streamId);
    if (await holds(sql, userId, grant.code)) return;
    try {
      await store.append(streamId, version === 0 ? 'no_stream' : version, [
        { type: 'CouponGranted', data: grant },
      ]);
      return;
    } catch (error) {
      if (!(error instanceof StreamVersionConflictError)) throw error;
    }
  }
}

/**
 * The welcome voucher, granted on the shopper's first read of their coupons rather than when the
 * account row is made: accounts are made by the accounts wing (password sign-up, social login,
 * seeds and tests insert rows directly), which knows nothing of promotions, and an account made
 * before this feature gets it too. A redemption at checkout needs no grant (a redeemed code counts
 * as held). Costs one indexed lookup per list once granted.
 */
export function grantWelcome(store: EventStore, sql: Sql, userId: number): Promise<void> {
  return grantCoupon(store, sql, userId, { code: WELCOME_CODE, reason: 'welcome' });
}
