import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { runCommand } from '../orders/command-runner.ts';
import { findPayment, type PaymentState } from './payment-records.ts';
import { type PaymentDeps, paymentLockOf, settleCapture, settleFailure } from './settlement.ts';

export interface WebhookAnswer {
  received: true;
  /** The same provider event seen before (a retry or a replay): acknowledged, nothing done. */
  duplicate: boolean;
  payment_state: PaymentState;
}

/**
 * A provider callback: verified (signature over the raw body, timestamp tolerance), recorded by the
 * provider's event id, then settled. Callbacks of one order queue behind one lock, so 20 copies of
 * one webhook arriving at once settle once: the first records the event and captures, the others
 * find the event recorded and answer `duplicate`. Out-of-order callbacks are settlement's business
 * (a capture after a failure is refunded, a failure after a capture changes nothing).
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  providerName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<WebhookAnswer> {
  if (providerName !== deps.provider.name)
    throw new ShopError('NOT_FOUND', `No payment provider ${providerName}`);
  const notice = deps.provider.parseWebhook(headers, rawBody);
  const known = await findPayment(deps.db, notice.paymentId);
  if (!known || known.provider !== deps.provider.name) throw new ShopError('PAYMENT_NOT_FOUND');
  if (notice.amount !== known.amount) {
    throw new ShopError('PAYMENT_CALLBACK_INVALID', 'The callback amount is not the payment amount');
  }
  return runCommand(deps, { locks: [paymentLockOf(known)] }, async (tx) => {
    const recorded = await tx.query(
      `insert into payment_webhook_events (provider, event_id, payment_id, received_at)
       values ($1, $2, $3, $4) on conflict do nothing returning event_id`,
      [deps.provider.name, notice.eventId, notice.paymentId, deps.clock.now()],
    );
    if (recorded.rows.length === 0) {
      const current = (await findPayment(tx, notice.paymentId))!;
      return { received: true, duplicate: true, payment_state: current.state };
    }
    if (notice.outcome !== 'captured' && (await isAbandonedAttempt(tx, notice.paymentId, notice.chargeRef))) {
      // news of an attempt already given up (its recovery heard "never seen"): the payment is still
      // open for the shopper's next attempt, and a failure of the old one must not close it
      const current = (await findPayment(tx, notice.paymentId))!;
      return { received: true, duplicate: false, payment_state: current.state };
    }
    const settled =
      notice.outcome === 'captured'
        ? await settleCapture(deps, tx, notice.paymentId, notice.chargeRef)
        : await settleFailure(
            deps,
            tx,
            notice.paymentId,
            notice.reason === 'PAYMENT_DECLINED' ? 'PAYMENT_DECLINED' : 'PAYMENT_FAILED',
          );
    return { received: true, duplicate: false, payment_state: settled.state };
  });
}

/** Whether the callback names an attempt of this payment that recovery abandoned. */
async function isAbandonedAttempt(tx: Sql, paymentId: string, chargeRef: string | null): Promise<boolean> {
  if (chargeRef === null) return false;
  const { rows } = await tx.query(
    `select 1 from payment_attempts where id = $1 and payment_id = $2 and state = 'ABANDONED'`,
    [chargeRef, paymentId],
  );
  return rows.length > 0;
}
