import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExecute, type GraphqlResponse } from '../../../web/src/graphql/client.ts';
import { HOME_SECTION_SIZES, loadHomeSections } from '../../../web/src/home/sections.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

/** The web app's own query, against the real gateway and search service. */
const execute = () =>
  createExecute(async ({ query, variables }) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query, variables },
    });
    return response.json<GraphqlResponse>();
  });

describe('home page sections from the collections multi-search', () => {
  it('loads the four shelves in one request, in their spec sizes, never a card twice', async () => {
    const sections = await loadHomeSections(execute());
    expect(sections.map((section) => section.key)).toEqual(['deals', 'newArrivals', 'sale', 'lifestyle']);
    for (const section of sections) {
      expect(section.items.length).toBeGreaterThan(0);
      expect(section.items.length).toBeLessThanOrEqual(HOME_SECTION_SIZES[section.key]);
    }
    const all = sections.flatMap((section) =>
      section.key === 'deals' || section.key === 'sale' ? section.items.map((item) => item.id) : [],
    );
    expect(new Set(all).size).toBe(all.length);
    const byKey = Object.fromEntries(sections.map((section) => [section.key, section.items]));
    expect(byKey.newArrivals).toHaveLength(HOME_SECTION_SIZES.newArrivals);
    expect(byKey.lifestyle).toHaveLength(HOME_SECTION_SIZES.lifestyle);
    expect(byKey.deals!.every((item) => item.salePercent > 0)).toBe(true);
  });

  it('fills the sale shelf to exactly 40 after leaving out the deals (72 products on sale)', async () => {
    const onSale = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ search(input: { onSale: true }) { total } }' },
    });
    // enough on sale for both shelves without a repeat: 20 deals + 40 more
    expect(onSale.json().data.search.total).toBeGreaterThanOrEqual(
      HOME_SECTION_SIZES.deals + HOME_SECTION_SIZES.sale,
    );
    const sections = await loadHomeSections(execute());
    const byKey = Object.fromEntries(sections.map((section) => [section.key, section.items]));
    expect(byKey.deals).toHaveLength(HOME_SECTION_SIZES.deals);
    expect(byKey.sale).toHaveLength(HOME_SECTION_SIZES.sale);
    const inDeals = new Set(byKey.deals!.map((item) => item.id));
    expect(byKey.sale!.filter((item) => inDeals.has(item.id))).toEqual([]);
    expect(byKey.sale!.every((item) => item.salePercent > 0)).toBe(true);
  });
});
