import { itemTotal, orderTotal } from '../../../machines/order-lifecycle.ts';
import { codeFormatProblem } from '../../../machines/promo-code.ts';
import { ShopError } from '../../platform/errors.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderDto, OrderIdentity } from '../orders/read-model.ts';
import { streamVersion } from '../wallet/events.ts';
import { limit, refuseRepeat, runMoneyCommand } from '../wallet/money-command.ts';
import { couponStreamId } from './coupon-projection.ts';

interface CouponRow {
  code: string;
  kind: 'coupon' | 'voucher';
  discount: 'percent' | 'fixed';
  value: number;
  min_order: number;
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  per_user_limit: number | null;
}

/**
 * Trimmed and upper-cased (codes are case-insensitive). Spec §5: a promo code is exactly 4 digits,
 * so an all-digit code of another length is a typo (PROMO_CODE_FORMAT), not an unknown code: the
 * same rule as the web's (machines/promo-code.ts).
 */
export function normalizeCouponCode(input: string): string {
  const code = input.trim().toUpperCase();
  if (codeFormatProblem(code) === 'PROMO_CODE_FORMAT') throw new ShopError('PROMO_CODE_FORMAT');
  if (!/^[A-Z0-9-]{1,32}$/.test(code)) throw new ShopError('COUPON_NOT_FOUND');
  return code;
}

/** Percent of the items (shipping is never discounted) or a fixed amount, at most what is left to pay. */
export function couponDiscount(coupon: Pick<CouponRow, 'discount' | 'value'>, items: number, due: number) {
  const discount = coupon.discount === 'percent' ? Math.floor((items * coupon.value) / 100) : coupon.value;
  return Math.min(discount, due);
}

/**
 * POST /orders/{number}/apply_coupon_code. One coupon and one voucher per order. The use is a
 * `CouponRedeemed` on `coupon-<CODE>` appended at the version read before counting the uses, so two
 * shoppers racing for the last use of a limited code cannot both get it (the loser is decided again
 * and sees it used up).
 */
export function applyCoupon(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string; code: string },
  idempotencyKey?: string,
): Promise<OrderDto> {
  const code = normalizeCouponCode(input.code);
  return runMoneyCommand(
    deps,
    identity,
    { name: 'applyCoupon', input },
    idempotencyKey,
    async (tx, order) => {
      const streamId = couponStreamId(code);
      const version = await streamVersion(tx, streamId);
      const found = await tx.query<CouponRow>('select * from coupons where code = $1', [code]);
      const coupon = found.rows[0];
      const now = deps.clock.now().getTime();
      if (!coupon || (coupon.starts_at && new Date(coupon.starts_at).getTime() > now)) {
        throw new ShopError('COUPON_NOT_FOUND');
      }
      if (coupon.ends_at && new Date(coupon.ends_at).getTime() <= now) throw new ShopError('COUPON_EXPIRED');
      refuseRepeat(order.context, (item) => item.kind === coupon.kind);
      const uses = await tx.query<{ total: number; mine: number }>(
        `select count(*)::int as total, count(*) filter (where user_id = $2)::int as mine
         from coupon_redemptions where code = $1`,
        [code, identity.userId ?? null],
      );
      const { total, mine } = uses.rows[0] ?? { total: 0, mine: 0 };
      if (coupon.usage_limit !== null && total >= coupon.usage_limit) throw new ShopError('COUPON_USED_UP');
      if (coupon.per_user_limit !== null) {
        // A per-shopper limit needs to know the shopper.
        if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
        if (mine >= coupon.per_user_limit) throw new ShopError('COUPON_USED_UP');
      }
      const due = orderTotal(order.context);
      if (due < coupon.min_order || due === 0) {
        if (due === 0) throw new ShopError('NOTHING_DUE');
        throw new ShopError(
          'COUPON_MIN_ORDER',
          `This code needs an order of at least ${coupon.min_order} ₮`,
          limit('min', coupon.min_order),
        );
      }
      const amount = couponDiscount(coupon, itemTotal(order.context.lines), due);
      if (amount === 0) throw new ShopError('NOTHING_DUE');
      return {
        orderEvents: [{ type: 'AdjustmentApplied', kind: coupon.kind, code, amount }],
        tenderAppends: [
          {
            streamId,
            expectedVersion: version,
            events: [
              {
                type: 'CouponRedeemed',
                data: { orderNumber: order.number, userId: identity.userId ?? null },
              },
            ],
          },
        ],
      };
    },
  );
}
