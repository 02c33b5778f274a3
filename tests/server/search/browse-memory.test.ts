import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest, SearchSort } from '../../../server/search/document.ts';
import { FacetIndex } from '../../../server/search/facet-index.ts';
import { searchProducts } from '../../../server/search/query.ts';
import { shuffleKey, shuffleSql } from '../../../server/search/shuffle.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

// A page without text (browse pages, the product page's related and recommended shelves) is ordered
// in memory (server/search/facet-index-browse.ts) and must be the page the statement returns, in
// order, with the same total: the shelves no longer scan the department (#21).

let shop: TestShop;
let index: FacetIndex;
let ids: number[];
let brands: string[];
let taxons: string[];

beforeAll(async () => {
  shop = await createTestShop();
  index = new FacetIndex(
    shop.db,
    (error) => {
      throw error;
    },
    10,
  );
  expect(await index.start()).toBe(true);
  const visible = await searchApi(shop).all({});
  ids = visible.map((hit) => hit.id);
  brands = [...new Set(visible.flatMap((hit) => (hit.brand ? [hit.brand.code] : [])))];
  const { rows } = await shop.db.query<{ permalink: string }>(
    'select distinct unnest(taxon_permalinks) as permalink from search_documents order by 1',
  );
  taxons = rows.map((row) => row.permalink);
  // a seventh of the products share one of three creation days: ties go by id (desc for date_desc)
  await shop.db.query(
    `update search_documents set created_at = timestamptz '2026-01-01' + (id % 3) * interval '1 day'
      where id = any($1::int[])`,
    [ids.filter((_, at) => at % 7 === 0)],
  );
  await index.fresh();
});
afterAll(async () => {
  await index.stop();
  await shop.close();
});

const sorts: SearchSort[] = [
  'relevance',
  'date_desc',
  'date_asc',
  'price_asc',
  'price_desc',
  'sale_desc',
  'random',
];

describe('the in-memory browse page', () => {
  it('is the statement page, in order, for random filters, sorts, seeds and pages', async () => {
    const now = shop.clock.now();
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sort: fc.constantFrom(...sorts),
          seed: fc.oneof(fc.nat(), fc.constant(2_147_483_647)),
          // each filter now and then: together they leave few products of a small demo catalog
          taxon: fc.option(fc.nat(), { nil: null, freq: 2 }),
          brand: fc.oneof({ arbitrary: fc.nat(), weight: 1 }, { arbitrary: fc.constant(null), weight: 4 }),
          onSale: fc.oneof(
            { arbitrary: fc.constant(true), weight: 1 },
            { arbitrary: fc.constant(false), weight: 4 },
          ),
          priceMax: fc.oneof(
            { arbitrary: fc.integer({ min: 0, max: 200_000 }), weight: 1 },
            { arbitrary: fc.constant(null), weight: 3 },
          ),
          exclude: fc.array(fc.nat(), { maxLength: 3 }),
          page: fc.integer({ min: 1, max: 3 }),
          perPage: fc.constantFrom(1, 7, 30, 50),
        }),
        async (search) => {
          const request: SearchRequest = {
            sort: search.sort,
            seed: search.seed,
            page: search.page,
            per_page: search.perPage,
          };
          if (search.taxon !== null) request.taxon = taxons[search.taxon % taxons.length]!;
          if (search.brand !== null) request.brands = [brands[search.brand % brands.length]!];
          if (search.onSale) request.on_sale = true;
          if (search.priceMax !== null) request.price_max = search.priceMax;
          if (search.exclude.length) request.exclude_ids = search.exclude.map((at) => ids[at % ids.length]!);
          const offset = (search.page - 1) * search.perPage;
          const memory = await index.browsePage(request, now, offset, search.perPage);
          if (!memory) throw new Error(`the index did not answer ${JSON.stringify(request)}`);
          const sql = await searchProducts(shop.db, request, now);
          expect(memory.ids).toEqual(sql.hits.map((hit) => hit.id));
          expect(memory.total).toBe(sql.total);
          if (memory.ids.length > 1) compared++;
        },
      ),
      { numRuns: 150, seed: 20261126 },
    );
    // the property means little if the pages compared were empty or single
    expect(compared).toBeGreaterThan(35);
  }, 120_000);

  it('answers a deep page by sorting every match, as the statement does', async () => {
    await index.fresh();
    const now = shop.clock.now();
    for (const sort of ['random', 'price_asc', 'date_desc'] as const) {
      const request: SearchRequest = { sort, seed: 11, page: 3, per_page: 100 };
      const memory = await index.browsePage(request, now, 200, 100);
      const sql = await searchProducts(shop.db, request, now);
      expect(memory?.ids).toEqual(sql.hits.map((hit) => hit.id));
    }
  });

  it('leaves name and rating sorts to SQL; the search answers the same with or without the index', async () => {
    await index.fresh();
    const now = shop.clock.now();
    expect(await index.browsePage({ sort: 'name_asc' }, now, 0, 40)).toBeNull();
    expect(await index.browsePage({ sort: 'rating_desc' }, now, 0, 40)).toBeNull();
    for (const request of [
      { sort: 'random', seed: 3 },
      { taxon: taxons[0] },
      { on_sale: true, sort: 'sale_desc' },
    ] as const) {
      const fromMemory = await searchProducts(shop.db, request, now, index);
      const fromSql = await searchProducts(shop.db, request, now);
      expect(fromMemory.hits.map((hit) => hit.id)).toEqual(fromSql.hits.map((hit) => hit.id));
      expect(fromMemory.total).toBe(fromSql.total);
    }
  });
});

describe('the shuffle', () => {
  it('is the same number in SQL and in JavaScript, up to the largest ids and seeds', async () => {
    const pairs = fc.sample(
      fc.tuple(
        fc.oneof(fc.nat(), fc.constant(2_147_483_647)),
        fc.oneof(fc.nat(), fc.constant(2_147_483_647)),
      ),
      { numRuns: 500, seed: 7 },
    );
    const { rows } = await shop.db.query<{ key: string }>(
      `select ${shuffleSql('p.id', 'p.seed')}::text as key
         from unnest($1::int[], $2::int[]) with ordinality as p(id, seed, n) order by n`,
      [pairs.map(([id]) => id), pairs.map(([, seed]) => seed)],
    );
    expect(rows.map((row) => Number(row.key))).toEqual(pairs.map(([id, seed]) => shuffleKey(id, seed)));
  });

  it('scatters neighbouring ids and orders differently for another seed', () => {
    const order = (seed: number) =>
      Array.from({ length: 1_000 }, (_, id) => id).sort((a, b) => shuffleKey(a, seed) - shuffleKey(b, seed));
    const first = order(1);
    // in a fair shuffle about 2 in 1,000 neighbours stay neighbours; a weak hash keeps runs of them
    const neighbours = first.slice(1).filter((id, at) => Math.abs(id - first[at]!) === 1).length;
    expect(neighbours).toBeLessThan(10);
    const second = order(2);
    const samePlace = first.filter((id, at) => second[at] === id).length;
    expect(samePlace).toBeLessThan(10);
  });
});
