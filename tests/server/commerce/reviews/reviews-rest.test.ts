import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REVIEW_IMAGE_BYTES } from '../../../../server/commerce/reviews/events.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { pngBomb } from '../../platform/images/fixtures.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { paidOrder } from '../staff/staff-support.ts';
import { BROKEN_JPEG, HTML, hide, JPEG, PNG, reviewer, reviewFootprint, WEBP } from './review-support.ts';

/** Reviews, ratings and price opinions over the commerce REST service (#17, spec §2, §3, §7). */
let shop: TestShop;
let token: string;
let slugs: string[];
let nextUser = 500;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
  slugs = [];
  // products the seed left unreviewed: counts below start from zero
  for (let skip = 40; slugs.length < 5; skip++) {
    const { slug } = await sellableVariant(shop.db, 3, skip);
    const { rows } = await shop.db.query<{ n: number }>(
      'select count(*)::int as n from product_reviews r join products p on p.id = r.product_id where p.slug = $1',
      [slug],
    );
    if (rows[0]!.n === 0 && !slugs.includes(slug)) slugs.push(slug);
  }
}, 60_000);

afterAll(async () => shop?.close());

const member = () => reviewer(shop, token, nextUser++);

async function searchDoc(slug: string) {
  const { rows } = await shop.db.query<{
    average_rating: number;
    doc: { average_rating: number; total_reviews: number };
  }>('select average_rating, doc from search_documents where slug = $1', [slug]);
  return rows[0]!;
}

describe('product reviews (REST)', () => {
  it('a shopper writes a review with photos; the list, the rating and the search document follow', async () => {
    const slug = slugs[0]!;
    const shopper = member();
    const written = await shopper.post(slug, {
      rating: 4,
      comment: '  Өнгө нь тод, хурдан хүргэсэн.  ',
      images: [{ bytes: PNG }, { bytes: JPEG, name: 'b.jpg' }, { bytes: WEBP, name: 'c.webp' }],
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      rating: 4,
      comment: 'Өнгө нь тод, хурдан хүргэсэн.',
      verified_purchase: false,
      hidden: false,
    });
    const images = written.body.images as { url: string }[];
    expect(images).toHaveLength(3);

    // photos are served as the shop's own renditions (never the upload, never as HTML)
    expect(images[1]!.url).toMatch(/^\/images\/r\/[\w-]{32}\/400\.webp$/);
    const photo = await shop.app.inject({ method: 'GET', url: images[1]!.url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(400);
    const avif = await shop.app.inject({
      method: 'GET',
      url: images[1]!.url.replace('400.webp', '160.avif'),
    });
    expect(avif.headers['content-type']).toBe('image/avif');
    // the upload itself is not kept
    const { rows } = await shop.db.query('select 1 from review_images');
    expect(rows).toHaveLength(0);
    // the address of before #17 leads to the rendition
    const old = await shop.app.inject({ url: `/images/reviews/${images[1]!.url.split('/')[3]}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(images[1]!.url);

    await member().post(slug, { rating: 5, comment: 'Маш сайн' });
    const list = await reviewer(shop, token, null).list(slug);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({
      average_rating: 4.5,
      total_reviews: 2,
      total: 2,
      stars: [0, 0, 0, 1, 1],
    });
    expect((await searchDoc(slug)).doc).toMatchObject({ average_rating: 4.5, total_reviews: 2 });
    expect((await searchDoc(slug)).average_rating).toBe(4.5);

    const withPhotos = await reviewer(shop, token, null).list(slug, '?with_photos=true');
    expect(withPhotos.body.total).toBe(1);
    expect((withPhotos.body.reviews as { id: string }[])[0]!.id).toBe(written.body.id);
  });

  it('posting again edits the one review of the shopper', async () => {
    const slug = slugs[1]!;
    const shopper = member();
    const first = await shopper.post(slug, { rating: 2, comment: 'Дунд зэрэг' });
    const again = await shopper.post(slug, { rating: 5, comment: 'Дахин хэрэглээд таалагдлаа' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, rating: 5 });
    const list = await shopper.list(slug);
    expect(list.body).toMatchObject({ total_reviews: 1, average_rating: 5 });
    expect((list.body.my_review as { id: string }).id).toBe(first.body.id);
  });

  it('pages the list: ten a page, newest first, `more` while there are more', async () => {
    const slug = slugs[2]!;
    for (let n = 0; n < 12; n++) {
      await member().post(slug, { rating: (n % 5) + 1, comment: `Сэтгэгдэл ${n}` });
      shop.clock.advance(1000);
    }
    const first = await member().list(slug);
    expect(first.body).toMatchObject({ total: 12, page: 1, per_page: 10, more: true });
    expect((first.body.reviews as { comment: string }[])[0]!.comment).toBe('Сэтгэгдэл 11');
    const second = await member().list(slug, '?page=2');
    expect(second.body).toMatchObject({ more: false });
    expect(second.body.reviews).toHaveLength(2);
    // the split counts every visible review, not the page's (ratings 1…5, 1…5, 1, 2)
    expect(second.body).toMatchObject({ total_reviews: 12, stars: [3, 3, 2, 2, 2] });
    // past the last page: nothing listed, and still the true count
    const past = await member().list(slug, '?page=3');
    expect(past.body).toMatchObject({ total: 12, page: 3, more: false, reviews: [] });
  });

  it('a product nobody reviewed: no reviews, zero counts everywhere', async () => {
    const empty = await member().list(slugs[4]!);
    expect(empty.body).toMatchObject({
      reviews: [],
      total: 0,
      more: false,
      total_reviews: 0,
      average_rating: 0,
      stars: [0, 0, 0, 0, 0],
      price_opinions: { good: 0, fair: 0, high: 0 },
      my_review: null,
      my_price_opinion: null,
    });
  });

  it('marks a verified purchase when the shopper paid an order holding the product', async () => {
    const userId = nextUser++;
    const order = await paidOrder(shop, token, { skip: 7, userId });
    const { rows } = await shop.db.query<{ slug: string }>(
      `select p.slug from orders o cross join jsonb_array_elements(o.line_items) line
         join variants v on v.id = (line->>'variantId')::int join products p on p.id = v.product_id
        where o.number = $1`,
      [order.number],
    );
    const answer = await reviewer(shop, token, userId).post(rows[0]!.slug, {
      rating: 5,
      comment: 'Авсан, сайн',
    });
    expect(answer.body.verified_purchase).toBe(true);
  });

  it('refuses bad input with a coded error and keeps nothing', async () => {
    const slug = slugs[3]!;
    const before = await reviewFootprint(shop);
    const shopper = member();
    const cases: [Parameters<typeof shopper.post>[1], number, string][] = [
      [{ rating: 0, comment: 'Сайн' }, 422, 'SHOP_ERR_REVIEW_RATING_INVALID'],
      [{ rating: 6, comment: 'Сайн' }, 422, 'SHOP_ERR_REVIEW_RATING_INVALID'],
      [{ rating: '4.5', comment: 'Сайн' }, 422, 'SHOP_ERR_REVIEW_RATING_INVALID'],
      [{ comment: 'Сайн' }, 422, 'SHOP_ERR_REVIEW_RATING_INVALID'],
      [{ rating: 4, comment: '   ' }, 422, 'SHOP_ERR_REVIEW_COMMENT_INVALID'],
      [{ rating: 4, comment: 'ж'.repeat(1001) }, 422, 'SHOP_ERR_REVIEW_COMMENT_INVALID'],
      [
        { rating: 4, comment: 'Сайн', images: [{ bytes: HTML, name: 'me.png' }] },
        422,
        'SHOP_ERR_REVIEW_IMAGE_INVALID',
      ],
      // a good photo first: it is not kept either
      [
        { rating: 4, comment: 'Сайн', images: [{ bytes: PNG }, { bytes: HTML, name: 'x.jpg' }] },
        422,
        'SHOP_ERR_REVIEW_IMAGE_INVALID',
      ],
      // the pipeline's own refusals: a body that does not decode, a decompression bomb
      [
        { rating: 4, comment: 'Сайн', images: [{ bytes: PNG }, { bytes: BROKEN_JPEG, name: 'x.jpg' }] },
        422,
        'SHOP_ERR_IMAGE_UNREADABLE',
      ],
      [{ rating: 4, comment: 'Сайн', images: [{ bytes: pngBomb() }] }, 422, 'SHOP_ERR_IMAGE_TOO_MANY_PIXELS'],
      [
        { rating: 4, comment: 'Сайн', images: Array.from({ length: 6 }, () => ({ bytes: PNG })) },
        422,
        'SHOP_ERR_REVIEW_IMAGES_TOO_MANY',
      ],
      [
        {
          rating: 4,
          comment: 'Сайн',
          images: [{ bytes: Buffer.concat([PNG, Buffer.alloc(MAX_REVIEW_IMAGE_BYTES)]) }],
        },
        422,
        'SHOP_ERR_REVIEW_IMAGE_TOO_LARGE',
      ],
    ];
    for (const [form, status, code] of cases) {
      const answer = await shopper.post(slug, form);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    }
    const guest = await reviewer(shop, token, null).post(slug, {
      rating: 5,
      comment: 'Сайн',
      images: [{ bytes: PNG }],
    });
    expect(guest).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_LOGIN_REQUIRED' } });
    const unknown = await shopper.post('no-such-product-here', {
      rating: 5,
      comment: 'Сайн',
      images: [{ bytes: PNG }],
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_NOT_FOUND' } });
    expect((await reviewer(shop, token, null).list('no-such-product-here')).status).toBe(404);
    expect(await reviewFootprint(shop)).toEqual(before);
    expect((await shopper.list(slug)).body.total_reviews).toBe(0);
  });
});

describe('price opinions (REST)', () => {
  it('one opinion per shopper, changeable; the split counts them', async () => {
    const slug = slugs[3]!;
    const a = member();
    const b = member();
    expect((await a.opinion(slug, 'good')).body).toMatchObject({
      price_opinions: { good: 1, fair: 0, high: 0 },
      my_price_opinion: 'good',
    });
    await b.opinion(slug, 'high');
    const changed = await a.opinion(slug, 'fair');
    expect(changed.body.price_opinions).toEqual({ good: 0, fair: 1, high: 1 });
    expect(await a.opinion(slug, 'cheap')).toMatchObject({
      status: 422,
      body: { code: 'SHOP_ERR_PRICE_OPINION_INVALID' },
    });
    expect(await reviewer(shop, token, null).opinion(slug, 'good')).toMatchObject({
      status: 401,
      body: { code: 'SHOP_ERR_LOGIN_REQUIRED' },
    });
  });
});

describe('staff moderation', () => {
  it('hides a review with its reason in the log; the average leaves it out', async () => {
    const slug = slugs[1]!;
    const low = await member().post(slug, { rating: 1, comment: 'Хог' });
    expect((await member().list(slug)).body).toMatchObject({ total_reviews: 2, average_rating: 3 });
    expect((await hide(shop, low.body.id as string, 'Bearer wrong', 'Bearer wrong')).status).toBe(401);
    expect((await hide(shop, low.body.id as string, '  ')).body.code).toBe(
      'SHOP_ERR_REVIEW_HIDE_REASON_INVALID',
    );
    expect((await hide(shop, 'nosuchreview', 'Спам')).body.code).toBe('SHOP_ERR_REVIEW_NOT_FOUND');
    const hidden = await hide(shop, low.body.id as string, 'Доромжилсон үг');
    expect(hidden).toMatchObject({ status: 200, body: { hidden: true } });
    const list = await member().list(slug);
    expect(list.body).toMatchObject({ total_reviews: 1, average_rating: 5, total: 1 });
    expect((await searchDoc(slug)).doc.total_reviews).toBe(1);
    const { rows } = await shop.db.query<{ data: { reason: string }; metadata: { actor: string } }>(
      `select data, metadata from events where type = 'ReviewHidden' and data->>'reviewId' = $1`,
      [low.body.id],
    );
    expect(rows[0]).toMatchObject({ data: { reason: 'Доромжилсон үг' }, metadata: { actor: 'staff' } });
  });
});
