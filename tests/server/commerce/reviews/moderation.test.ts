import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { call, staffUser } from '../staff/back-office-support.ts';

/** Staff moderation of reviews and comments (#17): the list, hide and unhide with a reason in the log. */
let shop: TestShop;
let client: string;
let editor: string;
let article: number;
let vendor: number;
let slug: string;

beforeAll(async () => {
  shop = await createTestShop();
  // past the seed's reviews and comments, so what the tests write is the newest
  shop.clock.advance(30 * 86_400_000);
  client = await shop.token();
  editor = (await staffUser(shop, ['content'], 'Сарнай Контент')).token;
  const { rows } = await shop.db.query<{ id: number }>(
    `select id from articles where kind = 'article' order by id limit 1`,
  );
  article = rows[0]!.id;
  const { rows: stores } = await shop.db.query<{ vendor_id: number }>(
    'select vendor_id from stores where vendor_id is not null order by vendor_id limit 1',
  );
  vendor = stores[0]!.vendor_id;
  slug = (await sellableVariant(shop.db, 3, 60)).slug;
}, 60_000);

afterAll(async () => shop?.close());

const shopper = (userId: number) => ({ bearer: client, headers: { 'x-shop-user-id': String(userId) } });
const moderate = (path: string, reason: string, bearer = editor) =>
  call(shop, 'POST', `/api/v2/admin/moderation/${path}`, { bearer, body: { reason } });
const logOf = async (stream: string) =>
  (
    await shop.db.query<{ type: string; reason: string; actor: string; staff: string }>(
      `select type, data->>'reason' as reason, metadata->>'actor' as actor, metadata->>'staffName' as staff
         from events where stream_id = $1 order by stream_version`,
      [stream],
    )
  ).rows;

describe('staff moderation', () => {
  it('lists the newest reviews and comments, hides a comment with a reason, and shows it again', async () => {
    const written = await call(shop, 'POST', `/api/v2/articles/${article}/comments`, {
      ...shopper(3001),
      body: { comment: 'Энэ нийтлэл хэрэгтэй байлаа' },
    });
    expect(written.status).toBe(201);
    const id = written.body.id as number;
    shop.clock.advance(60_000);
    await call(shop, 'POST', `/api/v2/vendors/${vendor}/reviews`, {
      ...shopper(3001),
      body: { rating: 5, comment: 'Найдвартай худалдагч' },
    });

    const list = await call(shop, 'GET', '/api/v2/admin/moderation?per_page=5', { bearer: editor });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(5);
    expect(list.body.more).toBe(true);
    const kinds = new Set(list.body.items.map((item: { kind: string }) => item.kind));
    expect(kinds.has('vendor_review')).toBe(true);
    const newestComment = await call(shop, 'GET', '/api/v2/admin/moderation?kind=comment&per_page=1', {
      bearer: editor,
    });
    expect(newestComment.body.items[0]).toMatchObject({
      kind: 'comment',
      id: String(id),
      rating: null,
      hidden: false,
      subject_id: article,
      text: 'Энэ нийтлэл хэрэгтэй байлаа',
    });
    const newestVendorReview = await call(shop, 'GET', '/api/v2/admin/moderation?kind=vendor_review', {
      bearer: editor,
    });
    expect(newestVendorReview.body.items[0]).toMatchObject({ rating: 5, subject_id: vendor, hidden: false });

    const hidden = await moderate(`comment/${id}/hide`, '  Зар сурталчилгаа  ');
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      hidden: true,
      hidden_reason: 'Зар сурталчилгаа',
      text: 'Энэ нийтлэл хэрэгтэй байлаа',
    });
    // hidden twice: no second fact
    expect((await moderate(`comment/${id}/hide`, 'Дахин')).status).toBe(200);

    const comments = await call(shop, 'GET', `/api/v2/articles/${article}/comments?per_page=50`, {
      bearer: client,
    });
    const shown = comments.body.items.find((c: { id: number }) => c.id === id);
    expect(shown).toMatchObject({ hidden: true, comment: null, author_name: '' });
    const replied = await call(shop, 'POST', '/api/v2/comments', {
      ...shopper(3002),
      body: { reply_id: id, comment: 'Хариу' },
    });
    expect(replied.body.code).toBe('SHOP_ERR_COMMENT_NOT_FOUND');

    const onlyHidden = await call(shop, 'GET', '/api/v2/admin/moderation?hidden=true&kind=comment', {
      bearer: editor,
    });
    expect(onlyHidden.body.items.map((item: { id: string }) => item.id)).toEqual([String(id)]);

    expect((await moderate(`comment/${id}/unhide`, 'Алдаатай нуусан')).body).toMatchObject({
      hidden: false,
      hidden_reason: null,
    });
    expect(await logOf(`comment-moderation-${id}`)).toEqual([
      { type: 'CommentHidden', reason: 'Зар сурталчилгаа', actor: 'staff', staff: 'Сарнай Контент' },
      { type: 'CommentShown', reason: 'Алдаатай нуусан', actor: 'staff', staff: 'Сарнай Контент' },
    ]);
  });

  it('hides a product review and a vendor review out of their lists and stars, then back', async () => {
    const review = await call(shop, 'POST', `/api/v2/products/${slug}/reviews`, {
      ...shopper(3003),
      body: { rating: 1, comment: 'Хуурамч сэтгэгдэл' },
    });
    expect(review.status).toBe(201);
    const before = (await call(shop, 'GET', `/api/v2/products/${slug}/reviews`, { bearer: client })).body;

    expect((await moderate(`review/${review.body.id}/hide`, 'Худал мэдээлэл')).body.hidden).toBe(true);
    const during = (await call(shop, 'GET', `/api/v2/products/${slug}/reviews`, { bearer: client })).body;
    expect(during.total_reviews).toBe(before.total_reviews - 1);
    expect((await moderate(`review/${review.body.id}/unhide`, 'Шалгасан')).body.hidden).toBe(false);
    const after = (await call(shop, 'GET', `/api/v2/products/${slug}/reviews`, { bearer: client })).body;
    expect(after.total_reviews).toBe(before.total_reviews);

    const vendorReview = await call(shop, 'POST', `/api/v2/vendors/${vendor}/reviews`, {
      ...shopper(3004),
      body: { rating: 1, comment: 'Муу' },
    });
    const vendorBefore = (await call(shop, 'GET', `/api/v2/vendors/${vendor}/reviews`, { bearer: client }))
      .body;
    await moderate(`vendor_review/${vendorReview.body.id}/hide`, 'Доромжилсон үг');
    const vendorDuring = (await call(shop, 'GET', `/api/v2/vendors/${vendor}/reviews`, { bearer: client }))
      .body;
    expect(vendorDuring.total_reviews).toBe(vendorBefore.total_reviews - 1);
    // its author still sees it, marked hidden
    const own = await call(shop, 'GET', `/api/v2/vendors/${vendor}/reviews`, shopper(3004));
    expect(own.body.my_review).toMatchObject({ hidden: true });
    const log = await logOf(`vendor-reviews-${vendor}`);
    expect(log.at(-1)).toMatchObject({
      type: 'VendorReviewHidden',
      reason: 'Доромжилсон үг',
      actor: 'staff',
    });
  });

  it('refuses a missing reason, unknown items, shoppers and staff without the content role; keeps nothing', async () => {
    const { rows } = await shop.db.query<{ n: number }>('select count(*)::int as n from events');
    const count = rows[0]!.n;
    const { rows: comments } = await shop.db.query<{ id: number }>(
      'select id from comments where deleted_at is null order by id limit 1',
    );
    const commentId = comments[0]!.id;

    for (const reason of ['', '   ', 'ш'.repeat(501)]) {
      const answer = await moderate(`comment/${commentId}/hide`, reason);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('SHOP_ERR_REVIEW_HIDE_REASON_INVALID');
    }
    expect((await moderate('comment/999999/hide', 'Шалтгаан')).body.code).toBe('SHOP_ERR_COMMENT_NOT_FOUND');
    expect((await moderate('comment/abc/hide', 'Шалтгаан')).body.code).toBe('SHOP_ERR_COMMENT_NOT_FOUND');
    expect((await moderate('review/nope/hide', 'Шалтгаан')).body.code).toBe('SHOP_ERR_REVIEW_NOT_FOUND');
    expect((await moderate('vendor_review/nope/unhide', 'Шалтгаан')).body.code).toBe(
      'SHOP_ERR_REVIEW_NOT_FOUND',
    );
    expect((await moderate('brand/1/hide', 'Шалтгаан')).status).toBe(400);

    const fulfilment = (await staffUser(shop, ['fulfilment'])).token;
    const refused = await moderate(`comment/${commentId}/hide`, 'Шалтгаан', fulfilment);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    expect((await call(shop, 'GET', '/api/v2/admin/moderation', { bearer: fulfilment })).status).toBe(403);
    const asShopper = await moderate(`comment/${commentId}/hide`, 'Шалтгаан', client);
    expect(asShopper.status).toBe(401);
    expect(asShopper.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');

    const { rows: after } = await shop.db.query<{ n: number; hidden: number }>(
      `select (select count(*)::int from events) as n,
              (select count(*)::int from comments where id = $1 and hidden_at is not null) as hidden`,
      [commentId],
    );
    // staffUser's account events aside, no moderation fact was kept
    const { rows: moderation } = await shop.db.query<{ n: number }>(
      `select count(*)::int as n from events where stream_id = $1`,
      [`comment-moderation-${commentId}`],
    );
    expect(moderation[0]!.n).toBe(0);
    expect(after[0]!.hidden).toBe(0);
    expect(after[0]!.n).toBeGreaterThanOrEqual(count);
  });
});
