/**
 * Store credit rules (spec §9 lists several partner variants; this shop uses one coherent set):
 * - The wallet is usable only on orders above 20,000 ₮ (the order's total before this use).
 * - Balances from cash recharge, gift-card transfer and refunds (bucket `cash`) count for 100 % of
 *   the price.
 * - The purchase bonus, 2 % of what a shopper paid for an order (bucket `bonus`), is usable for up
 *   to 50 % of the order.
 * - One use is at least 500 ₮ (§9 "pocket money only above 500").
 * A use takes the bonus first (it is the capped, less flexible bucket), then cash.
 * Loyalty points are separate: 1 % of each paid order, 1 point = 1 ₮, no cap but the amount due.
 */
export const WALLET_MIN_ORDER = 20_000;
export const WALLET_MIN_USE = 500;
export const BONUS_MAX_SHARE_PERCENT = 50;
export const PURCHASE_BONUS_PERCENT = 2;
export const LOYALTY_EARN_PERCENT = 1;

/** The rules as the wallet page states them (`GET /users/store_credits` → `rules`): served, never copied into the web. */
export interface WalletRulesDto {
  min_order: number;
  min_use: number;
  bonus_max_share_percent: number;
  purchase_bonus_percent: number;
  loyalty_earn_percent: number;
  recharge_min: number;
  recharge_max: number;
}

export function walletRules(recharge: { min: number; max: number }): WalletRulesDto {
  return {
    min_order: WALLET_MIN_ORDER,
    min_use: WALLET_MIN_USE,
    bonus_max_share_percent: BONUS_MAX_SHARE_PERCENT,
    purchase_bonus_percent: PURCHASE_BONUS_PERCENT,
    loyalty_earn_percent: LOYALTY_EARN_PERCENT,
    recharge_min: recharge.min,
    recharge_max: recharge.max,
  };
}

export interface WalletBalance {
  cash: number;
  bonus: number;
}

/** The most store credit this order may take now (0 when it may take none). */
export function usableStoreCredit(balance: WalletBalance, orderTotal: number): number {
  if (orderTotal <= WALLET_MIN_ORDER) return 0;
  const bonusCap = Math.floor((orderTotal * BONUS_MAX_SHARE_PERCENT) / 100);
  return Math.min(orderTotal, balance.cash + Math.min(balance.bonus, bonusCap));
}

/** How a use of `amount` (≤ usableStoreCredit) splits over the buckets. */
export function splitDebit(balance: WalletBalance, orderTotal: number, amount: number): WalletBalance {
  const bonusCap = Math.floor((orderTotal * BONUS_MAX_SHARE_PERCENT) / 100);
  const bonus = Math.min(amount, balance.bonus, bonusCap);
  return { bonus, cash: amount - bonus };
}

/** Whole tugrik, rounded down: a reward never exceeds its percent. */
export const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);
