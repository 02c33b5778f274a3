import type { Clock } from '../../platform/clock.ts';
import type { Sql } from '../../platform/db/index.ts';
import type { PaymentRow } from './payment-records.ts';
import { enqueueProviderJob } from './provider-jobs.ts';

/**
 * The charges of a payment (table `payment_charges`, migration 0063), one row per capture a provider
 * reported, keyed by the provider's identity of the charge: the confirm attempt id (the idempotency
 * key it was charged under) or the charge id its webhook names. `null` is a capture reported without
 * a name (a QR or transfer intent, paid once): it stands for the payment's one charge.
 *
 * One charge of a payment at most is COUNTED toward the order; every other one is REFUNDED by a
 * refund job of its own, so money taken twice for one payment (an attempt given up as never sent,
 * charged by the provider after another attempt paid) goes back once, and a staff cancel later gives
 * back only the counted one. Money conservation: charged − refunded = what the order counts as paid.
 */
export type ChargeRef = string | null;

/** The refund job's subject: the payment id for its unnamed charge (as before charges were kept). */
export const refundSubject = (paymentId: string, chargeRef: ChargeRef) =>
  chargeRef === null ? paymentId : `${paymentId}:${chargeRef}`;

/**
 * Whether this capture was recorded already (a repeated webhook, the request and its recovery both
 * answering). A capture naming no charge is taken as one already recorded once the payment has any:
 * a provider that does not name charges charges an intent once. A named capture of a payment whose
 * one recorded charge is unnamed is that charge (it gets the name): it is not taken for a second one,
 * so an unnamed webhook and the confirm that charged never make a refund of money taken once.
 */
export async function chargeRecorded(tx: Sql, paymentId: string, chargeRef: ChargeRef): Promise<boolean> {
  const { rows } = await tx.query<{ charge_ref: string | null }>(
    'select charge_ref from payment_charges where payment_id = $1',
    [paymentId],
  );
  if (chargeRef === null) return rows.length > 0;
  if (rows.some((row) => row.charge_ref === chargeRef)) return true;
  if (!rows.some((row) => row.charge_ref === null)) return false;
  await tx.query('update payment_charges set charge_ref = $2 where payment_id = $1 and charge_ref is null', [
    paymentId,
    chargeRef,
  ]);
  return true;
}

/** The charge that counts toward the order, in the transaction of its `PaymentCaptured`. */
export async function recordCountedCharge(
  tx: Sql,
  payment: Pick<PaymentRow, 'id' | 'amount'>,
  chargeRef: ChargeRef,
  at: Date,
): Promise<void> {
  await tx.query(
    `insert into payment_charges (payment_id, charge_ref, amount, disposition, recorded_at)
     values ($1, $2, $3, 'COUNTED', $4)`,
    [payment.id, chargeRef, payment.amount, at],
  );
}

/** A charge that must not count: recorded REFUNDED and its refund queued, in the caller's transaction. */
export async function refundCharge(
  clock: Clock,
  tx: Sql,
  payment: Pick<PaymentRow, 'id' | 'amount'>,
  chargeRef: ChargeRef,
  reason: string,
): Promise<void> {
  await tx.query(
    `insert into payment_charges (payment_id, charge_ref, amount, disposition, reason, recorded_at)
     values ($1, $2, $3, 'REFUNDED', $4, $5)`,
    [payment.id, chargeRef, payment.amount, reason, clock.now()],
  );
  await enqueueRefundJob(tx, clock, payment.id, chargeRef, payment.amount, reason);
}

/**
 * Staff cancelation of a paid order: the counted charge of each payment is refunded (a charge
 * refunded already, such as a second charge, is not refunded again).
 */
export async function refundCountedCharges(
  tx: Sql,
  clock: Clock,
  paymentIds: readonly string[],
  reason: string,
): Promise<void> {
  if (paymentIds.length === 0) return;
  const { rows } = await tx.query<{ payment_id: string; charge_ref: string | null; amount: number }>(
    `update payment_charges set disposition = 'REFUNDED', reason = $2
      where payment_id = any($1) and disposition = 'COUNTED' returning payment_id, charge_ref, amount`,
    [paymentIds, reason],
  );
  for (const row of rows) {
    await enqueueRefundJob(tx, clock, row.payment_id, row.charge_ref, row.amount, reason);
  }
}

async function enqueueRefundJob(
  tx: Sql,
  clock: Clock,
  paymentId: string,
  chargeRef: ChargeRef,
  amount: number,
  reason: string,
) {
  await enqueueProviderJob(tx, clock, {
    kind: 'refund',
    subject: refundSubject(paymentId, chargeRef),
    payload: { paymentId, chargeRef, amount, reason },
  });
}
