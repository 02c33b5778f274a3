-- Shoppers' accounts. A phone or an e-mail (or both) identifies one; both are stored normalised
-- (phone: 8 digits, e-mail: lower case) so uniqueness holds whatever the shopper typed.
create table users (
  id serial primary key,
  phone text unique,
  email text unique,
  -- scrypt, self-describing (`scrypt$N$r$p$salt$hash`); null until the shopper sets a password.
  password_hash text,
  first_name text,
  last_name text,
  gender text check (gender in ('male', 'female')),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (phone is not null or email is not null)
);

-- One-time code challenges (ASVS 6.6): the code is stored only as a keyed hash; a challenge is
-- bound to one identifier and one purpose, lives 10 minutes, is used once and locks after 5 misses.
create table login_challenges (
  id text primary key,
  identifier text not null,
  channel text not null check (channel in ('sms', 'email')),
  purpose text not null check (purpose in ('login', 'reset')),
  code_hash text not null,
  expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  sends integer not null default 1,
  last_sent_at timestamptz not null,
  verified_at timestamptz,
  -- After a correct code: the keyed hash of the one-time ticket that lets the shopper set a password.
  ticket_hash text unique,
  ticket_used_at timestamptz,
  created_at timestamptz not null
);
create index login_challenges_identifier on login_challenges (identifier, created_at);

-- Sessions: only the SHA-256 of the opaque token is kept, so a database leak yields no usable cookie.
create table sessions (
  token_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);

-- Fixed-window counters shared by every process on the database (per identifier, per IP).
create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (key, window_start)
);

-- Messages to shoppers (codes by SMS or e-mail). Written in the same transaction as the challenge,
-- then handed to the channel's adapter; the development adapter only keeps them for /dev/outbox.
create table outbox (
  id bigserial primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  subject text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed', 'kept')),
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null,
  sent_at timestamptz
);
create index outbox_recipient on outbox (recipient, id desc);
