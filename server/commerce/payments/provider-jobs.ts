import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';

/**
 * The provider outbox (table `provider_jobs`, migration 0061). A call to an outside provider (a
 * refund, voiding an intent, a lease application) is never made inside a database transaction: a
 * slow or failing HTTP call would hold the order's locks, and a call that succeeded in a transaction
 * that then rolled back would move money with no record of it. Instead:
 * 1. the job row is committed with the fact that needs it (`enqueueProviderJob` in that transaction);
 * 2. a worker claims it (a short committed update), calls the provider with no transaction open;
 * 3. the answer is recorded, with the job marked done, in one transaction.
 * A failure leaves the job due again after a backoff; a worker that dies between 2 and 3 leaves a
 * claim that lapses. Either way the provider sees the job's idempotency key again, so it acts once.
 */
export type ProviderJobKind =
  | 'refund'
  | 'cancel_intent'
  | 'lease_application'
  | 'confirm_attempt'
  | 'confirm_recheck';

export interface ProviderJob {
  id: number;
  kind: ProviderJobKind;
  /**
   * The payment id (cancel_intent; refund: `<payment id>[:<charge ref>]`, server/commerce/payments/charges.ts),
   * the order number (lease_application), the attempt id (confirm_attempt, confirm_recheck).
   */
  subject: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface ProviderJobHandler<Answer = unknown> {
  /** Calls the provider, outside any transaction; the same job must send the same idempotency key. */
  call(job: ProviderJob): Promise<Answer>;
  /** Records the provider's answer in the worker's transaction; running it twice changes nothing. */
  record(tx: Sql, job: ProviderJob, answer: Answer): Promise<void>;
}

export type ProviderJobHandlers = Record<ProviderJobKind, ProviderJobHandler>;

export interface ProviderJobDeps {
  db: Database;
  clock: Clock;
}

/** Longer than any provider call may take (their HTTP timeouts are 30 s): a live claim is never stolen. */
export const CLAIM_MS = 120_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;

/** 30 s, 1 min, 2 min, … at most an hour: a provider outage is waited out, never given up on. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Queues a call in the caller's transaction; one job per (kind, subject), so enqueueing twice is
 * harmless. `rearm` makes a finished job due again (an intent created after its cancellation ran);
 * `dueAt` holds it back (a confirm attempt's recovery waits until the attempt must have ended).
 */
export async function enqueueProviderJob(
  tx: Sql,
  clock: Clock,
  job: {
    kind: ProviderJobKind;
    subject: string;
    payload?: Record<string, unknown>;
    rearm?: boolean;
    dueAt?: Date;
  },
): Promise<void> {
  const now = clock.now();
  await tx.query(
    `insert into provider_jobs (kind, subject, payload, next_attempt_at, created_at)
     values ($1, $2, $3, $4, $5)
     on conflict (kind, subject) do ${
       job.rearm ? `update set state = 'pending', next_attempt_at = $4, done_at = null` : 'nothing'
     }`,
    [job.kind, job.subject, JSON.stringify(job.payload ?? {}), job.dueAt ?? now, now],
  );
}

/** Marks a queued job needless in the caller's transaction (what it would resolve is resolved). */
export async function dropProviderJob(
  tx: Sql,
  clock: Clock,
  job: { kind: ProviderJobKind; subject: string },
): Promise<void> {
  await tx.query(
    `update provider_jobs set state = 'done', done_at = $3, claimed_until = null
      where kind = $1 and subject = $2 and state = 'pending'`,
    [job.kind, job.subject, clock.now()],
  );
}

/**
 * Claims the oldest due job, committed before any provider call: `skip locked` and the claim keep
 * every other process (on a PostgreSQL server) off it until it is done or the claim lapses.
 */
export async function claimNextJob(deps: ProviderJobDeps): Promise<ProviderJob | undefined> {
  const now = deps.clock.now();
  const { rows } = await deps.db.query<ProviderJob & { id: string }>(
    `update provider_jobs set claimed_until = $2, attempts = attempts + 1
      where id = (
        select id from provider_jobs
         where state = 'pending' and next_attempt_at <= $1 and (claimed_until is null or claimed_until <= $1)
         order by next_attempt_at, id limit 1 for update skip locked)
     returning id, kind, subject, payload, attempts`,
    [now, new Date(now.getTime() + CLAIM_MS)],
  );
  const row = rows[0];
  return row && { ...row, id: Number(row.id) };
}

/** The provider's answer and the job's end, in one transaction (a job done twice records once). */
export async function completeJob(
  deps: ProviderJobDeps,
  handler: ProviderJobHandler,
  job: ProviderJob,
  answer: unknown,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const still = await tx.query(
      `select 1 from provider_jobs where id = $1 and state = 'pending' for update`,
      [job.id],
    );
    if (still.rows.length === 0) return;
    await handler.record(tx, job, answer);
    await tx.query(
      `update provider_jobs set state = 'done', result = $2, done_at = $3, claimed_until = null,
         last_error = null where id = $1`,
      [job.id, JSON.stringify(answer ?? null), deps.clock.now()],
    );
  });
}

async function postpone(deps: ProviderJobDeps, job: ProviderJob, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db.query(
    `update provider_jobs set claimed_until = null, next_attempt_at = $2, last_error = $3
      where id = $1 and state = 'pending'`,
    [job.id, new Date(deps.clock.now().getTime() + retryDelayMs(job.attempts)), message.slice(0, 500)],
  );
}

export interface JobPass {
  done: number;
  postponed: { id: number; kind: ProviderJobKind; error: string }[];
}

/** Runs every due job once (a postponed one waits for its backoff, so a pass always ends). */
export async function runDueJobs(
  deps: ProviderJobDeps,
  handlers: ProviderJobHandlers,
  limit = 100,
): Promise<JobPass> {
  const pass: JobPass = { done: 0, postponed: [] };
  for (let count = 0; count < limit; count++) {
    const job = await claimNextJob(deps);
    if (!job) break;
    const handler = handlers[job.kind];
    try {
      await completeJob(deps, handler, job, await handler.call(job));
      pass.done++;
    } catch (error) {
      await postpone(deps, job, error);
      pass.postponed.push({ id: job.id, kind: job.kind, error: String(error) });
    }
  }
  return pass;
}
