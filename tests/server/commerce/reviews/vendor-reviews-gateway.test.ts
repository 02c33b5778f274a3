import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { shopper, signUp } from '../accounts/support.ts';

/** Vendor reviews through the gateway (#17, schema/content.graphql). */
let shop: TestShop;
let vendor: string;

beforeAll(async () => {
  shop = await createTestShop();
  const { rows } = await shop.db.query<{ vendor_id: number }>(
    'select vendor_id from stores where vendor_id is not null order by vendor_id limit 1',
  );
  vendor = String(rows[0]!.vendor_id);
}, 60_000);

afterAll(async () => shop?.close());

const PAGE = `query ($id: ID!) { vendorReviews(id: $id, perPage: 5) {
  averageRating totalReviews stars total more myReview { id rating comment hidden }
  reviews { id rating comment authorName createdAt } } }`;
const WRITE = `mutation ($id: ID!, $rating: Int!, $comment: String!) {
  writeVendorReview(id: $id, rating: $rating, comment: $comment) { id rating comment } }`;
const DELETE = 'mutation ($id: ID!) { deleteVendorReview(id: $id) }';

describe('vendor reviews (GraphQL)', () => {
  it('a member writes, edits and deletes a review; the page follows', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88119911');
    const written = await caller.gql<{ writeVendorReview: { id: string } }>(WRITE, {
      id: vendor,
      rating: 5,
      comment: 'Цаг тухайд нь хүргэсэн',
    });
    expect(written.body.errors).toBeUndefined();
    await caller.gql(WRITE, { id: vendor, rating: 4, comment: 'Засварласан' });
    const page = await caller.gql<{ vendorReviews: Record<string, unknown> }>(PAGE, { id: vendor });
    expect(page.body.data?.vendorReviews).toMatchObject({
      averageRating: 4,
      totalReviews: 1,
      stars: [0, 0, 0, 1, 0],
      myReview: {
        id: written.body.data?.writeVendorReview.id,
        rating: 4,
        comment: 'Засварласан',
        hidden: false,
      },
    });
    expect((await caller.gql(DELETE, { id: vendor })).body.data).toEqual({ deleteVendorReview: true });
    const again = await caller.gql<{ vendorReviews: { totalReviews: number; myReview: null } }>(PAGE, {
      id: vendor,
    });
    expect(again.body.data?.vendorReviews).toMatchObject({ totalReviews: 0, myReview: null });
  });

  it('answers coded errors: a guest, a bad rating, an unknown vendor, nothing to delete', async () => {
    const guest = await shopper(shop.app).gql(WRITE, { id: vendor, rating: 5, comment: 'Сайн' });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const { caller } = await signUp(shop.app, shop.db, '88119922');
    const bad = await caller.gql(WRITE, { id: vendor, rating: 7, comment: 'Сайн' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('REVIEW_RATING_INVALID');
    const empty = await caller.gql(WRITE, { id: vendor, rating: 3, comment: ' ' });
    expect(empty.body.errors?.[0]?.extensions?.code).toBe('REVIEW_COMMENT_INVALID');
    for (const id of ['999999', 'abc', '0']) {
      const unknown = await caller.gql(PAGE, { id });
      expect(unknown.body.errors?.[0]?.extensions?.code).toBe('VENDOR_NOT_FOUND');
    }
    const none = await caller.gql(DELETE, { id: vendor });
    expect(none.body.errors?.[0]?.extensions?.code).toBe('REVIEW_NOT_FOUND');
    const { rows } = await shop.db.query<{ n: number }>('select count(*)::int as n from vendor_reviews');
    expect(rows[0]!.n).toBe(0);
  });
});
