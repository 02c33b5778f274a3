import type { Sql } from '../../../platform/db/index.ts';
import type { Projection } from '../../../platform/events/index.ts';
import { refreshSearchDocuments } from '../search-documents.ts';

export const PRODUCT_PHOTOS_STREAM_PREFIX = 'product-photos-';
export const productPhotosStreamId = (productId: number) => `${PRODUCT_PHOTOS_STREAM_PREFIX}${productId}`;

/** What a photo is in the log: the image (by hash; its renditions are in `images`) and where it shows. */
export interface PhotoAddedData {
  photoId: number;
  hash: string;
  width: number;
  height: number;
  url: string;
  variantId: number | null;
}

/**
 * The facts of a product's photos; who did it is in the metadata (staffId, staffName), as for every
 * staff action. Reordered carries the whole new order, so a replay never has to merge moves.
 */
export type ProductPhotoEvent =
  | { type: 'ProductPhotoAdded'; data: PhotoAddedData }
  | { type: 'ProductPhotosReordered'; data: { photoIds: number[] } }
  | { type: 'ProductPhotoRemoved'; data: { photoId: number } };

export const PRODUCT_PHOTO_EVENT_TYPES = [
  'ProductPhotoAdded',
  'ProductPhotosReordered',
  'ProductPhotoRemoved',
] as const;

/**
 * Puts the photos where every reader already looks: the product's image is its first photo of the
 * whole product (else its first photo at all), a variant's is its own first photo (null when it has
 * none: the gallery then shows the product's). The generated art is set aside at the first photo
 * and put back when the last one goes. Then the search documents (cards, shelves) follow.
 */
async function showPhotos(tx: Sql, productId: number): Promise<void> {
  const { rows } = await tx.query<{ url: string; variant_id: number | null }>(
    'select url, variant_id from product_photos where product_id = $1 order by position, id',
    [productId],
  );
  if (rows.length === 0) {
    await tx.query(
      `update products p set image = a.image from product_photo_art a
        where a.product_id = p.id and p.id = $1`,
      [productId],
    );
    await tx.query(
      `update variants v set image = a.variant_images->>(v.id::text) from product_photo_art a
        where a.product_id = v.product_id and v.product_id = $1`,
      [productId],
    );
    await tx.query('delete from product_photo_art where product_id = $1', [productId]);
  } else {
    await tx.query(
      `insert into product_photo_art (product_id, image, variant_images)
       select p.id, p.image, coalesce((select jsonb_object_agg(v.id::text, v.image) from variants v
                                        where v.product_id = p.id), '{}'::jsonb)
         from products p where p.id = $1
       on conflict (product_id) do nothing`,
      [productId],
    );
    const first = rows.find((row) => row.variant_id === null) ?? rows[0]!;
    await tx.query('update products set image = $2 where id = $1', [productId, first.url]);
    await tx.query(
      `update variants v set image = (select ph.url from product_photos ph where ph.variant_id = v.id
                                       order by ph.position, ph.id limit 1)
        where v.product_id = $1`,
      [productId],
    );
  }
  await refreshSearchDocuments(tx, [productId]);
}

/** `product_photos`, the read model of the photo streams (idempotent per event, rebuildable). */
export const productPhotosProjection: Projection = {
  name: 'product-photos',
  handles: PRODUCT_PHOTO_EVENT_TYPES,
  async apply(tx, events) {
    const touched = new Set<number>();
    for (const event of events) {
      const productId = Number(event.streamId.slice(PRODUCT_PHOTOS_STREAM_PREFIX.length));
      touched.add(productId);
      const by = String((event.metadata as { staffName?: string }).staffName ?? 'staff');
      if (event.type === 'ProductPhotoAdded') {
        const photo = event.data as PhotoAddedData;
        await tx.query(
          `insert into product_photos (id, product_id, variant_id, image_hash, width, height, url, position,
                                       created_at, created_by)
           values ($1, $2, $3, $4, $5, $6, $7,
                   (select coalesce(max(position) + 1, 0) from product_photos where product_id = $2), $8, $9)
           on conflict (id) do nothing`,
          [
            photo.photoId,
            productId,
            photo.variantId,
            photo.hash,
            photo.width,
            photo.height,
            photo.url,
            event.recordedAt,
            by,
          ],
        );
      } else if (event.type === 'ProductPhotosReordered') {
        const { photoIds } = event.data as { photoIds: number[] };
        await tx.query(
          `update product_photos ph set position = o.ord::int - 1
             from unnest($2::bigint[]) with ordinality as o(id, ord)
            where ph.id = o.id and ph.product_id = $1`,
          [productId, photoIds],
        );
      } else if (event.type === 'ProductPhotoRemoved') {
        const { photoId } = event.data as { photoId: number };
        await tx.query('delete from product_photos where id = $1 and product_id = $2', [photoId, productId]);
      }
    }
    for (const productId of touched) await showPhotos(tx, productId);
  },
  // product_photo_art stays: it holds what the products showed before any photo, which a replay
  // cannot know once products.image carries a photo
  async reset(tx) {
    await tx.query('delete from product_photos');
  },
};
