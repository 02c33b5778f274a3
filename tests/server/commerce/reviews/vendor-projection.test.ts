import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentModerationProjection } from '../../../../server/commerce/content/comment-moderation.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import type { OrderDeps } from '../../../../server/commerce/orders/command-runner.ts';
import { moderate } from '../../../../server/commerce/reviews/moderation.ts';
import { vendorReviewsProjection } from '../../../../server/commerce/reviews/vendor-projection.ts';
import { deleteVendorReview, writeVendorReview } from '../../../../server/commerce/reviews/vendor-reviews.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';

/**
 * Vendor reviews and comment moderation checked against their rebuild (STYLE.md): seeded random
 * writes, edits, deletes, bad input, hides and shows, then "read model == replay of the log", and
 * the visible reviews equal what a plain model of the commands expects.
 */
let shop: TestShop;
let deps: OrderDeps;
let vendors: number[];
let comments: number[];

beforeAll(async () => {
  shop = await createTestShop();
  deps = { db: shop.db, clock: shop.clock, store: commerceEventStore(shop.db) };
  const { rows } = await shop.db.query<{ vendor_id: number }>(
    'select distinct vendor_id from stores where vendor_id is not null order by vendor_id limit 2',
  );
  vendors = rows.map((row) => row.vendor_id);
  const { rows: found } = await shop.db.query<{ id: number }>(
    'select id from comments where deleted_at is null order by id limit 3',
  );
  comments = found.map((row) => row.id);
}, 60_000);

afterAll(async () => shop?.close());

type Command =
  | { kind: 'write'; user: number; vendor: number; rating: number }
  | { kind: 'bad'; user: number; vendor: number; rating: number }
  | { kind: 'delete'; user: number; vendor: number }
  | { kind: 'moderate'; pick: number; hide: boolean }
  | { kind: 'comment'; pick: number; hide: boolean };

const user = fc.integer({ min: 1, max: 5 });
const vendor = fc.integer({ min: 0, max: 1 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      user,
      vendor,
      rating: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bad' as const),
      user,
      vendor,
      rating: fc.constantFrom(0, 6, 2.5),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), user, vendor }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('moderate' as const), pick: fc.nat(), hide: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('comment' as const), pick: fc.nat(), hide: fc.boolean() }),
  },
);

async function readModel() {
  const reviews = await shop.db.query(
    'select id, vendor_id, user_id, rating, comment, hidden, hidden_reason from vendor_reviews order by id',
  );
  const marks = await shop.db.query(
    'select id, hidden_at is not null as hidden, hidden_reason from comments order by id',
  );
  return { reviews: reviews.rows, marks: marks.rows };
}

let run = 0;

describe('vendor review and comment moderation projections', () => {
  it('equal their rebuild from the log after any sequence of commands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (steps) => {
        const base = 20_000 + run++ * 10;
        const model = new Map<string, { id: string; rating: number; hidden: boolean }>();
        for (const step of steps) {
          if (step.kind === 'write' || step.kind === 'bad') {
            const attempt = writeVendorReview(deps, { userId: base + step.user }, vendors[step.vendor]!, {
              rating: step.rating,
              comment: `Үнэлгээ ${step.rating}`,
            });
            if (step.kind === 'bad') {
              await expect(attempt).rejects.toBeInstanceOf(ShopError);
              continue;
            }
            const { review } = await attempt;
            const key = `${step.vendor}:${step.user}`;
            model.set(key, { id: review.id, rating: step.rating, hidden: model.get(key)?.hidden ?? false });
          } else if (step.kind === 'delete') {
            const key = `${step.vendor}:${step.user}`;
            const attempt = deleteVendorReview(deps, { userId: base + step.user }, vendors[step.vendor]!);
            if (model.has(key)) {
              await attempt;
              model.delete(key);
            } else await expect(attempt).rejects.toBeInstanceOf(ShopError);
          } else if (step.kind === 'moderate') {
            const kept = [...model.values()];
            if (kept.length === 0) continue;
            const target = kept[step.pick % kept.length]!;
            await moderate(deps, { kind: 'vendor_review', id: target.id }, step.hide, 'Шалгалт', {
              actor: 'staff',
            });
            target.hidden = step.hide;
          } else {
            const id = comments[step.pick % comments.length]!;
            await moderate(deps, { kind: 'comment', id: String(id) }, step.hide, 'Шалгалт', {
              actor: 'staff',
            });
          }
        }
        const kept = await readModel();
        await deps.store.rebuild(vendorReviewsProjection);
        await deps.store.rebuild(commentModerationProjection);
        expect(await readModel()).toEqual(kept);
        const { rows } = await shop.db.query<{ id: string; rating: number; hidden: boolean }>(
          'select id, rating, hidden from vendor_reviews where user_id between $1 and $2',
          [base + 1, base + 5],
        );
        // sorted here, not by the database: its collation may order ids otherwise
        const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);
        expect(rows.sort(byId)).toEqual([...model.values()].sort(byId));
      }),
      { numRuns: 15, seed: 20261125 },
    );
  }, 240_000);
});
