-- Only pg_trgm and unaccent: cube/earthdistance beside pg_trgm breaks trigram operators in PGlite.
create extension if not exists pg_trgm;
create extension if not exists unaccent;

-- The append-only log. Every change to an order, a wallet, stock or coupon use is one row here.
create table events (
  global_position bigserial primary key,
  stream_id text not null,
  stream_version integer not null check (stream_version >= 1),
  type text not null,
  data jsonb not null,
  metadata jsonb not null default '{}'::jsonb,
  recorded_at timestamptz not null default now(),
  unique (stream_id, stream_version)
);

-- Small keyed facts the app keeps about itself (seed marker, site translation, …).
create table app_meta (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
