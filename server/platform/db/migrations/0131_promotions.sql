-- Promotions (#17, spec §7 GET /api/v2/promotions): a campaign with its products and its end date,
-- authored by staff. Not the coupons of server/commerce/promotions (codes a shopper applies).
create table promotions (
  id serial primary key,
  code text not null unique,
  name text not null,
  description text not null default '',
  -- {"en": {"name": "…", "description": "…"}, …}
  translations jsonb not null default '{}'::jsonb,
  starts_at timestamptz,
  ends_at timestamptz not null,
  -- the products in the order staff listed them
  product_ids integer[] not null default '{}',
  created_at timestamptz not null default now(),
  check (starts_at is null or starts_at < ends_at)
);
create index promotions_ends_at on promotions (ends_at);
