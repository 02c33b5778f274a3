import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  rebuildSearchDocuments,
  refreshSearchDocuments,
} from '../../../server/commerce/catalog/search-documents.ts';
import type { SearchDocument } from '../../../server/search/document.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

// The facet pass reads search_facet_rows, a narrow copy of search_documents kept by triggers
// (migration 0014; the relevance page ranks it too since 0015, so it keeps the whole weighted
// tsvector). These tests change the documents every way the code does and check that the copy
// and the facets follow, in the same transaction.

let shop: TestShop;
let api: ReturnType<typeof searchApi>;

beforeAll(async () => {
  shop = await createTestShop();
  api = searchApi(shop);
});
afterAll(async () => shop.close());

/** Documents whose narrow copy is missing, extra or different (its combination included). */
async function copyMismatches(): Promise<number> {
  const { rows } = await shop.db.query<{ n: number }>(
    `select count(*)::int as n from (
       select id, selling_price, total_on_hand, available_on, has_image, sale_percent, sale_start_at,
              sale_expire_at, brand_code, store_code, series, taxon_permalinks, option_values,
              search_vector
         from search_documents
       union all
       select f.id, f.selling_price, f.total_on_hand, f.available_on, f.has_image, f.sale_percent,
              f.sale_start_at, f.sale_expire_at, c.brand_code, f.store_code, f.series,
              c.taxon_permalinks, c.option_values, f.search_vector
         from search_facet_rows f join search_facet_combos c on c.id = f.combo
        where c.brand_code is not distinct from f.brand_code and c.taxon_permalinks = f.taxon_permalinks
          and c.option_values = f.option_values
     ) rows
     group by rows.id, rows.selling_price, rows.total_on_hand, rows.available_on, rows.has_image,
              rows.sale_percent, rows.sale_start_at, rows.sale_expire_at, rows.brand_code,
              rows.store_code, rows.series, rows.taxon_permalinks, rows.option_values,
              rows.search_vector::text
     having count(*) <> 2`,
  );
  return rows[0]?.n ?? 0;
}

const brandCount = (brands: { key: string; count: number }[], key: string) =>
  brands.find((bucket) => bucket.key === key)?.count ?? 0;

describe('the facet copy of the documents', () => {
  it('starts equal to the documents', async () => {
    expect(await shop.db.query('select 1 from search_facet_rows limit 1')).toMatchObject({ rowCount: 1 });
    expect(await copyMismatches()).toBe(0);
  });

  it('follows updates, deletes and a full rebuild, and not a rolled-back change', async () => {
    const { rows } = await shop.db.query<{ id: number }>(
      'select id from search_documents order by id limit 3',
    );
    const [first, second, third] = rows.map((row) => row.id);
    await shop.db.query(
      `update search_documents set selling_price = selling_price + 7, total_on_hand = 0,
              option_values = array['color:never-seen'] where id = $1`,
      [first],
    );
    await shop.db.query('delete from search_documents where id = $1', [second]);
    await shop.db
      .transaction(async (tx) => {
        await tx.query('delete from search_documents where id = $1', [third]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await copyMismatches()).toBe(0);
    const { rows: copied } = await shop.db.query<{ id: number }>(
      'select id from search_facet_rows where id = any($1::int[]) order by id',
      [[first, second, third]],
    );
    expect(copied.map((row) => row.id)).toEqual([first, third]);

    await rebuildSearchDocuments(shop.db);
    expect(await copyMismatches()).toBe(0);
    const { rows: counts } = await shop.db.query<{ documents: number; copies: number }>(
      `select (select count(*) from search_documents)::int as documents,
              (select count(*) from search_facet_rows)::int as copies`,
    );
    expect(counts[0]!.copies).toBe(counts[0]!.documents);
  });

  it('takes a product with more option values than a btree key could hold', async () => {
    const visible = (await api.search({ per_page: 1 })).body.hits[0]!;
    // incompressible values: 400 of them are ~18 kB, past the ~2.7 kB a btree entry may hold
    const sizes = Array.from(
      { length: 400 },
      (_unused, at) => `shoe_size:size-${createHash('md5').update(String(at)).digest('hex')}`,
    );
    await shop.db.query('update search_documents set option_values = $2 where id = $1', [visible.id, sizes]);
    expect(await copyMismatches()).toBe(0);
    const { body } = await api.search({ options: { shoe_size: [sizes[399]!.slice(10)] }, facets: true });
    expect(body.hits.map((hit) => hit.id)).toEqual([visible.id]);
    const shoeSizes = body.facets!.options.find((facet) => facet.type === 'shoe_size')!;
    // the type's own filter is left out of its facet: every value shows, up to the 200-bucket limit
    expect(shoeSizes.buckets).toHaveLength(200);
    await refreshSearchDocuments(shop.db, [visible.id]);
    expect(await copyMismatches()).toBe(0);
  });

  it('lets concurrent writers bring in the same new combination: one row for it, every write kept', async () => {
    // on a PostgreSQL server (npm run test:pg) these are 8 connections racing for one combination key
    const { rows } = await shop.db.query<{ id: number }>(
      'select id from search_documents order by id desc limit 8',
    );
    const writes = rows.map((row) =>
      shop.db.query(
        `update search_documents
            set brand_code = 'raced-brand', taxon_permalinks = '{raced}', option_values = '{}'
          where id = $1`,
        [row.id],
      ),
    );
    await Promise.all(writes);
    const { rows: combos } = await shop.db.query<{ id: number }>(
      `select id from search_facet_combos where brand_code = 'raced-brand' and taxon_permalinks = '{raced}'`,
    );
    expect(combos).toHaveLength(1);
    const { rows: copies } = await shop.db.query<{ n: number }>(
      'select count(*)::int as n from search_facet_rows where combo = $1',
      [combos[0]!.id],
    );
    expect(copies[0]!.n).toBe(8);
    expect(await copyMismatches()).toBe(0);
    await refreshSearchDocuments(
      shop.db,
      rows.map((row) => row.id),
    );
    expect(await copyMismatches()).toBe(0);
  });

  it('counts a brand the facet pass has never grouped on, as soon as the change commits', async () => {
    const hp = await api.all({ query: 'hp', brands: ['hp'] });
    const moved = hp[0]!;
    const before = (await api.search({ query: 'hp', facets: true, per_page: 1 })).body;
    await shop.db.query(`update search_documents set brand_code = 'brand-new' where id = $1`, [moved.id]);
    const after = (await api.search({ query: 'hp', facets: true, per_page: 1 })).body;
    expect(brandCount(after.facets!.brands, 'brand-new')).toBe(1);
    expect(brandCount(after.facets!.brands, 'hp')).toBe(brandCount(before.facets!.brands, 'hp') - 1);
    expect(after.total).toBe(before.total);
    // the projection writes the catalog's brand back: the copy follows that upsert as well
    await refreshSearchDocuments(shop.db, [moved.id]);
    const restored = (await api.search({ query: 'hp', facets: true, per_page: 1 })).body;
    expect(restored.facets!.brands).toEqual(before.facets!.brands);
    expect(await copyMismatches()).toBe(0);
  });
});

describe('the total counted by the facet pass', () => {
  it('equals the counted total, on the first page, a later one and past the end', async () => {
    for (const request of [{ query: 'бэх' }, { query: 'hp', brands: ['hp'] }, {}]) {
      const plain = (await api.search({ ...request, per_page: 5 })).body;
      const faceted = (await api.search({ ...request, per_page: 5, facets: true })).body;
      expect(faceted.total).toBe(plain.total);
      expect(faceted.hits.map((hit) => hit.id)).toEqual(plain.hits.map((hit) => hit.id));
      const later = (await api.search({ ...request, per_page: 5, page: 2, facets: true })).body;
      expect(later.total).toBe(plain.total);
      const beyond = (await api.search({ ...request, per_page: 100, page: 500, facets: true })).body;
      expect(beyond).toMatchObject({ hits: [], total: plain.total, more: false });
    }
  });

  it('counts what a typo (fuzzy) search found, facets included', async () => {
    const { body } = await api.search({ query: 'cannon', facets: true, per_page: 100 });
    expect(body.fuzzy).toBe(true);
    const found: SearchDocument[] = await api.all({ query: 'cannon' });
    expect(body.total).toBe(found.length);
    const brands = new Map<string, number>();
    for (const doc of found) if (doc.brand) brands.set(doc.brand.code, (brands.get(doc.brand.code) ?? 0) + 1);
    expect(Object.fromEntries(body.facets!.brands.map((bucket) => [bucket.key, bucket.count]))).toEqual(
      Object.fromEntries(brands),
    );
  });

  it('is zero with empty facets when nothing matches, typo tolerance included', async () => {
    const { status, body } = await api.search({ query: 'zzqqxxvv', facets: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, hits: [], more: false });
    expect(body.facets).toEqual({ taxons: [], brands: [], options: [], price: null });
  });
});
