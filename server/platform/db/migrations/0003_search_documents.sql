-- Product search documents: a projection of catalog + stock, read by the search service.
-- `doc` is the spec §3 "Product search document" as returned to clients; the other columns exist to
-- filter, sort and rank without unpacking it.
create table search_documents (
  id integer primary key,
  slug text not null unique,
  doc jsonb not null,
  name text not null,
  selling_price integer not null,
  total_on_hand integer not null,
  available_on timestamptz,
  has_image boolean not null,
  -- every ancestor permalink of the product's taxon, so a filter on any level is one array test
  taxon_permalinks text[] not null,
  brand_code text,
  sale_percent integer not null default 0,
  created_at timestamptz not null,
  -- weighted: A name/title, B brand, C keyword/sku/category, D description/properties; built with
  -- unaccent() at write time (unaccent is not immutable, so it cannot live in a generated column)
  search_vector tsvector not null,
  -- lower-cased, unaccented names for trigram typo tolerance and suggestions
  search_text text not null
);
create index search_documents_vector on search_documents using gin (search_vector);
create index search_documents_taxons on search_documents using gin (taxon_permalinks);
create index search_documents_trgm on search_documents using gin (search_text gin_trgm_ops);
create index search_documents_price on search_documents (selling_price);
create index search_documents_created on search_documents (created_at);
