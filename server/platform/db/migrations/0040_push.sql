-- Web Push (spec §4): a browser's push subscription, linked to the shopper it belongs to, so an
-- order's status change reaches the shopper's devices (server/commerce/push/).
create table push_devices (
  -- The device's id from the client (the spec's `playerId`); one row per browser.
  player_id text primary key,
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  user_id integer,
  -- sha-256 of the guest's order token, as in orders.token_hash; never the token itself
  order_token_hash text,
  locale text not null default 'mn',
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index push_devices_user on push_devices (user_id) where user_id is not null;
create index push_devices_token on push_devices (order_token_hash) where order_token_hash is not null;

-- How far the push sender has read the event log (a catch-up subscription, one row per name).
create table push_checkpoints (
  name text primary key,
  global_position bigint not null
);
