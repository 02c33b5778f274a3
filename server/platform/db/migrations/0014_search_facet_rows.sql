-- Search speed (issue #3): the facet counts read every document the text matches (a common word
-- matches most of the catalog). A search_documents row is ~2.6 kB (the `doc` body, the weighted
-- tsvector, the trigram text), so that read was the whole table. This table holds only what the facet
-- pass filters and groups on, with the same column names, and the tsvector stripped of positions and
-- weights (matching needs neither; ranking stays on search_documents): ~3× fewer pages to read.
--
-- The facet dimensions of a document (taxon path, brand, option values) also get a number: a catalog
-- has few distinct combinations (127 in the 100k seed), so the facet pass groups the matched rows by
-- that small int first and unnests arrays for the few groups only, not for every row (hashing 58k
-- text arrays cost ~90 ms). Combinations are only added: a stale one is never grouped on.
create table search_facet_combos (
  id integer generated always as identity primary key,
  -- search_facet_key(): a product with many variants has long arrays, past what a btree key may hold
  key text not null unique,
  taxon_permalinks text[] not null,
  brand_code text,
  option_values text[] not null
);

-- record output quotes every field, so two different combinations never print the same
create or replace function search_facet_key(text[], text, text[]) returns text
  language sql stable parallel safe
  as $$ select md5(row($1, $2, $3)::text) $$;

create table search_facet_rows (
  id integer primary key,
  selling_price integer not null,
  total_on_hand integer not null,
  available_on timestamptz,
  has_image boolean not null,
  sale_percent integer not null,
  sale_start_at timestamptz,
  sale_expire_at timestamptz,
  brand_code text,
  store_code text,
  series text,
  taxon_permalinks text[] not null,
  option_values text[] not null,
  search_vector tsvector not null,
  combo integer not null references search_facet_combos (id)
);
create index search_facet_rows_vector on search_facet_rows using gin (search_vector);

-- Kept in step by triggers, so every writer of search_documents (projection, rebuild, stock updates)
-- changes both in one transaction. Per statement with transition tables: a 100k rebuild runs three
-- set-based statements, not 100k trigger calls. (A trigger with transition tables takes one event.)
create or replace function search_facet_rows_upsert() returns trigger
  language plpgsql
  as $$
begin
  insert into search_facet_combos (key, taxon_permalinks, brand_code, option_values)
  select distinct on (1) search_facet_key(taxon_permalinks, brand_code, option_values),
         taxon_permalinks, brand_code, option_values
    from changed_documents
  on conflict (key) do nothing;
  insert into search_facet_rows as f
  select d.id, d.selling_price, d.total_on_hand, d.available_on, d.has_image, d.sale_percent,
         d.sale_start_at, d.sale_expire_at, d.brand_code, d.store_code, d.series, d.taxon_permalinks,
         d.option_values, strip(d.search_vector), c.id
    from changed_documents d
    join search_facet_combos c on c.key = search_facet_key(d.taxon_permalinks, d.brand_code, d.option_values)
  on conflict (id) do update set
    selling_price = excluded.selling_price, total_on_hand = excluded.total_on_hand,
    available_on = excluded.available_on, has_image = excluded.has_image,
    sale_percent = excluded.sale_percent, sale_start_at = excluded.sale_start_at,
    sale_expire_at = excluded.sale_expire_at, brand_code = excluded.brand_code,
    store_code = excluded.store_code, series = excluded.series,
    taxon_permalinks = excluded.taxon_permalinks, option_values = excluded.option_values,
    search_vector = excluded.search_vector, combo = excluded.combo;
  return null;
end
$$;

create or replace function search_facet_rows_delete() returns trigger
  language plpgsql
  as $$
begin
  delete from search_facet_rows f using removed_documents r where f.id = r.id;
  return null;
end
$$;

create or replace function search_facet_rows_truncate() returns trigger
  language plpgsql
  as $$
begin
  truncate search_facet_rows;
  return null;
end
$$;

create trigger search_facet_rows_inserted
  after insert on search_documents referencing new table as changed_documents
  for each statement execute function search_facet_rows_upsert();
create trigger search_facet_rows_updated
  after update on search_documents referencing new table as changed_documents
  for each statement execute function search_facet_rows_upsert();
create trigger search_facet_rows_deleted
  after delete on search_documents referencing old table as removed_documents
  for each statement execute function search_facet_rows_delete();
create trigger search_facet_rows_truncated
  after truncate on search_documents
  for each statement execute function search_facet_rows_truncate();

-- the documents already built: the same two statements as the trigger, over the whole table
insert into search_facet_combos (key, taxon_permalinks, brand_code, option_values)
select distinct on (1) search_facet_key(taxon_permalinks, brand_code, option_values),
       taxon_permalinks, brand_code, option_values
  from search_documents;
insert into search_facet_rows
select d.id, d.selling_price, d.total_on_hand, d.available_on, d.has_image, d.sale_percent,
       d.sale_start_at, d.sale_expire_at, d.brand_code, d.store_code, d.series, d.taxon_permalinks,
       d.option_values, strip(d.search_vector), c.id
  from search_documents d
  join search_facet_combos c on c.key = search_facet_key(d.taxon_permalinks, d.brand_code, d.option_values);
