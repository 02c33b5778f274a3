-- Charges (#5): every capture a provider reports, keyed by the provider's identity of that charge
-- (the confirm attempt id, which is its idempotency key, or a charge id its webhook names). One
-- payment can be charged more than once (an attempt given up as never sent and charged later, after
-- another attempt paid): exactly one charge counts toward the order, every other one is refunded,
-- once, by its own refund job. `charge_ref` null is a capture the provider reported without naming
-- the charge (a QR or transfer intent is paid once): it stands for the payment's one charge.
create table payment_charges (
  id bigint generated always as identity primary key,
  payment_id text not null references payments (id),
  charge_ref text,
  amount integer not null check (amount > 0),
  -- COUNTED (the money the order counts as paid) | REFUNDED (given back through the outbox)
  disposition text not null check (disposition in ('COUNTED', 'REFUNDED')),
  reason text,
  recorded_at timestamptz not null
);
create unique index payment_charges_ref on payment_charges (payment_id, coalesce(charge_ref, ''));
-- at most one charge of a payment counts
create unique index payment_charges_counted on payment_charges (payment_id) where disposition = 'COUNTED';

-- The payments settled before charges were kept: their one charge, unnamed.
insert into payment_charges (payment_id, charge_ref, amount, disposition, reason, recorded_at)
select id, null, amount, 'COUNTED', null, coalesce(captured_at, updated_at) from payments where state = 'CAPTURED';
insert into payment_charges (payment_id, charge_ref, amount, disposition, reason, recorded_at)
select p.id, null, p.amount, 'REFUNDED', p.failure_code, p.updated_at
  from payments p where p.state = 'REFUNDED';

-- Refunds are one per charge now, not one per payment.
alter table payment_refunds add column charge_ref text;
alter table payment_refunds drop constraint payment_refunds_payment_id_key;
create unique index payment_refunds_charge on payment_refunds (payment_id, coalesce(charge_ref, ''));
