import { createHash } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/** An order command's Idempotency-Key and what it was sent with (command-runner.ts). */
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
