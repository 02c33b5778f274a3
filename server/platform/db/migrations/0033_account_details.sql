-- Organization details of a business buyer (spec §3), one row per account. A checkout reads them
-- (server/commerce/accounts/organization.ts organizationOf) to choose the VAT receipt kind.
create table organizations (
  user_id integer primary key references users (id) on delete cascade,
  name text not null,
  -- Mongolian organization register number: 7 digits.
  register_number text not null check (register_number ~ '^[0-9]{7}$'),
  worker_count integer check (worker_count >= 0),
  direction text,
  address text,
  phone text,
  updated_at timestamptz not null
);

-- The avatar image itself (a few hundred kB at most), kept in the database so every process sharing
-- it serves the same picture. `sha256` names the version in its URL, so browsers cache it forever.
create table avatars (
  user_id integer primary key references users (id) on delete cascade,
  sha256 text not null,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null,
  updated_at timestamptz not null
);

-- Phone change (profile): a code to the new number, bound to the account that asked for it.
alter table login_challenges drop constraint login_challenges_purpose_check;
alter table login_challenges add constraint login_challenges_purpose_check
  check (purpose in ('login', 'reset', 'phone'));
alter table login_challenges add column user_id integer references users (id) on delete cascade;

-- When old rows were last pruned (server/commerce/accounts/pruning.ts): one row, shared by every process.
create table maintenance_runs (
  task text primary key,
  ran_at timestamptz not null
);
create index rate_limits_window on rate_limits (window_start);
create index login_challenges_expiry on login_challenges (expires_at);
create index sessions_expiry on sessions (expires_at);
