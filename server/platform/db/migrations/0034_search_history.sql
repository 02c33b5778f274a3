-- Spec §3 User "search history": a logged-in shopper's searches, unique, newest first, 10 at most
-- (server/commerce/accounts/search-history.ts keeps the limit). `key` is the text folded as the browser's own
-- list folds it (trimmed, lower case), so `HP` and `hp ` are one entry, shown as last typed.
create table search_history (
  user_id integer not null references users (id) on delete cascade,
  key text not null,
  text text not null,
  -- newest = highest; a sequence, not a timestamp, so two searches in one clock tick still order
  position bigserial not null,
  primary key (user_id, key)
);
create index search_history_newest on search_history (user_id, position desc);
