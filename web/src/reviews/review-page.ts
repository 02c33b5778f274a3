import type { ProductReviewsQuery } from '../graphql/generated/graphql.ts';

/** A page of a product's reviews, as the product route loads the first one. */
export type ReviewPageData = ProductReviewsQuery['productReviews'];

/** The server's default page (GET /products/{id}/reviews): a full page offers "load more". */
export const REVIEWS_PER_PAGE = 10;
