-- Profile e-mail (spec: not confirmed → waiting to confirm → confirmed through a link). The login
-- e-mail (`email`) changes only when the link is followed; until then the new one waits here.
alter table users add column email_confirmed boolean not null default false;
alter table users add column pending_email text;
-- SHA-256 of the confirmation link's token; the link lives 24 hours.
alter table users add column email_token_hash text unique;
alter table users add column email_token_expires_at timestamptz;
-- An account made by an e-mail code has proved that address already.
update users set email_confirmed = true where email is not null;
