import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { AVATAR_MAX_BYTES, detectImageType } from '../accounts/avatar.ts';

/** The multipart field of an article image (`POST /articles/{id}/upload_image`). */
export const ARTICLE_IMAGE_FIELD = 'image';
/** The same bound as an avatar (2 MB): an article photo resized by the browser fits. */
export const ARTICLE_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** An article holds at most this many uploads. */
export const MAX_IMAGES_PER_ARTICLE = 20;

export const articleImagePath = (articleId: number, sha256: string) =>
  `/images/articles/${articleId}/${sha256}`;

/**
 * Keeps an uploaded image of an article after the avatar's checks: its type comes from its own bytes
 * (JPEG, PNG or WebP; an HTML or SVG file named `.png` is refused), at most 2 MB. A refused upload
 * writes nothing. Content-addressed, so the same picture twice is one row and one URL.
 */
export async function saveArticleImage(
  db: Sql,
  articleId: number,
  bytes: Buffer,
  now: Date,
): Promise<string> {
  if (bytes.length === 0)
    throw new ShopError('ARTICLE_IMAGE_INVALID', 'Choose an image', { image: ['blank'] });
  if (bytes.length > ARTICLE_IMAGE_MAX_BYTES) {
    throw new ShopError('ARTICLE_IMAGE_INVALID', undefined, { image: ['too_large'] });
  }
  const contentType = detectImageType(bytes);
  if (!contentType) throw new ShopError('ARTICLE_IMAGE_INVALID', undefined, { image: ['not_image'] });
  const sha256 = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from article_images where article_id = $1',
    [articleId],
  );
  if ((rows[0]?.n ?? 0) >= MAX_IMAGES_PER_ARTICLE) {
    throw new ShopError('ARTICLE_IMAGE_INVALID', 'An article holds at most 20 images', { image: ['limit'] });
  }
  await db.query(
    `insert into article_images (article_id, sha256, content_type, bytes, created_at) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [articleId, sha256, contentType, bytes, now],
  );
  return articleImagePath(articleId, sha256);
}

/** `GET /images/articles/:articleId/:version`: public and immutable, like avatars. */
export const articleImageRoutes: FastifyPluginAsync<{ db: Sql }> = async (app, { db }) => {
  app.get<{ Params: { articleId: string; version: string } }>(
    '/images/articles/:articleId/:version',
    async (request, reply) => {
      const id = Number(request.params.articleId);
      const { version } = request.params;
      const { rows } =
        Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 && /^[\w-]{32}$/.test(version)
          ? await db.query<{ content_type: string; bytes: Uint8Array }>(
              'select content_type, bytes from article_images where article_id = $1 and sha256 = $2',
              [id, version],
            )
          : { rows: [] };
      const found = rows[0];
      if (!found) throw new ShopError('NOT_FOUND', 'No such picture');
      return reply
        .header('content-type', found.content_type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(found.bytes));
    },
  );
};
