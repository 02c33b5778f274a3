import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ShopError } from '../../platform/errors.ts';
import { AVATAR_MAX_BYTES, type Avatars } from './avatar.ts';

/** The multipart field of the picture, in the browser's form and on the commerce route. */
export const AVATAR_FIELD = 'avatar';

/**
 * Multipart for this plugin's routes only (the parser is encapsulated): /graphql keeps accepting
 * JSON alone, so a cross-site `<form enctype="multipart/form-data">` cannot reach it.
 */
export async function acceptAvatarUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    // One file and nothing else; one byte over the limit is enough to know it is too large.
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 32 },
  });
}

const tooLarge = () =>
  new ShopError('VALIDATION', 'The image is larger than 2 MB', { avatar: ['too_large'] });
const noFile = () => new ShopError('VALIDATION', 'Choose an image', { avatar: ['blank'] });

/**
 * The one uploaded file, read whole (it is at most 2 MB); oversized and missing files are coded errors.
 * Article images (server/commerce/content/images.ts) are read the same way from their own field.
 */
export async function readAvatarFile(request: FastifyRequest, field = AVATAR_FIELD): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw noFile();
  }
  if (!file || file.fieldname !== field) throw noFile();
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

/**
 * `GET /images/avatars/:userId/:version`: public like product images (an `<img>` sends no token).
 * The version is the picture's hash, so the answer never changes: cached for a year, immutable.
 */
export const avatarImageRoutes: FastifyPluginAsync<{ avatars: Avatars }> = async (app, { avatars }) => {
  app.get<{ Params: { userId: string; version: string } }>(
    '/images/avatars/:userId/:version',
    async (request, reply) => {
      const { userId, version } = request.params;
      const id = Number(userId);
      const found =
        Number.isSafeInteger(id) && id > 0 && /^[\w-]{32}$/.test(version)
          ? await avatars.load(id, version)
          : null;
      if (!found) throw new ShopError('NOT_FOUND', 'No such picture');
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.bytes);
    },
  );
};
