-- Licenses (#16, spec §7 GET /api/v2/orders/licenses): a digital product (a printer driver, office
-- software) is sold as license keys. Paying the order issues one key per unit, each a `LicenseIssued`
-- event on the order's own license stream `license-<number>`; `licenses` is its read model,
-- rebuildable from the log.
create table digital_products (
  product_id integer primary key references products (id) on delete cascade,
  -- what the key unlocks, shown beside it
  kind text not null check (kind in ('driver', 'software'))
);

create table licenses (
  license_key text primary key,
  order_number text not null,
  user_id integer,
  product_id integer not null,
  variant_id integer not null,
  kind text not null,
  issued_at timestamptz not null
);
create index licenses_order on licenses (order_number);
create index licenses_user on licenses (user_id, issued_at desc) where user_id is not null;
