import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

const SEARCH = `query ($input: SearchInput!) {
  search(input: $input) {
    items { id slug name sellingPrice }
    total page perPage more fuzzy
    facets {
      taxons { level buckets { value label count } }
      brands { value label count }
      options { type buckets { value label count } }
      price { min max }
    }
  }
}`;

interface SearchData {
  search: {
    items: { id: string; slug: string; name: string; sellingPrice: number }[];
    total: number;
    more: boolean;
    fuzzy: boolean;
    facets: {
      taxons: { level: number; buckets: { value: string; label: string; count: number }[] }[];
      brands: { value: string; label: string; count: number }[];
      options: { type: string; buckets: { value: string; label: string; count: number }[] }[];
      price: { min: number; max: number } | null;
    } | null;
  };
}

describe('GraphQL search', () => {
  it('searches with text, a filter and facets, labels in the shopper language', async () => {
    const input = { text: 'bekh', brands: ['hp'], facets: true, sort: 'PRICE_ASC' };
    const mn = await graphql<SearchData>(shop.app, SEARCH, { input });
    expect(mn.body.errors).toBeUndefined();
    const result = mn.body.data!.search;
    expect(result.total).toBeGreaterThan(0);
    const prices = result.items.map((item) => item.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // the brand facet ignores the brand filter: the other brands stay choosable, with their counts
    expect(result.facets!.brands).toContainEqual({ value: 'hp', label: 'HP', count: result.total });
    expect(result.facets!.brands.length).toBeGreaterThan(1);
    expect(result.facets!.taxons[0]!.buckets[0]).toMatchObject({ value: 'ink-toner', label: 'Бэх, хор' });
    const en = await graphql<SearchData>(shop.app, SEARCH, { input }, { 'x-shop-locale': 'en' });
    expect(en.body.data!.search.facets!.taxons[0]!.buckets[0]!.label).toBe('Ink & Toner');
  });

  it('browses without text and leaves facets out unless asked', async () => {
    const { body } = await graphql<SearchData>(shop.app, SEARCH, { input: { taxon: '/t/paper/' } });
    expect(body.data!.search.items).toHaveLength(40);
    expect(body.data!.search.facets).toBeNull();
  });

  it.each([
    [{ text: 'x'.repeat(201) }, 'text'],
    [{ page: 0 }, 'page'],
    [{ page: 501 }, 'page'],
    [{ perPage: 1000 }, 'perPage'],
    [{ priceMin: -5 }, 'priceMin'],
    [{ priceMin: 500, priceMax: 100 }, 'priceMax'],
  ])('refuses %j with BAD_USER_INPUT on the field', async (input, field) => {
    const { body } = await graphql(shop.app, SEARCH, { input });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fields).toHaveProperty(field);
  });

  it('passes the service refusal of a malformed code through as BAD_USER_INPUT, never INTERNAL', async () => {
    const { body } = await graphql(shop.app, SEARCH, { input: { brands: ["hp' or 1=1"] } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('runs several searches in one round trip, in order', async () => {
    const { body } = await graphql<{ multiSearch: { total: number; items: { slug: string }[] }[] }>(
      shop.app,
      `query ($inputs: [SearchInput!]!) { multiSearch(inputs: $inputs) { total items { slug } } }`,
      {
        inputs: [
          { text: 'tsaas', perPage: 3 },
          { text: 'арх', perPage: 2 },
          { onSale: true, perPage: 1 },
        ],
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.multiSearch.map((result) => result.items.length)).toEqual([3, 2, 1]);
    const tooMany = await graphql(
      shop.app,
      `query ($inputs: [SearchInput!]!) { multiSearch(inputs: $inputs) { total } }`,
      {
        inputs: Array.from({ length: 11 }, () => ({})),
      },
    );
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers collections in the spec sizes', async () => {
    const { body } = await graphql<{ collections: { name: string; items: { id: string }[] }[] }>(
      shop.app,
      `{ collections(names: [DEALS, NEW_ARRIVALS, SALE, LIFESTYLE, RECOMMENDED]) { name items { id } } }`,
    );
    expect(body.data!.collections.map((shelf) => [shelf.name, shelf.items.length])).toEqual([
      ['DEALS', 20],
      ['NEW_ARRIVALS', 40],
      ['SALE', 40],
      ['LIFESTYLE', 100],
      ['RECOMMENDED', 50],
    ]);
    const [lifestyle, recommended] = body
      .data!.collections.slice(3)
      .map((shelf) => shelf.items.map((item) => item.id));
    expect(new Set(lifestyle).size).toBe(100);
    // two shuffles, not one list cut twice
    expect(lifestyle!.slice(0, 50)).not.toEqual(recommended);
  });

  it('gives a product page its related, same-series and recommended lists in one search round trip', async () => {
    const spy = vi.spyOn(shop.app, 'inject');
    const { body } = await graphql<{
      product: {
        id: string;
        related: { id: string }[];
        sameSeries: { id: string }[];
        recommended: { id: string }[];
      };
    }>(
      shop.app,
      `{ product(slug: "tsagaan-tal-classic-vodka") {
          id related { id } sameSeries { id } recommended { id }
        } }`,
    );
    const searchCalls = (spy.mock.calls as unknown as [{ url?: string }][]).filter(([options]) =>
      String(options?.url).includes('/search/'),
    );
    spy.mockRestore();
    expect(body.errors).toBeUndefined();
    const product = body.data!.product;
    expect(product.sameSeries.length).toBeGreaterThan(0);
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.recommended.length).toBeLessThanOrEqual(50);
    for (const list of [product.related, product.sameSeries, product.recommended]) {
      expect(list.map((item) => item.id)).not.toContain(product.id);
    }
    expect(searchCalls).toHaveLength(1);
  });
});

describe('GraphQL suggestions', () => {
  const SUGGEST = `query ($text: String!) { suggest(text: $text) { text slug } }`;

  it('suggests as the shopper types', async () => {
    const { body } = await graphql<{ suggest: { text: string; slug: string | null }[] }>(shop.app, SUGGEST, {
      text: 'tsag',
    });
    expect(body.data!.suggest.length).toBeGreaterThan(0);
    expect(body.data!.suggest.length).toBeLessThanOrEqual(10);
  });

  it('answers an empty list when the search service fails (spec §8)', async () => {
    await shop.db.query('alter table search_documents rename to search_documents_away');
    try {
      const { body } = await graphql<{ suggest: unknown[] }>(shop.app, SUGGEST, { text: 'hp' });
      expect(body.errors).toBeUndefined();
      expect(body.data!.suggest).toEqual([]);
    } finally {
      await shop.db.query('alter table search_documents_away rename to search_documents');
    }
  });
});
