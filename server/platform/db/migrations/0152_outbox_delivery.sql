-- Outbox delivery by a job as well as inline (#18): a message written inside another command's
-- transaction (e-tickets issued with the payment) was never sent, and a failed send was never
-- retried. A sender claims a row ('sending', claimed_at) before handing it to the adapter, so the
-- inline send and the job (or two processes) never send one message twice; a failed send is tried
-- again at next_attempt_at (null: given up). A claim older than a few minutes is a crashed sender's.
alter table outbox drop constraint outbox_status_check;
alter table outbox add constraint outbox_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'kept'));
alter table outbox add column claimed_at timestamptz;
alter table outbox add column next_attempt_at timestamptz;
create index outbox_due on outbox (id) where status in ('pending', 'sending', 'failed');
