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

/**
 * Runs a command in one transaction: lock, replay a stored answer for a repeated key, decide on the
 * fresh state, append with the expected version. On a lost race (version conflict, or a unique
 * index such as "one cart per user") the whole command is decided again on the new state, at most
 * MAX_ATTEMPTS times; then the caller gets a coded 409, never a 500.
 */
export async function runCommand<Result>(
  deps: OrderDeps,
  scope: CommandScope,
  decide: (tx: Sql) => Promise<Result>,
): Promise<Result> {
  const locks = [...new Set(scope.locks)].sort();
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        for (const key of locks) {
          await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
        }
        const { idempotency } = scope;
        if (idempotency) {
          const prior = await priorAnswer<Result>(tx, idempotency);
          if (prior !== undefined) return prior;
        }
        const result = await decide(tx);
        if (idempotency) await recordAnswer(tx, idempotency, result);
        return result;
      });
    } catch (error) {
      if (!isRace(error)) throw error;
      if (attempt >= MAX_ATTEMPTS) {
        throw new ShopError('CONFLICT', 'The cart is being changed by many requests at once; try again');
      }
    }
  }
}
