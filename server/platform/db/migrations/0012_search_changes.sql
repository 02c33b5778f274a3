-- Search answers are cached per process (server/search/result-cache.ts) and must be dropped when the
-- documents change: every statement that changes them tells listeners, on commit only (NOTIFY is
-- transactional and sent once per transaction however many statements notify).
create or replace function notify_search_documents_changed() returns trigger
  language plpgsql
  as $$
begin
  perform pg_notify('search_documents_changed', '');
  return null;
end
$$;

create trigger search_documents_changed
  after insert or update or delete or truncate on search_documents
  for each statement execute function notify_search_documents_changed();
