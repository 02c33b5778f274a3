import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type Idempotency, requestHash } from './idempotency.ts';

/** One command's answer: its result, or the error it alone is refused with. */
export type Outcome<Result = unknown> = { ok: true; value: Result } | { ok: false; error: unknown };

/**
 * A command that can be decided together with others of its kind (#15.10). Commands of one cart
 * already queue behind one lock and share one transaction (command-runner.ts); decided one by one
 * each still loaded the cart, its variants and its row again and rewrote the row (11 statements
 * an add, the row's whole snapshot each time). Consecutive commands of one lock set with the same
 * `key` are handed to `decideAll` at once instead: it loads once, decides each input on the state
 * the previous left, appends all their events in one go and writes the row once.
 */
export interface MergeableCommand<Input = unknown, Result = unknown> {
  /** Commands of one lock set with equal keys are merged (e.g. `add:<order number>`). */
  key: string;
  input: Input;
  /**
   * One outcome per input, in order. A refused input (a ShopError) is that input's outcome and
   * leaves the state as it was for the next; anything else thrown fails them all (and a lost race
   * decides the whole batch again, as for single commands).
   */
  decideAll(tx: Sql, inputs: readonly Input[]): Promise<Outcome<Result>[]>;
}

export interface MergedPending {
  idempotency?: Idempotency | undefined;
  merge: MergeableCommand;
}

interface PriorRow {
  scope: string;
  key: string;
  body: unknown;
  request_hash: string | null;
}

const idOf = ({ scope, key }: Idempotency) => `${scope}\n${key}`;

/** The prior answer under a key, or the refusal of a key reused with other parameters. */
function replay(prior: PriorRow, idempotency: Idempotency): Outcome {
  const sameRequest =
    idempotency.request === undefined ||
    prior.request_hash === null ||
    prior.request_hash === requestHash(idempotency.request);
  return sameRequest
    ? { ok: true, value: prior.body }
    : { ok: false, error: new ShopError('IDEMPOTENCY_KEY_REUSED') };
}

/**
 * Runs consecutive merged commands in the caller's savepoint, with their Idempotency-Keys as a
 * single command would honour them: a key answered before replays its answer, a key sent twice in
 * the run is decided once and the repeat gets the same answer (or IDEMPOTENCY_KEY_REUSED with
 * other parameters), and each new answer is recorded, all in one read and one write.
 */
export async function runMerged(tx: Sql, run: readonly MergedPending[]): Promise<Outcome[]> {
  const keyed = run.flatMap(({ idempotency }) => (idempotency ? [idempotency] : []));
  const priors = new Map<string, PriorRow>();
  if (keyed.length > 0) {
    const found = await tx.query<PriorRow>(
      `select i.scope, i.key, i.body, i.request_hash from order_idempotency i
        join unnest($1::text[], $2::text[]) as wanted(scope, key) using (scope, key)`,
      [keyed.map((item) => item.scope), keyed.map((item) => item.key)],
    );
    for (const row of found.rows) priors.set(idOf(row), row);
  }

  const outcomes: (Outcome | undefined)[] = run.map(() => undefined);
  const firstWithKey = new Map<string, number>();
  const toDecide: number[] = [];
  run.forEach(({ idempotency }, index) => {
    if (idempotency) {
      const prior = priors.get(idOf(idempotency));
      if (prior) {
        outcomes[index] = replay(prior, idempotency);
        return;
      }
      if (firstWithKey.has(idOf(idempotency))) return;
      firstWithKey.set(idOf(idempotency), index);
    }
    toDecide.push(index);
  });
  if (toDecide.length > 0) {
    const { merge } = run[toDecide[0]!]!;
    const decided = await merge.decideAll(
      tx,
      toDecide.map((index) => run[index]!.merge.input),
    );
    toDecide.forEach((index, position) => {
      outcomes[index] = decided[position];
    });
  }

  const records: { idempotency: Idempotency; body: unknown }[] = [];
  for (const [index, { idempotency }] of run.entries()) {
    if (!idempotency || priors.has(idOf(idempotency))) continue;
    const first = firstWithKey.get(idOf(idempotency))!;
    if (first !== index) {
      // the same key twice in one run: the repeat is answered as a later retry would be
      const sameRequest = requestHash(idempotency.request) === requestHash(run[first]!.idempotency!.request);
      outcomes[index] = sameRequest
        ? outcomes[first]!
        : { ok: false, error: new ShopError('IDEMPOTENCY_KEY_REUSED') };
      continue;
    }
    const outcome = outcomes[index]!;
    if (outcome.ok) records.push({ idempotency, body: outcome.value });
  }
  if (records.length > 0) {
    await tx.query(
      `insert into order_idempotency (scope, key, status, body, request_hash)
       select scope, key, 200, body, request_hash
         from unnest($1::text[], $2::text[], $3::jsonb[], $4::text[]) as answer(scope, key, body, request_hash)`,
      [
        records.map(({ idempotency }) => idempotency.scope),
        records.map(({ idempotency }) => idempotency.key),
        records.map(({ body }) => JSON.stringify(body)),
        records.map(({ idempotency }) =>
          idempotency.request === undefined ? null : requestHash(idempotency.request),
        ),
      ],
    );
  }
  return outcomes.map((outcome) => outcome!);
}
