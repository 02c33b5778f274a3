import type { Sql } from '../../../platform/db/index.ts';
import { ShopError } from '../../../platform/errors.ts';
import { productPhotosStreamId } from './events.ts';

export interface ProductPhotoDto {
  id: number;
  url: string;
  width: number;
  height: number;
  variant_id: number | null;
  position: number;
  created_at: string;
  created_by: string;
}

export interface PhotoVariantDto {
  id: number;
  sku: string;
  /** its option values as shown ("Cyan", "M"), or empty for the master */
  label: string;
}

export interface ProductPhotosDto {
  product: { id: number; slug: string; name: string; image: string | null };
  variants: PhotoVariantDto[];
  photos: ProductPhotoDto[];
  history: { version: number; type: string; at: string; by: string }[];
}

export interface PhotoProductHitDto {
  slug: string;
  name: string;
  sku: string;
  image: string | null;
  photo_count: number;
}

/** Staff: a product's photos, its variants to file them under, and who changed them when. */
export async function productPhotos(sql: Sql, slug: string): Promise<ProductPhotosDto> {
  const { rows: products } = await sql.query<{
    id: number;
    slug: string;
    name: string;
    image: string | null;
  }>('select id, slug, name, image from products where slug = $1', [slug]);
  const product = products[0];
  if (!product) throw new ShopError('PRODUCT_NOT_FOUND');
  const { rows: variants } = await sql.query<PhotoVariantDto>(
    `select v.id, v.sku, coalesce((select string_agg(ov.presentation, ' / ' order by u.ord)
                                    from unnest(v.option_value_ids) with ordinality as u(id, ord)
                                    join option_values ov on ov.id = u.id), '') as label
       from variants v where v.product_id = $1 and not v.is_master order by v.position, v.id`,
    [product.id],
  );
  const { rows: photos } = await sql.query<ProductPhotoDto & { id: string; created_at: Date }>(
    `select id::text as id, url, width, height, variant_id, position, created_at, created_by
       from product_photos where product_id = $1 order by position, id`,
    [product.id],
  );
  const { rows: history } = await sql.query<{ version: number; type: string; at: Date; by: string | null }>(
    `select stream_version as version, type, recorded_at as at, metadata->>'staffName' as by
       from events where stream_id = $1 order by stream_version desc limit 50`,
    [productPhotosStreamId(product.id)],
  );
  return {
    product,
    variants,
    photos: photos.map((photo) => ({
      ...photo,
      id: Number(photo.id),
      created_at: new Date(photo.created_at).toISOString(),
    })),
    history: history.map((entry) => ({
      version: entry.version,
      type: entry.type,
      at: new Date(entry.at).toISOString(),
      by: entry.by ?? 'staff',
    })),
  };
}

/**
 * Staff: products to manage photos for, found by SKU or by a word of the name (ten at most).
 * `like` with the wildcards escaped: a `%` typed is a percent sign, not "everything".
 */
export async function findPhotoProducts(sql: Sql, query: string): Promise<PhotoProductHitDto[]> {
  const text = query.trim();
  if (text.length === 0) return [];
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { rows } = await sql.query<PhotoProductHitDto>(
    `select p.slug, p.name, m.sku, p.image,
            (select count(*)::int from product_photos ph where ph.product_id = p.id) as photo_count
       from products p
       join variants m on m.product_id = p.id and m.is_master
      where p.name ilike $1 or p.slug ilike $1
         or exists (select 1 from variants v where v.product_id = p.id and v.sku ilike $1)
      order by (lower(m.sku) = lower($2)) desc, p.name, p.id
      limit 10`,
    [pattern, text],
  );
  return rows;
}
