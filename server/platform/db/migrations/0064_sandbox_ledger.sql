-- The payment sandbox's own records (#5), as a real provider keeps them on its side: what it
-- answered each confirm attempt (by the attempt id, its idempotency key), what it refunded (by the
-- refund's idempotency key) and which intents it voided. Kept in the database so that after a
-- restart the sandbox still knows what it charged: recovery's `retrieve` must not answer "never
-- seen" for an attempt it captured. The shop's own tables never read these.
create table sandbox_confirmations (
  attempt_id text primary key,
  payment_id text not null,
  kind text not null,
  -- the ConfirmOutcome answered: {"status":"captured"}, {"status":"failed","code":…}, …
  outcome jsonb not null,
  created_at timestamptz not null
);
create index sandbox_confirmations_payment on sandbox_confirmations (payment_id);

create table sandbox_refunds (
  idempotency_key text primary key,
  payment_id text not null,
  charge_ref text,
  amount integer not null,
  refund_ref text not null unique,
  created_at timestamptz not null
);
create index sandbox_refunds_payment on sandbox_refunds (payment_id);

create table sandbox_canceled_intents (
  payment_id text primary key,
  canceled_at timestamptz not null
);
