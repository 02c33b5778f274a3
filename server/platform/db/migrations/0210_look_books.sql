-- Look books (#17): a styled set of products in a photo layout. The log (`look-book-<id>` streams:
-- LookBookCreated, LookBookEdited, LookBookPublished, LookBookUnpublished, LookBookDeleted) is the
-- truth; this table is its projection, kept in the append's transaction and rebuildable.
create sequence look_book_ids;

create table look_books (
  id integer primary key,
  slug text not null unique,
  title text not null,
  -- sanitised like an article's body (server/commerce/content/sanitize.ts)
  intro_html text not null default '',
  cover_image text,
  translations jsonb not null default '{}'::jsonb,
  -- [{ "image": …, "caption": …, "translations": {…}, "spots": [{ "sku", "variant_id", "product_id", "x", "y" }] }]
  looks jsonb not null default '[]'::jsonb,
  published_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  updated_by text not null default 'staff',
  version integer not null
);
-- the shop's list: published ones, newest first
create index look_books_published on look_books (published_at desc, id desc) where published_at is not null;
