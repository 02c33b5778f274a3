import type { Sql } from '../../platform/db/index.ts';
import { abandonAttempt, asProviderPayment, recordAttempt } from './confirm-attempts.ts';
import type { PaymentRow } from './payment-records.ts';
import type { RetrievedAttempt } from './provider.ts';
import type { ProviderJobHandler } from './provider-jobs.ts';
import { type PaymentDeps, paymentLockOf } from './settlement.ts';

type RecoveryAnswer = RetrievedAttempt | { status: 'recorded' };

async function attemptOf(sql: Sql, attemptId: string) {
  const { rows } = await sql.query<PaymentRow & { attempt_state: string }>(
    `select p.*, a.state as attempt_state from payment_attempts a join payments p on p.id = a.payment_id
      where a.id = $1`,
    [attemptId],
  );
  const row = rows[0];
  if (!row) throw new Error(`confirm attempt ${attemptId} does not exist`);
  return row;
}

/**
 * Job `confirm_attempt` (subject: the attempt id), due CONFIRM_TIMEOUT_MS after the attempt began.
 * An attempt its request recorded needs nothing (the usual case: no provider call). One still
 * CONFIRMING was cut off between the provider and the record (a crash): the provider is asked what
 * became of it (`retrieve`, never a charge) and its answer is recorded as the request would have:
 * a capture through settlement (one `PaymentCaptured`), a decline as `PaymentFailed`, a TAN request
 * as the TAN state; an attempt the provider never saw is abandoned and the payment stays open.
 * A provider still processing postpones the job (the outbox's backoff).
 */
export function confirmAttemptHandler(deps: PaymentDeps): ProviderJobHandler<RecoveryAnswer> {
  return {
    async call(job) {
      const row = await attemptOf(deps.db, job.subject);
      if (row.attempt_state !== 'CONFIRMING') return { status: 'recorded' };
      const answer = await deps.provider.retrieve(asProviderPayment(row), job.subject);
      if (answer.status === 'processing') {
        throw new Error(`confirm attempt ${job.subject} is still processing at the provider`);
      }
      return answer;
    },
    async record(tx, job, answer) {
      if (answer.status === 'recorded' || answer.status === 'processing') return;
      const row = await attemptOf(tx, job.subject);
      // the same lock as the shopper's commands, so a late request and this queue, never interleave
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [paymentLockOf(row)]);
      if (answer.status === 'unknown') await abandonAttempt(deps, tx, job.subject);
      else await recordAttempt(deps, tx, job.subject, answer);
    },
  };
}

/**
 * Job `confirm_recheck` (subject: the attempt id), due ABANDONED_RECHECK_MS after an attempt was
 * abandoned because the provider had never seen it. Asked once more (`retrieve`, never a charge): a
 * charge found now is that attempt's own, settled like any late capture (counted if the payment is
 * still open, else refunded once, keyed by the attempt); "still unknown" closes the matter.
 */
export function confirmRecheckHandler(deps: PaymentDeps): ProviderJobHandler<RecoveryAnswer> {
  return {
    async call(job) {
      const row = await attemptOf(deps.db, job.subject);
      if (row.attempt_state !== 'ABANDONED') return { status: 'recorded' };
      const answer = await deps.provider.retrieve(asProviderPayment(row), job.subject);
      if (answer.status === 'processing') {
        throw new Error(`abandoned attempt ${job.subject} is processing at the provider`);
      }
      return answer;
    },
    async record(tx, job, answer) {
      if (answer.status !== 'captured') return;
      const row = await attemptOf(tx, job.subject);
      await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [paymentLockOf(row)]);
      await recordAttempt(deps, tx, job.subject, answer);
    },
  };
}
