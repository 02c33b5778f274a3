-- Checkout (#5): the order read model keeps the address step, shipping, adjustments and the payment
-- deadline, so the expiry scheduler and the order DTO read them without replaying streams.
alter table orders add column checkout jsonb;
alter table orders add column shipping jsonb;
alter table orders add column adjustments jsonb not null default '[]'::jsonb;
alter table orders add column adjustment_total integer not null default 0;
alter table orders add column paid_total integer not null default 0;
alter table orders add column amount_due integer not null default 0;
alter table orders add column payment_method text;
alter table orders add column payment_due_at timestamptz;

-- The expiry scheduler's question: placed, unpaid orders whose deadline has passed, oldest first.
create index orders_payment_due on orders (payment_due_at)
  where state = 'complete' and amount_due > 0 and payment_due_at is not null;
