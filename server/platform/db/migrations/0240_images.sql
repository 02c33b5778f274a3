-- Uploaded images (#19, #17): one row per distinct upload (content-addressed by the sha256 of the
-- uploaded bytes) and its renditions, WebP and AVIF at a few widths, made at upload time
-- (server/platform/images/pipeline.ts). The upload itself is never kept: it may carry EXIF GPS.
create table images (
  hash text primary key,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  created_at timestamptz not null
);

create table image_renditions (
  hash text not null references images (hash) on delete cascade,
  width integer not null check (width > 0),
  height integer not null check (height > 0),
  format text not null check (format in ('webp', 'avif')),
  bytes bytea not null,
  primary key (hash, width, format)
);

-- A product's photos (read model of the `product-photos-<id>` streams), in the order staff set;
-- variant_id null is a view of the whole product, else of that variant (its colour).
create sequence product_photo_ids;
create table product_photos (
  id bigint primary key,
  product_id integer not null references products (id) on delete cascade,
  variant_id integer references variants (id) on delete cascade,
  image_hash text not null references images (hash),
  width integer not null,
  height integer not null,
  url text not null,
  position integer not null,
  created_at timestamptz not null,
  created_by text not null
);
create index product_photos_by_product on product_photos (product_id, position, id);

-- The generated art a product (and its variants) showed before its first photo, restored when the
-- last photo goes: products.image and variants.image carry the photo meanwhile, so every reader
-- (cards, search documents, cart lines, orders) shows it without knowing photos exist.
create table product_photo_art (
  product_id integer primary key references products (id) on delete cascade,
  image text,
  variant_images jsonb not null
);
