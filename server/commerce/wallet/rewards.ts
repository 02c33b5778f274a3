import type { Database, Sql } from '../../platform/db/index.ts';
import {
  drainFollower,
  type EventStore,
  type Follower,
  type StreamAppend,
} from '../../platform/events/index.ts';
import { loadOrderAggregates } from '../orders/projection.ts';
import { loyaltyStreamId, streamVersion, walletStreamId } from './events.ts';
import { LOYALTY_EARN_PERCENT, PURCHASE_BONUS_PERCENT, percentOf } from './rules.ts';

/**
 * The purchase bonus (2 % to the wallet's bonus bucket) and loyalty points (1 %) of a paid order,
 * computed on what the shopper actually paid (captures, not wallet or gift card). A follower of the
 * log on `PaymentCaptured` (platform/events/follower.ts): it reads only committed events, never
 * passes over a capture that commits late (#15: 3 of 346 paid orders went unrewarded when it read by
 * position), and works whichever store appended the capture.
 *
 * Exactly once per order: the checkpoint moves in the same transaction as the rewards, the
 * `order_rewards` row (primary key: order number) refuses a second grant, and several processes
 * share the follower's checkpoint row. A failing batch rolls back whole and is tried again.
 */
export function orderRewardsFollower(store: EventStore): Follower {
  return {
    name: 'order-rewards',
    types: ['PaymentCaptured'],
    startAt: 'beginning',
    async handle(tx, captures) {
      const streamIds = [...new Set(captures.map((capture) => capture.streamId))];
      const orders = await loadOrderAggregates(tx, streamIds);
      for (const [, order] of orders) {
        const { context } = order.snapshot;
        const paid = order.snapshot.matches({ placed: { payment: 'paid' } } as never);
        if (!paid || context.userId === null || context.paidTotal <= 0) continue;
        await grant(tx, store, context.number, context.userId, context.paidTotal);
      }
    },
  };
}

/** Grants what is due for the captures committed so far; resolves with the captures read. */
export function drainOrderRewards(db: Database, store: EventStore): Promise<number> {
  return drainFollower(db, orderRewardsFollower(store));
}

async function grant(tx: Sql, store: EventStore, orderNumber: string, userId: number, paid: number) {
  const first = await tx.query(
    `insert into order_rewards (order_number, user_id, paid, granted_at) values ($1, $2, $3, now())
     on conflict (order_number) do nothing returning 1`,
    [orderNumber, userId, paid],
  );
  if (first.rows.length === 0) return false;
  const bonus = percentOf(paid, PURCHASE_BONUS_PERCENT);
  const points = percentOf(paid, LOYALTY_EARN_PERCENT);
  const appends: StreamAppend[] = [];
  if (bonus > 0) {
    const streamId = walletStreamId(userId);
    appends.push({
      streamId,
      expectedVersion: await streamVersion(tx, streamId),
      events: [
        {
          type: 'WalletCredited',
          data: { amount: bonus, reason: 'PURCHASE_BONUS', orderNumber, bucket: 'bonus' },
        },
      ],
    });
  }
  if (points > 0) {
    const streamId = loyaltyStreamId(userId);
    appends.push({
      streamId,
      expectedVersion: await streamVersion(tx, streamId),
      events: [{ type: 'LoyaltyPointsEarned', data: { points, orderNumber } }],
    });
  }
  if (appends.length > 0) await store.appendMany(appends, tx);
  return true;
}

/** Drains on an interval (and once at start), for the lifetime of the commerce service. */
export function startOrderRewards(
  db: Database,
  store: EventStore,
  intervalMs: number,
  log: { warn: (object: object, message: string) => void },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => drainOrderRewards(db, store))
      .catch((error: unknown) => log.warn({ err: error }, 'wallet: order rewards drain failed'));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
