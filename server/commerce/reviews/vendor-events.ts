/** The facts of a vendor's reviews, one stream per vendor (`vendor-reviews-<vendorId>`). */
export type VendorReviewEvent =
  | {
      type: 'VendorReviewWritten';
      reviewId: string;
      userId: number;
      authorName: string;
      rating: number;
      comment: string;
    }
  | { type: 'VendorReviewEdited'; reviewId: string; rating: number; comment: string }
  | { type: 'VendorReviewDeleted'; reviewId: string }
  | { type: 'VendorReviewHidden'; reviewId: string; reason: string }
  | { type: 'VendorReviewShown'; reviewId: string; reason: string };

export const vendorReviewEventTypes: readonly VendorReviewEvent['type'][] = [
  'VendorReviewWritten',
  'VendorReviewEdited',
  'VendorReviewDeleted',
  'VendorReviewHidden',
  'VendorReviewShown',
];

export const VENDOR_REVIEW_STREAM_PREFIX = 'vendor-reviews-';
export const vendorReviewStreamId = (vendorId: number) => `${VENDOR_REVIEW_STREAM_PREFIX}${vendorId}`;
export const streamVendorId = (streamId: string) =>
  Number(streamId.slice(VENDOR_REVIEW_STREAM_PREFIX.length));
