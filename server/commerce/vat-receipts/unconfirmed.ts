import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';

/**
 * Receipts whose sending has an unknown outcome (migration 0081). PosAPI 3.0 has no idempotency key
 * and no lookup by bill id, so a call that ended without an answer may have issued a real receipt;
 * sending it again could issue a second one. Such a row is `needs_check`: the scheduler leaves it,
 * its pass reports it (logged at warn), and the staff API lists it until an operator has looked in
 * ebarimt and recorded the receipt found, or sends it again when none was issued
 * (server/commerce/vat-receipts/staff-routes.ts).
 */
interface UnconfirmedDeps {
  db: Database;
  clock: Clock;
}

const LOST = 'the sending process stopped before PosAPI answered: check ebarimt before sending again';

/** `sending` rows whose worker's claim lapsed (it stopped mid-call) become `needs_check`. */
export async function flagLostSends(
  deps: UnconfirmedDeps,
): Promise<{ orderNumber: string; error: string }[]> {
  const { rows } = await deps.db.query<{ order_number: string }>(
    `update vat_receipts set state = 'needs_check', claimed_until = null, last_error = $2
      where state = 'sending' and claimed_until <= $1 returning order_number`,
    [deps.clock.now(), LOST],
  );
  return rows.map((row) => ({ orderNumber: row.order_number, error: LOST }));
}

/** The call this worker made ended with no answer and no refusal. */
export async function markUnconfirmed(deps: UnconfirmedDeps, number: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await deps.db.query(
    `update vat_receipts set state = 'needs_check', claimed_until = null, last_error = $2
      where order_number = $1 and state = 'sending'`,
    [number, `outcome unknown (${message.slice(0, 400)}): check ebarimt before sending again`],
  );
}

export interface UnconfirmedReceipt {
  order_number: string;
  kind: string;
  register_number: string | null;
  attempts: number;
  sending_since: string | null;
  due_at: string;
  last_error: string | null;
}

/** What an operator must check, oldest send first. */
export async function unconfirmedReceipts(sql: Sql): Promise<UnconfirmedReceipt[]> {
  const { rows } = await sql.query<UnconfirmedReceipt>(
    `select order_number, kind, register_number, attempts, sending_since, due_at, last_error
       from vat_receipts where state = 'needs_check' order by sending_since, order_number`,
  );
  return rows.map((row) => ({
    ...row,
    sending_since: row.sending_since && new Date(row.sending_since).toISOString(),
    due_at: new Date(row.due_at).toISOString(),
  }));
}

/** The operator found no receipt in ebarimt: it is due again at once. */
export async function sendAgain(deps: UnconfirmedDeps, number: string): Promise<void> {
  const { rows } = await deps.db.query(
    `update vat_receipts set state = 'pending', sending_since = null, claimed_until = null,
       next_attempt_at = $2, last_error = null
      where order_number = $1 and state = 'needs_check' returning order_number`,
    [number, deps.clock.now()],
  );
  if (rows.length === 0) await refuseUnlessUnconfirmed(deps.db, number);
}

/** No such receipt → ORDER_NOT_FOUND; one not waiting for a check → ORDER_TRANSITION_REFUSED. */
export async function refuseUnlessUnconfirmed(sql: Sql, number: string): Promise<void> {
  const { rows } = await sql.query<{ state: string }>(
    'select state from vat_receipts where order_number = $1',
    [number],
  );
  if (!rows[0]) throw new ShopError('ORDER_NOT_FOUND', `Order ${number} has no VAT receipt to send`);
  if (rows[0].state !== 'needs_check') {
    throw new ShopError(
      'ORDER_TRANSITION_REFUSED',
      `The VAT receipt of ${number} is ${rows[0].state}, not waiting for a check`,
    );
  }
}
