import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import type { OrderDeps } from '../../../../server/commerce/orders/command-runner.ts';
import { givePriceOpinion, hideReview, writeReview } from '../../../../server/commerce/reviews/commands.ts';
import { reviewsProjection } from '../../../../server/commerce/reviews/projection.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { PNG } from './review-support.ts';

/**
 * The rating projection checked against its own rebuild (STYLE.md, tldraw's store fuzzing): seeded
 * random review commands on a few products, then "read model == replay of the log", and both equal
 * to the average a plain model of the commands expects.
 */
let shop: TestShop;
let deps: OrderDeps;
let products: { id: number; slug: string }[];

beforeAll(async () => {
  shop = await createTestShop();
  deps = { db: shop.db, clock: shop.clock, store: commerceEventStore(shop.db) };
  const { rows } = await shop.db.query<{ id: number; slug: string }>(
    'select id, slug from products where id in (select id from search_documents) order by id desc limit 3',
  );
  products = rows;
}, 60_000);

afterAll(async () => shop?.close());

type Command =
  | { kind: 'write'; user: number; product: number; rating: number; photo: boolean }
  | { kind: 'bad'; user: number; product: number; rating: number }
  | { kind: 'hide'; pick: number }
  | { kind: 'opinion'; user: number; product: number; opinion: 'good' | 'fair' | 'high' };

const command = (): fc.Arbitrary<Command> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('write' as const),
        user: fc.integer({ min: 1, max: 6 }),
        product: fc.integer({ min: 0, max: 2 }),
        rating: fc.integer({ min: 1, max: 5 }),
        photo: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('bad' as const),
        user: fc.integer({ min: 1, max: 6 }),
        product: fc.integer({ min: 0, max: 2 }),
        rating: fc.constantFrom(0, 6, -1, 10),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('hide' as const), pick: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('opinion' as const),
        user: fc.integer({ min: 1, max: 6 }),
        product: fc.integer({ min: 0, max: 2 }),
        opinion: fc.constantFrom('good' as const, 'fair' as const, 'high' as const),
      }),
    },
  );

async function readModel() {
  const ratings = await shop.db.query(
    'select product_id, total_reviews, rating_sum from product_ratings order by product_id',
  );
  const reviews = await shop.db.query(
    `select id, product_id, user_id, rating, comment, images, verified, hidden, hidden_reason
       from product_reviews order by id`,
  );
  const opinions = await shop.db.query(
    'select product_id, user_id, opinion from price_opinions order by product_id, user_id',
  );
  const documents = await shop.db.query(
    `select id, average_rating, doc->'average_rating' as doc_average, doc->'total_reviews' as doc_total
       from search_documents where id = any($1::int[]) order by id`,
    [products.map((product) => product.id)],
  );
  return { ratings: ratings.rows, reviews: reviews.rows, opinions: opinions.rows, documents: documents.rows };
}

describe('rating projection', () => {
  it('equals its rebuild from the log after any sequence of review commands', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command(), { minLength: 1, maxLength: 12 }), async (commands) => {
        // each run its own shoppers, so one run's reviews do not edit another's
        const base = 10_000 + run++ * 10;
        // the model: per product, per shopper, the last rating, unless hidden
        const model = new Map<string, { product: number; rating: number; hidden: boolean; id: string }>();
        for (const step of commands) {
          shop.clock.advance(1000);
          if (step.kind === 'write' || step.kind === 'bad') {
            const product = products[step.product]!;
            const attempt = writeReview(deps, { userId: base + step.user }, product.slug, {
              rating: String(step.rating),
              comment: `Сэтгэгдэл ${step.rating}`,
              images: step.kind === 'write' && step.photo ? [PNG] : [],
            });
            if (step.kind === 'bad') {
              await expect(attempt).rejects.toBeInstanceOf(ShopError);
              continue;
            }
            const { review } = await attempt;
            const key = `${product.id}:${step.user}`;
            const hidden = model.get(key)?.hidden ?? false;
            model.set(key, { product: product.id, rating: step.rating, hidden, id: review.id });
          } else if (step.kind === 'hide') {
            const visible = [...model.values()];
            if (visible.length === 0) continue;
            const target = visible[step.pick % visible.length]!;
            await hideReview(deps, target.id, 'Шалгалт');
            target.hidden = true;
          } else {
            await givePriceOpinion(
              deps,
              { userId: base + step.user },
              products[step.product]!.slug,
              step.opinion,
            );
          }
        }
        const kept = await readModel();
        await deps.store.rebuild(reviewsProjection);
        expect(await readModel()).toEqual(kept);
        // this run's reviews, as the model counts them, are inside the projection's totals
        for (const product of products) {
          const mine = [...model.values()].filter((entry) => entry.product === product.id && !entry.hidden);
          const { rows } = await shop.db.query<{ n: number; s: number }>(
            `select count(*)::int as n, coalesce(sum(rating), 0)::int as s from product_reviews
              where product_id = $1 and not hidden and user_id between $2 and $3`,
            [product.id, base + 1, base + 6],
          );
          expect(rows[0]).toEqual({ n: mine.length, s: mine.reduce((sum, entry) => sum + entry.rating, 0) });
        }
        // and the search documents carry the projection's average
        for (const document of kept.documents as {
          id: number;
          average_rating: number;
          doc_total: number;
        }[]) {
          const rating = (
            kept.ratings as { product_id: number; total_reviews: number; rating_sum: number }[]
          ).find((row) => row.product_id === document.id);
          const expected = rating ? Math.round((rating.rating_sum / rating.total_reviews) * 10) / 10 : 0;
          expect(document.average_rating).toBeCloseTo(expected, 5);
          expect(document.doc_total).toBe(rating?.total_reviews ?? 0);
        }
      }),
      { numRuns: 15, seed: 20261125 },
    );
  }, 240_000);
});
