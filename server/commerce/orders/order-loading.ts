import type { Sql } from '../../platform/db/index.ts';
import { type RecordedEvent, readStreams } from '../../platform/events/index.ts';
import {
  emptyOrder,
  foldOrder,
  type OrderAggregate,
  restoreOrder,
  type StoredOrderSnapshot,
} from './aggregate.ts';

/**
 * The orders read model, or the staging copy a rebuild writes before it replaces the live rows
 * (server/commerce/orders/orders-rebuild.ts). A fixed set of names, so it is safe to put in the SQL text.
 */
export type OrdersTable = 'orders' | 'orders_rebuild';

/**
 * The current state of order streams: the read model's stored snapshot, folded forward with any
 * events after its version (none in the steady state). Re-folding whole streams made 1,000 adds to
 * one cart quadratic (300 adds: 18 s on PGlite); from the snapshot each add costs the same.
 */
export async function loadOrderAggregates(
  sql: Sql,
  streamIds: readonly string[],
  table: OrdersTable = 'orders',
): Promise<Map<string, OrderAggregate>> {
  const stored = await sql.query<{
    stream_id: string;
    snapshot: StoredOrderSnapshot;
    version: number;
    created_at: Date;
    updated_at: Date;
  }>(
    `select stream_id, snapshot, version, created_at, updated_at from ${table} where stream_id = any($1::text[])`,
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
