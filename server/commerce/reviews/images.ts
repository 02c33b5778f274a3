import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import {
  type ProcessedImage,
  processImage,
  renditionPath,
  renditionWidths,
} from '../../platform/images/pipeline.ts';
import { storeImage } from '../../platform/images/store.ts';
import { detectImageType } from '../accounts/avatar.ts';
import {
  MAX_REVIEW_COMMENT,
  MAX_REVIEW_IMAGE_BYTES,
  MAX_REVIEW_IMAGES,
  type ReviewImageRef,
} from './events.ts';

/** The multipart field of the photos (spec §7: `images[]`), in the browser's form and on the commerce route. */
export const REVIEW_IMAGES_FIELD = 'images[]';

/** A review as posted: the text fields and every photo's bytes, read whole before anything is decided. */
export interface ReviewUpload {
  rating: string | undefined;
  comment: string | undefined;
  images: Buffer[];
}

/**
 * Multipart for this plugin's routes only (the parser is encapsulated). One file more than allowed
 * and one byte over the size are enough to refuse; the comment's field may hold its 1000 characters
 * in 4-byte UTF-8 and a little more, so an oversized comment is refused by its length, not cut.
 */
export async function acceptReviewUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: MAX_REVIEW_IMAGE_BYTES,
      files: MAX_REVIEW_IMAGES + 1,
      fields: 4,
      parts: MAX_REVIEW_IMAGES + 5,
      fieldNameSize: 32,
      fieldSize: MAX_REVIEW_COMMENT * 4 + 1024,
    },
  });
}

const tooLarge = () => new ShopError('REVIEW_IMAGE_TOO_LARGE', undefined, { images: ['too_large'] });
const tooMany = () => new ShopError('REVIEW_IMAGES_TOO_MANY', undefined, { images: ['too_many'] });

/**
 * Reads every part of a review post. A JSON body (no photos) is accepted too. The limits are the
 * parser's: a file one byte too long or one file too many is a coded refusal, never a truncation.
 */
export async function readReviewUpload(request: FastifyRequest): Promise<ReviewUpload> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as { rating?: unknown; comment?: unknown };
    return {
      rating: body.rating === undefined ? undefined : String(body.rating),
      comment: typeof body.comment === 'string' ? body.comment : undefined,
      images: [],
    };
  }
  const upload: ReviewUpload = { rating: undefined, comment: undefined, images: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== REVIEW_IMAGES_FIELD && part.fieldname !== 'images') {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        upload.images.push(bytes);
        if (upload.images.length > MAX_REVIEW_IMAGES) throw tooMany();
      } else if (part.fieldname === 'rating') {
        upload.rating = String(part.value);
      } else if (part.fieldname === 'comment') {
        if (part.valueTruncated) {
          throw new ShopError('REVIEW_COMMENT_INVALID', undefined, { comment: ['too_long'] });
        }
        upload.comment = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof ShopError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooMany();
    if (code === 'FST_FIELDS_LIMIT') throw new ShopError('VALIDATION', 'Too many form fields');
    throw error;
  }
  return upload;
}

/** A photo checked by its own bytes and resized (its EXIF gone), or a coded refusal. */
export interface CheckedImage extends ReviewImageRef {
  processed: ProcessedImage;
}

/**
 * Every photo through the shop's one image pipeline (server/platform/images), before the review's
 * transaction opens: the type from the bytes, the size, the pixel count (a decompression bomb), then
 * WebP and AVIF renditions. The review's own codes name the first two, as before.
 */
export async function checkReviewImages(images: readonly Buffer[]): Promise<CheckedImage[]> {
  if (images.length > MAX_REVIEW_IMAGES) throw tooMany();
  const checked: CheckedImage[] = [];
  for (const [index, bytes] of images.entries()) {
    if (bytes.length > MAX_REVIEW_IMAGE_BYTES) throw tooLarge();
    const contentType = bytes.length === 0 ? null : detectImageType(bytes);
    if (!contentType) {
      throw new ShopError('REVIEW_IMAGE_INVALID', undefined, { [`images.${index}`]: ['not_image'] });
    }
    const processed = await processImage(bytes, { maxBytes: MAX_REVIEW_IMAGE_BYTES });
    const width = renditionWidths(processed.width).at(-1)!;
    checked.push({ sha256: processed.hash, content_type: contentType, width, processed });
  }
  return checked;
}

/** Stores the renditions in the review's own transaction (a refused review rolls them back). */
export async function storeReviewImages(tx: Sql, images: readonly CheckedImage[], at: Date): Promise<void> {
  for (const image of images) await storeImage(tx, image.processed, at);
}

/** Content-addressed: the URL of a photo never changes what it answers. */
export const reviewImagePath = (sha256: string) => `/images/reviews/${sha256}`;

/** Where a review photo is shown: its largest WebP rendition, or (posted before #17) as it was posted. */
export const reviewImageUrl = (image: ReviewImageRef) =>
  image.width ? renditionPath(image.sha256, image.width) : reviewImagePath(image.sha256);

/**
 * `GET /images/reviews/:sha256`: public like product images (an `<img>` sends no token), cached for
 * a year, served with the type detected from its bytes and a sandboxing policy (as avatars are).
 */
export const reviewImageRoutes: FastifyPluginAsync<{ db: Sql }> = async (app, { db }) => {
  app.get<{ Params: { sha256: string } }>('/images/reviews/:sha256', async (request, reply) => {
    const { sha256 } = request.params;
    const { rows } = /^[\w-]{32}$/.test(sha256)
      ? await db.query<{ content_type: string; bytes: Uint8Array }>(
          'select content_type, bytes from review_images where sha256 = $1',
          [sha256],
        )
      : { rows: [] };
    const found = rows[0];
    if (!found) {
      // a photo posted since #17 is kept only as renditions: its old-style address leads there
      const { rows: kept } = /^[\w-]{32}$/.test(sha256)
        ? await db.query<{ width: number }>('select width from images where hash = $1', [sha256])
        : { rows: [] };
      if (!kept[0]) throw new ShopError('NOT_FOUND', 'No such picture');
      return reply.redirect(renditionPath(sha256, renditionWidths(kept[0].width).at(-1)!), 301);
    }
    return reply
      .header('content-type', found.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(found.bytes));
  });
};
