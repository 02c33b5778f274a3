import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_SIZES } from '../../../server/search/collections.ts';
import { generateProducts } from '../../../server/seed/index.ts';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';

/**
 * Spec §9's list sizes, met exactly on a catalog big enough to fill them (the demo catalog plus 1,500
 * generated products: ~6 s), and the custom suggestions of spec §7.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await generateProducts(shop.db, { count: 1_500, clock: shop.clock, store: shop.store });
}, 120_000);
afterAll(async () => shop.close());

const VISIBLE = `selling_price > 1 and total_on_hand > 0 and has_image
  and (available_on is null or available_on <= $1)`;

type Lists = { id: string; related: { id: string }[]; sameSeries: { id: string }[] };

describe('product page list sizes', () => {
  it('fills related to 30 and same series to 20, never the product itself, no repeats', async () => {
    const { rows } = await shop.db.query<{ slug: string; series: string; taxon: string }>(
      `select p.slug, p.series, t.permalink as taxon
         from products p join taxons t on t.id = p.taxon_id join search_documents d on d.slug = p.slug
        where p.series = 'bicheech-school' and d.selling_price > 1 and d.total_on_hand > 0 and d.has_image
          and (d.available_on is null or d.available_on <= $1)
        order by p.id limit 1`,
      [shop.clock.now()],
    );
    const anchor = rows[0]!;
    const now = shop.clock.now();
    // the premise: more than enough of both around it
    const [series, taxon] = await Promise.all([
      shop.db.query<{ n: number }>(
        `select count(*)::int as n from search_documents where ${VISIBLE} and series = $2`,
        [now, anchor.series],
      ),
      shop.db.query<{ n: number }>(
        `select count(*)::int as n from search_documents where ${VISIBLE} and $2 = any(taxon_permalinks)`,
        [now, anchor.taxon],
      ),
    ]);
    expect(series.rows[0]!.n).toBeGreaterThan(COLLECTION_SIZES.same_series);
    expect(taxon.rows[0]!.n).toBeGreaterThan(COLLECTION_SIZES.related);

    const { body } = await graphql<{ product: Lists }>(
      shop.app,
      `query ($slug: String!) { product(slug: $slug) { id related { id } sameSeries { id } } }`,
      { slug: anchor.slug },
    );
    expect(body.errors).toBeUndefined();
    const product = body.data!.product;
    expect(product.related).toHaveLength(30);
    expect(product.sameSeries).toHaveLength(20);
    for (const list of [product.related, product.sameSeries]) {
      const ids = list.map((item) => item.id);
      expect(ids).not.toContain(product.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('custom suggestions', () => {
  it('offers a custom suggestion that is no product name, as a query rather than a product', async () => {
    const names = await shop.db.query<{ n: number }>(
      `select count(*)::int as n from search_documents
        where lower(name) = 'hp 305' or lower(doc->'translated'->'en'->>'name') = 'hp 305'`,
    );
    expect(names.rows[0]!.n).toBe(0);
    const { body } = await graphql<{ suggest: { text: string; slug: string | null }[] }>(
      shop.app,
      'query ($text: String!) { suggest(text: $text) { text slug } }',
      { text: 'hp 30' },
    );
    expect(body.data!.suggest).toContainEqual({ text: 'HP 305', slug: null });
    // product names still come with their product
    expect(body.data!.suggest.some((item) => item.slug !== null)).toBe(true);
  });
});
