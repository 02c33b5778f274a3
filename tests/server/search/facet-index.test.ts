import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchRequest } from '../../../server/search/document.ts';
import { FacetIndex } from '../../../server/search/facet-index.ts';
import { type CountedFacets, searchFacets } from '../../../server/search/facets.ts';
import { hasWords } from '../../../server/search/filters.ts';
import { createTestShop, TEST_NOW, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

// The in-memory facet index (server/search/facet-index.ts) must answer exactly what the facet
// statement answers, for any text, filter and moment, and never a count from before a change.
// Runs on PGlite, and on PostgreSQL with DATABASE_URL (npm run test:pg), where the notifications
// that make the index stale come from another connection.

let shop: TestShop;
let api: ReturnType<typeof searchApi>;
let index: FacetIndex;
let everything: SearchDocument[];
let series: string[];
let moments: Date[];

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
  index = new FacetIndex(
    shop.db,
    (error) => {
      throw error;
    },
    10,
  );
  expect(await index.start()).toBe(true);
  everything = await api.all({});
  series = (
    await shop.db.query<{ series: string }>(
      'select distinct series from search_facet_rows where series is not null',
    )
  ).rows.map((row) => row.series);
  // the moments a document becomes visible or a sale opens or closes, and a millisecond either side
  const { rows } = await shop.db.query<{ at: Date }>(
    `select distinct at from search_documents,
            unnest(array[available_on, sale_start_at, sale_expire_at]) as at where at is not null`,
  );
  moments = [
    new Date(TEST_NOW),
    ...rows.flatMap(({ at }) => [-1, 0, 1].map((ms) => new Date(at.getTime() + ms))),
  ];
});
afterAll(async () => {
  await index.stop();
  await shop.close();
});

/** Mostly the test's now; else a moment when visibility or a sale changes, or a millisecond off it. */
const moment = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(new Date(TEST_NOW)) },
    { weight: 1, arbitrary: fc.constantFrom(...moments) },
  );

const modeOf = (request: SearchRequest) => (hasWords(request) ? 'words' : 'none');
const sqlFacets = (request: SearchRequest, now = new Date(TEST_NOW)) =>
  searchFacets(shop.db, request, now, modeOf(request));
async function memoryFacets(request: SearchRequest, now = new Date(TEST_NOW)): Promise<CountedFacets> {
  const counted = await index.facets(request, now, modeOf(request));
  if (!counted) throw new Error(`the index did not answer ${JSON.stringify(request)}`);
  return counted;
}

const optionKeys = (doc: SearchDocument) =>
  doc.variants.flatMap((variant) => variant.option_values.map((value) => [value.type, value.name] as const));
const ancestors = (permalink: string) =>
  permalink.split('/').map((_part, at, parts) => parts.slice(0, at + 1).join('/'));

/** Words a shopper types: the document's own words whole or cut short, Latin spellings, noise. */
const queryText = (doc: SearchDocument) => {
  const words = doc.name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return fc.array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .record({ word: fc.constantFrom(...words), cut: fc.integer({ min: 1, max: 9 }) })
          .map(({ word, cut }) => word.slice(0, cut)),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'bekh',
          'hor',
          'tsaas',
          'bichig',
          'hp',
          'canon',
          'a4',
          '80',
          'Бэх',
          'ЦААС',
          'х',
        ),
      },
      { weight: 1, arbitrary: fc.stringMatching(/^[a-zа-я0-9]{1,4}$/) },
    ),
    { minLength: 0, maxLength: 2 },
  );
};

/** Draws 1 in `odds` times. */
const sometimes = (odds: number) => fc.integer({ min: 1, max: odds }).map((draw) => draw === 1);

const searchRequest = () =>
  fc.constantFrom(...everything).chain((doc) =>
    fc
      .record({
        words: queryText(doc),
        level: fc.integer({ min: -2, max: 3 }),
        brand: sometimes(3),
        store: sometimes(4),
        priceMin: fc.option(fc.integer({ min: -5_000, max: 100 }), { freq: 3, nil: undefined }),
        priceMax: fc.option(fc.integer({ min: -100, max: 50_000 }), { freq: 3, nil: undefined }),
        sale: sometimes(5),
        options: fc.integer({ min: -2, max: 2 }),
        // rarely: another product's series mostly leaves nothing
        series: fc
          .tuple(sometimes(6), fc.constantFrom(...(series.length ? series : ['none'])))
          .map(([use, name]) => (use ? name : undefined)),
        exclude: sometimes(4),
        // the seeded reviews (#17) give some documents an average: 1–5 stars at least, sometimes
        minRating: fc
          .tuple(sometimes(4), fc.integer({ min: 1, max: 5 }))
          .map(([use, stars]) => (use ? stars : undefined)),
      })
      .map(
        ({ words, level, brand, store, priceMin, priceMax, sale, options, series, exclude, minRating }) => {
          const request: SearchRequest = {};
          if (words.length) request.query = words.join(' ');
          const taxon = ancestors(doc.taxonomy.permalink)[level];
          if (taxon) request.taxon = taxon;
          if (brand && doc.brand) request.brands = [doc.brand.code, 'no-such-brand'];
          if (store && doc.store) request.stores = [doc.store.code];
          // bounds around the document's price, so it sometimes falls just inside or outside
          if (priceMin !== undefined) request.price_min = Math.max(0, doc.selling_price + priceMin);
          if (priceMax !== undefined) request.price_max = Math.max(0, doc.selling_price + priceMax);
          if (sale) request.on_sale = true;
          if (series) request.series = series;
          if (exclude) request.exclude_ids = [doc.id];
          if (minRating !== undefined) request.min_rating = minRating;
          const chosen: Record<string, string[]> = {};
          for (const [type, name] of optionKeys(doc).slice(0, Math.max(0, options))) chosen[type] = [name];
          if (options > 0) request.options = chosen;
          return request;
        },
      ),
  );

describe('the in-memory facet index', () => {
  it('answers exactly what the facet statement answers (property: random texts, filters, moments)', async () => {
    await index.fresh();
    let nonEmpty = 0;
    let counted = 0;
    await fc.assert(
      fc.asyncProperty(searchRequest(), moment(), async (request, now) => {
        const memory = await memoryFacets(request, now);
        expect(memory).toEqual(await sqlFacets(request, now));
        if (memory.total > 0) nonEmpty++;
        if (memory.facets.taxons.length + memory.facets.brands.length > 0) counted++;
      }),
      { numRuns: 120, seed: 20261122 },
    );
    // the property means little if most generated searches matched nothing
    expect(nonEmpty).toBeGreaterThan(15);
    expect(counted).toBeGreaterThan(40);
  });

  it('leaves to SQL what it cannot answer for certain: a typo (fuzzy) match, words it does not index', async () => {
    await index.fresh();
    expect(await index.facets({ query: 'bekh' }, new Date(TEST_NOW), 'fuzzy')).toBeNull();
    expect(await index.facets({ query: '墨盒' }, new Date(TEST_NOW), 'words')).toBeNull();
    // PostgreSQL's parser reads a scientific number out of it: the phrase '1e5' <-> 'x'
    expect(await index.facets({ query: 'hp 1e5x' }, new Date(TEST_NOW), 'words')).toBeNull();
    const { status, body } = await api.search({ query: '墨盒 бэх', facets: true, per_page: 1 });
    expect(status).toBe(200);
    expect(body.total).toBe(body.fuzzy ? body.total : (await sqlFacets({ query: '墨盒 бэх' })).total);
  });
});

describe('the in-memory facet index after a change', () => {
  const brandCount = (counted: CountedFacets, code: string) =>
    counted.facets.brands.find((bucket) => bucket.key === code)?.count ?? 0;

  it('never counts from before a price, stock or new-product change, and catches up after it', async () => {
    await index.fresh();
    const doc = everything.find((candidate) => candidate.brand)!;
    const code = doc.brand!.code;
    const request: SearchRequest = { brands: [code] };
    const before = await memoryFacets(request);

    // price: the range follows at once (SQL meanwhile), then from memory
    await shop.db.query('update search_documents set selling_price = 987654 where id = $1', [doc.id]);
    expect(await index.facets(request, new Date(TEST_NOW), 'none')).toBeNull();
    const priced = (await api.search({ ...request, facets: true, per_page: 1 })).body;
    expect(priced.facets!.price!.max).toBe(987654);
    await index.fresh();
    expect((await memoryFacets(request)).facets.price!.max).toBe(987654);

    // stock: the product leaves the counts
    await shop.db.query('update search_documents set total_on_hand = 0 where id = $1', [doc.id]);
    expect(await index.facets(request, new Date(TEST_NOW), 'none')).toBeNull();
    await index.fresh();
    const sold = await memoryFacets(request);
    expect(sold.total).toBe(before.total - 1);
    expect(brandCount(sold, code)).toBe(brandCount(before, code) - 1);

    // a new product (a copy under a new id and slug) joins them, in stock again
    await shop.db.query(
      `insert into search_documents
       select (jsonb_populate_record(null::search_documents,
                to_jsonb(d) || jsonb_build_object('id', 900001, 'slug', 'facet-index-copy', 'total_on_hand', 5))).*
         from search_documents d where d.id = $1`,
      [doc.id],
    );
    await index.fresh();
    const added = await memoryFacets(request);
    expect(added.total).toBe(before.total);
    expect(added).toEqual(await sqlFacets(request));
    expect(await memoryFacets({ query: doc.name })).toEqual(await sqlFacets({ query: doc.name }));
  });

  it('ends equal to SQL when changes keep coming while it reloads', async () => {
    await index.fresh();
    const ids = everything.slice(0, 12).map((doc) => doc.id);
    for (const [at, id] of ids.entries()) {
      await shop.db.query('update search_documents set selling_price = selling_price + $2 where id = $1', [
        id,
        at + 1,
      ]);
      // some changes land while a load is under way, some between loads
      await new Promise((resolve) => setTimeout(resolve, at * 3));
    }
    await index.fresh();
    for (const request of [{}, { query: 'бэх' }, { price_max: 20_000 }] satisfies SearchRequest[]) {
      expect(await memoryFacets(request)).toEqual(await sqlFacets(request));
    }
  });

  it('rests between loads under steady writes (three times the last load), instead of reloading back to back', async () => {
    // the load's first statement (the first chunk) and its last (the facet keys), as they reach the database
    const loads: { start: number; end: number }[] = [];
    const db = Object.create(shop.db, {
      query: {
        value: async (text: string, params?: unknown[]) => {
          const isStart = text.includes('where f.id > $1') && params?.[0] === 0;
          if (isStart) loads.push({ start: performance.now(), end: Number.NaN });
          const result = await shop.db.query(text, params);
          if (text.includes('union select brand_code from search_facet_combos'))
            loads.at(-1)!.end = performance.now();
          return result;
        },
      },
    }) as typeof shop.db;
    const steady = new FacetIndex(
      db,
      (error) => {
        throw error;
      },
      0,
    );
    expect(await steady.start()).toBe(true);
    const id = everything[0]!.id;
    for (let change = 0; change < 40; change++) {
      await shop.db.query('update search_documents set selling_price = selling_price + 1 where id = $1', [
        id,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    await steady.fresh();
    // and what it holds after the writes is what SQL counts
    expect(await steady.facets({}, new Date(TEST_NOW), 'none')).toEqual(await sqlFacets({}));
    await steady.stop();
    expect(loads.length).toBeGreaterThanOrEqual(2);
    for (const [at, load] of loads.slice(1).entries()) {
      const before = loads[at]!;
      // 10 ms for timer granularity (libuv's cached loop time can make a timer fire a little early);
      // the bug this guards against started the next load 4-50 ms after a 15-35 ms load
      expect(load.start - before.end).toBeGreaterThanOrEqual(3 * (before.end - before.start) - 10);
    }
  });

  it('does not answer once it stopped listening', async () => {
    const stopped = new FacetIndex(shop.db);
    await stopped.start();
    expect(await stopped.facets({}, new Date(TEST_NOW), 'none')).not.toBeNull();
    await stopped.stop();
    expect(await stopped.facets({}, new Date(TEST_NOW), 'none')).toBeNull();
  });

  it('stops a load in flight when it stops, rather than reading the rest (a shutdown waited out a 100k load)', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let chunkAsked = () => {};
    const asked = new Promise<void>((resolve) => {
      chunkAsked = resolve;
    });
    let stopped = false;
    const readAfterStop: string[] = [];
    const db = Object.create(shop.db, {
      query: {
        value: async (text: string, params?: unknown[]) => {
          if (stopped) readAfterStop.push(text);
          if (text.includes('where f.id > $1')) {
            chunkAsked();
            await held;
          }
          return shop.db.query(text, params);
        },
      },
    }) as typeof shop.db;
    const errors: unknown[] = [];
    const loading = new FacetIndex(db, (error) => errors.push(error), 0);
    const starting = loading.start();
    await asked;
    const stopping = loading.stop();
    stopped = true;
    release();
    await stopping;
    await starting;
    // the chunk already asked finishes; nothing after it is read
    expect(readAfterStop.filter((text) => text.includes('search_facet'))).toEqual([]);
    expect(errors).toEqual([]);
    expect(await loading.facets({}, new Date(TEST_NOW), 'none')).toBeNull();
  });
});
