import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Outbox } from '../accounts/outbox.ts';
import { hit } from '../accounts/rate-limit.ts';
import type { Users } from '../accounts/users.ts';
import { shopperCoupon } from './shopper-coupons.ts';

/** As the code sends (CODE_RULES.perIdentifierPerHour): a shopper cannot turn the shop into a mailer. */
export const COUPON_EMAILS_PER_HOUR = 5;

const money = (amount: number) => `${amount.toLocaleString('en-US')} ₮`;

/**
 * POST /api/v2/coupons/{id}/send_by_email: the held coupon's code and terms to the shopper's
 * confirmed address, through the accounts outbox (written in a transaction, then delivered; a
 * failed delivery stays recorded there). Only to the account's own confirmed address, so the
 * route cannot mail a stranger.
 */
export async function sendCouponByEmail(
  deps: { db: Database; clock: Clock; outbox: Outbox; users: Users },
  userId: number,
  id: string,
): Promise<{ sent_to: string }> {
  const { db, clock, outbox, users } = deps;
  const coupon = await shopperCoupon(db, clock, userId, id);
  const email = await users.confirmedEmail(userId);
  if (!email) throw new ShopError('EMAIL_NOT_CONFIRMED');
  await hit(db, clock, [
    { key: `coupon-email:user:${userId}`, max: COUPON_EMAILS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const off = coupon.discount.type === 'percent' ? `${coupon.discount.value}%` : money(coupon.discount.value);
  const lines = [
    `Код / Code: ${coupon.code}`,
    `Хөнгөлөлт / Discount: ${off}`,
    ...(coupon.min_order > 0 ? [`Доод дүн / Orders from: ${money(coupon.min_order)}`] : []),
    ...(coupon.ends_at ? [`Хүчинтэй / Valid until: ${coupon.ends_at.slice(0, 10)}`] : []),
  ];
  const messageId = await db.transaction((tx) =>
    outbox.enqueue(tx, {
      channel: 'email',
      recipient: email,
      subject:
        coupon.kind === 'voucher' ? 'Shoppy: таны ваучер / your voucher' : 'Shoppy: таны купон / your coupon',
      body: lines.join('\n'),
    }),
  );
  await outbox.deliver(messageId);
  return { sent_to: email };
}
