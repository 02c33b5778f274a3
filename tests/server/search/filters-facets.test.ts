import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchFacets, SearchRequest } from '../../../server/search/document.ts';
import { TAXON_BUCKETS } from '../../../server/search/facets.ts';
import { createTestShop, TEST_NOW, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

let shop: TestShop;
let api: ReturnType<typeof searchApi>;
let everything: SearchDocument[];

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
  everything = await api.all({});
});
afterAll(async () => shop.close());

const optionKeys = (doc: SearchDocument) =>
  new Set(
    doc.variants.flatMap((variant) => variant.option_values.map((value) => `${value.type}:${value.name}`)),
  );
const ancestors = (permalink: string) =>
  permalink.split('/').map((_part, at, parts) => parts.slice(0, at + 1).join('/'));
const onSaleNow = (doc: SearchDocument) =>
  doc.sale_percent > 0 &&
  (!doc.sale_start_at || doc.sale_start_at <= TEST_NOW) &&
  (!doc.sale_expire_at || doc.sale_expire_at > TEST_NOW);

/** The facets of a set of documents, counted by hand: what the service must answer. */
function bruteForceFacets(docs: SearchDocument[]): Omit<SearchFacets, 'taxons'> & { taxons: object } {
  const count = (keys: string[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const taxons = count(docs.flatMap((doc) => ancestors(doc.taxonomy.permalink)));
  return {
    taxons: Object.fromEntries(taxons),
    brands: [...count(docs.flatMap((doc) => (doc.brand ? [doc.brand.code] : [])))].map(([key, n]) => ({
      key,
      count: n,
    })),
    options: [...count(docs.flatMap((doc) => [...optionKeys(doc)]))].map(([key, n]) => ({
      type: key,
      buckets: [{ key, count: n }],
    })),
    price: docs.length
      ? {
          min: Math.min(...docs.map((doc) => doc.selling_price)),
          max: Math.max(...docs.map((doc) => doc.selling_price)),
        }
      : null,
  };
}

describe('filters', () => {
  it('filters by brand, store, price range, option values, sale and series', async () => {
    const { rows } = await shop.db.query<{ id: number }>(
      `select id from products where series = 'tsagaan-tal'`,
    );
    const series = new Set(rows.map((row) => row.id));
    const cases: [SearchRequest, (doc: SearchDocument) => boolean][] = [
      [{ brands: ['hp', 'canon'] }, (doc) => ['hp', 'canon'].includes(doc.brand?.code ?? '')],
      [{ stores: ['office-market'] }, (doc) => doc.store?.code === 'office-market'],
      [
        { price_min: 10_000, price_max: 50_000 },
        (doc) => doc.selling_price >= 10_000 && doc.selling_price <= 50_000,
      ],
      [
        { options: { color: ['black', 'cyan'] } },
        (doc) => optionKeys(doc).has('color:black') || optionKeys(doc).has('color:cyan'),
      ],
      [{ options: { clothing_size: ['m'] } }, (doc) => optionKeys(doc).has('clothing_size:m')],
      [{ on_sale: true }, onSaleNow],
      [{ series: 'tsagaan-tal' }, (doc) => series.has(doc.id)],
      [{ in_stock: true }, (doc) => doc.total_on_hand > 0],
    ];
    for (const [request, keep] of cases) {
      const hits = await api.all(request);
      const expected = everything.filter(keep);
      expect(expected.length, JSON.stringify(request)).toBeGreaterThan(0);
      expect(hits.map((hit) => hit.id).sort(), JSON.stringify(request)).toEqual(
        expected.map((doc) => doc.id).sort(),
      );
    }
  });

  it('answers unknown filter values with nothing rather than an error', async () => {
    for (const request of [
      { brands: ['no-such-brand'] },
      { options: { color: ['plaid'] } },
      { taxon: 'no/such' },
    ]) {
      const { status, body } = await api.search(request);
      expect(status).toBe(200);
      expect(body.total).toBe(0);
    }
  });

  it.each([
    [{ price_min: -1 }],
    [{ brands: ['DROP TABLE'] }],
    [{ options: { 'Color!': ['black'] } }],
    [{ exclude_ids: [0] }],
    [{ page: -3 }],
    [{ page: 1e9 }],
    [{ seed: -1 }],
  ])('refuses %j with a validation error', async (request) => {
    const { status, body } = await api.search(request);
    expect(status).toBe(400);
    expect(body.code).toBe('SHOP_ERR_VALIDATION');
  });

  it('leaves out the excluded products', async () => {
    const [first, second] = everything;
    const hits = await api.all({ exclude_ids: [first!.id, second!.id] });
    expect(hits).toHaveLength(everything.length - 2);
  });
});

const names = new Intl.Collator('und');

describe('sorts', () => {
  const ordered = async (sort: SearchRequest['sort'], request: SearchRequest = {}) =>
    (await api.search({ ...request, sort, per_page: 100 })).body.hits;

  it.each([
    // names in the collation's order (name-sort.test.ts), not by code point
    ['name_asc', (a: SearchDocument, b: SearchDocument) => names.compare(a.name, b.name)],
    ['name_desc', (a: SearchDocument, b: SearchDocument) => names.compare(b.name, a.name)],
    ['date_asc', (a: SearchDocument, b: SearchDocument) => a.created_at.localeCompare(b.created_at)],
    ['date_desc', (a: SearchDocument, b: SearchDocument) => b.created_at.localeCompare(a.created_at)],
    ['price_asc', (a: SearchDocument, b: SearchDocument) => a.selling_price - b.selling_price],
    ['price_desc', (a: SearchDocument, b: SearchDocument) => b.selling_price - a.selling_price],
    ['sale_desc', (a: SearchDocument, b: SearchDocument) => b.sale_percent - a.sale_percent],
  ] as const)('%s orders every page', async (sort, compare) => {
    const hits = await ordered(sort);
    expect(hits.length).toBe(100);
    for (let at = 1; at < hits.length; at++) expect(compare(hits[at - 1]!, hits[at]!)).toBeLessThanOrEqual(0);
  });

  it('random is a stable shuffle per seed across pages, and covers every product once', async () => {
    const pages = async (seed: number) => {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(everything.length / 100); page++) {
        ids.push(
          ...(await api.search({ sort: 'random', seed, page, per_page: 100 })).body.hits.map((hit) => hit.id),
        );
      }
      return ids;
    };
    const once = await pages(3);
    expect(await pages(3)).toEqual(once);
    expect(new Set(once).size).toBe(everything.length);
    expect(await pages(4)).not.toEqual(once);
  });

  it('pages in 40s with more while a page is full, and the boundary pages are exact', async () => {
    const total = everything.length;
    const last = Math.ceil(total / 40);
    const lastPage = (await api.search({ page: last })).body;
    expect(lastPage.hits).toHaveLength(total - (last - 1) * 40);
    expect(lastPage.more).toBe(total % 40 === 0);
    const beyond = (await api.search({ page: last + 1 })).body;
    expect(beyond).toMatchObject({ hits: [], total, more: false });
  });
});

describe('facets', () => {
  it("count each facet under the other facets' filters (property: brute force over the same documents)", async () => {
    // filters drawn from one real document, so most generated searches match something
    const request = fc
      .record({
        doc: fc.constantFrom(...everything),
        query: fc.boolean(),
        level: fc.integer({ min: -1, max: 2 }),
        brand: fc.boolean(),
        price: fc.integer({ min: -1, max: 100_000 }),
        sale: fc.boolean(),
        option: fc.boolean(),
      })
      .map(({ doc, query, level, brand, price, sale, option }): SearchRequest => {
        const filters: SearchRequest = {};
        const word = doc.name.split(/[^\p{L}\p{N}]+/u).find((part) => part.length > 2);
        if (query && word) filters.query = word;
        const taxon = ancestors(doc.taxonomy.permalink)[level];
        if (taxon) filters.taxon = taxon;
        if (brand && doc.brand) filters.brands = [doc.brand.code, 'canon'];
        if (price >= 0) filters.price_max = doc.selling_price + price;
        // sometimes a price bound the document misses: the price facet must still show its range
        if (price > 50_000) filters.price_max = Math.max(0, doc.selling_price - 1);
        if (sale && onSaleNow(doc)) filters.on_sale = true;
        const [key] = optionKeys(doc);
        if (option && key) filters.options = { [key.split(':')[0]!]: [key.split(':')[1]!] };
        return filters;
      });
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(request, async (filters) => {
        const matched = await api.all(filters);
        if (matched.length > 0) nonEmpty++;
        const { status, body } = await api.search({ ...filters, facets: true, per_page: 1 });
        expect(status).toBe(200);
        const facets = body.facets!;
        expect(body.total).toBe(matched.length);
        // each facet is counted under every filter but its own; taxon levels under every filter
        const { brands: _brands, ...withoutBrands } = filters;
        const { price_max: _price, ...withoutPrice } = filters;
        const { options: filteredOptions, ...withoutOptions } = filters;
        const taxonCounts = bruteForceFacets(matched).taxons as Record<string, number>;
        const depth = (key: string) => key.split('/').length - 1;
        expect(facets.taxons.map((level) => level.level)).toEqual(
          [...new Set(Object.keys(taxonCounts).map(depth))].sort(),
        );
        for (const level of facets.taxons) {
          // the top 20 of the level by count; a level with more leaves out only smaller counts
          const candidates = Object.entries(taxonCounts).filter(([key]) => depth(key) === level.level);
          expect(level.buckets).toHaveLength(Math.min(candidates.length, TAXON_BUCKETS));
          for (const bucket of level.buckets) expect(bucket.count).toBe(taxonCounts[bucket.key]);
          const shown = new Set(level.buckets.map((bucket) => bucket.key));
          const least = Math.min(...level.buckets.map((bucket) => bucket.count));
          for (const [key, count] of candidates)
            if (!shown.has(key)) expect(count).toBeLessThanOrEqual(least);
        }
        expect(
          facets.brands.map(({ key, count }) => ({ key, count })).sort((a, b) => a.key.localeCompare(b.key)),
        ).toEqual(
          bruteForceFacets(await api.all(withoutBrands)).brands.sort((a, b) => a.key.localeCompare(b.key)),
        );
        // the one filtered option type is counted without its filter, every other type with it
        const [filteredType] = Object.keys(filteredOptions ?? {});
        const optionCounts = (docs: SearchDocument[], keep: (type: string) => boolean) =>
          bruteForceFacets(docs)
            .options.filter((o) => keep(o.type.split(':')[0]!))
            .map((o) => [o.type, o.buckets[0]!.count]);
        const options = Object.fromEntries(
          facets.options.flatMap((facet) => facet.buckets.map((b) => [`${facet.type}:${b.key}`, b.count])),
        );
        expect(options).toEqual(
          Object.fromEntries([
            ...optionCounts(matched, (type) => type !== filteredType),
            ...(filteredType
              ? optionCounts(await api.all(withoutOptions), (type) => type === filteredType)
              : []),
          ]),
        );
        expect(facets.price).toEqual(bruteForceFacets(await api.all(withoutPrice)).price);
      }),
      { numRuns: 25, seed: 20261122 },
    );
    // the property means little if every generated search matched nothing
    expect(nonEmpty).toBeGreaterThan(5);
  });

  it('label brands and options, and keep taxon levels in order', async () => {
    const { body } = await api.search({ query: 'hp', facets: true });
    expect(body.facets!.taxons.map((level) => level.level)).toEqual([0, 1, 2]);
    expect(body.facets!.brands[0]).toMatchObject({ key: 'hp', label: 'HP' });
    const color = body.facets!.options.find((facet) => facet.type === 'color');
    expect(color?.buckets.find((bucket) => bucket.key === 'black')).toMatchObject({
      label: 'Хар',
      translations: { en: { presentation: 'Black' } },
    });
  });
});

describe('facets under a chosen value', () => {
  it('keep the other brands counted when one brand is chosen, and narrow the other facets', async () => {
    const all = (await api.search({ facets: true, per_page: 1 })).body.facets!;
    const chosen = all.brands[0]!;
    const { body } = await api.search({ brands: [chosen.key], facets: true, per_page: 1 });
    expect(body.total).toBe(chosen.count);
    expect(body.facets!.brands).toEqual(all.brands);
    const topLevel = body.facets!.taxons.find((level) => level.level === 0)!;
    expect(topLevel.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(chosen.count);
  });

  it('keep the other values of an option type counted, while another type narrows them', async () => {
    const { body } = await api.search({ options: { color: ['black'] }, facets: true, per_page: 1 });
    const colors = body.facets!.options.find((facet) => facet.type === 'color')!;
    expect(colors.buckets.map((bucket) => bucket.key)).toEqual(expect.arrayContaining(['black', 'cyan']));
    const both = await api.search({ options: { color: ['black'], clothing_size: ['m'] }, facets: true });
    const narrowed = both.body.facets!.options.find((facet) => facet.type === 'color');
    const mOnly = await api.all({ options: { clothing_size: ['m'] } });
    const colorsOfM = new Set(
      mOnly.flatMap((doc) => [...optionKeys(doc)].filter((key) => key.startsWith('color:'))),
    );
    expect(new Set(narrowed?.buckets.map((bucket) => `color:${bucket.key}`) ?? [])).toEqual(colorsOfM);
  });
});
