import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { acceptAvatarUploads, readAvatarFile } from '../commerce/contract.ts';
import { ShopError } from '../platform/errors.ts';
import { AccountsApi } from './clients/accounts-api.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import { formatGraphqlError } from './gateway.ts';
import { SESSION_COOKIE } from './session.ts';

/** Where the web app posts the avatar (multipart, one `avatar` file, with the CSRF header). */
export const AVATAR_UPLOAD_PATH = '/account/avatar';

/**
 * The avatar upload, beside /graphql rather than through it. GraphQL multipart uploads
 * (graphql-upload / mercurius-upload) would make /graphql accept multipart/form-data, a content type
 * any cross-site HTML form can send with the shopper's cookie; keeping /graphql JSON-only keeps its
 * CSRF defence simple (server/graphql/csrf.ts). The answer has the GraphQL error shape, so the web
 * app translates its codes like any other (`extensions.code`, `extensions.fields`).
 */
export const avatarUpload: FastifyPluginAsync<{ commerce: CommerceClient }> = async (app, { commerce }) => {
  await acceptAvatarUploads(app);

  const fail = (reply: FastifyReply, error: unknown) => {
    const shopError = error instanceof ShopError ? error : new ShopError('INTERNAL');
    if (!(error instanceof ShopError)) reply.log.error({ err: error }, 'avatar upload failed');
    const formatted = formatGraphqlError(
      new GraphQLError(shopError.message, { originalError: shopError }),
      reply.log,
    );
    return reply.status(shopError.statusCode).send({ data: null, errors: [formatted.toJSON()] });
  };

  app.post(AVATAR_UPLOAD_PATH, async (request, reply) => {
    try {
      const session = request.cookies[SESSION_COOKIE];
      if (!session) throw new ShopError('LOGIN_REQUIRED');
      const image = await readAvatarFile(request);
      const user = await new AccountsApi(commerce, request.ip).updateAvatar(session, image);
      return { data: { updateAvatar: { avatarUrl: user.avatar_url } } };
    } catch (error) {
      return fail(reply, error);
    }
  });
};
