import type { OrderEvent } from '../../../machines/order-lifecycle.ts';
import type { Sql } from '../../platform/db/index.ts';
import { appendDecided, loadStream } from '../orders/order-stream.ts';
import { confirmAttemptHandler, confirmRecheckHandler } from './confirm-recovery.ts';
import type { LeaseApplication, LeaseDecision, LeaseProvider } from './lease-provider.ts';
import { findPayment, type PaymentRow, payableRef } from './payment-records.ts';
import type { ProviderPayment } from './provider.ts';
import type { ProviderJob, ProviderJobHandler, ProviderJobHandlers } from './provider-jobs.ts';
import { type PaymentDeps, paymentLock } from './settlement.ts';

export interface ProviderJobContext extends PaymentDeps {
  leaseProvider: LeaseProvider;
}

const asProviderPayment = (payment: PaymentRow): ProviderPayment => ({
  id: payment.id,
  orderNumber: payableRef(payment),
  amount: payment.amount,
  providerRef: payment.provider_ref,
});

async function paymentOf(deps: PaymentDeps, job: ProviderJob, id = job.subject): Promise<PaymentRow> {
  const payment = await findPayment(deps.db, id);
  if (!payment) throw new Error(`payment ${id} of ${job.kind} job ${job.id} does not exist`);
  return payment;
}

/**
 * Money back for one charge of a payment (a late or second capture, a staff cancelation). The
 * payload names the payment and the charge (jobs queued before charges were kept name neither: the
 * subject is the payment id); the idempotency key is the job's subject, one per charge.
 */
function refundHandler(deps: PaymentDeps): ProviderJobHandler<{ refundRef: string }> {
  const chargeOf = (job: ProviderJob) => ({
    paymentId: typeof job.payload.paymentId === 'string' ? job.payload.paymentId : job.subject,
    chargeRef: typeof job.payload.chargeRef === 'string' ? job.payload.chargeRef : null,
  });
  return {
    async call(job) {
      const { paymentId, chargeRef } = chargeOf(job);
      const payment = await paymentOf(deps, job, paymentId);
      const amount = Number(job.payload.amount ?? payment.amount);
      return deps.provider.refund(asProviderPayment(payment), amount, `refund:${job.subject}`, chargeRef);
    },
    async record(tx, job, { refundRef }) {
      const { paymentId, chargeRef } = chargeOf(job);
      await tx.query(
        `insert into payment_refunds (payment_id, charge_ref, amount, reason, provider_ref, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [paymentId, chargeRef, job.payload.amount, job.payload.reason, refundRef, deps.clock.now()],
      );
    },
  };
}

/** Voids the intent of a payment the shop canceled (the order expired or was canceled). */
function cancelIntentHandler(deps: PaymentDeps): ProviderJobHandler<null> {
  return {
    async call(job) {
      await deps.provider.cancelIntent(asProviderPayment(await paymentOf(deps, job)));
      return null;
    },
    async record() {},
  };
}

/**
 * The lease application of an order whose down payment is captured (spec §4): sent once per order
 * (key `lease:<number>`), and the answer lands on the order's loan region as `LoanApproved` or
 * `LoanDeclined`. An order canceled meanwhile keeps the answer in lease_applications only.
 */
function leaseApplicationHandler(deps: ProviderJobContext): ProviderJobHandler<LeaseDecision> {
  return {
    async call(job) {
      const { rows } = await deps.db.query<{
        user_id: number | null;
        amount: number;
        down_payment: number;
        months: number;
        monthly: number;
      }>(
        'select user_id, amount, down_payment, months, monthly from lease_applications where order_number = $1',
        [job.subject],
      );
      const row = rows[0];
      if (!row) throw new Error(`order ${job.subject} has no lease application`);
      const application: LeaseApplication = {
        orderNumber: job.subject,
        userId: row.user_id,
        amount: row.amount,
        downPayment: row.down_payment,
        months: row.months,
        monthly: row.monthly,
      };
      return deps.leaseProvider.submit(application, `lease:${job.subject}`);
    },
    async record(tx, job, answer) {
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [paymentLock(job.subject)]);
      const updated = await tx.query(
        `update lease_applications set state = $2, application_ref = $3, decline_reason = $4, decided_at = $5
          where order_number = $1 and state = 'queued' returning order_number`,
        [
          job.subject,
          answer.decision,
          answer.applicationRef,
          answer.decision === 'declined' ? answer.reason : null,
          deps.clock.now(),
        ],
      );
      if (updated.rows.length === 0) return;
      await appendLoanAnswer(deps, tx, job.subject, answer);
    },
  };
}

async function appendLoanAnswer(deps: PaymentDeps, tx: Sql, number: string, answer: LeaseDecision) {
  const target = await loadStream(tx, number);
  const event: OrderEvent =
    answer.decision === 'approved'
      ? { type: 'LoanApproved', applicationRef: answer.applicationRef }
      : { type: 'LoanDeclined', applicationRef: answer.applicationRef, reason: answer.reason };
  if (!target.aggregate.snapshot.can(event)) return;
  await appendDecided(deps, tx, target, [event], { actor: 'system' });
}

export function providerJobHandlers(deps: ProviderJobContext): ProviderJobHandlers {
  return {
    refund: refundHandler(deps) as ProviderJobHandler,
    cancel_intent: cancelIntentHandler(deps) as ProviderJobHandler,
    lease_application: leaseApplicationHandler(deps) as ProviderJobHandler,
    confirm_attempt: confirmAttemptHandler(deps) as ProviderJobHandler,
    confirm_recheck: confirmRecheckHandler(deps) as ProviderJobHandler,
  };
}
