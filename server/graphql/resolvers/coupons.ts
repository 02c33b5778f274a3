import type {
  CouponDetailDto,
  CouponStatus as CouponStatusDto,
  ShopperCouponDto,
} from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { CouponsApi } from '../clients/coupons-api.ts';
import type { GatewayContext } from '../context.ts';
import type { CouponStatus, Resolvers } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';

/** Every field here is the logged-in shopper's: a guest gets LOGIN_REQUIRED before any call. */
async function couponsApi(ctx: GatewayContext): Promise<CouponsApi> {
  const identity = await shopperIdentity(ctx);
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return new CouponsApi(ctx.commerce, identity, ctx.reply.request.ip);
}

const statusOf: Record<CouponStatus, CouponStatusDto> = {
  USABLE: 'usable',
  USED: 'used',
  EXPIRED: 'expired',
};
const isDetail = (coupon: ShopperCouponDto): coupon is CouponDetailDto => 'redemptions' in coupon;
const upper = <Value extends string>(value: Value) => value.toUpperCase() as Uppercase<Value>;

export const couponResolvers: Resolvers = {
  Query: {
    myCoupons: async (_root, { status }, ctx) =>
      (await couponsApi(ctx)).coupons(status ? statusOf[status] : undefined),
    myCoupon: async (_root, { id }, ctx) => {
      if (!/^[A-Za-z0-9-]{1,32}$/.test(id)) throw new ShopError('COUPON_NOT_FOUND');
      return (await couponsApi(ctx)).coupon(id);
    },
    loyaltyHistory: async (_root, { page }, ctx) => {
      if (!Number.isInteger(page) || page < 1 || page > 1000) {
        throw new ShopError('VALIDATION', 'Paging is out of range', { page: ['must be between 1 and 1000'] });
      }
      const history = await (await couponsApi(ctx)).loyaltyHistory(page);
      return {
        points: history.points,
        page: history.page,
        more: history.more,
        entries: history.entries.map((entry) => ({
          id: entry.id,
          kind: upper(entry.kind),
          points: entry.points,
          orderNumber: entry.order_number,
          occurredAt: entry.occurred_at,
        })),
      };
    },
  },
  Mutation: {
    sendCouponByEmail: async (_root, { id }, ctx) => {
      if (!/^[A-Za-z0-9-]{1,32}$/.test(id)) throw new ShopError('COUPON_NOT_FOUND');
      return { sentTo: (await (await couponsApi(ctx)).sendByEmail(id)).sent_to };
    },
    checkGiftCard: async (_root, { number }, ctx) => {
      if (number.length > 40) throw new ShopError('GIFT_CARD_INVALID');
      const card = await (await couponsApi(ctx)).checkGiftCard(number);
      return {
        last4: card.last4,
        balance: card.balance,
        minOrder: card.min_order,
        maxSharePercent: card.max_share_percent,
        expiresAt: card.expires_at,
        expired: card.expired,
      };
    },
  },
  HeldCoupon: {
    kind: (coupon) => upper(coupon.kind),
    discountType: (coupon) => upper(coupon.discount.type),
    discountValue: (coupon) => coupon.discount.value,
    minOrder: (coupon) => coupon.min_order,
    startsAt: (coupon) => coupon.starts_at,
    endsAt: (coupon) => coupon.ends_at,
    status: (coupon) => upper(coupon.status),
    usesLeft: (coupon) => coupon.uses_left,
    heldSince: (coupon) => coupon.held_since,
    terms: (coupon) =>
      coupon.terms.map((term) => ({
        kind: term.term,
        amount: 'amount' in term ? term.amount : null,
        date: 'date' in term ? term.date : null,
      })),
    redemptions: async (coupon, _args, ctx) => {
      // the detail carries them; a list item asks the detail only when the page selects them
      const uses = isDetail(coupon)
        ? coupon.redemptions
        : (await (await couponsApi(ctx)).coupon(coupon.id)).redemptions;
      return uses.map((use) => ({ orderNumber: use.order_number, redeemedAt: use.redeemed_at }));
    },
  },
};
