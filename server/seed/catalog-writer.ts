import { STOCK_ADJUSTED, STOCK_RECEIVED, stockStreamId } from '../commerce/catalog/stock-events.ts';
import type { Sql } from '../platform/db/index.ts';
import type { EventStore, NewEvent, StreamAppend } from '../platform/events/index.ts';
import type { ProductRow } from './plan.ts';

/** Ids of what `writeProducts` wrote, in the order of the planned rows. */
export interface WrittenProducts {
  productIds: number[];
  variantIds: number[];
}

const INSERT_PRODUCTS = `
insert into products (slug, name, description, translations, taxon_id, brand_id, store_id, properties,
  keyword, suggestion, badge_ids, series, country_of_origin, image, available_on, sale_percent,
  sale_start_at, sale_expire_at, created_at, updated_at)
select r.slug, r.name, r.description, r.translations, t.id, b.id, s.id, r.properties, r.keyword,
  r.suggestion, array(select bd.id from badges bd where bd.code = any(r.badges) order by bd.id),
  r.series, r.country_of_origin, r.image, r.available_on, r.sale_percent, r.sale_start_at,
  r.sale_expire_at, r.created_at, r.updated_at
  from jsonb_to_recordset($1::jsonb) as r(slug text, name text, description text, translations jsonb,
    taxon text, brand text, store text, properties jsonb, keyword jsonb, suggestion text[], badges text[],
    series text, country_of_origin text, image text, available_on timestamptz, sale_percent int,
    sale_start_at timestamptz, sale_expire_at timestamptz, created_at timestamptz, updated_at timestamptz,
    ord int)
  join taxons t on t.permalink = r.taxon
  left join brands b on b.code = r.brand
  left join stores s on s.code = r.store
 order by r.ord
returning id, slug`;

// Ids are drawn in the SELECT so a colour variant's picture can name its own id in one statement;
// volatile functions run after the ORDER BY, so ids follow the plan's order (the master first).
const INSERT_VARIANTS = `
insert into variants (id, product_id, sku, is_master, price, selling_price, option_value_ids, image, position)
select x.id, x.product_id, x.sku, x.is_master, x.price, x.selling_price,
  array(select ov.id from unnest(x.options) with ordinality as o(key, ord)
          join option_types ot on ot.name = split_part(o.key, ':', 1)
          join option_values ov on ov.option_type_id = ot.id and ov.name = split_part(o.key, ':', 2)
         order by o.ord),
  case when x.own_image and x.product_image is not null then x.product_image || '?v=' || x.id end,
  x.position
  from (
    select nextval(pg_get_serial_sequence('variants', 'id'))::int as id, p.id as product_id,
           p.image as product_image, r.*
      from jsonb_to_recordset($1::jsonb) as r(slug text, sku text, is_master boolean, price int,
             selling_price int, options text[], own_image boolean, position int, ord int)
      join products p on p.slug = r.slug
     order by r.ord
  ) x
returning id, sku, cardinality(option_value_ids) as option_count`;

/**
 * Set-based writes of planned products: one INSERT for all products of a batch, one for all their
 * variants, one append for all their stock streams. PGlite pays per statement (row by row, 20k rows
 * took ~7 s; as one statement ~1 s), so nothing here loops over rows with queries.
 */
export async function writeProducts(
  tx: Sql,
  store: EventStore,
  rows: readonly ProductRow[],
  metadata: Record<string, unknown>,
): Promise<WrittenProducts> {
  if (rows.length === 0) return { productIds: [], variantIds: [] };
  const products = await tx.query<{ id: number; slug: string }>(INSERT_PRODUCTS, [
    JSON.stringify(rows.map(({ variants: _, ...product }, ord) => ({ ...product, ord }))),
  ]);
  if (products.rowCount !== rows.length) {
    throw new Error(`Inserted ${products.rowCount} of ${rows.length} products: an unknown taxon permalink?`);
  }

  const variantRows = rows
    .flatMap((row) => row.variants.map(({ stock: _, ...variant }) => ({ slug: row.slug, ...variant })))
    .map((variant, ord) => ({ ...variant, ord }));
  const variants = await tx.query<{ id: number; sku: string; option_count: number }>(INSERT_VARIANTS, [
    JSON.stringify(variantRows),
  ]);
  const plannedBySku = new Map(rows.flatMap((row) => row.variants.map((v) => [v.sku, v] as const)));
  for (const variant of variants.rows) {
    if (variant.option_count !== plannedBySku.get(variant.sku)?.options.length) {
      throw new Error(`Variant ${variant.sku} names an option value that does not exist`);
    }
  }

  const appends: StreamAppend[] = variants.rows.map((variant) => ({
    streamId: stockStreamId(variant.id),
    expectedVersion: 'no_stream',
    events: plannedBySku.get(variant.sku)!.stock.map(
      (quantity, index): NewEvent =>
        index === 0
          ? { type: STOCK_RECEIVED, data: { variantId: variant.id, quantity }, metadata }
          : {
              type: STOCK_ADJUSTED,
              data: { variantId: variant.id, quantity, reason: 'stocktake' },
              metadata,
            },
    ),
  }));
  await store.appendMany(appends, tx);
  return { productIds: products.rows.map((row) => row.id), variantIds: variants.rows.map((row) => row.id) };
}
