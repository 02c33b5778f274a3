-- Reviews, ratings and price opinions (#17): the read models of the `reviews-<productId>` streams
-- (one stream per product, so "one review per shopper per product" and the product's rating are
-- decided on one consistent state), plus the review photos' bytes.

create table product_reviews (
  id text primary key,
  product_id integer not null,
  user_id integer not null,
  author_name text not null,
  rating integer not null check (rating between 1 and 5),
  comment text not null,
  -- [{ "sha256": "…", "content_type": "image/png" }], in the order the shopper gave them
  images jsonb not null default '[]'::jsonb,
  verified boolean not null default false,
  hidden boolean not null default false,
  hidden_reason text,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (product_id, user_id)
);
create index product_reviews_list on product_reviews (product_id, created_at desc, id) where not hidden;

-- The rating projection: whole numbers only, so it equals its rebuild exactly (the average is derived).
create table product_ratings (
  product_id integer primary key,
  total_reviews integer not null,
  rating_sum integer not null
);

create table price_opinions (
  product_id integer not null,
  user_id integer not null,
  opinion text not null check (opinion in ('good', 'fair', 'high')),
  updated_at timestamptz not null,
  primary key (product_id, user_id)
);

-- Photo bytes, content-addressed: written in the same transaction as the review that names them, so a
-- refused review keeps none; not a projection (the log names them by hash, a rebuild keeps them).
create table review_images (
  sha256 text primary key,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp')),
  bytes bytea not null,
  created_at timestamptz not null
);

-- The rating reaches search: a column beside the document (the "rating" sort and minimum-rating
-- filter) and its narrow copy (the in-memory facet index reads it from there).
alter table search_documents add column average_rating real not null default 0;
alter table search_facet_rows add column average_rating real not null default 0;

create or replace function search_facet_rows_upsert() returns trigger
  language plpgsql
  as $$
begin
  insert into search_facet_combos (key, taxon_permalinks, brand_code, option_values)
  select distinct on (1) search_facet_key(taxon_permalinks, brand_code, option_values),
         taxon_permalinks, brand_code, option_values
    from changed_documents
  on conflict (key) do nothing;
  insert into search_facet_rows as f (id, selling_price, total_on_hand, available_on, has_image,
         sale_percent, sale_start_at, sale_expire_at, brand_code, store_code, series, taxon_permalinks,
         option_values, search_vector, combo, average_rating)
  select d.id, d.selling_price, d.total_on_hand, d.available_on, d.has_image, d.sale_percent,
         d.sale_start_at, d.sale_expire_at, d.brand_code, d.store_code, d.series, d.taxon_permalinks,
         d.option_values, d.search_vector, c.id, d.average_rating
    from changed_documents d
    join search_facet_combos c on c.key = search_facet_key(d.taxon_permalinks, d.brand_code, d.option_values)
  on conflict (id) do update set
    selling_price = excluded.selling_price, total_on_hand = excluded.total_on_hand,
    available_on = excluded.available_on, has_image = excluded.has_image,
    sale_percent = excluded.sale_percent, sale_start_at = excluded.sale_start_at,
    sale_expire_at = excluded.sale_expire_at, brand_code = excluded.brand_code,
    store_code = excluded.store_code, series = excluded.series,
    taxon_permalinks = excluded.taxon_permalinks, option_values = excluded.option_values,
    search_vector = excluded.search_vector, combo = excluded.combo,
    average_rating = excluded.average_rating;
  return null;
end
$$;
