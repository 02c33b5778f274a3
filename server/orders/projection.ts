import type { Sql } from '../db/index.ts';
import { type Projection, type RecordedEvent, readStreams } from '../events/index.ts';
import {
  emptyOrder,
  foldOrder,
  type OrderAggregate,
  orderState,
  orderStatus,
  orderStatusDetails,
  orderTotals,
  restoreOrder,
  type StoredOrderSnapshot,
  storedSnapshot,
} from './aggregate.ts';
import { ORDER_STREAM_PREFIX, orderEventTypes, orderStatusEventTypes } from './events.ts';

/** NOTIFY channel: an order's status changed (the payload is its number); sent only on commit. */
export const ORDER_UPDATED_CHANNEL = 'order_updated';
const statusEvents: readonly string[] = orderStatusEventTypes;

/**
 * The current state of order streams: the read model's stored snapshot, folded forward with any
 * events after its version (none in the steady state). Re-folding whole streams made 1,000 adds to
 * one cart quadratic (300 adds: 18 s on PGlite); from the snapshot each add costs the same.
 */
export async function loadOrderAggregates(
  sql: Sql,
  streamIds: readonly string[],
): Promise<Map<string, OrderAggregate>> {
  const stored = await sql.query<{
    stream_id: string;
    snapshot: StoredOrderSnapshot;
    version: number;
    created_at: Date;
    updated_at: Date;
  }>(
    'select stream_id, snapshot, version, created_at, updated_at from orders where stream_id = any($1::text[])',
    [streamIds],
  );
  const aggregates = new Map<string, OrderAggregate>();
  for (const row of stored.rows) {
    aggregates.set(
      row.stream_id,
      restoreOrder(row.snapshot, row.version, new Date(row.created_at), new Date(row.updated_at)),
    );
  }
  const events = await readStreams(
    sql,
    streamIds,
    streamIds.map((id) => aggregates.get(id)?.version ?? 0),
  );
  for (const [streamId, streamEvents] of groupByStream(events)) {
    aggregates.set(streamId, foldOrder(streamEvents, aggregates.get(streamId) ?? emptyOrder()));
  }
  return aggregates;
}

function groupByStream(events: readonly RecordedEvent[]): Map<string, RecordedEvent[]> {
  const streams = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    const list = streams.get(event.streamId) ?? [];
    list.push(event);
    streams.set(event.streamId, list);
  }
  return streams;
}

/**
 * `orders`: one row per order stream, the fold of the stream through the lifecycle machine (its
 * snapshot is stored, so the next batch continues from it). A batch costs three statements whatever
 * its size: stored snapshots, newer events, one upsert.
 */
export const ordersProjection: Projection = {
  name: 'orders',
  handles: orderEventTypes,
  async apply(tx, events) {
    const streamIds = [...new Set(events.map((event) => event.streamId))].filter((id) =>
      id.startsWith(ORDER_STREAM_PREFIX),
    );
    if (streamIds.length === 0) return;
    const aggregates = await loadOrderAggregates(tx, streamIds);
    const rows = [...aggregates.entries()].map(([streamId, order]) => {
      const totals = orderTotals(order.snapshot);
      const state = orderState(order.snapshot);
      const checkout = events.find(
        (event) => event.streamId === streamId && event.type === 'CheckoutCompleted',
      );
      const { context } = order.snapshot;
      return {
        number: order.snapshot.context.number,
        streamId,
        tokenHash: order.snapshot.context.tokenHash,
        userId: order.snapshot.context.userId,
        state,
        status: orderStatus(order.snapshot),
        details: JSON.stringify(orderStatusDetails(order.snapshot)),
        snapshot: JSON.stringify(storedSnapshot(order.snapshot)),
        lines: JSON.stringify(order.snapshot.context.lines),
        totals,
        version: order.version,
        createdAt: order.createdAt!.toISOString(),
        updatedAt: order.updatedAt!.toISOString(),
        completedAt: checkout ? checkout.recordedAt.toISOString() : null,
        checkout: context.checkout === null ? null : JSON.stringify(context.checkout),
        shipping: context.shipping === null ? null : JSON.stringify(context.shipping),
        adjustments: JSON.stringify(context.adjustments),
        amountDue: Math.max(0, totals.total - totals.paidTotal),
        paymentMethod: context.paymentMethod,
        paymentDueAt: context.paymentDueAt,
      };
    });
    const column = <T>(pick: (row: (typeof rows)[number]) => T) => rows.map(pick);
    await tx.query(
      `insert into orders (number, stream_id, token_hash, user_id, state, status, status_details, snapshot,
         line_items, item_total, ship_total, tax_total, total, total_quantity, version, created_at,
         updated_at, completed_at, checkout, shipping, adjustments, adjustment_total, paid_total,
         amount_due, payment_method, payment_due_at)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[],
         $7::jsonb[], $8::jsonb[], $9::jsonb[], $10::int[], $11::int[], $12::int[], $13::int[],
         $14::int[], $15::int[], $16::timestamptz[], $17::timestamptz[], $18::timestamptz[],
         $19::jsonb[], $20::jsonb[], $21::jsonb[], $22::int[], $23::int[], $24::int[], $25::text[],
         $26::timestamptz[])
       on conflict (number) do update set user_id = excluded.user_id, state = excluded.state,
         status = excluded.status, status_details = excluded.status_details,
         snapshot = excluded.snapshot, line_items = excluded.line_items,
         item_total = excluded.item_total, ship_total = excluded.ship_total,
         tax_total = excluded.tax_total, total = excluded.total,
         total_quantity = excluded.total_quantity, version = excluded.version,
         updated_at = excluded.updated_at,
         completed_at = coalesce(orders.completed_at, excluded.completed_at),
         checkout = excluded.checkout, shipping = excluded.shipping,
         adjustments = excluded.adjustments, adjustment_total = excluded.adjustment_total,
         paid_total = excluded.paid_total, amount_due = excluded.amount_due,
         payment_method = excluded.payment_method, payment_due_at = excluded.payment_due_at`,
      [
        column((row) => row.number),
        column((row) => row.streamId),
        column((row) => row.tokenHash),
        column((row) => row.userId),
        column((row) => row.state),
        column((row) => row.status),
        column((row) => row.details),
        column((row) => row.snapshot),
        column((row) => row.lines),
        column((row) => row.totals.itemTotal),
        column((row) => row.totals.shipTotal),
        column((row) => row.totals.taxTotal),
        column((row) => row.totals.total),
        column((row) => row.totals.totalQuantity),
        column((row) => row.version),
        column((row) => row.createdAt),
        column((row) => row.updatedAt),
        column((row) => row.completedAt),
        column((row) => row.checkout),
        column((row) => row.shipping),
        column((row) => row.adjustments),
        column((row) => row.totals.adjustmentTotal),
        column((row) => row.totals.paidTotal),
        column((row) => row.amountDue),
        column((row) => row.paymentMethod),
        column((row) => row.paymentDueAt),
      ],
    );
    // Live order status (orderUpdated subscription): NOTIFY is queued in this transaction and sent
    // on commit only, so a listener never sees a status that was rolled back.
    const changed = [
      ...new Set(
        events
          .filter(
            (event) => statusEvents.includes(event.type) && event.streamId.startsWith(ORDER_STREAM_PREFIX),
          )
          .map((event) => event.streamId.slice(ORDER_STREAM_PREFIX.length)),
      ),
    ];
    if (changed.length > 0) {
      await tx.query('select pg_notify($1, number) from unnest($2::text[]) as number', [
        ORDER_UPDATED_CHANNEL,
        changed,
      ]);
    }
  },
  async reset(tx) {
    await tx.query('delete from orders');
  },
};

export const orderProjections: readonly Projection[] = [ordersProjection];
