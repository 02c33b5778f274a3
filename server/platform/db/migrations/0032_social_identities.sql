-- Social login: one row per (provider, subject) the shop has seen; the subject is the provider's
-- stable user id ("sub"), never the e-mail, which can change or be reassigned.
create table social_identities (
  provider text not null check (provider in ('google', 'facebook')),
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null,
  primary key (provider, subject)
);
create index social_identities_user on social_identities (user_id);
