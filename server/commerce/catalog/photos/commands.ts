import type { Clock } from '../../../platform/clock.ts';
import type { Database, Sql } from '../../../platform/db/index.ts';
import { ShopError } from '../../../platform/errors.ts';
import {
  type EventStore,
  type NewEvent,
  StreamVersionConflictError,
} from '../../../platform/events/index.ts';
import { processImage } from '../../../platform/images/pipeline.ts';
import { storeImage } from '../../../platform/images/store.ts';
import { type StaffActor, staffMetadata } from '../../staff/auth.ts';
import { type PhotoAddedData, productPhotosStreamId } from './events.ts';
import { PRODUCT_PHOTO_UPLOAD_MAX_BYTES } from './fields.ts';

/** A product shows at most this many photos (its views and its colours' views together). */
export const MAX_PRODUCT_PHOTOS = 12;
/** 10 MB: a full-size phone or camera JPEG; the renditions kept are a few hundred KB. */
export const PRODUCT_PHOTO_MAX_BYTES = PRODUCT_PHOTO_UPLOAD_MAX_BYTES;

export interface PhotoDeps {
  db: Database;
  clock: Clock;
  store: EventStore;
}

async function productIdOf(sql: Sql, slug: string): Promise<number> {
  const { rows } = await sql.query<{ id: number }>('select id from products where slug = $1', [slug]);
  if (!rows[0]) throw new ShopError('PRODUCT_NOT_FOUND');
  return rows[0].id;
}

async function streamVersion(tx: Sql, productId: number): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    'select coalesce(max(stream_version), 0)::int as version from events where stream_id = $1',
    [productPhotosStreamId(productId)],
  );
  return rows[0]?.version ?? 0;
}

async function photoIds(tx: Sql, productId: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: string }>(
    'select id::text as id from product_photos where product_id = $1 order by position, id',
    [productId],
  );
  return rows.map((row) => Number(row.id));
}

/** One transaction; another writer moving the stream first is CONFLICT, never a silent merge. */
async function appending<T>(deps: PhotoDeps, work: (tx: Sql) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (error instanceof StreamVersionConflictError) throw new ShopError('CONFLICT');
    throw error;
  }
}

const fact = (type: string, data: unknown, actor: StaffActor | undefined): NewEvent => ({
  type,
  data,
  metadata: staffMetadata(actor),
});

/**
 * Staff: a new photo at the end of the product's photos, of the whole product or of one variant.
 * The bytes are checked and resized before the transaction (the slow part holds no lock); then the
 * product, the variant and the limit are checked, and the renditions and the event are written
 * together, so a refused upload keeps nothing. Returns the new photo's id.
 */
export async function addProductPhoto(
  deps: PhotoDeps,
  slug: string,
  bytes: Buffer,
  variantId: number | null,
  actor: StaffActor | undefined,
): Promise<number> {
  await productIdOf(deps.db, slug);
  const image = await processImage(bytes, { maxBytes: PRODUCT_PHOTO_MAX_BYTES });
  return appending(deps, async (tx) => {
    const productId = await productIdOf(tx, slug);
    if (variantId !== null) {
      const { rows } = await tx.query('select 1 from variants where id = $1 and product_id = $2', [
        variantId,
        productId,
      ]);
      if (!rows[0]) throw new ShopError('PRODUCT_PHOTO_VARIANT_INVALID');
    }
    const version = await streamVersion(tx, productId);
    if ((await photoIds(tx, productId)).length >= MAX_PRODUCT_PHOTOS) {
      throw new ShopError('PRODUCT_PHOTOS_FULL');
    }
    await storeImage(tx, image, deps.clock.now());
    const { rows } = await tx.query<{ id: string }>("select nextval('product_photo_ids')::text as id");
    const photoId = Number(rows[0]!.id);
    const data: PhotoAddedData = {
      photoId,
      hash: image.hash,
      width: image.width,
      height: image.height,
      url: image.url,
      variantId,
    };
    await deps.store.append(
      productPhotosStreamId(productId),
      version === 0 ? 'no_stream' : version,
      [fact('ProductPhotoAdded', data, actor)],
      tx,
    );
    return photoId;
  });
}

/**
 * Staff: the photos in a new order, which must name every photo of the product exactly once (a
 * list made before someone else added or removed one is refused, not half-applied). The same order
 * again writes nothing.
 */
export async function reorderProductPhotos(
  deps: PhotoDeps,
  slug: string,
  order: readonly number[],
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const productId = await productIdOf(tx, slug);
    const version = await streamVersion(tx, productId);
    const now = await photoIds(tx, productId);
    const sameSet =
      order.length === now.length &&
      new Set(order).size === order.length &&
      order.every((id) => now.includes(id));
    if (!sameSet) throw new ShopError('PRODUCT_PHOTO_ORDER_INVALID');
    if (order.every((id, at) => now[at] === id)) return;
    await deps.store.append(
      productPhotosStreamId(productId),
      version,
      [fact('ProductPhotosReordered', { photoIds: [...order] }, actor)],
      tx,
    );
  });
}

/** Staff: removes one photo; its renditions stay (another product or an old order may show them). */
export async function removeProductPhoto(
  deps: PhotoDeps,
  slug: string,
  photoId: number,
  actor: StaffActor | undefined,
): Promise<void> {
  await appending(deps, async (tx) => {
    const productId = await productIdOf(tx, slug);
    const version = await streamVersion(tx, productId);
    if (!(await photoIds(tx, productId)).includes(photoId)) throw new ShopError('PRODUCT_PHOTO_NOT_FOUND');
    await deps.store.append(
      productPhotosStreamId(productId),
      version,
      [fact('ProductPhotoRemoved', { photoId }, actor)],
      tx,
    );
  });
}
