import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../server/search/document.ts';
import { FacetIndex } from '../../../server/search/facet-index.ts';
import { wordMatches } from '../../../server/search/facet-index-count.ts';
import { loadFacetData } from '../../../server/search/facet-index-data.ts';
import { andPostings, queryRanks, rankedPage } from '../../../server/search/facet-index-rank.ts';
import { wordDistance } from '../../../server/search/facet-index-rank-and.ts';
import { searchProducts } from '../../../server/search/query.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { sqlPage, sqlRanks } from './rank-sql.ts';
import { searchApi } from './search-client.ts';

// A relevance page of several words is ranked in memory (server/search/facet-index-rank-and.ts:
// PostgreSQL's calc_rank_and in float4) and must be the page the statement returns, in order, with
// every match's rank equal to ts_rank's float4 bit for bit. Runs on PGlite and, through
// `npm run test:pg -- tests/server/search/rank-memory-words.test.ts`, on PostgreSQL.

let shop: TestShop;
let index: FacetIndex;
let ids: number[];

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
  ids = (await searchApi(shop).all({})).map((hit) => hit.id);
});
afterAll(async () => {
  await index.stop();
  await shop.close();
});

/** Memory ranks of every match against ts_rank's; how many matches had a rank from word pairs. */
async function expectSameRanks(request: SearchRequest): Promise<number> {
  const data = await loadFacetData(shop.db);
  const matches = wordMatches(data, request, shop.clock.now());
  if (!matches) throw new Error(`the index did not match ${JSON.stringify(request)}`);
  const ranks = queryRanks(data, matches.ordinals, matches.words);
  const rows = await sqlRanks(shop, request);
  expect([...matches.ordinals].map((ordinal) => data.ids[ordinal])).toEqual(rows.map((row) => row.id));
  // float4 → float8 is exact, so equal doubles are equal floats
  expect([...ranks]).toEqual(rows.map((row) => row.rank));
  return rows.filter((row) => row.rank > 2e-20).length;
}

// Folded words with shared prefixes, Latin ones and their Cyrillic readings (`bekh` → бех, `hor` →
// хор, `tsaas` → цаас, `hp` → хп). Few words over many documents: many equal ranks.
const vocabulary = [
  'бех',
  'бехнии',
  'бехен',
  'хор',
  'хорол',
  'цаас',
  'цаасан',
  'hp',
  'hpx',
  'хп',
  'bekh',
  'tsaas',
];
const text = (max: number) =>
  fc.array(fc.constantFrom(...vocabulary), { maxLength: max }).map((w) => w.join(' '));
const document = fc.record({
  name: text(3),
  brand: text(2),
  keywords: text(2),
  description: text(30),
  // filler words push the next words past word_distance's 100 (1e-30 beyond it)
  gap: fc.constantFrom(0, 0, 90, 99, 100, 101, 140),
  tail: text(4),
  stripped: fc.integer({ min: 1, max: 8 }).map((draw) => draw === 1),
});
const queryWord = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(...vocabulary)
      .chain((w) => fc.integer({ min: 1, max: w.length }).map((n) => w.slice(0, n))),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('bekh', 'be', 'hor', 'ho', 'tsa', 'hp', 'h', 'Бэх', 'ЦААС', 'хорол'),
  },
  // words no document holds: the match set is empty, the page too
  { weight: 1, arbitrary: fc.constantFrom('жирафф', 'qz', '777') },
);
const query = fc.oneof(
  { weight: 4, arbitrary: fc.array(queryWord, { minLength: 2, maxLength: 4 }) },
  // repeated words: `хор хор` de-duplicates to one operand (calc_rank_or), `hor хор` does not
  { weight: 1, arbitrary: queryWord.map((w) => [w, w]) },
  { weight: 1, arbitrary: fc.tuple(queryWord, queryWord).map(([a, b]) => [a, b, a]) },
);

describe('the in-memory relevance page of several words', () => {
  it('is the statement page with ts_rank’s ranks, on random catalogs, queries and pages', async () => {
    let pairRanked = 0;
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), document), { minLength: 1, maxLength: 40 }),
        fc.array(
          fc.record({
            words: query,
            page: fc.integer({ min: 1, max: 4 }),
            perPage: fc.constantFrom(1, 3, 7, 40),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        async (changes, searches) => {
          // the weighted vector as search_documents builds it: A name, B brand, C keywords, D text
          for (const [at, doc] of changes) {
            await shop.db.query(
              `update search_documents set search_vector = case when $7 then strip(v) else v end
                 from (select setweight(to_tsvector('simple', $2), 'A') || setweight(to_tsvector('simple', $3), 'B')
                   || setweight(to_tsvector('simple', $4), 'C')
                   || setweight(to_tsvector('simple', $5 || repeat(' аа', $6::int) || ' ' || $8), 'D') as v) w
               where id = $1`,
              [
                ids[at % ids.length],
                doc.name,
                doc.brand,
                doc.keywords,
                doc.description,
                doc.gap,
                doc.stripped,
                doc.tail,
              ],
            );
          }
          await index.fresh();
          for (const search of searches) {
            const request: SearchRequest = { query: search.words.join(' ') };
            const offset = (search.page - 1) * search.perPage;
            const memory = await index.relevancePage(request, shop.clock.now(), offset, search.perPage);
            if (!memory) throw new Error(`the index did not rank ${JSON.stringify(request)}`);
            const expected = await sqlPage(shop, request, offset, search.perPage);
            expect(memory.ids).toEqual(expected.ids);
            if (expected.total !== null) expect(memory.total).toBe(expected.total);
            if (expected.ids.length > 1) compared++;
            pairRanked += await expectSameRanks(request);
          }
        },
      ),
      { numRuns: 100, seed: 20261126 },
    );
    // the property means little if the pages were empty or every rank the no-pair 1e-20
    expect(compared).toBeGreaterThan(40);
    expect(pairRanked).toBeGreaterThan(500);
  }, 180_000);

  it('computes word_distance as the server’s C library does, for every distance', async () => {
    const { rows } = await shop.db.query<{ d: number; w: number }>(
      `select d, (1.0::float8 / (1.005::float8 + 0.05::float8 * exp(d::float4::float8 / 1.5::float8 - 2::float8)))::float4::float8 as w
         from generate_series(1, 100) d order by d`,
    );
    expect(rows.map((row) => wordDistance(row.d))).toEqual(rows.map((row) => row.w));
    expect(wordDistance(101)).toBe(Math.fround(1e-30));
  });

  it('ranks positions at the 16383 cap, entries without positions and far-apart words as ts_rank does', async () => {
    const [capped, stripped, mixed] = ids;
    // past position 16383 every word sits at 16383: equal positions of different words, no pair
    await shop.db.query(
      `update search_documents set search_vector = setweight(to_tsvector('simple', 'хор бех'), 'A')
         || to_tsvector('simple', repeat('аа ', 16400) || 'бех хор хорол') where id = $1`,
      [capped],
    );
    await shop.db.query(
      `update search_documents set search_vector = strip(to_tsvector('simple', 'бех хор хорол цаас')) where id = $1`,
      [stripped],
    );
    // one entry stripped, the other with positions (a concatenation keeps both kinds)
    await shop.db.query(
      `update search_documents set search_vector = strip(to_tsvector('simple', 'бех'))
         || setweight(to_tsvector('simple', 'хор ' || repeat('аа ', 120) || 'хорол бехен'), 'B') where id = $1`,
      [mixed],
    );
    await index.fresh();
    let ranked = 0;
    for (const query of [
      'бех хор',
      'хор бех',
      'бе хо',
      'bekh hor',
      'хор хорол',
      'хор хор',
      'хор цаас бех',
      'б х',
    ]) {
      ranked += await expectSameRanks({ query });
    }
    expect(ranked).toBeGreaterThan(10);
  });

  it('serves the search of several words from memory with the statement’s hits', async () => {
    await index.fresh();
    const now = shop.clock.now();
    for (const request of [
      { query: 'бех хор' },
      { query: 'bekh hor', per_page: 3, page: 2 },
      { query: 'хор хор цаас' },
      { query: 'бех жирафф' },
    ]) {
      expect(await index.relevancePage(request, now, 0, 40)).not.toBeNull();
      const fromMemory = await searchProducts(shop.db, request, now, index);
      const fromSql = await searchProducts(shop.db, request, now);
      expect(fromMemory.hits.map((hit) => hit.id)).toEqual(fromSql.hits.map((hit) => hit.id));
      expect(fromMemory.total).toBe(fromSql.total);
    }
  });

  it('leaves to SQL a search of several words with too many postings to walk, one word still in memory', async () => {
    await index.fresh();
    const data = await loadFacetData(shop.db);
    const matches = wordMatches(data, { query: 'б х' }, shop.clock.now());
    if (!matches) throw new Error('the index did not match "б х"');
    const postings = andPostings(data, matches.words);
    expect(postings).toBeGreaterThan(10);
    expect(rankedPage(data, matches.ordinals, matches.words, 0, 40, postings)).not.toBeNull();
    expect(rankedPage(data, matches.ordinals, matches.words, 0, 40, postings - 1)).toBeNull();
    const one = wordMatches(data, { query: 'б' }, shop.clock.now());
    if (!one) throw new Error('the index did not match "б"');
    expect(rankedPage(data, one.ordinals, one.words, 0, 40, 0)).not.toBeNull();
  });
});
