import type { Database, Sql } from '../../platform/db/index.ts';
import type { EventStore, StreamAppend } from '../../platform/events/index.ts';
import { loadOrderAggregates } from '../orders/projection.ts';
import { loyaltyStreamId, streamVersion, walletStreamId } from './events.ts';
import { projectMoney } from './projections.ts';
import { LOYALTY_EARN_PERCENT, PURCHASE_BONUS_PERCENT, percentOf } from './rules.ts';

const CHECKPOINT = 'order-rewards';
const BATCH = 50;

/**
 * The purchase bonus (2 % to the wallet's bonus bucket) and loyalty points (1 %) of a paid order,
 * computed on what the shopper actually paid (captures, not wallet or gift card). A catch-up reaction
 * on `PaymentCaptured`: it reads the log after its checkpoint, so it never rewards a capture that
 * rolled back, and it works whichever store (payments', a test's) appended the capture.
 *
 * Exactly once per order: the checkpoint moves in the same transaction as the rewards, the
 * `order_rewards` row (primary key: order number) refuses a second grant, and several processes
 * skip a checkpoint row another one holds (`for update skip locked`). A failing batch rolls back
 * whole and is tried again on the next drain.
 */
export async function drainOrderRewards(db: Database, store: EventStore): Promise<number> {
  let granted = 0;
  for (;;) {
    const batch = await db.transaction((tx) => rewardBatch(tx, store));
    if (batch === null) return granted;
    granted += batch;
  }
}

/** Rewards of the next batch of captures; null when there is nothing new or another process is on it. */
async function rewardBatch(tx: Sql, store: EventStore): Promise<number | null> {
  await tx.query(
    'insert into money_checkpoints (name, global_position) values ($1, 0) on conflict (name) do nothing',
    [CHECKPOINT],
  );
  const held = await tx.query<{ global_position: string | number }>(
    'select global_position from money_checkpoints where name = $1 for update skip locked',
    [CHECKPOINT],
  );
  const checkpoint = held.rows[0];
  if (!checkpoint) return null;
  const captures = await tx.query<{ global_position: string | number; stream_id: string }>(
    `select global_position, stream_id from events
      where global_position > $1 and type = 'PaymentCaptured' order by global_position limit ${BATCH}`,
    [checkpoint.global_position],
  );
  const last = captures.rows.at(-1);
  if (!last) return null;
  let granted = 0;
  const streamIds = [...new Set(captures.rows.map((row) => row.stream_id))];
  const orders = await loadOrderAggregates(tx, streamIds);
  for (const [, order] of orders) {
    const { context } = order.snapshot;
    const paid = order.snapshot.matches({ placed: { payment: 'paid' } } as never);
    if (!paid || context.userId === null || context.paidTotal <= 0) continue;
    if (await grant(tx, store, context.number, context.userId, context.paidTotal)) granted++;
  }
  await tx.query('update money_checkpoints set global_position = $2 where name = $1', [
    CHECKPOINT,
    last.global_position,
  ]);
  return granted;
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
  if (appends.length > 0) await projectMoney(tx, await store.appendMany(appends, tx));
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
