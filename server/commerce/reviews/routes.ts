import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import type { OrderDeps } from '../orders/command-runner.ts';
import { type IdentityRequest, identityHeaders, identityOf } from '../shopper-identity.ts';
import { staffGuard } from '../staff/auth.ts';
import { givePriceOpinion, hideReview, productIdOf, requireShopper, writeReview } from './commands.ts';
import { MAX_HIDE_REASON, MAX_REVIEWS_PER_PAGE } from './events.ts';
import { acceptReviewUploads, readReviewUpload } from './images.ts';
import { reviewPage } from './queries.ts';

const productParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000 },
    per_page: { type: 'integer', minimum: 1, maximum: MAX_REVIEWS_PER_PAGE },
    with_photos: { type: 'boolean' },
  },
} as const;

const opinionBody = {
  type: 'object',
  required: ['opinion'],
  additionalProperties: false,
  properties: { opinion: { type: 'string', maxLength: 10 } },
} as const;

type ProductRequest = IdentityRequest & { Params: { id: string } };

/**
 * Reviews and price opinions of the commerce REST service (spec §7 `GET, POST /products/{id}/reviews`,
 * §2 price opinions). Reading is open to all; writing is a logged-in shopper's (LOGIN_REQUIRED for a
 * guest). `{id}` is the product's slug or its numeric id.
 */
export const reviewRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const deps: OrderDeps = { db, clock, store: commerceEventStore(db) };

  app.get<ProductRequest & { Querystring: { page?: number; per_page?: number; with_photos?: boolean } }>(
    '/api/v2/products/:id/reviews',
    { schema: { headers: identityHeaders, params: productParams, querystring: pageQuery } },
    async (request) => {
      const productId = await productIdOf(db, request.params.id);
      return reviewPage(db, productId, {
        page: request.query.page,
        perPage: request.query.per_page,
        withPhotos: request.query.with_photos,
        userId: identityOf(request).userId,
      });
    },
  );

  app.put<ProductRequest & { Body: { opinion: string } }>(
    '/api/v2/products/:id/price_opinion',
    { schema: { headers: identityHeaders, params: productParams, body: opinionBody } },
    async (request) => {
      const identity = identityOf(request);
      const productId = await givePriceOpinion(deps, identity, request.params.id, request.body.opinion);
      return reviewPage(db, productId, { perPage: 1, userId: identity.userId });
    },
  );

  await app.register(async (uploads) => {
    await acceptReviewUploads(uploads);
    // multipart: `images[]` files, `comment`, `rating` (JSON without photos is taken too)
    uploads.post<ProductRequest>(
      '/api/v2/products/:id/reviews',
      { schema: { headers: identityHeaders, params: productParams } },
      async (request, reply) => {
        const identity = identityOf(request);
        // a guest is refused before a byte of the upload is read
        requireShopper(identity);
        const upload = await readReviewUpload(request);
        const { review, created } = await writeReview(deps, identity, request.params.id, upload);
        return reply.status(created ? 201 : 200).send(review);
      },
    );
  });
};

/** `POST /api/v2/admin/reviews/:id/hide` `{ reason }`: behind the staff token. */
export const reviewStaffRoutes: FastifyPluginAsync<{
  db: Database;
  clock: Clock;
  staffToken: string;
}> = async (app, { db, clock, staffToken }) => {
  const deps: OrderDeps = { db, clock, store: commerceEventStore(db) };
  app.addHook('onRequest', staffGuard(staffToken));
  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/api/v2/admin/reviews/:id/hide',
    {
      schema: {
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' } },
        },
        body: {
          type: 'object',
          required: ['reason'],
          additionalProperties: false,
          properties: { reason: { type: 'string', maxLength: MAX_HIDE_REASON * 4 } },
        },
      },
    },
    async (request) => hideReview(deps, request.params.id, request.body.reason),
  );
};
