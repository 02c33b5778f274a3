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
  /**
   * `appender` is the store running this append (absent in a rebuild, which must never append): a
   * reaction appends its follow-up facts through it, in the same transaction.
   */
  apply(
    tx: Sql,
    events: readonly RecordedEvent[],
    appender?: ReactionAppender,
    decided?: DecidedStates,
  ): Promise<void>;
  /** Empties the read model before a rebuild (never called when `rebuildInPlace` is given). */
  reset(tx: Sql): Promise<void>;
  /**
   * For a read model other tables reference (payments → orders): emptying it would break their
   * foreign keys on a live database, so a rebuild replays the log into what this returns and its
   * `finish` writes the result over the live rows in place.
   */
  rebuildInPlace?(tx: Sql): Promise<ProjectionRebuild>;
}

/**
 * The state each writer decided its stream reaches with the appended events (by stream id), so a
 * projection writes it instead of deciding every event a second time. Absent in a rebuild and for
 * streams whose writer decided nothing: the projection folds those itself.
 */
export type DecidedStates = ReadonlyMap<string, unknown>;

/** Where a rebuild replays the log, in log order and batched, then what it does once the log is read. */
export interface ProjectionRebuild {
  apply(tx: Sql, events: readonly RecordedEvent[]): Promise<void>;
  finish(tx: Sql): Promise<void>;
}

/** What a projection may append through while it runs (server/commerce/orders/vat-receipt-requests.ts). */
export interface ReactionAppender {
  append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    tx: Sql,
  ): Promise<RecordedEvent[]>;
}
