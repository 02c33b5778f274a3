import type { Sql } from '../db/index.ts';

/** An event about to be appended. Types are past-tense facts: `StockReceived`, `LineItemAdded`. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  metadata: Record<string, unknown>;
  recordedAt: Date;
}

/**
 * What the append expects the stream to be at: a version number (0 = empty), `'no_stream'` (must not
 * exist yet) or `'any'` (append at whatever the end is; still fails if another writer wins the race).
 */
export type ExpectedVersion = number | 'no_stream' | 'any';

/**
 * A read model kept in the same transaction as the append, and rebuildable from the log. `apply`
 * receives events in log order, batched, so a projection can write set-based SQL.
 */
export interface Projection {
  readonly name: string;
  readonly handles: readonly string[];
  apply(tx: Sql, events: readonly RecordedEvent[]): Promise<void>;
  /** Empties the read model before a rebuild. */
  reset(tx: Sql): Promise<void>;
}
