-- Orders read model: the fold of each `order-<number>` stream through the order-lifecycle machine,
-- kept in the append's transaction and rebuildable from the log (server/commerce/orders/projection.ts).
create table orders (
  number text primary key,
  stream_id text not null unique,
  -- sha-256 of the guest's order token: the token is a bearer secret and is never stored
  token_hash text not null unique,
  user_id integer,
  -- cart | complete | merged | canceled | expired | returned; only 'cart' is a current order
  state text not null,
  status text not null,
  status_details jsonb not null default '[]'::jsonb,
  snapshot jsonb not null,
  line_items jsonb not null default '[]'::jsonb,
  -- money in whole tugrik (MNT)
  item_total integer not null,
  ship_total integer not null,
  tax_total integer not null,
  total integer not null,
  total_quantity integer not null,
  version integer not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  completed_at timestamptz
);
create index orders_user on orders (user_id, created_at desc) where user_id is not null;
-- A user has at most one current cart: a second concurrent "create" loses and is decided again.
create unique index orders_user_cart on orders (user_id) where state = 'cart' and user_id is not null;

-- First result of a mutation sent with an Idempotency-Key, replayed on a repeat.
create table order_idempotency (
  scope text not null,
  key text not null,
  status integer not null,
  body jsonb not null,
  created_at timestamptz not null default now(),
  primary key (scope, key)
);
