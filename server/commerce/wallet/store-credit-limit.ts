import { orderTotal } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { loadStream } from '../orders/order-stream.ts';
import { canAccess, findOrder, type OrderIdentity } from '../orders/read-model.ts';
import { requireUser } from './money-command.ts';
import { usableStoreCredit, WALLET_MIN_USE } from './rules.ts';
import { walletBalance } from './tenders.ts';

/** GET /api/v2/orders/{number}/store_credit_limit: what the payment step shows beside the wallet input. */
export interface StoreCreditLimitDto {
  /** The whole wallet (cash and bonus). */
  balance: number;
  /** The most this order may take now (§9 caps); 0 when it may take none. */
  usable_max: number;
  /** The smallest single use (§9: above 500 ₮). */
  min_use: number;
}

/**
 * The same decision apply_store_credit makes (tenders.ts), read without writing: the order's total
 * after its other adjustments, the wallet's buckets, the §9 caps. A wallet already used on the order,
 * or a maximum under the smallest use, leaves nothing usable, so the page never offers an amount the
 * apply would refuse.
 */
export async function storeCreditLimit(
  sql: Sql,
  identity: OrderIdentity,
  number: string,
): Promise<StoreCreditLimitDto> {
  const userId = requireUser(identity);
  const row = await findOrder(sql, number);
  if (!row || !canAccess(row, identity)) throw new ShopError('ORDER_NOT_FOUND');
  const { context } = (await loadStream(sql, number)).aggregate.snapshot;
  const balance = await walletBalance(sql, userId);
  const used = context.adjustments.some((adjustment) => adjustment.kind === 'storeCredit');
  const max = used ? 0 : usableStoreCredit(balance, orderTotal(context));
  return {
    balance: balance.cash + balance.bonus,
    usable_max: max >= WALLET_MIN_USE ? max : 0,
    min_use: WALLET_MIN_USE,
  };
}
