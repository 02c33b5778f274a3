import { createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type EventStore, StreamVersionConflictError } from '../../platform/events/index.ts';

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

export interface Idempotency {
  scope: string;
  key: string;
  /**
   * What the key was sent with (the command's parameters): a repeat with the same replays the first
   * answer; the same key with other parameters is refused (IDEMPOTENCY_KEY_REUSED), as Stripe does,
   * instead of silently answering for a request that was never carried out.
   */
  request?: unknown;
}

/** JSON with sorted keys: the same parameters hash the same whatever order they came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('hex');
}

/** The first answer given under this key, if any; refused when the key came with other parameters. */
export async function priorAnswer<Result>(tx: Sql, idempotency: Idempotency): Promise<Result | undefined> {
  const prior = await tx.query<{ body: Result; request_hash: string | null }>(
    'select body, request_hash from order_idempotency where scope = $1 and key = $2',
    [idempotency.scope, idempotency.key],
  );
  const row = prior.rows[0];
  if (!row) return undefined;
  if (idempotency.request !== undefined && row.request_hash !== null) {
    if (row.request_hash !== requestHash(idempotency.request)) throw new ShopError('IDEMPOTENCY_KEY_REUSED');
  }
  return row.body;
}

export async function recordAnswer(tx: Sql, idempotency: Idempotency, body: unknown): Promise<void> {
  await tx.query(
    'insert into order_idempotency (scope, key, status, body, request_hash) values ($1, $2, 200, $3, $4)',
    [
      idempotency.scope,
      idempotency.key,
      JSON.stringify(body),
      idempotency.request === undefined ? null : requestHash(idempotency.request),
    ],
  );
}

/** At most this many commands of one lock set share a transaction. */
const MAX_BATCH = 64;

interface Pending {
  scope: CommandScope;
  decide: (tx: Sql) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

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
 */
export function runCommand<Result>(
  deps: OrderDeps,
  scope: CommandScope,
  decide: (tx: Sql) => Promise<Result>,
): Promise<Result> {
  const locks = [...new Set(scope.locks)].sort();
  return new Promise<Result>((resolve, reject) => {
    const pending: Pending = {
      scope,
      decide,
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
        for (const pending of batch) {
          await tx.query('savepoint command');
          try {
            const value = await runOne(tx, pending);
            await tx.query('release savepoint command');
            outcomes.push({ ok: true, value });
          } catch (error) {
            await tx.query('rollback to savepoint command');
            // a lost race decides the whole batch again on the new state
            if (isRace(error)) throw error;
            outcomes.push({ ok: false, error });
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
