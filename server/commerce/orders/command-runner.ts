import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, StreamVersionConflictError } from '../../platform/events/index.ts';
import { type Idempotency, priorAnswer, recordAnswer } from './idempotency.ts';
import { type MergeableCommand, type Outcome, runMerged } from './merged-commands.ts';

export { type Idempotency, priorAnswer } from './idempotency.ts';

export interface OrderDeps {
  db: Database;
  /** An event store whose projections include `orderProjections`. */
  store: EventStore;
  clock: Clock;
}

const MAX_ATTEMPTS = 8;
const UNIQUE_VIOLATION = '23505';

function isRace(error: unknown): boolean {
  return (
    error instanceof StreamVersionConflictError ||
    (error as { code?: string } | null)?.code === UNIQUE_VIOLATION
  );
}

export interface CommandScope {
  /**
   * Advisory-lock keys (the shopper's cart identity): commands of one cart queue in the database
   * instead of racing, so 1,000 concurrent adds from 4 processes cost no retries. The expected-version
   * append stays the guarantee; the lock only keeps conflicts rare.
   */
  locks: readonly string[];
  /** An Idempotency-Key and its scope (the caller's identity): a repeat returns the first answer. */
  idempotency?: Idempotency | undefined;
}

/** At most this many commands of one lock set share a transaction. */
const MAX_BATCH = 64;

interface Pending {
  scope: CommandScope;
  decide: (tx: Sql) => Promise<unknown>;
  merge?: MergeableCommand | undefined;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Per database: the commands waiting behind the batch in flight, by lock set. */
const waitingByDatabase = new WeakMap<Database, Map<string, Pending[]>>();

/**
 * Runs a command in one transaction: lock, replay a stored answer for a repeated key, decide on the
 * fresh state, append with the expected version. On a lost race (version conflict, or a unique
 * index such as "one cart per user") the whole command is decided again on the new state, at most
 * MAX_ATTEMPTS times; then the caller gets a coded 409, never a 500.
 *
 * Group commit (#15.10): commands of one lock set (one cart) are serialised anyway, and each paid a
 * commit of its own (~9 ms of fsync on a 2-core box: one hot cart took ~45 adds/s). While one is in
 * flight, the next ones of the same lock set wait in this process and then run together, each in a
 * savepoint of one transaction: decided one after the other on the state the previous left, one
 * commit for all, and each caller gets its own answer or its own error (a refused add never undoes
 * another). A waiting command holds no database connection. Alone, a command runs exactly as before.
 * Consecutive commands of the batch that can be decided together (`merge`, e.g. adds to one cart)
 * share one savepoint and one decision (merged-commands.ts).
 */
export function runCommand<Result, Input = unknown>(
  deps: OrderDeps,
  scope: CommandScope,
  decide: (tx: Sql) => Promise<Result>,
  merge?: MergeableCommand<Input, Result>,
): Promise<Result> {
  const locks = [...new Set(scope.locks)].sort();
  return new Promise<Result>((resolve, reject) => {
    const pending: Pending = {
      scope,
      decide,
      merge: merge as MergeableCommand | undefined,
      resolve: resolve as (value: unknown) => void,
      reject,
    };
    if (locks.length === 0) {
      void runBatch(deps, locks, [pending]);
      return;
    }
    let waiting = waitingByDatabase.get(deps.db);
    if (!waiting) {
      waiting = new Map();
      waitingByDatabase.set(deps.db, waiting);
    }
    const key = locks.join('\n');
    const queue = waiting.get(key);
    if (queue) {
      queue.push(pending);
      return;
    }
    waiting.set(key, []);
    void drain(deps, waiting, key, locks, [pending]);
  });
}

async function drain(
  deps: OrderDeps,
  waiting: Map<string, Pending[]>,
  key: string,
  locks: readonly string[],
  first: Pending[],
): Promise<void> {
  let batch = first;
  for (;;) {
    await runBatch(deps, locks, batch);
    const queue = waiting.get(key)!;
    if (queue.length === 0) {
      waiting.delete(key);
      return;
    }
    batch = queue.splice(0, MAX_BATCH);
  }
}

async function runOne(tx: Sql, { scope, decide }: Pending): Promise<unknown> {
  const { idempotency } = scope;
  if (idempotency) {
    const prior = await priorAnswer(tx, idempotency);
    if (prior !== undefined) return prior;
  }
  const result = await decide(tx);
  if (idempotency) await recordAnswer(tx, idempotency, result);
  return result;
}

/** The commands from `start` that merge with it (the same merge key), or it alone. */
function mergeableRun(batch: readonly Pending[], start: number): readonly Pending[] {
  const key = batch[start]!.merge?.key;
  if (key === undefined) return [batch[start]!];
  let end = start + 1;
  while (end < batch.length && batch[end]!.merge?.key === key) end++;
  return batch.slice(start, end);
}

/** One transaction for the batch; settles every command's promise, never rejects itself. */
async function runBatch(deps: OrderDeps, locks: readonly string[], batch: readonly Pending[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const outcomes: Outcome[] = [];
    try {
      await deps.db.transaction(async (tx) => {
        for (const key of locks) {
          await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
        }
        if (batch.length === 1) {
          outcomes.push({ ok: true, value: await runOne(tx, batch[0]!) });
          return;
        }
        for (let index = 0; index < batch.length; ) {
          const run = mergeableRun(batch, index);
          index += run.length;
          await tx.query('savepoint command');
          try {
            const results =
              run.length === 1
                ? [{ ok: true as const, value: await runOne(tx, run[0]!) }]
                : await runMerged(
                    tx,
                    run.map(({ scope, merge }) => ({ idempotency: scope.idempotency, merge: merge! })),
                  );
            await tx.query('release savepoint command');
            outcomes.push(...results);
          } catch (error) {
            await tx.query('rollback to savepoint command');
            // a lost race decides the whole batch again on the new state
            if (isRace(error)) throw error;
            for (const _ of run) outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      if (isRace(error) && attempt < MAX_ATTEMPTS) continue;
      const failure = isRace(error)
        ? new ShopError('CONFLICT', 'The cart is being changed by many requests at once; try again')
        : error;
      for (const pending of batch) pending.reject(failure);
      return;
    }
    batch.forEach((pending, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) pending.resolve(outcome.value);
      else pending.reject(outcome.error);
    });
    return;
  }
}
