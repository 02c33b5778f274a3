import { randomBytes } from 'node:crypto';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { type Idempotency, priorAnswer, runCommand } from '../orders/command-runner.ts';
import { amountToPay, rechargeStillPayable } from './payment-opening.ts';
import {
  findPayment,
  type PaymentDto,
  type PaymentRow,
  type PaymentState,
  payableRef,
  paymentDto,
  updatePayment,
} from './payment-records.ts';
import type { ConfirmInput, ConfirmOutcome, ProviderPayment } from './provider.ts';
import { enqueueProviderJob } from './provider-jobs.ts';
import { type PaymentDeps, paymentLockOf, settleCapture, settleFailure } from './settlement.ts';

/**
 * Confirmations (card, saved card, TAN, store-pay app) in three steps, so no provider call runs in
 * a database transaction (table `payment_attempts`, migration 0062):
 * 1. a CONFIRMING attempt is committed under the order's payment lock, with a `confirm_attempt`
 *    provider job due once the attempt must have ended; a second confirm meanwhile is refused
 *    (PAYMENT_IN_PROGRESS), so one payment is charged by one attempt at a time;
 * 2. the provider is called with the attempt id as its idempotency key, no transaction open;
 * 3. its answer is recorded in one transaction through settlement (one `PaymentCaptured`).
 * A process that dies between 2 and 3 leaves the attempt CONFIRMING; the job asks the provider what
 * became of it (server/commerce/payments/confirm-recovery.ts) and records that through the same step 3.
 */
export const MAX_TAN_ATTEMPTS = 3;

/** Longer than any provider call may take (their HTTP timeouts are 30 s): a live attempt is never judged. */
export const CONFIRM_TIMEOUT_MS = 120_000;

export type PendingCard = NonNullable<PaymentRow['pending_card']>;

type AttemptState = 'CONFIRMING' | 'CAPTURED' | 'FAILED' | 'REQUIRES_TAN' | 'TAN_INCORRECT' | 'ABANDONED';

export const asProviderPayment = (payment: PaymentRow): ProviderPayment => ({
  id: payment.id,
  orderNumber: payableRef(payment),
  amount: payment.amount,
  providerRef: payment.provider_ref,
});

export interface ConfirmRequest {
  paymentId: string;
  /** What the payment pays (its order or recharge): the lock its commands queue behind. */
  payable: Pick<PaymentRow, 'order_number' | 'recharge_id'>;
  /** The payment states this confirmation continues: PENDING for a charge, REQUIRES_TAN for a code. */
  from: readonly PaymentState[];
  /** The caller's Idempotency-Key: the first recorded answer is replayed. */
  idempotency?: Idempotency | undefined;
  /** What the provider is given, read under the lock (a saved card's token). Never stored. */
  input(tx: Sql, payment: PaymentRow): Promise<ConfirmInput>;
  /** A card to keep once captured: the provider's token, brand and last 4 digits only. */
  pendingCard?: PendingCard | undefined;
}

export interface Confirmed {
  payment: PaymentDto;
  /** Set when the TAN was wrong and the payment still waits for it. */
  tanAttemptsLeft: number | null;
}

/** A payment that can still be confirmed; a captured one is answered as it is (a double click). */
async function lockedOpenPayment(deps: PaymentDeps, tx: Sql, id: string, states: readonly PaymentState[]) {
  const payment = (await findPayment(tx, id, true))!;
  if (payment.state === 'CAPTURED') return { payment, done: true };
  if (!states.includes(payment.state)) throw new ShopError('PAYMENT_NOT_PENDING');
  if (payment.order_number !== null) await amountToPay(tx, payment.order_number);
  else await rechargeStillPayable(deps, tx, payment.recharge_id!);
  return { payment, done: false };
}

async function beginAttempt(deps: PaymentDeps, tx: Sql, payment: PaymentRow, kind: ConfirmInput['kind']) {
  const inFlight = await tx.query(
    `select 1 from payment_attempts where payment_id = $1 and state = 'CONFIRMING'`,
    [payment.id],
  );
  if (inFlight.rows.length > 0) throw new ShopError('PAYMENT_IN_PROGRESS');
  const id = `att_${randomBytes(12).toString('base64url')}`;
  const now = deps.clock.now();
  await tx.query(
    `insert into payment_attempts (id, payment_id, kind, state, started_at) values ($1, $2, $3, 'CONFIRMING', $4)`,
    [id, payment.id, kind, now],
  );
  await enqueueProviderJob(tx, deps.clock, {
    kind: 'confirm_attempt',
    subject: id,
    dueAt: new Date(now.getTime() + CONFIRM_TIMEOUT_MS),
  });
  return id;
}

export async function confirmPayment(deps: PaymentDeps, request: ConfirmRequest): Promise<Confirmed> {
  const locks = [paymentLockOf(request.payable)];
  const { idempotency } = request;
  type Begun = { answered: PaymentDto } | { payment: PaymentRow; input: ConfirmInput; attemptId: string };
  const begun = await runCommand<Begun>(deps, { locks }, async (tx) => {
    if (idempotency) {
      const prior = await priorAnswer<PaymentDto>(tx, idempotency);
      if (prior !== undefined) return { answered: prior };
    }
    const { payment, done } = await lockedOpenPayment(deps, tx, request.paymentId, request.from);
    if (done) return { answered: await paymentDto(tx, payment) };
    const input = await request.input(tx, payment);
    const attemptId = await beginAttempt(deps, tx, payment, input.kind);
    if (request.pendingCard) {
      await updatePayment(tx, payment.id, { pending_card: request.pendingCard }, deps.clock.now());
    }
    return { payment, input, attemptId };
  });
  if ('answered' in begun) return { payment: begun.answered, tanAttemptsLeft: null };
  // No transaction is open here: a slow provider holds no lock. A process that dies before the
  // answer is recorded leaves the attempt CONFIRMING for its recovery job.
  const outcome = await deps.provider.confirm(asProviderPayment(begun.payment), begun.input, begun.attemptId);
  let tanAttemptsLeft: number | null = null;
  const payment = await runCommand(deps, { locks, idempotency }, async (tx) => {
    const recorded = await recordAttempt(deps, tx, begun.attemptId, outcome);
    tanAttemptsLeft = recorded.tanAttemptsLeft;
    return paymentDto(tx, recorded.payment);
  });
  return { payment, tanAttemptsLeft };
}

const attemptStateOf: Record<ConfirmOutcome['status'], AttemptState> = {
  captured: 'CAPTURED',
  failed: 'FAILED',
  requiresTan: 'REQUIRES_TAN',
  tanIncorrect: 'TAN_INCORRECT',
};

/**
 * The provider's answer to an attempt, recorded once (in the caller's transaction, under the order's
 * payment lock): the attempt that is no longer CONFIRMING was recorded already and changes nothing,
 * except a charge of an attempt given up as never sent, which is settled like any late capture.
 */
export async function recordAttempt(deps: PaymentDeps, tx: Sql, attemptId: string, outcome: ConfirmOutcome) {
  const attempt = (
    await tx.query<{ payment_id: string; state: AttemptState }>(
      'select payment_id, state from payment_attempts where id = $1 for update',
      [attemptId],
    )
  ).rows[0]!;
  if (attempt.state !== 'CONFIRMING') {
    if (attempt.state !== 'ABANDONED' || outcome.status !== 'captured') {
      return { payment: (await findPayment(tx, attempt.payment_id))!, tanAttemptsLeft: null };
    }
    // Given up as never sent, yet charged: a charge of its own, counted or refunded by settlement.
    await tx.query(`update payment_attempts set state = 'CAPTURED', finished_at = $2 where id = $1`, [
      attemptId,
      deps.clock.now(),
    ]);
    return { payment: await settleCapture(deps, tx, attempt.payment_id, attemptId), tanAttemptsLeft: null };
  }
  const applied = await applyOutcome(deps, tx, attempt.payment_id, attemptId, outcome);
  await tx.query(
    'update payment_attempts set state = $2, failure_code = $3, finished_at = $4 where id = $1',
    [
      attemptId,
      attemptStateOf[outcome.status],
      outcome.status === 'failed' ? outcome.code : null,
      deps.clock.now(),
    ],
  );
  return applied;
}

/**
 * A provider may still charge an attempt it said it had never seen (a request stuck in its queue):
 * the abandoned attempt is asked about once more this long after, and a charge found then is settled
 * like any late capture (refunded when another attempt paid). A day: far beyond any acquirer's
 * retry of a delayed authorisation.
 */
export const ABANDONED_RECHECK_MS = 24 * 3_600_000;

/**
 * The provider has no trace of the attempt (it never got there): nothing was charged, the payment
 * stays open and the shopper may confirm again. The card to save goes with the attempt. A
 * `confirm_recheck` job asks once more later (server/commerce/payments/confirm-recovery.ts); a webhook naming
 * the attempt is settled meanwhile like any capture.
 */
export async function abandonAttempt(deps: PaymentDeps, tx: Sql, attemptId: string): Promise<void> {
  const now = deps.clock.now();
  const abandoned = await tx.query<{ payment_id: string }>(
    `update payment_attempts set state = 'ABANDONED', finished_at = $2
      where id = $1 and state = 'CONFIRMING' returning payment_id`,
    [attemptId, now],
  );
  const paymentId = abandoned.rows[0]?.payment_id;
  if (!paymentId) return;
  await updatePayment(tx, paymentId, { pending_card: null }, now);
  await enqueueProviderJob(tx, deps.clock, {
    kind: 'confirm_recheck',
    subject: attemptId,
    dueAt: new Date(now.getTime() + ABANDONED_RECHECK_MS),
  });
}

async function applyOutcome(
  deps: PaymentDeps,
  tx: Sql,
  paymentId: string,
  attemptId: string,
  outcome: ConfirmOutcome,
): Promise<{ payment: PaymentRow; tanAttemptsLeft: number | null }> {
  const now = deps.clock.now();
  switch (outcome.status) {
    case 'captured':
      return { payment: await settleCapture(deps, tx, paymentId, attemptId), tanAttemptsLeft: null };
    case 'failed':
      return { payment: await settleFailure(deps, tx, paymentId, outcome.code), tanAttemptsLeft: null };
    case 'requiresTan': {
      const payment = (await findPayment(tx, paymentId, true))!;
      // voided meanwhile (the order expired): it stays voided
      if (payment.state !== 'PENDING') return { payment, tanAttemptsLeft: null };
      return {
        payment: await updatePayment(tx, paymentId, { state: 'REQUIRES_TAN' }, now),
        tanAttemptsLeft: null,
      };
    }
    case 'tanIncorrect': {
      // A wrong code counts; the third fails the payment.
      const payment = (await findPayment(tx, paymentId, true))!;
      if (payment.state !== 'REQUIRES_TAN') return { payment, tanAttemptsLeft: null };
      const attempts = payment.tan_attempts + 1;
      if (attempts >= MAX_TAN_ATTEMPTS) {
        return { payment: await settleFailure(deps, tx, paymentId, 'PAYMENT_FAILED'), tanAttemptsLeft: null };
      }
      return {
        payment: await updatePayment(tx, paymentId, { tan_attempts: attempts }, now),
        tanAttemptsLeft: MAX_TAN_ATTEMPTS - attempts,
      };
    }
  }
}
