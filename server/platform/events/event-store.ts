import type { Database, Sql } from '../db/index.ts';
import { StreamVersionConflictError } from './errors.ts';
import type {
  DecidedStates,
  ExpectedVersion,
  NewEvent,
  Projection,
  ProjectionRebuild,
  RecordedEvent,
} from './types.ts';

interface EventRow {
  global_position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const columns = 'global_position, stream_id, stream_version, type, data, metadata, recorded_at';
const UNIQUE_VIOLATION = '23505';
const REBUILD_BATCH = 2_000;

function toRecorded(row: EventRow): RecordedEvent {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: new Date(row.recorded_at),
  };
}

/**
 * The events of several streams, each in version order and after `afterVersions[i]` when given, read
 * through `sql` (a caller's transaction sees its own appends; PGlite has a single connection, so
 * reads inside a transaction must use it).
 */
export async function readStreams(
  sql: Sql,
  streamIds: readonly string[],
  afterVersions: readonly number[] = streamIds.map(() => 0),
): Promise<RecordedEvent[]> {
  const result = await sql.query<EventRow>(
    // lateral: one index range scan per stream; a plain join let the planner scan the whole log
    `select e.* from unnest($1::text[], $2::int[]) as known(stream_id, version)
       cross join lateral (
         select ${columns} from events
          where events.stream_id = known.stream_id and events.stream_version > known.version
       ) e
      order by e.stream_id, e.stream_version`,
    [streamIds, afterVersions],
  );
  return result.rows.map(toRecorded);
}

export interface StreamAppend {
  streamId: string;
  expectedVersion: ExpectedVersion;
  events: readonly NewEvent[];
  /** The state the writer decided these events lead to, handed to the projections (DecidedStates). */
  decided?: unknown;
}

export class EventStore {
  constructor(
    private readonly db: Database,
    private readonly projections: readonly Projection[] = [],
  ) {}

  /**
   * Appends to one stream if it is at `expectedVersion`, and runs the projections, all in one
   * transaction (the caller's `tx` when given). A writer that lost the race gets
   * StreamVersionConflictError and nothing of its append is kept.
   */
  async append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    tx?: Sql,
    decided?: unknown,
  ): Promise<RecordedEvent[]> {
    return this.appendMany([{ streamId, expectedVersion, events, decided }], tx);
  }

  /** Several streams in one transaction and one INSERT (the seed appends thousands this way). */
  async appendMany(appends: readonly StreamAppend[], tx?: Sql): Promise<RecordedEvent[]> {
    if (!tx) return this.db.transaction((inner) => this.appendMany(appends, inner));
    const streamIds = appends.map((append) => append.streamId);
    if (new Set(streamIds).size !== streamIds.length) {
      throw new Error('appendMany: one entry per stream');
    }
    const current = await tx.query<{ stream_id: string; version: number }>(
      `select stream_id, max(stream_version)::int as version from events
        where stream_id = any($1::text[]) group by stream_id`,
      [streamIds],
    );
    const versions = new Map(current.rows.map((row) => [row.stream_id, row.version]));

    const streamCol: string[] = [];
    const versionCol: number[] = [];
    const typeCol: string[] = [];
    const dataCol: string[] = [];
    const metadataCol: string[] = [];
    for (const { streamId, expectedVersion, events } of appends) {
      const actual = versions.get(streamId) ?? 0;
      const ok =
        expectedVersion === 'any' ||
        (expectedVersion === 'no_stream' ? actual === 0 : expectedVersion === actual);
      if (!ok) throw new StreamVersionConflictError(streamId, expectedVersion, actual);
      events.forEach((event, index) => {
        streamCol.push(streamId);
        versionCol.push(actual + index + 1);
        typeCol.push(event.type);
        dataCol.push(JSON.stringify(event.data));
        metadataCol.push(JSON.stringify(event.metadata ?? {}));
      });
    }
    if (streamCol.length === 0) return [];

    let inserted: EventRow[];
    try {
      const result = await tx.query<EventRow>(
        `insert into events (stream_id, stream_version, type, data, metadata)
         select * from unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[])
         returning ${columns}`,
        [streamCol, versionCol, typeCol, dataCol, metadataCol],
      );
      inserted = result.rows;
    } catch (error) {
      // Two writers read the same version; the unique (stream_id, stream_version) lets one win.
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new StreamVersionConflictError(appends[0]!.streamId, appends[0]!.expectedVersion, undefined);
      }
      throw error;
    }
    const recorded = inserted.map(toRecorded).sort((a, b) => a.globalPosition - b.globalPosition);
    const decided: DecidedStates = new Map(
      appends.flatMap((append) => (append.decided === undefined ? [] : [[append.streamId, append.decided]])),
    );
    await this.project(tx, recorded, decided);
    return recorded;
  }

  async readStream(streamId: string, afterVersion = 0): Promise<RecordedEvent[]> {
    const result = await this.db.query<EventRow>(
      `select ${columns} from events where stream_id = $1 and stream_version > $2
        order by stream_version`,
      [streamId, afterVersion],
    );
    return result.rows.map(toRecorded);
  }

  /** Everything after a global position, in log order, optionally only some event types. */
  async readAll(
    afterPosition = 0,
    limit = 1_000,
    types?: readonly string[],
    sql: Sql = this.db,
  ): Promise<RecordedEvent[]> {
    const result = await sql.query<EventRow>(
      `select ${columns} from events
        where global_position > $1 and ($3::text[] is null or type = any($3::text[]))
        order by global_position limit $2`,
      [afterPosition, limit, types ?? null],
    );
    return result.rows.map(toRecorded);
  }

  /**
   * Replays the whole log through a read model, in one transaction: emptied first, or rebuilt beside
   * itself and written over in place when it says so (`rebuildInPlace`). A rebuild passes no
   * appender, so it never appends.
   */
  async rebuild(projection: Projection): Promise<number> {
    return this.db.transaction(async (tx) => {
      const target = projection.rebuildInPlace
        ? await projection.rebuildInPlace(tx)
        : await emptied(projection, tx);
      let position = 0;
      let count = 0;
      for (;;) {
        const batch = await this.readAll(position, REBUILD_BATCH, projection.handles, tx);
        if (batch.length === 0) break;
        await target.apply(tx, batch);
        count += batch.length;
        position = batch[batch.length - 1]!.globalPosition;
      }
      await target.finish(tx);
      return count;
    });
  }

  private async project(tx: Sql, events: readonly RecordedEvent[], decided: DecidedStates) {
    for (const projection of this.projections) {
      const relevant = events.filter((event) => projection.handles.includes(event.type));
      if (relevant.length > 0) await projection.apply(tx, relevant, this, decided);
    }
  }
}

async function emptied(projection: Projection, tx: Sql): Promise<ProjectionRebuild> {
  await projection.reset(tx);
  return { apply: (inner, events) => projection.apply(inner, events), finish: async () => {} };
}
