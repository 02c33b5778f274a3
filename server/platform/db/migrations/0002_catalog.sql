-- The catalog: edited by staff / the seed, not event-sourced. Names are Mongolian (the default
-- locale); `translations` holds the other locales: {"en": {"name": "…", "description": "…"}, …}.

create table taxons (
  id serial primary key,
  parent_id integer references taxons (id),
  -- full path without the /t/ prefix: 'ink-toner/ink-cartridges/hp'
  permalink text not null unique,
  name text not null,
  translations jsonb not null default '{}'::jsonb,
  depth integer not null,
  position integer not null default 0,
  icon text
);
create index taxons_parent on taxons (parent_id);

create table brands (
  id serial primary key,
  code text not null unique,
  name text not null,
  translations jsonb not null default '{}'::jsonb,
  logo text
);

create table stores (
  id serial primary key,
  code text not null unique,
  name text not null,
  logo text,
  vendor_id integer
);

create table badges (
  id serial primary key,
  code text not null unique,
  name text not null,
  translations jsonb not null default '{}'::jsonb,
  color text not null
);

create table option_types (
  id serial primary key,
  -- 'color', 'volume', 'size', 'clothing_size', 'shoe_size', 'pants_size', 'pack'
  name text not null unique,
  presentation text not null,
  translations jsonb not null default '{}'::jsonb
);

create table option_values (
  id serial primary key,
  option_type_id integer not null references option_types (id),
  name text not null,
  presentation text not null,
  translations jsonb not null default '{}'::jsonb,
  position integer not null default 0,
  unique (option_type_id, name)
);

create table products (
  id serial primary key,
  slug text not null unique,
  name text not null,
  description text not null default '',
  translations jsonb not null default '{}'::jsonb,
  taxon_id integer not null references taxons (id),
  brand_id integer references brands (id),
  store_id integer references stores (id),
  -- [{ "name": "Өнгө", "value": "Хар", "translations": {"en": {"name": "Colour", "value": "Black"}} }]
  properties jsonb not null default '[]'::jsonb,
  -- search keywords: { "id": 1, "name": "ink cartridge", "mn": "хорны хайрцаг" }
  keyword jsonb not null default '{}'::jsonb,
  suggestion text[] not null default '{}',
  badge_ids integer[] not null default '{}',
  series text,
  country_of_origin text,
  image text,
  available_on timestamptz,
  sale_percent integer not null default 0 check (sale_percent between 0 and 99),
  sale_start_at timestamptz,
  sale_expire_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index products_taxon on products (taxon_id);
create index products_brand on products (brand_id);

create table variants (
  id serial primary key,
  product_id integer not null references products (id),
  sku text not null unique,
  is_master boolean not null default false,
  -- money is whole tugrik (MNT), never a float
  price integer not null check (price >= 0),
  selling_price integer not null check (selling_price >= 0),
  option_value_ids integer[] not null default '{}',
  image text,
  position integer not null default 0
);
create index variants_product on variants (product_id);

create table store_locations (
  id serial primary key,
  code text not null unique,
  name text not null,
  translations jsonb not null default '{}'::jsonb,
  address text not null,
  phone text,
  hours text,
  latitude double precision,
  longitude double precision,
  pickup boolean not null default true
);

create table menus (
  id serial primary key,
  parent_id integer references menus (id),
  position integer not null default 0,
  title text not null,
  translations jsonb not null default '{}'::jsonb,
  link text not null
);

-- Projection of the stock streams ('stock-<variant id>'): on hand per variant. Rebuildable from events.
create table stock_levels (
  variant_id integer primary key,
  on_hand integer not null
);
