import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { runPeriodically } from '../../platform/scheduling/periodic.ts';

/** How often the old rows go; each process looks this often, and only one of them does the work. */
export const PRUNE_INTERVAL_MS = 15 * 60_000;
/**
 * Kept a day past their end: the longest rate-limit window is an hour and a code lives 10 minutes,
 * so a day is far beyond any use, yet recent enough rows stay for looking into an incident.
 */
export const PRUNE_GRACE_MS = 24 * 3600_000;

const TASK = 'prune-accounts';

export interface PruneResult {
  /** false when another process (or an earlier call) pruned less than an interval ago. */
  ran: boolean;
  rateLimits: number;
  challenges: number;
  sessions: number;
}

/**
 * Deletes spent rate-limit windows, expired code challenges and dead sessions. Many processes share
 * one database, so the run is claimed first with one conditional upsert: of processes racing at the
 * same moment exactly one gets the row back (the others wait on its lock, then see it fresh), and
 * the claim commits with the deletes, so a run that fails is retried by the next process to look.
 */
export async function pruneAccountData(db: Database, clock: Clock): Promise<PruneResult> {
  const now = clock.now();
  const due = new Date(now.getTime() - PRUNE_INTERVAL_MS);
  const before = new Date(now.getTime() - PRUNE_GRACE_MS);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into maintenance_runs (task, ran_at) values ($1, $2)
       on conflict (task) do update set ran_at = excluded.ran_at where maintenance_runs.ran_at <= $3
       returning task`,
      [TASK, now, due],
    );
    if (claimed.rows.length === 0) return { ran: false, rateLimits: 0, challenges: 0, sessions: 0 };
    const rateLimits = await tx.query('delete from rate_limits where window_start < $1', [before]);
    const challenges = await tx.query('delete from login_challenges where expires_at < $1', [before]);
    const sessions = await tx.query(
      'delete from sessions where expires_at < $1 or (revoked_at is not null and revoked_at < $1)',
      [before],
    );
    return {
      ran: true,
      rateLimits: rateLimits.rowCount,
      challenges: challenges.rowCount,
      sessions: sessions.rowCount,
    };
  });
}

/** The timer: unref'd (it never keeps a process alive) and stopped when the app closes. */
export const accountPruning: FastifyPluginAsync<{ db: Database; clock: Clock; intervalMs?: number }> = async (
  app,
  { db, clock, intervalMs = PRUNE_INTERVAL_MS },
) => {
  runPeriodically(app, {
    intervalMs,
    failure: 'pruning old account rows failed',
    pass: async () => {
      const result = await pruneAccountData(db, clock);
      if (result.ran) app.log.info(result, 'pruned old account rows');
    },
  });
};
