import { randomBytes } from 'node:crypto';
import type { OrderEvent } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { appendDecided, loadStream } from '../orders/order-stream.ts';
import { captureRecharge, failRecharge } from '../wallet/index.ts';
import { type ChargeRef, chargeRecorded, recordCountedCharge, refundCharge } from './charges.ts';
import { findPayment, type PaymentRow, updatePayment } from './payment-records.ts';
import type { PaymentProvider } from './provider.ts';
import { enqueueProviderJob } from './provider-jobs.ts';

export interface PaymentDeps extends OrderDeps {
  provider: PaymentProvider;
}

/** Every command touching one order's payments queues behind this advisory lock (command-runner). */
export const paymentLock = (orderNumber: string) => `payments:order:${orderNumber}`;

/** A wallet recharge's payments queue behind their own lock: a recharge has no order. */
export const rechargePaymentLock = (rechargeId: string) => `payments:recharge:${rechargeId}`;

/** The lock of whatever the payment pays. */
export const paymentLockOf = (payment: Pick<PaymentRow, 'order_number' | 'recharge_id'>) =>
  payment.order_number !== null
    ? paymentLock(payment.order_number)
    : rechargePaymentLock(payment.recharge_id!);

const open = (payment: PaymentRow) => payment.state === 'PENDING' || payment.state === 'REQUIRES_TAN';

/**
 * A provider says the money was taken: charge `chargeRef` of the payment (the confirm attempt id,
 * or a charge its webhook names; null when it names none, server/commerce/payments/charges.ts). Runs in the
 * caller's transaction, with the payment row locked, and is the only place `PaymentCaptured` is
 * written:
 * - a charge recorded already (a duplicate or replayed callback, the request and its recovery both
 *   answering, a double click) → nothing;
 * - a new charge of an open payment the order still accepts → `PaymentCaptured` on the order
 *   stream, the row CAPTURED and the charge COUNTED, in this one transaction (so the row and the
 *   order never disagree);
 * - any other new charge (the order expired, was canceled or is already paid; this payment had
 *   failed or was voided first — "capture after fail"; or it is captured already by another charge,
 *   an attempt given up as never sent that the provider charged anyway) → that charge is REFUNDED,
 *   never counted on the order: the money goes back through the provider outbox, one refund job per
 *   charge, once this transaction commits. A payment not captured otherwise becomes REFUNDED.
 * The machine keeps the last word: it refuses a second capture of the same payment id in any state.
 */
export async function settleCapture(
  deps: PaymentDeps,
  tx: Sql,
  paymentId: string,
  chargeRef: ChargeRef,
): Promise<PaymentRow> {
  const payment = (await findPayment(tx, paymentId, true))!;
  if (await chargeRecorded(tx, paymentId, chargeRef)) return payment;
  if (payment.order_number === null) return settleRechargeCapture(deps, tx, payment, chargeRef);
  const now = deps.clock.now();
  const target = await loadStream(tx, payment.order_number);
  const captured: OrderEvent = {
    type: 'PaymentCaptured',
    amount: payment.amount,
    method: payment.method,
    paymentId: payment.id,
  };
  const snapshot = target.aggregate.snapshot;
  if (open(payment) && snapshot.can(captured)) {
    await appendDecided(deps, tx, target, [captured], { actor: 'system' });
    const after = await loadStream(tx, payment.order_number);
    if (after.aggregate.snapshot.matches({ placed: { loan: 'applicationSent' } })) {
      // The application goes out through the provider outbox, after this transaction commits.
      const queued = await tx.query(
        `update lease_applications set state = 'queued', sent_at = $2
          where order_number = $1 and state = 'pending' returning order_number`,
        [payment.order_number, now],
      );
      if (queued.rows.length > 0) {
        await enqueueProviderJob(tx, deps.clock, {
          kind: 'lease_application',
          subject: payment.order_number,
        });
      }
    }
    const userId = snapshot.context.userId;
    if (payment.pending_card && userId !== null) {
      const card = payment.pending_card;
      await tx.query(
        `insert into saved_cards (id, user_id, provider, token, brand, last4, expiry, holder, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          `card_${randomBytes(9).toString('base64url')}`,
          userId,
          payment.provider,
          card.token,
          card.brand,
          card.last4,
          card.expiry,
          card.holder,
          now,
        ],
      );
    }
    await recordCountedCharge(tx, payment, chargeRef, now);
    return updatePayment(tx, payment.id, { state: 'CAPTURED', captured_at: now, pending_card: null }, now);
  }
  // A second charge of a captured payment: the counted one stands, this one goes back.
  if (payment.state === 'CAPTURED') {
    await refundCharge(deps.clock, tx, payment, chargeRef, 'DUPLICATE_CHARGE');
    return payment;
  }
  const reason = snapshot.matches('expired')
    ? 'ORDER_EXPIRED'
    : snapshot.matches('canceled')
      ? 'ORDER_CANCELED'
      : snapshot.matches({ placed: { payment: 'paid' } })
        ? 'ORDER_ALREADY_PAID'
        : 'PAYMENT_ALREADY_SETTLED';
  await refundCharge(deps.clock, tx, payment, chargeRef, reason);
  return updatePayment(tx, payment.id, { state: 'REFUNDED', failure_code: reason, pending_card: null }, now);
}

/**
 * A provider says the payment failed. Only an open payment fails; a failure arriving after the
 * capture ("fail after capture") changes nothing. `PaymentFailed` goes on the order stream when
 * the order still waits for payment (the shopper sees "Payment failed" and may pay again).
 */
export async function settleFailure(
  deps: PaymentDeps,
  tx: Sql,
  paymentId: string,
  code: string,
): Promise<PaymentRow> {
  const payment = (await findPayment(tx, paymentId, true))!;
  if (!open(payment)) return payment;
  if (payment.order_number === null) {
    await failRecharge(deps.store, tx, { rechargeId: payment.recharge_id!, paymentId, reason: code });
    return updatePayment(
      tx,
      payment.id,
      { state: 'FAILED', failure_code: code, pending_card: null },
      deps.clock.now(),
    );
  }
  const target = await loadStream(tx, payment.order_number);
  const failed: OrderEvent = { type: 'PaymentFailed', reason: code, paymentId: payment.id };
  if (target.aggregate.snapshot.can(failed)) {
    await appendDecided(deps, tx, target, [failed], { actor: 'system' });
  }
  return updatePayment(
    tx,
    payment.id,
    { state: 'FAILED', failure_code: code, pending_card: null },
    deps.clock.now(),
  );
}

/**
 * settleCapture for a wallet recharge's payment (a new charge, payment row locked): an open payment
 * of a recharge still waiting credits the wallet once (`RechargePaid` + `WalletCredited`, one
 * appendMany, server/commerce/wallet/recharges.ts) and its charge counts; otherwise (the recharge
 * expired, failed or is paid by another payment, or this payment had failed or was voided) the
 * charge is refunded through the outbox, like a late capture of an order.
 */
async function settleRechargeCapture(
  deps: PaymentDeps,
  tx: Sql,
  payment: PaymentRow,
  chargeRef: ChargeRef,
): Promise<PaymentRow> {
  const now = deps.clock.now();
  if (payment.state === 'CAPTURED') {
    await refundCharge(deps.clock, tx, payment, chargeRef, 'DUPLICATE_CHARGE');
    return payment;
  }
  const outcome = open(payment)
    ? await captureRecharge(deps.store, tx, {
        rechargeId: payment.recharge_id!,
        paymentId: payment.id,
        amount: payment.amount,
        now,
      })
    : ({ credited: false, reason: 'PAYMENT_ALREADY_SETTLED' } as const);
  if (outcome.credited) {
    await recordCountedCharge(tx, payment, chargeRef, now);
    return updatePayment(tx, payment.id, { state: 'CAPTURED', captured_at: now, pending_card: null }, now);
  }
  await refundCharge(deps.clock, tx, payment, chargeRef, outcome.reason);
  return updatePayment(
    tx,
    payment.id,
    { state: 'REFUNDED', failure_code: outcome.reason, pending_card: null },
    now,
  );
}
