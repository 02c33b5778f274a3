import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../server/search/document.ts';
import { FacetIndex } from '../../../server/search/facet-index.ts';
import { wordMatches } from '../../../server/search/facet-index-count.ts';
import { loadFacetData } from '../../../server/search/facet-index-data.ts';
import { queryRanks } from '../../../server/search/facet-index-rank.ts';
import { searchProducts } from '../../../server/search/query.ts';
import { parseTsvector } from '../../../server/search/tsvector-text.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { sqlPage, sqlRanks } from './rank-sql.ts';
import { searchApi } from './search-client.ts';

// A one-word relevance page is ranked in memory (server/search/facet-index-rank.ts) and must be the
// page the statement returns, in order: ts_rank emulated bit for bit in float4, ties by id. Several
// words: rank-memory-words.test.ts.

let shop: TestShop;
let index: FacetIndex;
let ids: number[];
let brands: string[];

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
});
afterAll(async () => {
  await index.stop();
  await shop.close();
});

// Folded words sharing prefixes (one prefix reaches several lexemes); Latin ones and their Cyrillic
// readings (`bekh` → бех, `hor` → хор, `tsaas` → цаас, `hp` → хп), so transliterated queries add a
// second operand. Few words over many documents: many equal ranks.
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
  'a4',
];
const text = (max: number) =>
  fc.array(fc.constantFrom(...vocabulary), { maxLength: max }).map((w) => w.join(' '));
const document = fc.record({
  name: text(3),
  brand: text(2),
  keywords: text(2),
  // long: one lexeme at many positions
  description: text(40),
  stripped: fc.integer({ min: 1, max: 8 }).map((draw) => draw === 1),
});
const word = fc.oneof(
  fc
    .record({ word: fc.constantFrom(...vocabulary), cut: fc.nat() })
    .map(({ word, cut }) => word.slice(0, 1 + (cut % word.length))),
  fc.constantFrom('bekh', 'be', 'hor', 'ho', 'tsa', 'hp', 'h', 'Бэх', 'ЦААС'),
);

describe('the in-memory relevance page', () => {
  it('is the statement page, in order, on random catalogs, words, filters and pages', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), document), { minLength: 1, maxLength: 60 }),
        fc.array(
          fc.record({
            word,
            brand: fc.option(fc.nat(), { nil: null, freq: 3 }),
            priceMax: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null, freq: 3 }),
            page: fc.integer({ min: 1, max: 4 }),
            perPage: fc.constantFrom(1, 3, 7, 40),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        async (changes, searches) => {
          // the weighted vector as search_documents builds it: A name, B brand, C keywords, D text
          for (const [at, doc] of changes) {
            await shop.db.query(
              `update search_documents set search_vector = case when $6 then strip(v) else v end
                 from (select setweight(to_tsvector('simple', $2), 'A') || setweight(to_tsvector('simple', $3), 'B')
                   || setweight(to_tsvector('simple', $4), 'C') || setweight(to_tsvector('simple', $5), 'D') as v) w
               where id = $1`,
              [ids[at % ids.length], doc.name, doc.brand, doc.keywords, doc.description, doc.stripped],
            );
          }
          await index.fresh();
          for (const search of searches) {
            const request: SearchRequest = { query: search.word };
            if (search.brand !== null) request.brands = [brands[search.brand % brands.length]!];
            if (search.priceMax !== null) request.price_max = search.priceMax;
            const offset = (search.page - 1) * search.perPage;
            const memory = await index.relevancePage(request, shop.clock.now(), offset, search.perPage);
            if (!memory) throw new Error(`the index did not rank ${JSON.stringify(request)}`);
            const expected = await sqlPage(shop, request, offset, search.perPage);
            expect(memory.ids).toEqual(expected.ids);
            if (expected.total !== null) expect(memory.total).toBe(expected.total);
            if (expected.ids.length > 1) compared++;
          }
        },
      ),
      { numRuns: 150, seed: 20261122 },
    );
    // the property means little if the pages compared were empty or single
    expect(compared).toBeGreaterThan(80);
    // 150 random catalogs: ~15 s on a quiet 2-core machine, twice that beside other test files
  }, 120_000);

  it('computes the same float4 as ts_rank for every matching document', async () => {
    await shop.db.query(
      `update search_documents set search_vector =
         setweight(to_tsvector('simple', 'бех бехнии бех'), 'A') || setweight(to_tsvector('simple', 'bekh hp'), 'B')
         || setweight(to_tsvector('simple', repeat('бехен хор ', 30)), 'C') || to_tsvector('simple', repeat('бех ', 50))
       where id = $1`,
      [ids[0]],
    );
    await shop.db.query(
      `update search_documents set search_vector = strip(to_tsvector('simple', 'бех bekh')) where id = $1`,
      [ids[1]],
    );
    const data = await loadFacetData(shop.db);
    let checked = 0;
    for (const query of ['бех', 'bekh', 'б', 'hor', 'хор', 'hp', 'a']) {
      const matches = wordMatches(data, { query }, shop.clock.now());
      if (!matches) throw new Error(`no match set for ${query}`);
      const ranks = queryRanks(data, matches.ordinals, matches.words);
      const rows = await sqlRanks(shop, { query });
      expect(rows.map((row) => row.id)).toEqual([...matches.ordinals].map((ordinal) => data.ids[ordinal]));
      // float4 → float8 is exact, so equal doubles are equal floats
      expect([...ranks]).toEqual(rows.map((row) => row.rank));
      checked += rows.length;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('reads tsvector output back: quoted and escaped lexemes, weights, entries without positions', async () => {
    const { rows } = await shop.db.query<{ text: string; lexemes: string[] }>(
      `select v::text as text, tsvector_to_array(v) as lexemes
         from (select $$'it''s':1A,3 'back\\\\slash':2B,4C,5 'bare' 'x':7$$::tsvector as v) t`,
    );
    const parsed = parseTsvector(rows[0]!.text);
    expect(parsed.lexemes).toEqual(rows[0]!.lexemes);
    expect(parsed.lexemes).toContain("it's");
    expect(parsed.lexemes).toContain('back\\slash');
    expect(parsed.shares).toHaveLength(4);
    // positions as WordEntryPos (weight bits << 14 | position), entry by entry; `bare` has none
    const at = (lexeme: string) => parsed.lexemes.indexOf(lexeme);
    const positionsOf = (lexeme: string) => {
      const from = [...parsed.counts.subarray(0, at(lexeme))].reduce((sum, n) => sum + n, 0);
      return [...parsed.positions.subarray(from, from + parsed.counts[at(lexeme)]!)];
    };
    expect(positionsOf("it's")).toEqual([(3 << 14) | 1, 3]);
    expect(positionsOf('back\\slash')).toEqual([(2 << 14) | 2, (1 << 14) | 4, 5]);
    expect(positionsOf('bare')).toEqual([]);
    expect(positionsOf('x')).toEqual([7]);
  });

  it('leaves to SQL what it does not rank, and the search is unchanged either way', async () => {
    await index.fresh();
    const now = shop.clock.now();
    // a Chinese word (the parser may split it), a scientific number (a phrase to to_tsquery), and
    // either beside an ordinary word
    for (const query of ['墨盒', '1e5x', 'бех 墨盒', '1e5x хор']) {
      expect(await index.relevancePage({ query }, now, 0, 40)).toBeNull();
    }
    // a document whose SKU is the query goes first in SQL: the page falls back to the statement
    const [skuHolder] = ids;
    await shop.db.query(
      `update search_documents set skus = array['хорол'], search_vector = to_tsvector('simple', 'цаас хорол')
        where id = $1`,
      [skuHolder],
    );
    await index.fresh();
    for (const request of [{ query: 'хорол' }, { query: 'хор', per_page: 5, page: 2 }, { query: 'bekh' }]) {
      const fromMemory = await searchProducts(shop.db, request, now, index);
      const fromSql = await searchProducts(shop.db, request, now);
      expect(fromMemory.hits.map((hit) => hit.id)).toEqual(fromSql.hits.map((hit) => hit.id));
      expect(fromMemory.total).toBe(fromSql.total);
    }
    const skuFirst = await searchProducts(shop.db, { query: 'хорол' }, now, index);
    expect(skuFirst.hits[0]?.id).toBe(skuHolder);
  });
});
