import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../server/search/document.ts';
import { buildWhere, Params } from '../../../server/search/filters.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

// The relevance page of a word search ranks the narrow copy of the documents (migration 0015), and
// finds exact-SKU documents through the SKU index. These tests hold it to the full ranking over
// search_documents, as it was computed before: same hits, same order, every page.

let shop: TestShop;
let api: ReturnType<typeof searchApi>;
let ids: number[];
let brands: string[];

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
  const visible = await api.all({});
  ids = visible.map((hit) => hit.id);
  brands = [...new Set(visible.flatMap((hit) => (hit.brand ? [hit.brand.code] : [])))];
});
afterAll(async () => shop.close());

/** The page as the full ranking over search_documents orders it: exact SKU, then ts_rank, then id. */
async function fullRanking(request: SearchRequest): Promise<number[]> {
  const params = new Params();
  const where = buildWhere(request, shop.clock.now(), 'words', params);
  if (!where.rank || where.exactSku === null) throw new Error('not a word search');
  const perPage = request.per_page ?? 40;
  const { rows } = await shop.db.query<{ id: number }>(
    `select id from search_documents where ${where.sql}
      order by (skus @> array[${params.add(where.exactSku)}::text]) desc, ${where.rank()} desc, id
      limit ${params.add(perPage)} offset ${params.add(((request.page ?? 1) - 1) * perPage)}`,
    params.values,
  );
  return rows.map((row) => row.id);
}

// Folded words (as the index holds them) that share prefixes, so one typed prefix matches several
// lexemes; `hp` also reaches `хп` through transliteration. Few words, many documents: many equal ranks.
const vocabulary = ['бех', 'бехнии', 'бехен', 'хор', 'хорол', 'цаас', 'цаасан', 'hp', 'hpx', 'хп'];
const text = (max: number) =>
  fc.array(fc.constantFrom(...vocabulary), { maxLength: max }).map((w) => w.join(' '));
const document = fc.record({
  name: text(3),
  brand: text(2),
  keywords: text(2),
  description: text(8),
  sku: fc.option(fc.constantFrom(...vocabulary), { nil: null }),
});
const query = fc
  .array(
    fc.record({ word: fc.constantFrom(...vocabulary), cut: fc.nat() }).map(({ word, cut }) =>
      // a prefix of the word, at least one letter
      word.slice(0, 1 + (cut % word.length)),
    ),
    { minLength: 1, maxLength: 2 },
  )
  .map((words) => words.join(' '));

describe('the relevance page from the narrow copy', () => {
  it('equals the full ranking over the documents on random catalogs, queries, filters and pages', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(), document), { minLength: 1, maxLength: 40 }),
        fc.array(
          fc.record({
            query,
            brand: fc.option(fc.nat(), { nil: null }),
            page: fc.integer({ min: 1, max: 3 }),
            perPage: fc.constantFrom(3, 7, 40),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        async (changes, searches) => {
          // the weighted vector as search_documents builds it: A name, B brand, C keywords/SKU, D text
          for (const [at, doc] of changes) {
            await shop.db.query(
              `update search_documents set
                 search_vector = setweight(to_tsvector('simple', $2), 'A') || setweight(to_tsvector('simple', $3), 'B')
                   || setweight(to_tsvector('simple', $4 || ' ' || coalesce($5, '')), 'C')
                   || setweight(to_tsvector('simple', $6), 'D'),
                 skus = case when $5::text is null then '{}'::text[] else array[$5::text] end
               where id = $1`,
              [ids[at % ids.length], doc.name, doc.brand, doc.keywords, doc.sku, doc.description],
            );
          }
          for (const search of searches) {
            const request: SearchRequest = {
              query: search.query,
              page: search.page,
              per_page: search.perPage,
            };
            if (search.brand !== null) request.brands = [brands[search.brand % brands.length]!];
            const { status, body } = await api.search(request);
            expect(status).toBe(200);
            if (body.fuzzy) continue;
            const expected = await fullRanking(request);
            expect(body.hits.map((hit) => hit.id)).toEqual(expected);
            if (expected.length > 1) compared++;
          }
        },
      ),
      { numRuns: 30, seed: 20261122 },
    );
    // the property means little if the pages compared were empty or single
    expect(compared).toBeGreaterThan(20);
  });

  it('puts the exact-SKU documents first and then the rest by rank, equal ranks by id', async () => {
    const [first, second, third] = ids;
    await shop.db.query(
      `update search_documents set skus = array['ztest-sku'],
              search_vector = setweight(to_tsvector('simple', 'ztest sku'), 'D') where id = any($1::int[])`,
      [[first, second]],
    );
    await shop.db.query(
      `update search_documents set skus = '{}',
              search_vector = setweight(to_tsvector('simple', 'ztest sku'), 'A') where id = $1`,
      [third],
    );
    const request = { query: 'ztest-sku' };
    const { body } = await api.search(request);
    expect(body.hits.map((hit) => hit.id)).toEqual(await fullRanking(request));
    // the third ranks higher (its words are in the name) but has not the SKU
    const skuFirst = [first!, second!].sort((a, b) => a - b);
    expect(body.hits.map((hit) => hit.id)).toEqual([...skuFirst, third]);
  });
});
