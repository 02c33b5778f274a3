import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { acceptReviewUploads, type ReviewDto, readReviewUpload } from '../commerce/contract.ts';
import { ShopError } from '../platform/errors.ts';
import { AccountsApi } from './clients/accounts-api.ts';
import type { CommerceClient } from './clients/commerce-client.ts';
import { ReviewsApi } from './clients/reviews-api.ts';
import { formatGraphqlError } from './gateway.ts';
import { SESSION_COOKIE } from './session.ts';

/** Where the web app posts a review (multipart: `rating`, `comment`, `images[]` files, with the CSRF header). */
export const reviewUploadPath = (slug: string) => `/account/reviews/${encodeURIComponent(slug)}`;

/** A review as the GraphQL `Review` type spells it, for the upload route's GraphQL-shaped answer. */
export function reviewJson(review: ReviewDto) {
  return {
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    authorName: review.author_name,
    images: review.images,
    verifiedPurchase: review.verified_purchase,
    createdAt: review.created_at,
    updatedAt: review.updated_at,
  };
}

/**
 * The review upload, beside /graphql for the reason the avatar's is (server/graphql/avatar-upload.ts):
 * /graphql stays JSON-only. Under /account/, so the CSRF guard asks for its header. The photos are read
 * whole here (the parser's limits refuse too many or too large before commerce is called), then sent on
 * as the spec's multipart; commerce checks them again by their bytes.
 */
export const reviewUpload: FastifyPluginAsync<{ commerce: CommerceClient }> = async (app, { commerce }) => {
  await acceptReviewUploads(app);

  const fail = (reply: FastifyReply, error: unknown) => {
    const shopError = error instanceof ShopError ? error : new ShopError('INTERNAL');
    if (!(error instanceof ShopError)) reply.log.error({ err: error }, 'review upload failed');
    const formatted = formatGraphqlError(
      new GraphQLError(shopError.message, { originalError: shopError }),
      reply.log,
    );
    return reply.status(shopError.statusCode).send({ data: null, errors: [formatted.toJSON()] });
  };

  app.post<{ Params: { slug: string } }>('/account/reviews/:slug', async (request, reply) => {
    try {
      const session = request.cookies[SESSION_COOKIE];
      if (!session) throw new ShopError('LOGIN_REQUIRED');
      const user = await new AccountsApi(commerce, request.ip).me(session);
      const upload = await readReviewUpload(request);
      const review = await new ReviewsApi(commerce, { userId: user.id }).write(request.params.slug, {
        rating: upload.rating ?? '',
        comment: upload.comment ?? '',
        images: upload.images,
      });
      return { data: { writeReview: reviewJson(review) } };
    } catch (error) {
      return fail(reply, error);
    }
  });
};
