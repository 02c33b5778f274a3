import type { AdjustmentKind } from '../../../machines/order-lifecycle.ts';
import type { StoreCreditLimitDto } from '../../commerce/contract.ts';
import { adjustmentLabel } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { OrdersApi } from '../clients/orders-api.ts';
import { WalletApi } from '../clients/wallet-api.ts';
import type { GatewayContext } from '../context.ts';
import type { AdjustmentKind as AdjustmentKindEnum, Resolvers, Wallet } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';

const kindOf: Record<AdjustmentKindEnum, AdjustmentKind> = {
  COUPON: 'coupon',
  VOUCHER: 'voucher',
  GIFT_CARD: 'giftCard',
  STORE_CREDIT: 'storeCredit',
  LOYALTY: 'loyalty',
};
const enumOf = Object.fromEntries(Object.entries(kindOf).map(([name, kind]) => [kind, name])) as Record<
  AdjustmentKind,
  AdjustmentKindEnum
>;

/** The order's adjustments as GraphQL `OrderAdjustment`s (checkout-core's `Order.adjustments` can use this). */
export function toOrderAdjustments(
  adjustments: readonly { kind: AdjustmentKind; code: string; amount: number }[],
  locale: GatewayContext['locale'],
) {
  return adjustments.map((item) => ({
    kind: enumOf[item.kind],
    code: item.code,
    amount: item.amount,
    label: adjustmentLabel(item, locale),
  }));
}

/**
 * A `Wallet` as resolved: the cart's limit is asked only when the page selects it (the account's
 * statement does not), and once for both of its fields.
 */
export type WalletModel = Omit<Wallet, 'usableOnCart' | 'minimumUse'> & {
  cartLimit: () => Promise<StoreCreditLimitDto | null>;
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () => {
    answer ??= load();
    return answer;
  };
}

/** The money mutations act on the shopper's current cart (the address → payment walk's order). */
async function onCurrentCart(ctx: GatewayContext) {
  const identity = await shopperIdentity(ctx);
  const cart = await new OrdersApi(ctx.commerce, identity).current();
  if (!cart) throw new ShopError('ORDER_NOT_FOUND');
  return { api: new WalletApi(ctx.commerce, identity), number: cart.number };
}

export const walletResolvers: Resolvers = {
  Query: {
    async wallet(_root, { page }, ctx) {
      if (!Number.isInteger(page) || page < 1 || page > 1000) {
        throw new ShopError('VALIDATION', 'Paging is out of range', { page: ['must be between 1 and 1000'] });
      }
      const identity = await shopperIdentity(ctx);
      if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
      const api = new WalletApi(ctx.commerce, identity);
      const wallet = await api.wallet(page);
      const cartLimit = once(async () => {
        const cart = await new OrdersApi(ctx.commerce, identity).current();
        return cart ? api.storeCreditLimit(cart.number) : null;
      });
      return {
        cartLimit,
        balance: wallet.balance,
        cash: wallet.cash,
        bonus: wallet.bonus,
        rules: {
          minOrder: wallet.rules.min_order,
          minUse: wallet.rules.min_use,
          bonusMaxSharePercent: wallet.rules.bonus_max_share_percent,
          purchaseBonusPercent: wallet.rules.purchase_bonus_percent,
          loyaltyEarnPercent: wallet.rules.loyalty_earn_percent,
          rechargeMin: wallet.rules.recharge_min,
          rechargeMax: wallet.rules.recharge_max,
        },
        more: wallet.more,
        entries: wallet.entries.map((entry) => ({
          id: entry.id,
          amount: entry.amount,
          reason: entry.reason,
          orderNumber: entry.order_number,
          occurredAt: entry.occurred_at,
        })),
      };
    },
    async loyaltyPoints(_root, _args, ctx) {
      const identity = await shopperIdentity(ctx);
      if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
      return (await new WalletApi(ctx.commerce, identity).loyalty()).points;
    },
  },
  Mutation: {
    async applyCoupon(_root, { code }, ctx) {
      const { api, number } = await onCurrentCart(ctx);
      return api.applyCoupon(number, code);
    },
    async applyGiftCard(_root, args, ctx) {
      const { api, number } = await onCurrentCart(ctx);
      return api.applyGiftCard(number, args.number);
    },
    async applyStoreCredit(_root, { amount }, ctx) {
      const { api, number } = await onCurrentCart(ctx);
      return api.applyStoreCredit(number, amount);
    },
    async applyLoyaltyPoints(_root, { points }, ctx) {
      const { api, number } = await onCurrentCart(ctx);
      return api.applyLoyaltyPoints(number, points);
    },
    async removeAdjustment(_root, { kind, code }, ctx) {
      const { api, number } = await onCurrentCart(ctx);
      return api.removeAdjustment(number, kindOf[kind], code);
    },
  },
  Wallet: {
    usableOnCart: async (wallet) => (await wallet.cartLimit())?.usable_max ?? 0,
    minimumUse: async (wallet) => (await wallet.cartLimit())?.min_use ?? 0,
  },
  OrderAdjustment: {
    // Recomputed in the request's language whatever the parent carried.
    label: (adjustment, _args, { locale }) =>
      adjustmentLabel({ kind: kindOf[adjustment.kind], code: adjustment.code }, locale),
  },
};
