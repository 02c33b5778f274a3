import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call } from '../staff/back-office-support.ts';

/** Vendor reviews over the commerce REST service (#17, spec §7 `GET, POST, DELETE /vendors/{id}/reviews`). */
let shop: TestShop;
let client: string;
let vendors: number[];
let nextUser = 900;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  const { rows } = await shop.db.query<{ vendor_id: number }>(
    'select distinct vendor_id from stores where vendor_id is not null order by vendor_id',
  );
  vendors = rows.map((row) => row.vendor_id);
}, 60_000);

afterAll(async () => shop?.close());

const as = (userId: number | null) => ({
  get: (vendor: number, query = '') =>
    call(shop, 'GET', `/api/v2/vendors/${vendor}/reviews${query}`, { bearer: client, headers: who(userId) }),
  post: (vendor: number, body: object) =>
    call(shop, 'POST', `/api/v2/vendors/${vendor}/reviews`, { bearer: client, headers: who(userId), body }),
  delete: (vendor: number, query = '') =>
    call(shop, 'DELETE', `/api/v2/vendors/${vendor}/reviews${query}`, {
      bearer: client,
      headers: who(userId),
    }),
});
const who = (userId: number | null): Record<string, string> =>
  userId === null ? {} : { 'x-shop-user-id': String(userId) };

async function footprint(vendor: number) {
  const { rows } = await shop.db.query<{ events: number; reviews: number }>(
    `select (select count(*)::int from events where stream_id = $1) as events,
            (select count(*)::int from vendor_reviews where vendor_id = $2) as reviews`,
    [`vendor-reviews-${vendor}`, vendor],
  );
  return rows[0]!;
}

describe('vendor reviews (REST)', () => {
  it('one review per shopper per vendor: written, edited in place, shown with the stars', async () => {
    const vendor = vendors[0]!;
    const first = as(nextUser++);
    const written = await first.post(vendor, { rating: 4, comment: '  Хүргэлт хурдан, сав баглаа сайн.  ' });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      vendor_id: vendor,
      rating: 4,
      comment: 'Хүргэлт хурдан, сав баглаа сайн.',
    });

    const edited = await first.post(vendor, { rating: 2, comment: 'Дараагийн захиалга удсан.' });
    expect(edited.status).toBe(200);
    expect(edited.body.id).toBe(written.body.id);
    // saved twice unchanged: no new fact in the log
    const before = await footprint(vendor);
    expect((await first.post(vendor, { rating: 2, comment: 'Дараагийн захиалга удсан.' })).status).toBe(200);
    expect(await footprint(vendor)).toEqual(before);

    await as(nextUser++).post(vendor, { rating: '5', comment: 'Маш сайн' });
    const page = await as(null).get(vendor);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      average_rating: 3.5,
      total_reviews: 2,
      total: 2,
      stars: [0, 1, 0, 0, 1],
    });
    expect(page.body.my_review).toBeNull();
    expect(page.body.reviews.map((r: { rating: number }) => r.rating)).toEqual([5, 2]);
    const mine = await first.get(vendor, '?per_page=1');
    expect(mine.body.reviews).toHaveLength(1);
    expect(mine.body.more).toBe(true);
    expect(mine.body.my_review).toMatchObject({ id: written.body.id, rating: 2 });

    const { rows } = await shop.db.query<{ type: string; actor: string }>(
      `select type, metadata->>'actor' as actor from events where stream_id = $1 order by stream_version`,
      [`vendor-reviews-${vendor}`],
    );
    expect(rows.map((row) => row.type)).toEqual([
      'VendorReviewWritten',
      'VendorReviewEdited',
      'VendorReviewWritten',
    ]);
    expect(rows.every((row) => row.actor === 'user')).toBe(true);
  });

  it('refuses bad ratings and comments with coded errors and keeps nothing', async () => {
    const vendor = vendors[1]!;
    const shopper = as(nextUser++);
    const before = await footprint(vendor);
    for (const rating of [0, 6, 2.5, -1, 'abc', '']) {
      const answer = await shopper.post(vendor, { rating, comment: 'Сайн' });
      expect(answer.status, `rating ${rating}`).toBe(422);
      expect(answer.body.code).toBe('SHOP_ERR_REVIEW_RATING_INVALID');
    }
    for (const comment of ['', '   ', 'ш'.repeat(1001)]) {
      const answer = await shopper.post(vendor, { rating: 3, comment });
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('SHOP_ERR_REVIEW_COMMENT_INVALID');
    }
    expect((await shopper.post(vendor, { rating: 3 })).status).toBe(400);
    expect((await shopper.post(vendor, { rating: 3, comment: 'ok', extra: 1 })).status).toBe(400);
    expect(await footprint(vendor)).toEqual(before);
    expect((await shopper.post(vendor, { rating: 3, comment: 'ш'.repeat(1000) })).status).toBe(201);
  });

  it('a guest reads but may not write or delete; an unknown vendor is 404', async () => {
    const guest = as(null);
    expect((await guest.get(vendors[0]!)).status).toBe(200);
    const posted = await guest.post(vendors[0]!, { rating: 5, comment: 'Сайн' });
    expect(posted.status).toBe(401);
    expect(posted.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    expect((await guest.delete(vendors[0]!)).body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    for (const answer of [
      await guest.get(999_999),
      await as(nextUser++).post(999_999, { rating: 5, comment: 'Сайн' }),
      await as(nextUser++).delete(999_999),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('SHOP_ERR_VENDOR_NOT_FOUND');
    }
    expect((await guest.get(0)).status).toBe(400);
  });

  it("deletes only the shopper's own review; another shopper's stays", async () => {
    const vendor = vendors[2]!;
    const owner = as(nextUser++);
    const other = as(nextUser++);
    const written = await owner.post(vendor, { rating: 1, comment: 'Бараа гэмтэлтэй ирсэн' });
    const before = await footprint(vendor);

    const refused = await other.delete(vendor, `?review_id=${written.body.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SHOP_ERR_VENDOR_REVIEW_NOT_YOURS');
    const none = await other.delete(vendor);
    expect(none.status).toBe(404);
    expect(none.body.code).toBe('SHOP_ERR_REVIEW_NOT_FOUND');
    expect((await other.delete(vendor, '?review_id=nope')).body.code).toBe('SHOP_ERR_REVIEW_NOT_FOUND');
    expect(await footprint(vendor)).toEqual(before);

    expect((await owner.delete(vendor)).status).toBe(204);
    expect((await owner.get(vendor)).body).toMatchObject({
      total_reviews: before.reviews - 1,
      my_review: null,
    });
    expect((await owner.delete(vendor)).status).toBe(404);
    // withdrawn, the shopper may write again: a new review
    const again = await owner.post(vendor, { rating: 4, comment: 'Солиод өгсөн, баярлалаа' });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(written.body.id);
  });
});
