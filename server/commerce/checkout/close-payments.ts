import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { refundCountedCharges } from '../payments/charges.ts';
import { enqueueProviderJob } from '../payments/provider-jobs.ts';
import { paymentLock } from '../payments/settlement.ts';

/**
 * Queues the closing behind the order's payment commands, so no payment is opened on an order as it
 * closes (it would stay payable). The expiry scheduler holds the order's row lock already and a
 * payment command takes the two the other way round, so it only tries: a busy order is left for the
 * next pass (CONFLICT), never deadlocked.
 */
export async function lockOrderPayments(tx: Sql, number: string, wait: boolean): Promise<void> {
  if (wait) {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [paymentLock(number)]);
    return;
  }
  const { rows } = await tx.query<{ locked: boolean }>(
    'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as locked',
    [paymentLock(number)],
  );
  if (!rows[0]?.locked)
    throw new ShopError('CONFLICT', `Order ${number} is being paid; expired on the next pass`);
}

export interface ClosePaymentsOptions {
  /** Staff cancelation of a paid order, or an accepted return: every captured payment is refunded too. */
  refundCaptures?: boolean;
}

/**
 * The payments of an order that is closing, in the closing transaction:
 * - open ones (a QR not yet scanned, a transfer not yet made) become CANCELED and their intents are
 *   voided at the provider through the outbox, so the pay page and the QR stop taking money; one
 *   paid anyway (the provider had taken it before the void arrived) comes back as a capture of a
 *   CANCELED payment and is refunded by settlement (server/commerce/payments/settlement.ts);
 * - with `refundCaptures`, captured ones become REFUNDED and the refund of the charge each one
 *   counted is queued (server/commerce/payments/charges.ts), one each.
 */
export async function closePayments(
  tx: Sql,
  clock: Clock,
  number: string,
  reason: 'expired' | 'canceled' | 'returned',
  options: ClosePaymentsOptions,
): Promise<void> {
  const code = { expired: 'ORDER_EXPIRED', canceled: 'ORDER_CANCELED', returned: 'ORDER_RETURNED' }[reason];
  const now = clock.now();
  const voided = await tx.query<{ id: string }>(
    `update payments set state = 'CANCELED', failure_code = $2, pending_card = null, updated_at = $3
      where order_number = $1 and state in ('PENDING', 'REQUIRES_TAN') returning id`,
    [number, code, now],
  );
  for (const { id } of voided.rows) {
    await enqueueProviderJob(tx, clock, { kind: 'cancel_intent', subject: id });
  }
  if (!options.refundCaptures) return;
  const refunded = await tx.query<{ id: string }>(
    `update payments set state = 'REFUNDED', failure_code = $2, updated_at = $3
      where order_number = $1 and state = 'CAPTURED' returning id`,
    [number, code, now],
  );
  // the charge each payment counted; a second charge of one was refunded when it came
  await refundCountedCharges(
    tx,
    clock,
    refunded.rows.map((row) => row.id),
    code,
  );
}
