import type { Database } from '../../server/platform/db/index.ts';

/**
 * Drains `follower` until its checkpoint has passed the last event of `streamId`. A follower reads
 * only below the oldest transaction still running in the whole cluster (#15), so on a PostgreSQL
 * server shared with other test files a drain may stop short of an event just committed; it
 * reaches it once those transactions end. Fails after 20 s.
 */
export async function drainPast(
  db: Database,
  follower: string,
  streamId: string,
  drain: () => Promise<unknown>,
) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await drain();
    const passed = await db.query<{ passed: boolean }>(
      `select (f.transaction_id, f.global_position) >= (e.transaction_id, e.global_position) as passed
         from event_followers f,
              (select transaction_id, global_position from events where stream_id = $2
                order by global_position desc limit 1) e
        where f.name = $1`,
      [follower, streamId],
    );
    if (passed.rows[0]?.passed) return;
    if (Date.now() > deadline) throw new Error(`${follower} did not pass the end of ${streamId} in 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
