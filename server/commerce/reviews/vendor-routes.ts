import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import { MAX_REVIEW_COMMENT, MAX_REVIEWS_PER_PAGE } from './events.ts';
import { deleteVendorReview, vendorReviewPage, writeVendorReview } from './vendor-reviews.ts';

const vendorParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_REVIEWS_PER_PAGE },
  },
} as const;
// Bounds for the body only: the rating's range and the comment's length are coded errors inside.
const reviewBody = {
  type: 'object',
  required: ['rating', 'comment'],
  additionalProperties: false,
  properties: {
    rating: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 4 }] },
    comment: { type: 'string', maxLength: MAX_REVIEW_COMMENT * 4 },
  },
} as const;
const deleteQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { review_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } },
} as const;

type VendorRequest = IdentityRequest & { Params: { id: number } };

/**
 * Vendor reviews (spec §7 `GET, POST, DELETE /vendors/{id}/reviews`): read by all; one review per
 * shopper per vendor, written again to edit it; deleted by its author only.
 */
export const vendorReviewRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const deps: OrderDeps = { db, clock, store: commerceEventStore(db) };

  app.get<VendorRequest & { Querystring: { page?: number; per_page?: number } }>(
    '/api/v2/vendors/:id/reviews',
    { schema: { headers: identityHeaders, params: vendorParams, querystring: pageQuery } },
    async (request) =>
      vendorReviewPage(db, request.params.id, {
        page: request.query.page,
        perPage: request.query.per_page,
        userId: identityOf(request).userId,
      }),
  );

  app.post<VendorRequest & { Body: { rating: number | string; comment: string } }>(
    '/api/v2/vendors/:id/reviews',
    { schema: { headers: identityHeaders, params: vendorParams, body: reviewBody } },
    async (request, reply) => {
      const { review, created } = await writeVendorReview(
        deps,
        identityOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.delete<VendorRequest & { Querystring: { review_id?: string } }>(
    '/api/v2/vendors/:id/reviews',
    { schema: { headers: identityHeaders, params: vendorParams, querystring: deleteQuery } },
    async (request, reply) => {
      await deleteVendorReview(deps, identityOf(request), request.params.id, request.query.review_id);
      return reply.status(204).send();
    },
  );
};
