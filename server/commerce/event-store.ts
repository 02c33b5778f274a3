import type { Database } from '../platform/db/index.ts';
import { EventStore, type Projection } from '../platform/events/index.ts';
import { productPhotosProjection } from './catalog/photos/events.ts';
import { catalogProjections } from './catalog/projections.ts';
import { commentModerationProjection } from './content/comment-moderation.ts';
import { newsProjection } from './content/news-events.ts';
import { eTicketIssuing, eTicketsProjection } from './e-tickets/events.ts';
import { roomBookingFollower, roomBookingsProjection } from './horeca/booking-events.ts';
import { lookBooksProjection } from './lookbooks/events.ts';
import { licenseIssuing, licensesProjection } from './orders/licenses.ts';
import { orderProjections } from './orders/projection.ts';
import { prizeConfigProjection } from './prizes/config.ts';
import { prizesProjection } from './prizes/events.ts';
import { rouletteNumberIssuing } from './prizes/issuing.ts';
import { quotesProjection } from './quotes/events.ts';
import { reviewsProjection } from './reviews/projection.ts';
import { vendorReviewsProjection } from './reviews/vendor-projection.ts';
import { pagesProjection } from './storefront/page-events.ts';
import { moneyProjections } from './wallet/projections.ts';
import { wishlistsProjection } from './wishlists/projection.ts';

/**
 * Every commerce read model, in the order an append runs them: the orders row first (the VAT
 * receipt reaction reads it), then stock and search documents, then the money ledgers, then the wish lists, then the reviews (their rating writes
 * into the search documents the catalog projections keep). Each one
 * picks the event types it handles, so an append updates every read model it concerns, whoever made it.
 */
export function commerceProjections(): readonly Projection[] {
  // built on call: the projection modules import order helpers that may import this file
  return [
    ...orderProjections,
    eTicketsProjection,
    eTicketIssuing,
    licensesProjection,
    licenseIssuing,
    prizeConfigProjection,
    prizesProjection,
    rouletteNumberIssuing,
    roomBookingsProjection,
    roomBookingFollower,
    ...catalogProjections,
    productPhotosProjection,
    ...moneyProjections,
    wishlistsProjection,
    reviewsProjection,
    vendorReviewsProjection,
    commentModerationProjection,
    quotesProjection,
    lookBooksProjection,
    newsProjection,
    pagesProjection,
  ];
}

/**
 * The commerce event store, the only one commerce appends through (the boundary check refuses
 * `new EventStore` anywhere else in server/). Stateless besides the database, so building it
 * twice builds the same store.
 */
export function commerceEventStore(db: Database): EventStore {
  return new EventStore(db, commerceProjections());
}
