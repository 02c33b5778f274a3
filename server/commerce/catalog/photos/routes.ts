import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Database } from '../../../platform/db/index.ts';
import { ShopError } from '../../../platform/errors.ts';
import type { EventStore } from '../../../platform/events/index.ts';
import { processImage } from '../../../platform/images/pipeline.ts';
import { storeImage } from '../../../platform/images/store.ts';
import { staffGuard } from '../../staff/auth.ts';
import { CODE_PATTERN } from '../../storefront/routes.ts';
import {
  addProductPhoto,
  MAX_PRODUCT_PHOTOS,
  type PhotoDeps,
  PRODUCT_PHOTO_MAX_BYTES,
  removeProductPhoto,
  reorderProductPhotos,
} from './commands.ts';
import { PRODUCT_PHOTO_FIELD, PRODUCT_PHOTO_VARIANT_FIELD } from './fields.ts';
import { findPhotoProducts, productPhotos } from './queries.ts';

const slugParams = {
  type: 'object',
  required: ['slug'],
  properties: { slug: { type: 'string', pattern: CODE_PATTERN } },
} as const;

const photoParams = {
  type: 'object',
  required: ['slug', 'photoId'],
  properties: {
    slug: { type: 'string', pattern: CODE_PATTERN },
    photoId: { type: 'string', pattern: '^[1-9][0-9]{0,12}$' },
  },
} as const;

const tooLarge = () =>
  new ShopError('IMAGE_TOO_LARGE', 'The image is larger than 10 MB', { image: ['larger than 10 MB'] });

/**
 * The photo and its variant from the multipart body. One byte over the limit is enough to refuse
 * (the parser stops reading there), and nothing is read into memory beyond it.
 */
async function readPhotoUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; variantId: number | null }> {
  if (!request.isMultipart()) throw new ShopError('IMAGE_EMPTY');
  let bytes: Buffer | null = null;
  let variantId: number | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === PRODUCT_PHOTO_FIELD) bytes = read;
      } else if (part.fieldname === PRODUCT_PHOTO_VARIANT_FIELD && String(part.value) !== '') {
        const value = String(part.value);
        if (!/^[1-9][0-9]{0,8}$/.test(value)) throw new ShopError('PRODUCT_PHOTO_VARIANT_INVALID');
        variantId = Number(value);
      }
    }
  } catch (error) {
    if (error instanceof ShopError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new ShopError('VALIDATION', 'The upload could not be read');
  }
  if (!bytes) throw new ShopError('IMAGE_EMPTY');
  return { bytes, variantId };
}

/**
 * Product photos for staff with the content role (`/api/v2/admin/products/:slug/photos`): list with
 * the history, upload, reorder, remove; each change an event naming who made it.
 */
export const productPhotoStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  store: EventStore;
  staffToken: string;
}> = async (app, { db, clock, store, staffToken }) => {
  app.addHook('onRequest', staffGuard(staffToken, 'content'));
  // encapsulated: only these routes take multipart
  await app.register(fastifyMultipart, {
    limits: { fileSize: PRODUCT_PHOTO_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldNameSize: 32 },
    throwFileSizeLimit: true,
  });
  const deps: PhotoDeps = { db, clock, store };
  type BySlug = { Params: { slug: string } };

  app.get<{ Querystring: { q: string } }>(
    '/api/v2/admin/photo_products',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['q'],
          properties: { q: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request) => ({ products: await findPhotoProducts(db, request.query.q) }),
  );
  // A photo for content that keeps one URL (a look of a look book): resized like a product photo and
  // answered by its largest WebP rendition, which the editor then saves with the content (whose
  // event names who did it). Stored in its own transaction: a refused upload keeps nothing.
  app.post('/api/v2/admin/images', async (request, reply) => {
    const upload = await readPhotoUpload(request);
    const image = await processImage(upload.bytes, { maxBytes: PRODUCT_PHOTO_MAX_BYTES });
    await db.transaction((tx) => storeImage(tx, image, clock.now()));
    return reply.code(201).send({ url: image.url, width: image.width, height: image.height });
  });
  app.get<BySlug>('/api/v2/admin/products/:slug/photos', { schema: { params: slugParams } }, (request) =>
    productPhotos(db, request.params.slug),
  );
  app.post<BySlug>(
    '/api/v2/admin/products/:slug/photos',
    { schema: { params: slugParams } },
    async (request, reply) => {
      const upload = await readPhotoUpload(request);
      await addProductPhoto(deps, request.params.slug, upload.bytes, upload.variantId, request.staff);
      return reply.code(201).send(await productPhotos(db, request.params.slug));
    },
  );
  app.put<BySlug & { Body: { photo_ids: number[] } }>(
    '/api/v2/admin/products/:slug/photos/order',
    {
      schema: {
        params: slugParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['photo_ids'],
          properties: {
            photo_ids: {
              type: 'array',
              maxItems: MAX_PRODUCT_PHOTOS + 1,
              items: { type: 'integer', minimum: 1 },
            },
          },
        },
      },
    },
    async (request) => {
      await reorderProductPhotos(deps, request.params.slug, request.body.photo_ids, request.staff);
      return productPhotos(db, request.params.slug);
    },
  );
  app.delete<{ Params: { slug: string; photoId: string } }>(
    '/api/v2/admin/products/:slug/photos/:photoId',
    { schema: { params: photoParams } },
    async (request) => {
      await removeProductPhoto(deps, request.params.slug, Number(request.params.photoId), request.staff);
      return productPhotos(db, request.params.slug);
    },
  );
};
