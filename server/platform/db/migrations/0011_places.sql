-- Places the search service answers about besides products (issue #3): zip areas found by geo point
-- and airports found by text. Both are reference data shipped in server/search/places/*.data.ts and
-- written here by the service when it starts (places/sync.ts), so a data fix needs no migration.

-- Built-in geometric types only (PGlite has neither PostGIS nor cube/earthdistance): x = longitude,
-- y = latitude. 31 rows: a sequential `@>` test is cheaper than any index.
create table zip_areas (
  id integer primary key,
  zipcode text not null,
  name text not null,
  translations jsonb not null default '{}',
  cat text not null check (cat in ('capital', 'aimag', 'district')),
  parent_zipcode text,
  -- where areas overlap the lowest wins: a district before the capital or aimag around it
  precedence smallint not null,
  area polygon not null
);

create table airports (
  iata text primary key,
  -- spec §3 Airport as returned: iata, icao, name, city, state, country, cc
  doc jsonb not null,
  -- codes, names and Cyrillic spellings, folded like the product documents' search_vector
  search_vector tsvector not null
);
create index airports_vector on airports using gin (search_vector);
