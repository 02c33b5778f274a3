-- Payments (#5, server/commerce/payments). A payment is a row whose state changes under a row lock; the
-- order stream gets the fact (`PaymentCaptured` / `PaymentFailed`) in the same transaction, so the
-- row and the order can never disagree and a payment settles on the order at most once.
create table payments (
  id text primary key,
  order_number text not null references orders (number),
  method text not null,
  -- the named bank of internet banking
  bank text,
  amount integer not null check (amount > 0),
  -- PENDING | REQUIRES_TAN | CAPTURED | FAILED | REFUNDED | CANCELED
  state text not null,
  failure_code text,
  provider text not null,
  -- the provider's id of the intent (invoice id, txntkn …)
  provider_ref text,
  saved_card_id text,
  tan_attempts integer not null default 0,
  -- set on a card confirm with saveCard: the provider token to keep once the payment is captured
  pending_card jsonb,
  -- what the shopper is shown: bank account and reference, QR payload and SVG, redirect URL
  instructions jsonb not null default '{}'::jsonb,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  captured_at timestamptz
);
create index payments_order on payments (order_number, created_at);

-- Money given back: a capture that arrived after the order expired, was canceled or was already paid.
create table payment_refunds (
  id bigint generated always as identity primary key,
  payment_id text not null references payments (id),
  amount integer not null check (amount > 0),
  reason text not null,
  provider_ref text not null,
  created_at timestamptz not null,
  unique (payment_id)
);

-- Every provider callback accepted, by the provider's event id: a replay is recognised and ignored.
create table payment_webhook_events (
  provider text not null,
  event_id text not null,
  payment_id text not null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);

-- Saved cards (spec §7 /users/cards): only the provider token, brand, last 4 digits and expiry;
-- never the card number or the CVC.
create table saved_cards (
  id text primary key,
  user_id integer not null,
  provider text not null,
  token text not null,
  brand text not null,
  last4 text not null,
  expiry text not null,
  holder text,
  created_at timestamptz not null,
  removed_at timestamptz
);
create index saved_cards_user on saved_cards (user_id) where removed_at is null;

-- Lease applications (§4 "a loan application is sent once the down payment is fully paid"): an
-- outbox row, marked sent in the transaction of the capture that covers the down payment.
create table lease_applications (
  order_number text primary key references orders (number),
  user_id integer,
  amount integer not null,
  down_payment integer not null,
  months integer not null,
  monthly integer not null,
  state text not null,
  created_at timestamptz not null,
  sent_at timestamptz
);
