-- Calls to outside providers (#5): refunds, intent cancellations, lease applications. A job row is
-- committed with the fact that needs it (a late capture, an expiry, a down payment), then a worker
-- calls the provider outside any transaction and records the answer in a second one. A failed or
-- interrupted call leaves the row due again; the provider sees the same idempotency key each time,
-- so a retry after a crash between "provider said yes" and "we wrote it down" never acts twice.
create table provider_jobs (
  id bigint generated always as identity primary key,
  -- refund | cancel_intent | lease_application
  kind text not null,
  -- the payment id (refund, cancel_intent) or the order number (lease_application)
  subject text not null,
  payload jsonb not null default '{}'::jsonb,
  -- pending | done
  state text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- a worker's claim: another process leaves the job alone until then (a crashed worker's claim lapses)
  claimed_until timestamptz,
  last_error text,
  result jsonb,
  created_at timestamptz not null,
  done_at timestamptz,
  -- one refund per payment, one cancellation per intent, one application per order
  unique (kind, subject)
);
create index provider_jobs_due on provider_jobs (next_attempt_at) where state = 'pending';

-- A lease application's answer from the credit company (approved / declined), by its reference.
alter table lease_applications add column application_ref text;
alter table lease_applications add column decided_at timestamptz;
alter table lease_applications add column decline_reason text;
