import type { VendorReviewDto, VendorReviewPageDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { VendorReviewsApi } from '../clients/vendor-reviews-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers, VendorReview, VendorReviewPage } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';

const MAX_PER_PAGE = 50;

async function api(ctx: GatewayContext): Promise<VendorReviewsApi> {
  return new VendorReviewsApi(ctx.commerce, await shopperIdentity(ctx));
}

/** A vendor id: a positive whole number, else VENDOR_NOT_FOUND without a call. */
function vendorIdOf(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError('VENDOR_NOT_FOUND');
  return Number(id);
}

const reviewOf = (dto: VendorReviewDto): VendorReview => ({
  id: dto.id,
  rating: dto.rating,
  comment: dto.comment,
  authorName: dto.author_name,
  hidden: dto.hidden,
  createdAt: dto.created_at,
  updatedAt: dto.updated_at,
});

const pageOf = (dto: VendorReviewPageDto): VendorReviewPage => ({
  averageRating: dto.average_rating,
  totalReviews: dto.total_reviews,
  stars: dto.stars,
  reviews: dto.reviews.map(reviewOf),
  total: dto.total,
  page: dto.page,
  perPage: dto.per_page,
  more: dto.more,
  myReview: dto.my_review ? reviewOf(dto.my_review) : null,
});

/** Vendor reviews (#17, schema/content.graphql) over `/api/v2/vendors/{id}/reviews`. */
export const vendorReviewResolvers: Resolvers = {
  Query: {
    vendorReviews: async (_root, { id, page, perPage }, ctx) => {
      const pageNumber = page ?? 1;
      const size = perPage ?? 10;
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 1000) {
        errors.page = ['must be between 1 and 1000'];
      }
      if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) {
        errors.perPage = [`must be between 1 and ${MAX_PER_PAGE}`];
      }
      if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', undefined, errors);
      return pageOf(await (await api(ctx)).page(vendorIdOf(id), pageNumber, size));
    },
  },
  Mutation: {
    writeVendorReview: async (_root, { id, rating, comment }, ctx) =>
      reviewOf(await (await api(ctx)).write(vendorIdOf(id), rating, comment)),
    deleteVendorReview: async (_root, { id }, ctx) => {
      await (await api(ctx)).delete(vendorIdOf(id));
      return true;
    },
  },
};
