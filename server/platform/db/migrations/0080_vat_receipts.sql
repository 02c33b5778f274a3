-- VAT receipts (spec §9: e-mailed within 14 days of delivery). A row is committed with the order's
-- `VatReceiptPending` (delivery); the scheduler claims it, calls the e-receipt system with no
-- transaction open, then appends `VatReceiptIssued` and marks the row issued in one transaction.
-- A failed call leaves the row due again after a backoff; a crashed worker's claim lapses.
create table vat_receipts (
  order_number text primary key,
  -- personal | organization (spec §3: an organization buyer's receipt names its register number)
  kind text not null check (kind in ('personal', 'organization')),
  register_number text,
  -- delivery + 14 days: the receipt must be out by then
  due_at timestamptz not null,
  -- pending | issued
  state text not null default 'pending' check (state in ('pending', 'issued')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  -- a worker's claim: another process leaves the row alone until then
  claimed_until timestamptz,
  last_error text,
  receipt_number text,
  lottery_code text,
  issued_at timestamptz,
  created_at timestamptz not null
);
create index vat_receipts_due on vat_receipts (next_attempt_at) where state = 'pending';

-- What the sandbox e-receipt system issued (its side of the exchange): one receipt per order, so a
-- repeated call for the same order answers the receipt already issued, as PosAPI's bill id does.
create table sandbox_vat_receipts (
  order_number text primary key,
  receipt_number text not null unique,
  lottery_code text,
  kind text not null,
  register_number text,
  amount integer not null,
  vat integer not null,
  issued_at timestamptz not null
);
