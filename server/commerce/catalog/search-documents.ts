import type { Database, Sql } from '../../platform/db/index.ts';
import type { Projection } from '../../platform/events/index.ts';
import { stockDeltas, stockEventTypes } from './stock-events.ts';

/**
 * Text for a tsvector: unaccented and folded (search_fold: ө→о, ү→у, э→е… so a Latin query
 * transliterated to Cyrillic meets it), every run of other characters a space. The search side splits a
 * query into letters and digits the same way (`PG-445` → `pg:* & 445:*`), while PostgreSQL's parser
 * alone would index `-445` and `0.5` as numbers no such query matches. Ranges rather than
 * [:alnum:]: a server with the C locale would not count Cyrillic as letters.
 */
const words = (text: string) =>
  `regexp_replace(search_fold(unaccent(${text})), '[^0-9A-Za-zÀ-ɏЀ-ӿ]+', ' ', 'g')`;
const weighted = (weight: 'A' | 'B' | 'C' | 'D', ...parts: string[]) =>
  `setweight(to_tsvector('simple', ${words(`concat_ws(' ', ${parts.join(', ')})`)}), '${weight}')`;

/**
 * A: every locale's name (a shopper typing English or Russian finds it too); B: brand; C: keyword,
 * SKUs, category names; D: descriptions and property values.
 */
const SEARCH_VECTOR = [
  weighted('A', 'p.name', 'names.text'),
  weighted('B', 'b.name', "b.translations->'en'->>'name'"),
  weighted('C', "p.keyword->>'name'", "p.keyword->>'mn'", 'vd.skus', 'pa.names'),
  weighted('D', 'p.description', "p.translations->'en'->>'description'", 'pr.text'),
].join('\n    || ');

/** ISO-8601 in UTC with a `Z`, as JavaScript's toISOString writes it, whatever the session time zone. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The product's average from the reviews projection (#17), one decimal as the stars show it. */
const RATING = `coalesce(round(pr_r.rating_sum::numeric / nullif(pr_r.total_reviews, 0), 1)::real, 0)`;

/**
 * Builds the spec §3 search document of every product in `$1` (null = all) from the catalog tables
 * and stock_levels, and upserts it: one statement, so 20 000 products cost one round trip rather
 * than 20 000. Documents of products that no longer exist are deleted in the same statement.
 */
const REFRESH = `
with recursive target as (
  select p.* from products p where $1::int[] is null or p.id = any($1::int[])
),
gone as (
  delete from search_documents d
   where ($1::int[] is null or d.id = any($1::int[]))
     and not exists (select 1 from products p where p.id = d.id)
),
ancestry as (
  select t.id as taxon_id, t.id, t.parent_id, t.permalink, t.name, t.translations, t.depth
    from taxons t where t.id in (select taxon_id from target)
  union all
  select a.taxon_id, t.id, t.parent_id, t.permalink, t.name, t.translations, t.depth
    from ancestry a join taxons t on t.id = a.parent_id
),
paths as (
  select taxon_id,
         array_agg(permalink order by depth) as permalinks,
         string_agg(name || ' ' || coalesce(translations->'en'->>'name', ''), ' ' order by depth) as names,
         jsonb_object_agg('l' || depth, name) filter (where depth <= 4) as levels
    from ancestry group by taxon_id
),
variant_docs as (
  select v.product_id,
         jsonb_agg(jsonb_build_object(
           'id', v.id, 'image', v.image, 'price', v.price, 'selling_price', v.selling_price,
           'option_values', coalesce(o.list, '[]'::jsonb)
         ) order by v.is_master desc, v.position, v.id) as variants,
         string_agg(v.sku, ' ' order by v.is_master desc, v.position, v.id) as skus,
         array_agg(lower(v.sku) order by v.is_master desc, v.position, v.id) as sku_list,
         coalesce(sum(s.on_hand), 0)::int as on_hand
    from variants v
    left join variant_stock s on s.variant_id = v.id
    left join lateral (
      select jsonb_agg(jsonb_build_object('type', ot.name, 'name', ov.name, 'presentation', ov.presentation)
                       order by u.ord) as list
        from unnest(v.option_value_ids) with ordinality as u(id, ord)
        join option_values ov on ov.id = u.id
        join option_types ot on ot.id = ov.option_type_id
    ) o on true
   where v.product_id in (select id from target)
   group by v.product_id
),
option_keys as (
  select v.product_id, array_agg(distinct ot.name || ':' || ov.name) as keys
    from variants v
    cross join unnest(v.option_value_ids) as u(id)
    join option_values ov on ov.id = u.id
    join option_types ot on ot.id = ov.option_type_id
   where v.product_id in (select id from target)
   group by v.product_id
),
masters as (
  select distinct on (product_id) product_id, id, sku, price, selling_price
    from variants where product_id in (select id from target) and is_master
   order by product_id, id
),
props as (
  select p.id,
         jsonb_object_agg(x.e->>'name', x.e->>'value') as property,
         jsonb_agg(jsonb_build_object('name', x.e->>'name', 'value', x.e->>'value') order by x.ord) as list,
         string_agg(concat_ws(' ', x.e->>'value', x.e->'translations'->'en'->>'value'), ' ' order by x.ord)
           as text
    from target p, jsonb_array_elements(p.properties) with ordinality as x(e, ord)
   group by p.id
)
insert into search_documents as d (id, slug, doc, name, selling_price, total_on_hand, available_on, has_image,
  taxon_permalinks, brand_code, sale_percent, created_at, search_vector, search_text,
  store_code, series, option_values, skus, sale_start_at, sale_expire_at, average_rating)
select p.id, p.slug,
  jsonb_build_object(
    'id', p.id, 'slug', p.slug, 'name', p.name, 'title', p.name, 'image', p.image, 'images', images.list,
    'sku', m.sku, 'price', m.price, 'selling_price', m.selling_price, 'vid', m.id,
    'sale_percent', p.sale_percent, 'sale_start_at', ${iso('p.sale_start_at')},
    'sale_expire_at', ${iso('p.sale_expire_at')}, 'created_at', ${iso('p.created_at')},
    'updated_at', ${iso('p.updated_at')}, 'available_on', ${iso('p.available_on')},
    'total_on_hand', vd.on_hand, 'variants', vd.variants,
    'property', coalesce(pr.property, '{}'::jsonb), 'property_list', coalesce(pr.list, '[]'::jsonb),
    'product_cat', t.name, 'taxonomy', jsonb_build_object('id', t.id, 'permalink', t.permalink),
    'badges', to_jsonb(p.badge_ids), 'translated', p.translations, 'average_rating', ${RATING},
    'total_reviews', coalesce(pr_r.total_reviews, 0),
    'keyword', p.keyword, 'custom_suggestion', to_jsonb(p.suggestion),
    'brand', case when b.id is null then 'null'::jsonb
      else jsonb_build_object('code', b.code, 'name', b.name) end,
    'store', case when s.id is null then 'null'::jsonb else jsonb_build_object(
      'name', s.name, 'logo', s.logo, 'code', s.code, 'vendor_id', s.vendor_id) end
  ) || coalesce(pa.levels, '{}'::jsonb),
  p.name, m.selling_price, vd.on_hand, p.available_on, p.image is not null,
  pa.permalinks, b.code, p.sale_percent, p.created_at,
  ${SEARCH_VECTOR},
  trim(${words("concat_ws(' ', p.name, p.translations->'en'->>'name', b.name)")}),
  s.code, p.series, coalesce(ok.keys, '{}'), vd.sku_list, p.sale_start_at, p.sale_expire_at, ${RATING}
from target p
join taxons t on t.id = p.taxon_id
join paths pa on pa.taxon_id = p.taxon_id
join masters m on m.product_id = p.id
join variant_docs vd on vd.product_id = p.id
left join props pr on pr.id = p.id
left join option_keys ok on ok.product_id = p.id
left join brands b on b.id = p.brand_id
left join stores s on s.id = p.store_id
left join product_ratings pr_r on pr_r.product_id = p.id
cross join lateral (
  select string_agg(value->>'name', ' ' order by key) as text from jsonb_each(p.translations)
   where jsonb_typeof(value) = 'object'
) names
cross join lateral (
  select case when p.image is null then '[]'::jsonb else jsonb_build_array(p.image) || coalesce((
    select jsonb_agg(image order by first) from (
      select v.image, min(v.position * 1000000 + v.id) as first from variants v
       where v.product_id = p.id and v.image is not null and v.image <> p.image group by v.image
    ) extra), '[]'::jsonb) end as list
) images
on conflict (id) do update set
  slug = excluded.slug, doc = excluded.doc, name = excluded.name, selling_price = excluded.selling_price,
  total_on_hand = excluded.total_on_hand, available_on = excluded.available_on,
  has_image = excluded.has_image, taxon_permalinks = excluded.taxon_permalinks,
  brand_code = excluded.brand_code, sale_percent = excluded.sale_percent, created_at = excluded.created_at,
  search_vector = excluded.search_vector, search_text = excluded.search_text,
  store_code = excluded.store_code, series = excluded.series, option_values = excluded.option_values,
  skus = excluded.skus, sale_start_at = excluded.sale_start_at, sale_expire_at = excluded.sale_expire_at,
  average_rating = excluded.average_rating
where (d.slug, d.doc, d.name, d.selling_price, d.total_on_hand, d.available_on, d.has_image,
       d.taxon_permalinks, d.brand_code, d.sale_percent, d.created_at, d.search_vector, d.search_text,
       d.store_code, d.series, d.option_values, d.skus, d.sale_start_at, d.sale_expire_at, d.average_rating)
  is distinct from
      (excluded.slug, excluded.doc, excluded.name, excluded.selling_price, excluded.total_on_hand,
       excluded.available_on, excluded.has_image, excluded.taxon_permalinks, excluded.brand_code,
       excluded.sale_percent, excluded.created_at, excluded.search_vector, excluded.search_text,
       excluded.store_code, excluded.series, excluded.option_values, excluded.skus, excluded.sale_start_at,
       excluded.sale_expire_at, excluded.average_rating)`;

/**
 * (Re)builds the search documents of the given products ('all' = the whole catalog) in one
 * statement. A document is written only when it differs from the stored one: an unchanged document
 * rewritten is a dead row version (a full rebuild of an unchanged 100k catalog doubled the table,
 * 357 → 691 MB, until VACUUM FULL) and a wasted update of its facet copy. Returns how many
 * documents were written.
 */
export async function refreshSearchDocuments(
  sql: Sql,
  productIds: readonly number[] | 'all',
): Promise<number> {
  if (productIds !== 'all' && productIds.length === 0) return 0;
  const result = await sql.query(REFRESH, [productIds === 'all' ? null : productIds]);
  return result.rowCount;
}

/**
 * Search documents are commerce's projection of the catalog: when a migration changed their shape it
 * empties them (0010), and commerce builds them again from the catalog as it starts, before the search
 * service (which only reads them) answers.
 */
export async function buildMissingSearchDocuments(db: Database): Promise<void> {
  const { rows } = await db.query<{ missing: boolean }>(
    `select exists (select 1 from products) and not exists (select 1 from search_documents) as missing`,
  );
  if (rows[0]?.missing) await rebuildSearchDocuments(db);
}

/**
 * Builds every document again from the catalog, in one transaction, and returns how many there are.
 * Not delete-and-insert: only documents that differ are written and those of gone products deleted
 * (refreshSearchDocuments), so a rebuild leaves no dead rows behind, and readers keep reading the
 * old documents until it commits, with no lock held against them.
 */
export async function rebuildSearchDocuments(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await refreshSearchDocuments(tx, 'all');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from search_documents');
    return rows[0]?.n ?? 0;
  });
}

/**
 * Sum of on hand over all variants of every product that owns one of `$1`'s variants, or a package
 * made of one of them: a package's stock is its parts' (variant_stock), so selling a loose part can
 * make the package unavailable and must re-sync its document too.
 */
const SYNC_ON_HAND = `
with touched as (
  select id from variants where id = any($1::int[])
  union
  select package_variant_id from package_parts where part_variant_id = any($1::int[])
),
totals as (
  select v.product_id, coalesce(sum(s.on_hand), 0)::int as on_hand
    from variants v left join variant_stock s on s.variant_id = v.id
   where v.product_id in (select product_id from variants where id in (select id from touched))
   group by v.product_id
)
update search_documents d
   set total_on_hand = t.on_hand, doc = jsonb_set(d.doc, '{total_on_hand}', to_jsonb(t.on_hand))
  from totals t
 where d.id = t.product_id and d.total_on_hand is distinct from t.on_hand`;

/**
 * Keeps `total_on_hand` (column and document) of the touched products in step with stock_levels.
 * It reads stock_levels, so it must come after stockLevelsProjection in the projection list.
 */
export const searchDocumentsProjection: Projection = {
  name: 'search_documents',
  handles: stockEventTypes,
  async apply(tx, events) {
    const variantIds = [...stockDeltas(events).keys()];
    if (variantIds.length > 0) await tx.query(SYNC_ON_HAND, [variantIds]);
  },
  // Documents are mostly catalog, not events: replaying the stock log alone cannot recreate them, so a
  // rebuild starts from a fresh build of every document (writing only those that differ); the
  // replayed events then re-sync stock, which writes nothing where the build already agrees.
  async reset(tx) {
    await refreshSearchDocuments(tx, 'all');
  },
};
