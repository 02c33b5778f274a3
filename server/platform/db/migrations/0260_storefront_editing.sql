-- The back office's brand and promotion editors (#18): who last changed one and when, for the staff
-- lists. The whole story (every change, with who made it) is in the events of `brand-<id>` and
-- `promotion-<id>`; these two columns only save the lists from reading the log.
alter table brands add column updated_at timestamptz;
alter table brands add column updated_by text;
alter table promotions add column updated_at timestamptz;
alter table promotions add column updated_by text;
-- Staff search brands and promotions by name: a trigram index keeps `ilike '%…%'` off a full scan.
create index brands_name_trgm on brands using gin (lower(name) gin_trgm_ops);
create index promotions_name_trgm on promotions using gin (lower(name) gin_trgm_ops);
