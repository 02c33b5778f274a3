-- Search quality (issue #3): columns to filter and facet on without unpacking `doc`, and one folding
-- function shared by the index build and the query side.

-- Mongolian Cyrillic folded to the letters a Latin keyboard can reach (ө→о, ү→у, э→е, й/ы→и, signs
-- dropped), so `devter`, `дэвтэр` and `девтер` meet on one form. Used on both sides of every match.
create or replace function search_fold(text) returns text
  language sql immutable parallel safe
  as $$ select translate(lower($1), 'өүэёйыъь', 'оуееии') $$;

alter table search_documents
  add column store_code text,
  add column series text,
  -- 'type:name' of every variant's option values: 'color:black', 'clothing_size:m'
  add column option_values text[] not null default '{}',
  -- lower-cased SKUs of every variant, for "exact SKU first"
  add column skus text[] not null default '{}',
  add column sale_start_at timestamptz,
  add column sale_expire_at timestamptz;

create index search_documents_brand on search_documents (brand_code);
create index search_documents_store on search_documents (store_code);
create index search_documents_series on search_documents (series);
create index search_documents_options on search_documents using gin (option_values);
create index search_documents_skus on search_documents using gin (skus);

-- The documents are a projection in the old shape: drop them; the search service rebuilds them from
-- the catalog when it starts and finds products without documents (server/search/service.ts).
delete from search_documents;
