import { orderTotal } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { NewEvent } from '../../platform/events/index.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderDto, OrderIdentity } from '../orders/read-model.ts';
import { loyaltyStreamId, streamVersion, walletStreamId } from './events.ts';
import { limit, refuseRepeat, requireUser, runMoneyCommand } from './money-command.ts';
import {
  splitDebit,
  usableStoreCredit,
  WALLET_MIN_ORDER,
  WALLET_MIN_USE,
  type WalletBalance,
} from './rules.ts';

export async function walletBalance(sql: Sql, userId: number): Promise<WalletBalance> {
  const result = await sql.query<WalletBalance>(
    'select cash, bonus from wallet_balances where user_id = $1',
    [userId],
  );
  return result.rows[0] ?? { cash: 0, bonus: 0 };
}

export async function loyaltyBalance(sql: Sql, userId: number): Promise<number> {
  const result = await sql.query<{ points: number }>(
    'select points from loyalty_balances where user_id = $1',
    [userId],
  );
  return result.rows[0]?.points ?? 0;
}

/**
 * POST /orders/{number}/apply_store_credit: pays part of the order from the logged-in shopper's
 * wallet (rules.ts). The wallet is the user's even on a guest cart the session can reach by token.
 */
export function applyStoreCredit(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string; amount: number },
  idempotencyKey?: string,
): Promise<OrderDto> {
  const userId = requireUser(identity);
  return runMoneyCommand(
    deps,
    identity,
    { name: 'applyStoreCredit', input },
    idempotencyKey,
    async (tx, order) => {
      refuseRepeat(order.context, (item) => item.kind === 'storeCredit');
      const total = orderTotal(order.context);
      if (total === 0) throw new ShopError('NOTHING_DUE');
      if (total <= WALLET_MIN_ORDER)
        throw new ShopError('WALLET_ORDER_TOO_SMALL', undefined, limit('min', WALLET_MIN_ORDER));
      // Version first, balance second: a debit committed in between makes our append conflict, so a
      // balance read too early can never be spent twice.
      const streamId = walletStreamId(userId);
      const version = await streamVersion(tx, streamId);
      const balance = await walletBalance(tx, userId);
      const max = usableStoreCredit(balance, total);
      if (input.amount > max) {
        throw new ShopError(
          'WALLET_AMOUNT_TOO_HIGH',
          `The amount is above the usable maximum of the wallet (${max} ₮)`,
          limit('max', max),
        );
      }
      if (input.amount < WALLET_MIN_USE) {
        throw new ShopError(
          'WALLET_AMOUNT_TOO_LOW',
          `The smallest wallet use is ${WALLET_MIN_USE} ₮`,
          limit('min', WALLET_MIN_USE),
        );
      }
      const split = splitDebit(balance, total, input.amount);
      const debits: NewEvent[] = (['bonus', 'cash'] as const)
        .filter((bucket) => split[bucket] > 0)
        .map((bucket) => ({
          type: 'WalletDebited',
          data: { amount: split[bucket], orderNumber: order.number, bucket },
        }));
      return {
        orderEvents: [
          { type: 'AdjustmentApplied', kind: 'storeCredit', code: 'wallet', amount: input.amount },
        ],
        tenderAppends: [{ streamId, expectedVersion: version, events: debits }],
      };
    },
  );
}

/** Loyalty points (1 point = 1 ₮) of the logged-in shopper, up to what the order has left to pay. */
export function applyLoyaltyPoints(
  deps: OrderDeps,
  identity: OrderIdentity,
  input: { number: string; points: number },
  idempotencyKey?: string,
): Promise<OrderDto> {
  const userId = requireUser(identity);
  return runMoneyCommand(
    deps,
    identity,
    { name: 'applyLoyaltyPoints', input },
    idempotencyKey,
    async (tx, order) => {
      refuseRepeat(order.context, (item) => item.kind === 'loyalty');
      const total = orderTotal(order.context);
      if (total === 0) throw new ShopError('NOTHING_DUE');
      const streamId = loyaltyStreamId(userId);
      const version = await streamVersion(tx, streamId);
      const balance = await loyaltyBalance(tx, userId);
      if (input.points > balance) {
        throw new ShopError(
          'LOYALTY_POINTS_INSUFFICIENT',
          `You have ${balance} points`,
          limit('max', balance),
        );
      }
      if (input.points > total) {
        throw new ShopError(
          'LOYALTY_POINTS_TOO_MANY',
          `At most ${total} points on this order`,
          limit('max', total),
        );
      }
      return {
        orderEvents: [{ type: 'AdjustmentApplied', kind: 'loyalty', code: 'points', amount: input.points }],
        tenderAppends: [
          {
            streamId,
            expectedVersion: version,
            events: [
              { type: 'LoyaltyPointsRedeemed', data: { points: input.points, orderNumber: order.number } },
            ],
          },
        ],
      };
    },
  );
}
