import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { acceptAvatarUploads, readAvatarFile } from '../commerce/contract.ts';
import { ShopError } from '../platform/errors.ts';
import { AccountsApi } from './clients/accounts-api.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import { formatGraphqlError } from './gateway.ts';
import { SESSION_COOKIE } from './session.ts';

/** The multipart field of an article image, here and on the commerce route. */
const IMAGE_FIELD = 'image';

/**
 * `POST /account/articles/:id/image`: an image for the shopper's own article, beside /graphql like
 * the avatar upload (server/graphql/avatar-upload.ts, whose reasons apply: /graphql stays JSON-only,
 * the CSRF header guards this path). The bytes are read and size-limited here by the same reader,
 * then checked again by their type on the commerce route; the answer is `{ data: { url } }` or the
 * GraphQL error shape.
 */
export const articleImageUpload: FastifyPluginAsync<{ commerce: CommerceClient }> = async (
  app,
  { commerce },
) => {
  await acceptAvatarUploads(app);

  const fail = (reply: FastifyReply, error: unknown) => {
    const shopError = error instanceof ShopError ? error : new ShopError('INTERNAL');
    if (!(error instanceof ShopError)) reply.log.error({ err: error }, 'article image upload failed');
    const formatted = formatGraphqlError(
      new GraphQLError(shopError.message, { originalError: shopError }),
      reply.log,
    );
    return reply.status(shopError.statusCode).send({ data: null, errors: [formatted.toJSON()] });
  };

  app.post<{ Params: { id: string } }>('/account/articles/:id/image', async (request, reply) => {
    try {
      const session = request.cookies[SESSION_COOKIE];
      if (!session) throw new ShopError('LOGIN_REQUIRED');
      if (!/^[1-9][0-9]{0,9}$/.test(request.params.id)) throw new ShopError('ARTICLE_NOT_FOUND');
      let image: Buffer;
      try {
        image = await readAvatarFile(request, IMAGE_FIELD);
      } catch (error) {
        if (error instanceof ShopError && error.shopCode === 'VALIDATION') {
          throw new ShopError('ARTICLE_IMAGE_INVALID', undefined, {
            image: Object.values(error.fieldErrors ?? {})[0] ?? ['blank'],
          });
        }
        throw error;
      }
      const user = await new AccountsApi(commerce, request.ip).me(session);
      const boundary = `----shop${randomBytes(12).toString('hex')}`;
      const data = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${IMAGE_FIELD}"; filename="image"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const answer = await commerce.request<{ url: string }>({
        method: 'POST',
        path: `/api/v2/articles/${request.params.id}/upload_image`,
        headers: { 'x-shop-user-id': String(user.id) },
        rawBody: { contentType: `multipart/form-data; boundary=${boundary}`, data },
      });
      return { data: { uploadArticleImage: { url: answer.url } } };
    } catch (error) {
      return fail(reply, error);
    }
  });
};
