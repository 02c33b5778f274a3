import type { Database, Sql } from '../db/index.ts';

/** An event as a follower reads it. */
export interface FollowedEvent {
  globalPosition: number;
  streamId: string;
  type: string;
  data: Record<string, unknown>;
}

export interface Follower<Claimed = void> {
  /** Its checkpoint's name, one per follower. */
  name: string;
  /** The event types it handles; it still reads past every other one. */
  types: readonly string[];
  /** A new follower's first place: the log's beginning, or its end (history is not replayed). */
  startAt: 'beginning' | 'end';
  /**
   * Handles a batch in the transaction that moves the checkpoint past it: what it writes there
   * commits with the move (exactly once), and a failure rolls both back (tried again next drain).
   */
  handle(tx: Sql, events: readonly FollowedEvent[]): Promise<Claimed>;
  /**
   * Work that must not hold a transaction (a network call), after the batch's checkpoint move has
   * committed: given what `handle` returned. At most once: a process that dies before it is done
   * does not hand the batch to another.
   */
  afterCommit?(claimed: Claimed): Promise<void>;
}

const BATCH = 200;

interface EventRow {
  global_position: string | number;
  transaction_id: string;
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Reads the log after `follower`'s checkpoint, every committed event exactly once (#15). Only events
 * of transactions older than every one still running are read (migration 0090): an append that took
 * a lower position but commits later is waited for, never passed over. The checkpoint moves over
 * every event read, handled or not, so an idle follower does not rescan the log.
 *
 * Processes share the work through a lock on the follower's name: while one holds it, the others'
 * drains return at once. Resolves with the number of events handled.
 */
export async function drainFollower<Claimed>(
  db: Database,
  follower: Follower<Claimed>,
  batch = BATCH,
): Promise<number> {
  await ensureCheckpoint(db, follower);
  let handled = 0;
  for (;;) {
    const step = await db.transaction((tx) => followBatch(tx, follower, batch));
    if (step === null) return handled;
    handled += step.count;
    if (step.claimed !== undefined) await follower.afterCommit?.(step.claimed);
  }
}

/** One batch in `tx`; null when there is nothing new below the horizon or another process holds it. */
async function followBatch<Claimed>(
  tx: Sql,
  follower: Follower<Claimed>,
  batch: number,
): Promise<{ count: number; claimed?: Claimed } | null> {
  // Claimed with a lock taken before the checkpoint is read, in a statement of its own: a
  // `select … for update skip locked` takes its snapshot before the lock, and could read the
  // checkpoint as it was before the holder's batch committed (a batch handed over twice, seen in
  // the race test). Read after the lock, it is the committed one.
  const claim = await tx.query<{ claimed: boolean }>(
    'select pg_try_advisory_xact_lock(hashtextextended($1, 90)) as claimed',
    [`event-follower:${follower.name}`],
  );
  if (!claim.rows[0]?.claimed) return null;
  const held = await tx.query<{ transaction_id: string; global_position: string | number }>(
    'select transaction_id::text, global_position from event_followers where name = $1',
    [follower.name],
  );
  const checkpoint = held.rows[0];
  if (!checkpoint) return null;
  const read = await tx.query<EventRow>(
    `select global_position, transaction_id::text, stream_id, type, data from events
      where (transaction_id, global_position) > ($1::xid8, $2::bigint)
        and transaction_id < pg_snapshot_xmin(pg_current_snapshot())
      order by transaction_id, global_position
      limit ${batch}`,
    [checkpoint.transaction_id, checkpoint.global_position],
  );
  const last = read.rows.at(-1);
  if (!last) return null;
  const wanted = new Set(follower.types);
  const events = read.rows
    .filter((row) => wanted.has(row.type))
    .map((row) => ({
      globalPosition: Number(row.global_position),
      streamId: row.stream_id,
      type: row.type,
      data: row.data,
    }));
  const claimed = events.length > 0 ? await follower.handle(tx, events) : undefined;
  await tx.query(
    'update event_followers set transaction_id = $2::xid8, global_position = $3 where name = $1',
    [follower.name, last.transaction_id, last.global_position],
  );
  return claimed === undefined ? { count: events.length } : { count: events.length, claimed };
}

const known = new WeakMap<Database, Set<string>>();

async function ensureCheckpoint<Claimed>(db: Database, follower: Follower<Claimed>): Promise<void> {
  const names = known.get(db) ?? new Set<string>();
  known.set(db, names);
  if (names.has(follower.name)) return;
  if (follower.startAt === 'beginning') {
    await db.query(
      `insert into event_followers (name, transaction_id, global_position) values ($1, '0', 0)
       on conflict (name) do nothing`,
      [follower.name],
    );
  } else {
    await db.query(
      `insert into event_followers (name, transaction_id, global_position)
     select $1, coalesce(last.transaction_id, '0'), coalesce(last.global_position, 0)
       from (select 1) one
       left join lateral (
         select transaction_id, global_position from events
          order by transaction_id desc, global_position desc limit 1
       ) last on true
     on conflict (name) do nothing`,
      [follower.name],
    );
  }
  names.add(follower.name);
}
