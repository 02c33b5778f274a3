import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/** Where a held coupon stands for its shopper (spec §8: the coupons page's tabs). */
export type CouponStatus = 'usable' | 'used' | 'expired';
export const couponStatuses: readonly CouponStatus[] = ['usable', 'used', 'expired'];

/** One condition of a coupon, as data: the web words it in the shopper's language. */
export type CouponTermDto =
  | { term: 'MIN_ORDER'; amount: number }
  | { term: 'PER_SHOPPER'; amount: number }
  | { term: 'VALID_FROM'; date: string }
  | { term: 'VALID_UNTIL'; date: string }
  | { term: 'ITEMS_ONLY' }
  | { term: 'ONE_OF_KIND_PER_ORDER' };

export interface ShopperCouponDto {
  /** The code: a coupon is one row per code, and the shopper sees only the codes they hold. */
  id: string;
  kind: 'coupon' | 'voucher';
  code: string;
  discount: { type: 'percent' | 'fixed'; value: number };
  min_order: number;
  starts_at: string | null;
  ends_at: string | null;
  status: CouponStatus;
  /** The shopper's active uses, and how many are left to them (null: no per-shopper limit). */
  uses: number;
  uses_left: number | null;
  held_since: string;
  terms: CouponTermDto[];
}

export interface CouponDetailDto extends ShopperCouponDto {
  /** The shopper's orders that used it, newest first. */
  redemptions: { order_number: string; redeemed_at: string }[];
}

interface HeldRow {
  code: string;
  kind: 'coupon' | 'voucher';
  discount: 'percent' | 'fixed';
  value: number;
  min_order: number;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  per_user_limit: number | null;
  since: Date;
  mine: number;
  total: number;
}

// Held = granted to the shopper, or redeemed by them (a typed-in code they used is theirs too).
const HELD = `
  with held as (
    select code, min(at) as since from (
      select code, granted_at as at from coupon_holdings where user_id = $1
      union all
      select code, redeemed_at from coupon_redemptions where user_id = $1
    ) h group by code
  )
  select c.*, held.since,
    (select count(*)::int from coupon_redemptions r where r.code = c.code and r.user_id = $1) as mine,
    (select count(*)::int from coupon_redemptions r where r.code = c.code) as total
  from held join coupons c on c.code = held.code`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Used: the shopper spent their share, or the code's uses ran out for everyone. Expired: past its end
 * and not used (a used coupon stays "used" in the shopper's history after it ends).
 */
export function couponStatus(row: HeldRow, now: Date): CouponStatus {
  const spent = row.per_user_limit !== null && row.mine >= row.per_user_limit;
  const usedUp = row.usage_limit !== null && row.total >= row.usage_limit;
  if (spent || usedUp) return 'used';
  if (row.ends_at && new Date(row.ends_at).getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

function termsOf(row: HeldRow): CouponTermDto[] {
  const terms: CouponTermDto[] = [];
  if (row.min_order > 0) terms.push({ term: 'MIN_ORDER', amount: row.min_order });
  if (row.per_user_limit !== null) terms.push({ term: 'PER_SHOPPER', amount: row.per_user_limit });
  const from = iso(row.starts_at);
  if (from) terms.push({ term: 'VALID_FROM', date: from });
  const until = iso(row.ends_at);
  if (until) terms.push({ term: 'VALID_UNTIL', date: until });
  // couponDiscount: shipping is never discounted; applyCoupon: one coupon and one voucher per order
  terms.push({ term: 'ITEMS_ONLY' }, { term: 'ONE_OF_KIND_PER_ORDER' });
  return terms;
}

function toDto(row: HeldRow, now: Date): ShopperCouponDto {
  return {
    id: row.code,
    kind: row.kind,
    code: row.code,
    discount: { type: row.discount, value: row.value },
    min_order: row.min_order,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    status: couponStatus(row, now),
    uses: row.mine,
    uses_left: row.per_user_limit === null ? null : Math.max(0, row.per_user_limit - row.mine),
    held_since: new Date(row.since).toISOString(),
    terms: termsOf(row),
  };
}

/** GET /api/v2/coupons: every coupon the shopper holds, newest first, optionally of one status. */
export async function shopperCoupons(
  sql: Sql,
  clock: Clock,
  userId: number,
  status?: CouponStatus,
): Promise<{ coupons: ShopperCouponDto[] }> {
  const rows = await sql.query<HeldRow>(`${HELD} order by held.since desc, c.code`, [userId]);
  const now = clock.now();
  const coupons = rows.rows.map((row) => toDto(row, now));
  return { coupons: status ? coupons.filter((coupon) => coupon.status === status) : coupons };
}

/**
 * GET /api/v2/coupons/{id}: one held coupon with its terms and the orders that used it. A code the
 * shopper does not hold answers exactly like an unknown one (COUPON_NOT_FOUND), so the answer never
 * tells which codes exist.
 */
export async function shopperCoupon(
  sql: Sql,
  clock: Clock,
  userId: number,
  id: string,
): Promise<CouponDetailDto> {
  const code = id.trim().toUpperCase();
  const rows = await sql.query<HeldRow>(`${HELD} where c.code = $2`, [userId, code]);
  const row = rows.rows[0];
  if (!row) throw new ShopError('COUPON_NOT_FOUND');
  const uses = await sql.query<{ order_number: string; redeemed_at: Date }>(
    `select order_number, redeemed_at from coupon_redemptions where code = $1 and user_id = $2
      order by redeemed_at desc, order_number`,
    [code, userId],
  );
  return {
    ...toDto(row, clock.now()),
    redemptions: uses.rows.map((use) => ({
      order_number: use.order_number,
      redeemed_at: new Date(use.redeemed_at).toISOString(),
    })),
  };
}
