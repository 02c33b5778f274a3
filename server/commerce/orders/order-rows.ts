import type { OrderSnapshot } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import type { DecidedStates, RecordedEvent } from '../../platform/events/index.ts';
import {
  type OrderAggregate,
  orderState,
  orderStatus,
  orderStatusDetails,
  orderTotals,
  storedSnapshot,
} from './aggregate.ts';
import { ORDER_STREAM_PREFIX } from './events.ts';
import { loadOrderAggregates, type OrdersTable } from './order-loading.ts';

/** One order's row, before it is split into the upsert's column arrays. */
interface RowSource {
  streamId: string;
  order: OrderAggregate;
  totals: ReturnType<typeof orderTotals>;
  /** When the batch carries the order's CheckoutCompleted. */
  completedAt: string | null;
}

interface Column {
  name: string;
  /** The SQL type of the unnested array element. */
  type: string;
  value: (row: RowSource) => unknown;
}

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** Every column of `orders` the projection writes: the fold of the stream, nothing else. */
const columns: readonly Column[] = [
  { name: 'number', type: 'text', value: ({ order }) => order.snapshot.context.number },
  { name: 'stream_id', type: 'text', value: ({ streamId }) => streamId },
  { name: 'token_hash', type: 'text', value: ({ order }) => order.snapshot.context.tokenHash },
  { name: 'user_id', type: 'int', value: ({ order }) => order.snapshot.context.userId },
  { name: 'state', type: 'text', value: ({ order }) => orderState(order.snapshot) },
  { name: 'status', type: 'text', value: ({ order }) => orderStatus(order.snapshot) },
  { name: 'status_details', type: 'jsonb', value: ({ order }) => json(orderStatusDetails(order.snapshot)) },
  { name: 'snapshot', type: 'jsonb', value: ({ order }) => json(storedSnapshot(order.snapshot)) },
  { name: 'line_items', type: 'jsonb', value: ({ order }) => json(order.snapshot.context.lines) },
  { name: 'item_total', type: 'int', value: ({ totals }) => totals.itemTotal },
  { name: 'ship_total', type: 'int', value: ({ totals }) => totals.shipTotal },
  { name: 'tax_total', type: 'int', value: ({ totals }) => totals.taxTotal },
  { name: 'total', type: 'int', value: ({ totals }) => totals.total },
  { name: 'total_quantity', type: 'int', value: ({ totals }) => totals.totalQuantity },
  { name: 'version', type: 'int', value: ({ order }) => order.version },
  { name: 'created_at', type: 'timestamptz', value: ({ order }) => order.createdAt!.toISOString() },
  { name: 'updated_at', type: 'timestamptz', value: ({ order }) => order.updatedAt!.toISOString() },
  { name: 'completed_at', type: 'timestamptz', value: ({ completedAt }) => completedAt },
  { name: 'checkout', type: 'jsonb', value: ({ order }) => json(order.snapshot.context.checkout) },
  { name: 'shipping', type: 'jsonb', value: ({ order }) => json(order.snapshot.context.shipping) },
  { name: 'adjustments', type: 'jsonb', value: ({ order }) => json(order.snapshot.context.adjustments) },
  { name: 'adjustment_total', type: 'int', value: ({ totals }) => totals.adjustmentTotal },
  { name: 'paid_total', type: 'int', value: ({ totals }) => totals.paidTotal },
  {
    name: 'amount_due',
    type: 'int',
    value: ({ totals }) => Math.max(0, totals.total - totals.paidTotal),
  },
  { name: 'payment_method', type: 'text', value: ({ order }) => order.snapshot.context.paymentMethod },
  { name: 'payment_due_at', type: 'timestamptz', value: ({ order }) => order.snapshot.context.paymentDueAt },
  { name: 'delivered_at', type: 'timestamptz', value: ({ order }) => order.snapshot.context.deliveredAt },
  { name: 'return_request', type: 'jsonb', value: ({ order }) => json(order.snapshot.context.returnRequest) },
];

export const orderColumnNames: readonly string[] = columns.map((column) => column.name);

/** Fixed when the stream starts: an upsert leaves them as they are. */
const immutable = new Set(['number', 'stream_id', 'token_hash', 'created_at']);
export const mutableOrderColumns: readonly string[] = orderColumnNames.filter((name) => !immutable.has(name));

/**
 * The order a command decided: its snapshot, at the version and time of its last appended event
 * (`created_at` is written only with the stream's first row, so the first event's time is right
 * whenever it is used).
 */
function decidedOrder(snapshot: OrderSnapshot, events: readonly RecordedEvent[]): OrderAggregate {
  const first = events[0]!;
  const last = events[events.length - 1]!;
  return { snapshot, version: last.streamVersion, createdAt: first.recordedAt, updatedAt: last.recordedAt };
}

/**
 * Upserts the rows of the order streams of a batch of events in `table`: the state each command
 * decided when it handed one over, otherwise the fold of the stream from its stored snapshot (a
 * rebuild). A decided batch costs one statement; a folded one three, whatever its size.
 */
export async function writeOrderRows(
  tx: Sql,
  table: OrdersTable,
  events: readonly RecordedEvent[],
  decided: DecidedStates = new Map(),
): Promise<void> {
  const streamIds = [...new Set(events.map((event) => event.streamId))].filter((id) =>
    id.startsWith(ORDER_STREAM_PREFIX),
  );
  if (streamIds.length === 0) return;
  const aggregates = new Map<string, OrderAggregate>();
  for (const streamId of streamIds) {
    const snapshot = decided.get(streamId) as OrderSnapshot | undefined;
    if (snapshot) {
      aggregates.set(
        streamId,
        decidedOrder(
          snapshot,
          events.filter((event) => event.streamId === streamId),
        ),
      );
    }
  }
  const undecided = streamIds.filter((id) => !aggregates.has(id));
  if (undecided.length > 0) {
    for (const [id, order] of await loadOrderAggregates(tx, undecided, table)) aggregates.set(id, order);
  }
  const rows: RowSource[] = [...aggregates.entries()].map(([streamId, order]) => ({
    streamId,
    order,
    totals: orderTotals(order.snapshot),
    completedAt:
      events
        .find((event) => event.streamId === streamId && event.type === 'CheckoutCompleted')
        ?.recordedAt.toISOString() ?? null,
  }));
  const updates = mutableOrderColumns.map((name) =>
    // The moment of placing is the CheckoutCompleted of whichever batch carried it.
    name === 'completed_at'
      ? `completed_at = coalesce(${table}.completed_at, excluded.completed_at)`
      : `${name} = excluded.${name}`,
  );
  await tx.query(
    `insert into ${table} (${orderColumnNames.join(', ')})
     select * from unnest(${columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ')})
     on conflict (number) do update set ${updates.join(', ')}`,
    columns.map((column) => rows.map(column.value)),
  );
}
