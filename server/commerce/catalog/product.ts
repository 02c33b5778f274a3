import type { Sql } from '../../platform/db/index.ts';
import { artViewUrls } from './art-views.ts';
import { productPrinterModels } from './compatibility.ts';
import { loadPackageContents } from './package-contents.ts';
import { type TaxonRow, toTaxonDto } from './taxons.ts';
import type {
  BadgeDto,
  BrandDto,
  ProductDto,
  PropertyDto,
  StoreDto,
  Translations,
  VariantDto,
} from './types.ts';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  translations: Translations;
  image: string | null;
  sale_percent: number;
  sale_start_at: Date | null;
  sale_expire_at: Date | null;
  available_on: Date | null;
  country_of_origin: string | null;
  series: string | null;
  properties: PropertyDto[];
  keyword: ProductDto['keyword'];
  created_at: Date;
  updated_at: Date;
  taxon_path: TaxonRow[];
  brand: BrandDto | null;
  store: StoreDto | null;
  badges: BadgeDto[];
  variants: VariantDto[];
  total_reviews: number;
  rating_sum: number;
  has_branch_stock: boolean;
  has_nutrition: boolean;
  photos: string[];
}

/**
 * The whole product in one statement: the taxon path by a recursive walk up, everything else as
 * JSON sub-selects (brand, store, badges, variants with option values and stock). One round trip
 * whatever the number of variants, rather than one query per variant.
 */
const PRODUCT = `
with recursive product as (
  select * from products where slug = $1
),
path as (
  select t.id, t.parent_id, t.permalink, t.name, t.translations, t.depth, t.position, t.icon
    from taxons t where t.id = (select taxon_id from product)
  union all
  select t.id, t.parent_id, t.permalink, t.name, t.translations, t.depth, t.position, t.icon
    from taxons t join path on t.id = path.parent_id
)
select p.id, p.slug, p.name, p.description, p.translations, p.image, p.sale_percent, p.sale_start_at,
  p.sale_expire_at, p.available_on, p.country_of_origin, p.series, p.properties, p.keyword, p.created_at,
  p.updated_at,
  coalesce(r.total_reviews, 0) as total_reviews, coalesce(r.rating_sum, 0) as rating_sum,
  -- flags, so the product page asks for branch stock and nutrition only where there are some
  -- (two index probes here instead of two more round trips for every product)
  exists (select 1 from branch_stock bs join variants bv on bv.id = bs.variant_id
           where bv.product_id = p.id and bs.count_on_hand > 0) as has_branch_stock,
  exists (select 1 from product_nutrition n where n.product_id = p.id) as has_nutrition,
  -- every photo, the whole product's views before its colours' (server/commerce/catalog/photos)
  (select coalesce(jsonb_agg(ph.url order by ph.variant_id is not null, ph.position, ph.id), '[]'::jsonb)
     from product_photos ph where ph.product_id = p.id) as photos,
  (select jsonb_agg(to_jsonb(path) order by path.depth) from path) as taxon_path,
  (select to_jsonb(b) from brands b where b.id = p.brand_id) as brand,
  (select to_jsonb(s) from stores s where s.id = p.store_id) as store,
  (select coalesce(jsonb_agg(to_jsonb(b) order by b.id), '[]'::jsonb)
     from badges b where b.id = any(p.badge_ids)) as badges,
  (select coalesce(jsonb_agg(jsonb_build_object(
      'id', v.id, 'sku', v.sku, 'is_master', v.is_master, 'price', v.price, 'selling_price', v.selling_price,
      'image', v.image, 'total_on_hand', coalesce(s.on_hand, 0),
      'images', (select coalesce(jsonb_agg(ph.url order by ph.position, ph.id), '[]'::jsonb)
                   from product_photos ph where ph.variant_id = v.id),
      'option_values', (
        select coalesce(jsonb_agg(jsonb_build_object('id', ov.id, 'type', ot.name, 'name', ov.name,
                 'presentation', ov.presentation, 'translations', ov.translations) order by u.ord),
                 '[]'::jsonb)
          from unnest(v.option_value_ids) with ordinality as u(id, ord)
          join option_values ov on ov.id = u.id
          join option_types ot on ot.id = ov.option_type_id)
    ) order by v.is_master desc, v.position, v.id), '[]'::jsonb)
    from variants v left join variant_stock s on s.variant_id = v.id where v.product_id = p.id) as variants
from product p
left join product_ratings r on r.product_id = p.id`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** One product for its page (GET /api/v2/products/:slug), or null when no product has that slug. */
export async function getProductBySlug(sql: Sql, slug: string): Promise<ProductDto | null> {
  const { rows } = await sql.query<ProductRow>(PRODUCT, [slug]);
  const row = rows[0];
  if (!row) return null;
  const taxonPath = row.taxon_path.map(toTaxonDto);
  const master = row.variants.find((variant) => variant.is_master) ?? row.variants[0];
  const variantImages = row.variants.map((variant) => variant.image).filter((image) => image !== null);
  // Where the data has variants, generated art comes in several views (front, angle, detail). Colour
  // variants have pictures of their own: the gallery shows one front per colour and the chosen one
  // leads with its three views. Other variants (sizes, packs) share the product's: its three views.
  const viewed = row.variants.some((variant) => !variant.is_master);
  const views = (image: string) => (viewed && variantImages.length === 0 ? artViewUrls(image) : [image]);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    translations: row.translations,
    image: row.image,
    images:
      row.photos.length > 0
        ? row.photos
        : row.image
          ? [...new Set([...views(row.image), ...variantImages])]
          : [],
    sku: master?.sku ?? '',
    price: master?.price ?? 0,
    selling_price: master?.selling_price ?? 0,
    sale_percent: row.sale_percent,
    sale_start_at: iso(row.sale_start_at),
    sale_expire_at: iso(row.sale_expire_at),
    available_on: iso(row.available_on),
    total_on_hand: row.variants.reduce((sum, variant) => sum + variant.total_on_hand, 0),
    country_of_origin: row.country_of_origin,
    series: row.series,
    brand: row.brand,
    store: row.store,
    taxon: taxonPath.at(-1)!,
    taxon_path: taxonPath,
    properties: row.properties.map(({ name, value, translations }) => ({
      name,
      value,
      translations: translations ?? {},
    })),
    variants: row.variants.map((variant) =>
      variant.images.length === 0 && variant.image && variant.image !== row.image && viewed
        ? { ...variant, images: artViewUrls(variant.image) }
        : variant,
    ),
    badges: row.badges,
    keyword: row.keyword,
    average_rating: row.total_reviews === 0 ? 0 : Math.round((row.rating_sum / row.total_reviews) * 10) / 10,
    total_reviews: row.total_reviews,
    package_contents: await loadPackageContents(sql, row.id),
    has_branch_stock: row.has_branch_stock,
    has_nutrition: row.has_nutrition,
    printer_models: productPrinterModels(row.brand?.name ?? '', row.properties),
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
  };
}
