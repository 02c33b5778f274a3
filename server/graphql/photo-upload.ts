import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import {
  PRODUCT_PHOTO_FIELD,
  PRODUCT_PHOTO_UPLOAD_MAX_BYTES,
  PRODUCT_PHOTO_VARIANT_FIELD,
} from '../commerce/contract.ts';
import { ShopError } from '../platform/errors.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import { formatGraphqlError } from './gateway.ts';
import { STAFF_COOKIE } from './resolvers/backoffice.ts';
import { asPhotoStaff, staffProductPhotosOf } from './resolvers/photos.ts';

/** Where the back office posts a product photo (multipart `photo`, optional `variant_id`, CSRF header). */
export const photoUploadPath = (slug: string) => `/staff-uploads/products/${encodeURIComponent(slug)}/photos`;

const tooLarge = () =>
  new ShopError('IMAGE_TOO_LARGE', 'The image is larger than 10 MB', { image: ['larger than 10 MB'] });

/**
 * The parts as they came, re-encoded for the commerce route. The size is bounded here as well, so
 * an oversized file is refused before it crosses to the commerce service; its type and pixels are
 * checked there, by the pipeline.
 */
async function readParts(request: FastifyRequest): Promise<{ photo: Buffer; variantId: string | null }> {
  if (!request.isMultipart()) throw new ShopError('IMAGE_EMPTY');
  let photo: Buffer | null = null;
  let variantId: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === PRODUCT_PHOTO_FIELD) photo = bytes;
      } else if (part.fieldname === PRODUCT_PHOTO_VARIANT_FIELD) {
        variantId = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new ShopError('VALIDATION', 'The upload could not be read');
  }
  if (!photo) throw new ShopError('IMAGE_EMPTY');
  return { photo, variantId };
}

function multipartOf(photo: Buffer, variantId: string | null) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
  const field =
    variantId === null
      ? ''
      : `--${boundary}\r\nContent-Disposition: form-data; name="${PRODUCT_PHOTO_VARIANT_FIELD}"\r\n\r\n${variantId}\r\n`;
  const data = Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="${PRODUCT_PHOTO_FIELD}"; filename="photo"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, data };
}

/**
 * The back office's photo upload, beside /graphql for the reasons the avatar's is
 * (server/graphql/avatar-upload.ts): /graphql stays JSON-only, the CSRF header guards this path.
 * The answer is `{ data: { staffUploadProductPhoto } }` or the GraphQL error shape.
 */
export const photoUpload: FastifyPluginAsync<{ commerce: CommerceClient }> = async (app, { commerce }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PRODUCT_PHOTO_UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldNameSize: 32 },
    throwFileSizeLimit: true,
  });

  const fail = (reply: FastifyReply, error: unknown) => {
    const shopError = error instanceof ShopError ? error : new ShopError('INTERNAL');
    if (!(error instanceof ShopError)) reply.log.error({ err: error }, 'photo upload failed');
    const formatted = formatGraphqlError(
      new GraphQLError(shopError.message, { originalError: shopError }),
      reply.log,
    );
    return reply.status(shopError.statusCode).send({ data: null, errors: [formatted.toJSON()] });
  };

  /** A look-book photo (or any content's one picture): `{ data: { staffUploadImage: { url } } }`. */
  app.post('/staff-uploads/images', async (request, reply) => {
    try {
      const session = request.cookies[STAFF_COOKIE] || undefined;
      if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
      const { photo } = await readParts(request);
      const answer = await asPhotoStaff({ commerce, reply }, session, (api) =>
        api.uploadImage(multipartOf(photo, null)),
      );
      return { data: { staffUploadImage: answer } };
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.post<{ Params: { slug: string } }>('/staff-uploads/products/:slug/photos', async (request, reply) => {
    try {
      const session = request.cookies[STAFF_COOKIE] || undefined;
      if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
      if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(request.params.slug)) throw new ShopError('PRODUCT_NOT_FOUND');
      const { photo, variantId } = await readParts(request);
      const answer = await asPhotoStaff({ commerce, reply }, session, (api) =>
        api.upload(request.params.slug, multipartOf(photo, variantId)),
      );
      return { data: { staffUploadProductPhoto: staffProductPhotosOf(answer) } };
    } catch (error) {
      return fail(reply, error);
    }
  });
};
