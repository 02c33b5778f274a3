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
