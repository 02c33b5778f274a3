-- Hotel rooms (#18, spec §2 "Hotel rooms and amenities", §7 /horeca): the vodka brand's lodge. Each
-- room is sold through a product variant the normal cart, checkout and sandbox payment take; the
-- variant's product is `available_on` far in the future, so search hides it and the generic
-- add-to-cart refuses it: a room enters a cart only as a booking (server/commerce/horeca/bookings.ts).
create table hotels (
  id text primary key check (id ~ '^[a-z0-9-]{1,60}$'),
  -- { "mn": "…", "en": "…" } for name, description, address
  name jsonb not null,
  description jsonb not null,
  address jsonb not null,
  phone text not null,
  check_in_time text not null,
  check_out_time text not null,
  -- taxes on the room price, in whole per cent (VAT 10 %, city tax 1 %)
  vat_percent integer not null check (vat_percent between 0 and 100),
  city_tax_percent integer not null check (city_tax_percent between 0 and 100),
  photos text[] not null default '{}'
);

create table hotel_amenities (
  id text primary key check (id ~ '^[a-z0-9-]{1,60}$'),
  name jsonb not null,
  -- a lucide icon name
  icon text not null,
  position integer not null default 0
);

create table hotel_rooms (
  id serial primary key,
  hotel_id text not null references hotels (id),
  slug text not null unique check (slug ~ '^[a-z0-9][a-z0-9-]*$'),
  name jsonb not null,
  description jsonb not null,
  capacity integer not null check (capacity between 1 and 20),
  beds jsonb not null,
  size_m2 integer not null check (size_m2 > 0),
  -- tugrik per night, taxes excluded
  weekday_rate integer not null check (weekday_rate > 0),
  -- Friday and Saturday nights
  weekend_rate integer not null check (weekend_rate > 0),
  amenity_ids text[] not null default '{}',
  photos text[] not null default '{}',
  variant_id integer not null unique references variants (id),
  position integer not null default 0
);

-- A season overrides both rates of a room class by a percentage for the nights it covers
-- (`last_night` included). Seasons of one hotel never overlap: the first one found applies.
create table hotel_seasons (
  id serial primary key,
  hotel_id text not null references hotels (id),
  name jsonb not null,
  first_night date not null,
  last_night date not null check (last_night >= first_night),
  rate_percent integer not null check (rate_percent between 10 and 500)
);

-- The read model of the `room-booking-<id>` streams (rebuildable from the log).
create table room_bookings (
  id text primary key,
  room_id integer not null references hotel_rooms (id),
  check_in date not null,
  check_out date not null check (check_out > check_in),
  guests integer not null,
  order_number text not null,
  line_item_id integer not null,
  user_id integer,
  total integer not null,
  -- held (in a cart) → ordered (checked out) → confirmed (paid); or released (nights free again)
  status text not null check (status in ('held', 'ordered', 'confirmed', 'released')),
  held_until timestamptz,
  created_at timestamptz not null
);
create index room_bookings_order on room_bookings (order_number);
create index room_bookings_room on room_bookings (room_id, check_in);

-- One row per booked night: the primary key is what makes a double booking impossible, on PGlite
-- and PostgreSQL alike (no btree_gist needed). A second transaction inserting the same night waits
-- for the first and then fails with a unique violation, answered ROOM_NOT_AVAILABLE.
create table room_nights (
  room_id integer not null references hotel_rooms (id),
  night date not null,
  booking_id text not null references room_bookings (id),
  primary key (room_id, night)
);
create index room_nights_booking on room_nights (booking_id);

-- Stock by branch (spec §7 /products/0/variants/{id}/stock_items): what each branch's shelf holds
-- for pickup, apart from the online warehouse count in stock_levels.
create table branch_stock (
  variant_id integer not null references variants (id) on delete cascade,
  store_location_id integer not null references store_locations (id) on delete cascade,
  count_on_hand integer not null check (count_on_hand >= 0),
  primary key (variant_id, store_location_id)
);

-- Nutrition and alcohol facts (spec §7 /products/{id}/nutrition), per 100 ml, for the vodka line.
create table product_nutrition (
  product_id integer primary key references products (id) on delete cascade,
  abv_percent numeric(4, 1) not null check (abv_percent between 0 and 100),
  energy_kcal integer not null check (energy_kcal >= 0),
  carbohydrates_g numeric(5, 1) not null,
  sugars_g numeric(5, 1) not null,
  fat_g numeric(5, 1) not null,
  protein_g numeric(5, 1) not null,
  sodium_mg integer not null,
  -- standard drinks (10 g of pure alcohol) per 100 ml
  standard_drinks numeric(4, 2) not null,
  serving_ml integer not null check (serving_ml > 0),
  allergens jsonb not null default '{}'::jsonb
);

-- Printer-compatibility builds (spec §7 POST /compatibility_build/add): a shopper's saved printers.
create table compatibility_builds (
  id serial primary key,
  user_id integer not null references users (id) on delete cascade,
  printer_model text not null check (length(printer_model) between 2 and 80),
  created_at timestamptz not null,
  unique (user_id, printer_model)
);
