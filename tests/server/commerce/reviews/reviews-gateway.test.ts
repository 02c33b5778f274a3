import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { searchApi } from '../../search/search-client.ts';
import { shopper, signUp } from '../accounts/support.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { HTML, multipart, PNG, type ReviewForm, reviewFootprint } from './review-support.ts';

/** Reviews through the gateway (#17): the upload route, productReviews, setPriceOpinion, and search by rating. */
let shop: TestShop;
let slug: string;

beforeAll(async () => {
  shop = await createTestShop();
  // a product without seeded reviews
  for (let skip = 30; ; skip++) {
    const candidate = (await sellableVariant(shop.db, 3, skip)).slug;
    const { rows } = await shop.db.query<{ n: number }>(
      'select count(*)::int as n from product_reviews r join products p on p.id = r.product_id where p.slug = $1',
      [candidate],
    );
    if (rows[0]!.n === 0) {
      slug = candidate;
      break;
    }
  }
}, 60_000);

afterAll(async () => shop?.close());

interface UploadAnswer {
  data: { writeReview: Record<string, unknown> } | null;
  errors: { extensions: { code: string } }[];
}

async function upload(session: string | undefined, form: ReviewForm, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipart(form);
  const response = await shop.app.inject({
    method: 'POST',
    url: `/account/reviews/${slug}`,
    headers: {
      'content-type': contentType,
      'x-shop-request': '1',
      ...(session ? { cookie: `shop_session=${session}` } : {}),
      ...headers,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() as UploadAnswer };
}

const REVIEWS = `query($slug: String!) { productReviews(slug: $slug, perPage: 10) {
  averageRating totalReviews stars priceOpinions { good fair high } myPriceOpinion
  myReview { id rating } reviews { id rating comment authorName verifiedPurchase images { url } } total more } }`;

describe('reviews (gateway)', () => {
  it('a member posts a review with a photo; the product, its reviews and search follow', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88117711');
    const posted = await upload(caller.session, {
      rating: 5,
      comment: 'Маш сайн, хурдан ирсэн',
      images: [{ bytes: PNG }],
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data?.writeReview).toMatchObject({ rating: 5, verifiedPurchase: false });
    const page = await caller.gql<{ productReviews: Record<string, unknown> }>(REVIEWS, { slug });
    expect(page.body.data?.productReviews).toMatchObject({
      averageRating: 5,
      totalReviews: 1,
      stars: [0, 0, 0, 0, 1],
      myReview: { rating: 5 },
      total: 1,
      more: false,
    });
    const product = await caller.gql(
      `query($slug: String!) { product(slug: $slug) { averageRating totalReviews } }`,
      {
        slug,
      },
    );
    expect(product.body.data).toEqual({ product: { averageRating: 5, totalReviews: 1 } });

    // the rating sort puts it among the best; a minimum of 5 stars keeps only such products
    const search = searchApi(shop);
    const best = await search.all({ min_rating: 5 });
    expect(best.map((hit) => hit.slug)).toContain(slug);
    expect(best.every((hit) => hit.average_rating >= 5)).toBe(true);
    const sorted = (await search.search({ sort: 'rating_desc', per_page: 40 })).body.hits;
    const averages = sorted.map((hit) => hit.average_rating);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    const counted = await search.search({ min_rating: 4, facets: true, per_page: 1 });
    expect(counted.body.total).toBe((await search.all({ min_rating: 4 })).length);
    const cards = await caller.gql<{ search: { items: { slug: string; averageRating: number }[] } }>(
      '{ search(input: { sort: RATING_DESC, minRating: 5, perPage: 100 }) { items { slug averageRating totalReviews } } }',
    );
    expect(cards.body.data?.search.items.map((item) => item.slug)).toContain(slug);
    const refused = await caller.gql('{ search(input: { minRating: 6 }) { total } }');
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a guest, a missing CSRF header and an image that is really HTML, keeping nothing', async () => {
    const before = await reviewFootprint(shop);
    const guest = await upload(undefined, { rating: 5, comment: 'Сайн', images: [{ bytes: PNG }] });
    expect(guest.status).toBe(401);
    expect(guest.body.errors[0]?.extensions.code).toBe('LOGIN_REQUIRED');
    const { caller } = await signUp(shop.app, shop.db, '88117722');
    const html = await upload(caller.session, { rating: 5, comment: 'Сайн', images: [{ bytes: HTML }] });
    expect(html.status).toBe(422);
    expect(html.body.errors[0]?.extensions.code).toBe('REVIEW_IMAGE_INVALID');
    const noHeader = await upload(caller.session, { rating: 5, comment: 'Сайн' }, { 'x-shop-request': '' });
    expect(noHeader.status).toBe(403);
    expect(await reviewFootprint(shop)).toEqual(before);
  });

  it('price opinions: a member chooses, changes; a guest is told to log in', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88117733');
    const SET = `mutation($slug: String!, $opinion: PriceOpinion!) { setPriceOpinion(slug: $slug, opinion: $opinion) {
      priceOpinions { good fair high } myPriceOpinion } }`;
    await caller.gql(SET, { slug, opinion: 'HIGH' });
    const changed = await caller.gql(SET, { slug, opinion: 'GOOD' });
    expect(changed.body.data).toEqual({
      setPriceOpinion: { priceOpinions: { good: 1, fair: 0, high: 0 }, myPriceOpinion: 'GOOD' },
    });
    const guest = await shopper(shop.app).gql(SET, { slug, opinion: 'FAIR' });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const unknown = await caller.gql(REVIEWS, { slug: 'no-such-product-here' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
