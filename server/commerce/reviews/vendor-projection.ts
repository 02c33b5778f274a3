import type { Projection, RecordedEvent } from '../../platform/events/index.ts';
import { streamVendorId, type VendorReviewEvent, vendorReviewEventTypes } from './vendor-events.ts';

const fact = (event: RecordedEvent) => ({ ...(event.data as object), type: event.type }) as VendorReviewEvent;

/** `vendor_reviews`, kept in the append's transaction and rebuildable from the log. */
export const vendorReviewsProjection: Projection = {
  name: 'vendor-reviews',
  handles: vendorReviewEventTypes,
  async apply(tx, events) {
    for (const event of events) {
      const at = event.recordedAt.toISOString();
      const review = fact(event);
      switch (review.type) {
        case 'VendorReviewWritten':
          await tx.query(
            `insert into vendor_reviews (id, vendor_id, user_id, author_name, rating, comment, created_at,
               updated_at)
             values ($1, $2, $3, $4, $5, $6, $7, $7)`,
            [
              review.reviewId,
              streamVendorId(event.streamId),
              review.userId,
              review.authorName,
              review.rating,
              review.comment,
              at,
            ],
          );
          break;
        case 'VendorReviewEdited':
          await tx.query(
            'update vendor_reviews set rating = $2, comment = $3, updated_at = $4 where id = $1',
            [review.reviewId, review.rating, review.comment, at],
          );
          break;
        case 'VendorReviewDeleted':
          await tx.query('delete from vendor_reviews where id = $1', [review.reviewId]);
          break;
        case 'VendorReviewHidden':
          await tx.query('update vendor_reviews set hidden = true, hidden_reason = $2 where id = $1', [
            review.reviewId,
            review.reason,
          ]);
          break;
        case 'VendorReviewShown':
          await tx.query('update vendor_reviews set hidden = false, hidden_reason = null where id = $1', [
            review.reviewId,
          ]);
          break;
      }
    }
  },
  async reset(tx) {
    await tx.query('delete from vendor_reviews');
  },
};
