/** The facts of a product's reviews and price opinions, all in one stream per product (`reviews-<productId>`). */
export interface ReviewImageRef {
  sha256: string;
  content_type: ReviewImageType;
  /**
   * The largest rendition's width (server/platform/images): photos posted since #17 are kept only as
   * renditions; older ones (no width) are still served as they were posted, at /images/reviews/.
   */
  width?: number;
}

export type ReviewImageType = 'image/png' | 'image/jpeg' | 'image/webp';
export type PriceOpinion = 'good' | 'fair' | 'high';
export const priceOpinions: readonly PriceOpinion[] = ['good', 'fair', 'high'];

export type ReviewEvent =
  | {
      type: 'ReviewWritten';
      reviewId: string;
      userId: number;
      authorName: string;
      rating: number;
      comment: string;
      images: ReviewImageRef[];
      verified: boolean;
    }
  | {
      type: 'ReviewEdited';
      reviewId: string;
      rating: number;
      comment: string;
      images: ReviewImageRef[];
      verified: boolean;
    }
  | { type: 'ReviewHidden'; reviewId: string; reason: string }
  | { type: 'ReviewShown'; reviewId: string; reason: string }
  | { type: 'PriceOpinionGiven'; userId: number; opinion: PriceOpinion };

export type ReviewEventType = ReviewEvent['type'];

export const reviewEventTypes: readonly ReviewEventType[] = [
  'ReviewWritten',
  'ReviewEdited',
  'ReviewHidden',
  'ReviewShown',
  'PriceOpinionGiven',
];

export const REVIEW_STREAM_PREFIX = 'reviews-';
export const reviewStreamId = (productId: number) => `${REVIEW_STREAM_PREFIX}${productId}`;
export const streamProductId = (streamId: string) => Number(streamId.slice(REVIEW_STREAM_PREFIX.length));

/** A review's words: 1 to 1000 characters once trimmed. */
export const MAX_REVIEW_COMMENT = 1000;
/** Photos per review, and bytes per photo (a phone photo resized by the browser fits many times over). */
export const MAX_REVIEW_IMAGES = 5;
export const MAX_REVIEW_IMAGE_BYTES = 2 * 1024 * 1024;
/** Reviews per page of the list (§4 lists load a first page, then append). */
export const REVIEWS_PER_PAGE = 10;
export const MAX_REVIEWS_PER_PAGE = 50;
/** A staff hiding reason: 1 to 500 characters. */
export const MAX_HIDE_REASON = 500;
