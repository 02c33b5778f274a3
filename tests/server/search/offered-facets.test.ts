/**
 * The filters a list offers come from the products in that list: a category page offers its own
 * subcategories and the brands and options of its own products, never another department's (the
 * demo catalog's T-shirt, filed under the vodka gift sets, must not bring "clothing size" to office
 * supplies), and a filter whose single value every result shares is not offered at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

let shop: TestShop;
let api: ReturnType<typeof searchApi>;

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
});
afterAll(async () => shop.close());

const FACETS = `query ($input: SearchInput!) {
  search(input: $input) {
    total
    facets {
      taxons { level buckets { value count } }
      brands { value count }
      options { type buckets { value count } }
    }
  }
}`;

interface Facets {
  total: number;
  facets: {
    taxons: { level: number; buckets: { value: string; count: number }[] }[];
    brands: { value: string; count: number }[];
    options: { type: string; buckets: { value: string; count: number }[] }[];
  };
}

async function facetsOf(input: Record<string, unknown>): Promise<Facets> {
  const { body } = await graphql<{ search: Facets }>(shop.app, FACETS, {
    input: { ...input, facets: true, perPage: 1 },
  });
  expect(body.errors).toBeUndefined();
  return body.data!.search;
}

describe('facets of a list', () => {
  it('a category offers only its own subcategories and the options its products have', async () => {
    const office = await facetsOf({ taxon: 'office-supplies' });
    const categories = office.facets.taxons.flatMap((level) => level.buckets.map((bucket) => bucket.value));
    expect(categories.length).toBeGreaterThan(1);
    for (const value of categories) expect(value).toMatch(/^office-supplies(\/|$)/);
    // the children's counts add up to the page's list
    const children = office.facets.taxons.find((level) => level.level === 1)!.buckets;
    expect(children.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(office.total);
    expect(office.facets.options.map((facet) => facet.type)).not.toContain('clothing_size');

    // the same, whichever path counts them: a text search goes through SQL as well as memory
    const { body } = await api.search({ taxon: 'office-supplies', query: 'deli', facets: true, per_page: 1 });
    for (const level of body.facets!.taxons)
      for (const bucket of level.buckets) expect(bucket.key).toMatch(/^office-supplies(\/|$)/);

    // where the T-shirt is, its sizes are a real choice
    const giftSets = await facetsOf({ taxon: 'premium-vodka/tsagaan-tal/gift-sets' });
    expect(giftSets.facets.options.map((facet) => facet.type)).toContain('clothing_size');
  });

  it('a chosen narrower category keeps itself (to undo) and offers its children, not its siblings', async () => {
    const writing = await facetsOf({ taxon: 'office-supplies/writing' });
    const levels = Object.fromEntries(
      writing.facets.taxons.map((level) => [level.level, level.buckets.map((b) => b.value)]),
    );
    expect(levels[1]).toEqual(['office-supplies/writing']);
    expect(levels[2]!.length).toBeGreaterThan(1);
    for (const value of levels[2]!) expect(value.startsWith('office-supplies/writing/')).toBe(true);
  });

  it('leaves out a filter whose one value every result shares, unless the search filters on it', async () => {
    // one brand's products: the brand facet would offer that brand alone, holding every result
    const deli = await facetsOf({ brands: ['deli'] });
    expect(deli.facets.brands.length).toBeGreaterThan(1); // chosen: the other brands stay counted
    // the vodka line is one brand's: nothing to choose between
    const allOneBrand = await facetsOf({ taxon: 'premium-vodka' });
    const brands = new Set((await api.all({ taxon: 'premium-vodka' })).map((doc) => doc.brand?.code));
    expect([...brands]).toEqual(['tsagaan-tal']);
    expect(allOneBrand.facets.brands).toEqual([]);

    // an option type with a single value shared by every result is left out…
    for (const facet of allOneBrand.facets.options) {
      const only = facet.buckets.length === 1 && facet.buckets[0]!.count === allOneBrand.total;
      expect(only, `${facet.type} offers one value every result has`).toBe(false);
    }
    // …and one the shopper filtered on stays
    const oneSize = await facetsOf({ options: [{ type: 'clothing_size', values: ['m'] }] });
    const sizes = oneSize.facets.options.find((facet) => facet.type === 'clothing_size');
    // filtered on: kept, with every size still counted so the choice can change
    expect(sizes?.buckets.map((bucket) => bucket.value)).toEqual(expect.arrayContaining(['m', 's']));
    const colors = oneSize.facets.options.find((facet) => facet.type === 'color');
    // the T-shirt is black: one colour every result shares is no filter
    expect(colors).toBeUndefined();
  });
});
