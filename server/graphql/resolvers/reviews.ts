import type { ReviewPageDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { ReviewsApi } from '../clients/reviews-api.ts';
import type { GatewayContext } from '../context.ts';
import type { PriceOpinion, Resolvers } from '../generated/resolvers.ts';
import { reviewJson } from '../review-upload.ts';
import { shopperIdentity } from './orders.ts';

async function reviewsApi(ctx: GatewayContext): Promise<ReviewsApi> {
  return new ReviewsApi(ctx.commerce, await shopperIdentity(ctx));
}

const MAX_PER_PAGE = 50;
const opinionOf = (value: string | null): PriceOpinion | null =>
  value === null ? null : (value.toUpperCase() as PriceOpinion);

export const reviewResolvers: Resolvers = {
  Query: {
    productReviews: async (_root, { slug, page, perPage, withPhotos }, ctx) => {
      const errors: Record<string, string[]> = {};
      const pageNumber = page ?? 1;
      const size = perPage ?? 10;
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 1000) {
        errors.page = ['must be between 1 and 1000'];
      }
      if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) {
        errors.perPage = [`must be between 1 and ${MAX_PER_PAGE}`];
      }
      if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', undefined, errors);
      return (await reviewsApi(ctx)).page(slug, {
        page: pageNumber,
        perPage: size,
        withPhotos: withPhotos ?? false,
      });
    },
  },
  Mutation: {
    setPriceOpinion: async (_root, { slug, opinion }, ctx) =>
      (await reviewsApi(ctx)).setPriceOpinion(slug, opinion.toLowerCase()),
  },
  ReviewPage: {
    averageRating: (page) => page.average_rating,
    totalReviews: (page) => page.total_reviews,
    perPage: (page) => page.per_page,
    priceOpinions: (page) => page.price_opinions,
    myPriceOpinion: (page: ReviewPageDto) => opinionOf(page.my_price_opinion),
    myReview: (page) => page.my_review,
  },
  Review: {
    authorName: (review) => reviewJson(review).authorName,
    verifiedPurchase: (review) => review.verified_purchase,
    createdAt: (review) => review.created_at,
    updatedAt: (review) => review.updated_at,
  },
};
