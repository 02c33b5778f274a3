-- Confirm attempts (#5): a card, saved-card, TAN or store-pay confirmation is committed here as
-- CONFIRMING before the provider is called with no transaction open, then its answer is recorded in
-- a second transaction. The attempt id is the provider's idempotency key, so a crash between "the
-- provider charged" and "we wrote it down" is recovered by asking the provider what became of it
-- (a `confirm_attempt` provider job, due once the attempt is older than any provider call can be).
-- Card data never lands here: only the kind of input and the outcome.
create table payment_attempts (
  id text primary key,
  payment_id text not null references payments (id),
  -- card | savedCard | tan | inApp
  kind text not null,
  -- CONFIRMING | CAPTURED | FAILED | REQUIRES_TAN | TAN_INCORRECT | ABANDONED
  state text not null,
  failure_code text,
  started_at timestamptz not null,
  finished_at timestamptz
);
-- One confirmation in flight per payment: a second confirm at once is refused, never a second charge.
create unique index payment_attempts_in_flight on payment_attempts (payment_id) where state = 'CONFIRMING';
