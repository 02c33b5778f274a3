import type { Projection } from '../../platform/events/index.ts';

/** A use of a coupon or voucher by an order; the stream `coupon-<CODE>` counts them. */
export interface CouponRedeemed {
  orderNumber: string;
  userId: number | null;
}
/** The order gave the use back (adjustment removed, order expired or canceled). */
export interface CouponRedemptionReleased {
  orderNumber: string;
}

export const couponEventTypes = ['CouponRedeemed', 'CouponRedemptionReleased'] as const;
export const couponStreamId = (code: string) => `coupon-${code}`;

/** `coupon_redemptions`: the active uses of each code (idempotent per event, like the ledgers). */
export const couponProjection: Projection = {
  name: 'coupon-redemptions',
  handles: couponEventTypes,
  async apply(tx, events) {
    for (const event of events) {
      const fresh = await tx.query(
        'insert into coupon_redemption_events (global_position) values ($1) on conflict do nothing returning 1',
        [event.globalPosition],
      );
      if (fresh.rows.length === 0) continue;
      const code = event.streamId.replace(/^coupon-/, '');
      if (event.type === 'CouponRedeemed') {
        const use = event.data as CouponRedeemed;
        await tx.query(
          'insert into coupon_redemptions (code, order_number, user_id, redeemed_at) values ($1, $2, $3, $4)',
          [code, use.orderNumber, use.userId, event.recordedAt.toISOString()],
        );
      } else {
        const release = event.data as CouponRedemptionReleased;
        await tx.query('delete from coupon_redemptions where code = $1 and order_number = $2', [
          code,
          release.orderNumber,
        ]);
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from coupon_redemptions');
    await tx.query('delete from coupon_redemption_events');
  },
};
