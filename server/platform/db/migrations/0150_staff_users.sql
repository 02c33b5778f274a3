-- Staff accounts (#18): real users with roles instead of one shared STAFF_TOKEN. They log in with a
-- password and then a one-time code e-mailed to them (login_challenges, purpose 'staff').
create table staff_users (
  id serial primary key,
  email text not null unique check (email = lower(email)),
  name text not null,
  -- scrypt$N$r$p$salt$hash (server/commerce/accounts/passwords.ts)
  password_hash text not null,
  -- fulfilment, e_tickets, coupons, content, roulette, website_admin
  roles text[] not null,
  created_at timestamptz not null,
  disabled_at timestamptz
);

-- Like the shoppers' sessions: only the SHA-256 of the opaque token is kept.
create table staff_sessions (
  token_hash text primary key,
  staff_user_id integer not null references staff_users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index staff_sessions_user on staff_sessions (staff_user_id);

alter table login_challenges drop constraint login_challenges_purpose_check;
alter table login_challenges add constraint login_challenges_purpose_check
  check (purpose in ('login', 'reset', 'phone', 'staff'));
