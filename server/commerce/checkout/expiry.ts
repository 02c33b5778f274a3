import type { FastifyPluginAsync } from 'fastify';
import type { Adjustment, OrderContext, OrderEvent } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, StreamVersionConflictError } from '../../platform/events/index.ts';
import { runPeriodically } from '../../platform/scheduling/periodic.ts';
import { decide } from '../orders/aggregate.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import type { OrderEventMetadata } from '../orders/events.ts';
import { loadStream } from '../orders/order-stream.ts';
import { type ClosePaymentsOptions, closePayments, lockOrderPayments } from './close-payments.ts';
import { releaseStock } from './stock-reservation.ts';

/**
 * Gives back the wallet credit, gift-card balance and loyalty points an expired or canceled order took,
 * in the caller's transaction. The money helper's `releaseOrderTenders` (server/commerce/wallet/index.ts) has
 * this shape; it is injected so the scheduler does not depend on the wallet module being present.
 */
export type ReleaseTenders = (
  tx: Sql,
  store: EventStore,
  order: { number: string; userId: number | null; adjustments: Adjustment[] },
  reason: 'expired' | 'canceled',
) => Promise<void>;

export interface ExpiryDeps extends OrderDeps {
  releaseTenders?: ReleaseTenders | undefined;
}

const SYSTEM: OrderEventMetadata = { actor: 'system' };

/** Throws (a ShopError) when the order, as loaded inside the closing transaction, must stay open. */
export type CloseCheck = (context: OrderContext) => void;

/**
 * Ends one order (expired or canceled) in the caller's transaction: the order's event, its reserved
 * stock back on the shelf, its tenders returned and its open payments voided, all or nothing.
 */
async function closeOrder(
  deps: ExpiryDeps,
  tx: Sql,
  number: string,
  event: Extract<OrderEvent, { type: 'OrderExpired' | 'OrderCanceled' }>,
  metadata: OrderEventMetadata,
  check?: CloseCheck,
  options: ClosePaymentsOptions = {},
): Promise<void> {
  await lockOrderPayments(tx, number, event.type === 'OrderCanceled');
  const { streamId, aggregate } = await loadStream(tx, number);
  check?.(aggregate.snapshot.context);
  decide(aggregate.snapshot, event);
  const context = aggregate.snapshot.context;
  const reason = event.type === 'OrderExpired' ? 'expired' : 'canceled';
  const { type, ...data } = event;
  await deps.store.appendMany(
    [
      { streamId, expectedVersion: aggregate.version, events: [{ type, data, metadata: { ...metadata } }] },
      ...(await releaseStock(tx, context.lines, number, reason)),
    ],
    tx,
  );
  await deps.releaseTenders?.(
    tx,
    deps.store,
    { number, userId: context.userId, adjustments: context.adjustments },
    reason,
  );
  await closePayments(tx, deps.clock, number, reason, options);
}

/**
 * Expires every placed, unpaid order whose payment deadline has passed ("Payment is overdue"), one
 * transaction per order. Works from the read model, not per-order timers, so a restart loses nothing;
 * `for update skip locked` lets several processes share the work without expiring an order twice.
 * An order paid at the same moment wins the race (its capture moves the stream on; this one is
 * skipped and is no longer due on the next pass).
 */
export async function expireDueOrders(deps: ExpiryDeps, limit = 100): Promise<string[]> {
  const expired: string[] = [];
  const skipped = new Set<string>();
  while (expired.length + skipped.size < limit) {
    const now = deps.clock.now();
    let number: string | undefined;
    try {
      number = await deps.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ number: string }>(
          `select number from orders
            where state = 'complete' and amount_due > 0 and payment_due_at <= $1
              and not (number = any($2::text[]))
            order by payment_due_at limit 1 for update skip locked`,
          [now.toISOString(), [...skipped]],
        );
        const due = rows[0]?.number;
        if (due === undefined) return undefined;
        try {
          await closeOrder(deps, tx, due, { type: 'OrderExpired', at: now.toISOString() }, SYSTEM);
        } catch (error) {
          if (error instanceof StreamVersionConflictError || error instanceof ShopError) {
            skipped.add(due);
            throw error;
          }
          throw error;
        }
        return due;
      });
    } catch (error) {
      if (error instanceof StreamVersionConflictError || error instanceof ShopError) continue;
      throw error;
    }
    if (number === undefined) break;
    expired.push(number);
  }
  return expired;
}

/** Cancels a placed order (staff, or the shopper before payment): stock and tenders come back. */
export async function cancelPlacedOrder(
  deps: ExpiryDeps,
  number: string,
  reason: string,
  metadata: OrderEventMetadata = SYSTEM,
  check?: CloseCheck,
  options: ClosePaymentsOptions = {},
): Promise<void> {
  await deps.db.transaction((tx) =>
    closeOrder(deps, tx, number, { type: 'OrderCanceled', reason }, metadata, check, options),
  );
}

export interface ExpirySchedulerOptions {
  deps: ExpiryDeps;
  /** How often to look for overdue orders. */
  intervalMs: number;
}

/** Runs `expireDueOrders` every `intervalMs` while the app is up; a failed pass is logged, not fatal. */
export const expiryScheduler: FastifyPluginAsync<ExpirySchedulerOptions> = async (
  app,
  { deps, intervalMs },
) => {
  runPeriodically(app, {
    intervalMs,
    failure: 'order expiry failed',
    pass: async () => {
      const numbers = await expireDueOrders(deps);
      if (numbers.length > 0) app.log.info({ orders: numbers }, 'unpaid orders expired');
    },
  });
};
