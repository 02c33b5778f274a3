-- Package products (#16): a package is a variant sold at its own price whose contents are other
-- variants with quantities. It keeps no stock of its own: selling one reserves every part.
create table package_parts (
  package_variant_id integer not null references variants (id) on delete cascade,
  part_variant_id integer not null references variants (id),
  quantity integer not null check (quantity > 0),
  position integer not null default 0,
  primary key (package_variant_id, part_variant_id),
  check (package_variant_id <> part_variant_id)
);
create index package_parts_part on package_parts (part_variant_id);

-- On hand per variant as the shop sells it: stock_levels for an ordinary variant; for a package the
-- minimum over its parts of floor(part on hand / part quantity). Computed on read rather than stored:
-- a stored package count would have to be locked and updated by every order for one of its parts, so
-- a package order and a part order would block each other on two rows instead of one.
create view variant_stock as
select v.id as variant_id,
       coalesce(
         (select min(greatest(coalesce(ps.on_hand, 0), 0) / pp.quantity)
            from package_parts pp left join stock_levels ps on ps.variant_id = pp.part_variant_id
           where pp.package_variant_id = v.id),
         s.on_hand, 0)::int as on_hand
  from variants v left join stock_levels s on s.variant_id = v.id;
