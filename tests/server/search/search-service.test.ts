import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../server/search/document.ts';
import { createTestShop, TEST_NOW, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
let auth: { authorization: string };

beforeAll(async () => {
  shop = await createTestShop();
  const { searchUser, searchPassword } = shop.config.secrets;
  auth = { authorization: `Basic ${Buffer.from(`${searchUser}:${searchPassword}`).toString('base64')}` };
});
afterAll(async () => shop.close());

async function search(body: Record<string, unknown>, index = 'shoppy') {
  const response = await shop.app.inject({
    method: 'POST',
    url: `/search/${index}/product/_search`,
    headers: auth,
    payload: body,
  });
  return { status: response.statusCode, body: response.json<SearchResponse & { code?: string }>() };
}

async function visibleCount(): Promise<number> {
  const { rows } = await shop.db.query<{ n: number }>(
    `select count(*)::int as n from search_documents
      where selling_price > 1 and total_on_hand > 0 and has_image and (available_on is null or available_on <= $1)`,
    [TEST_NOW],
  );
  return rows[0]!.n;
}

describe('search service', () => {
  it('requires basic auth', async () => {
    const none = await shop.app.inject({
      method: 'POST',
      url: '/search/shoppy/product/_search',
      payload: {},
    });
    expect(none.statusCode).toBe(401);
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/search/shoppy/product/_search',
      payload: {},
      headers: { authorization: `Basic ${Buffer.from('shoppy:wrong').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 404 for another index', async () => {
    const { status, body } = await search({}, 'other');
    expect(status).toBe(404);
    expect(body.code).toBe('SHOP_ERR_NOT_FOUND');
  });

  it('browses the visible catalog in pages of 40 with a more flag', async () => {
    const first = await search({});
    expect(first.status).toBe(200);
    expect(first.body.hits).toHaveLength(40);
    expect(first.body.more).toBe(true);
    expect(first.body.total).toBe(await visibleCount());
    const lastPage = Math.ceil(first.body.total / 40);
    const last = await search({ page: lastPage });
    expect(last.body.hits.length).toBe(first.body.total - (lastPage - 1) * 40);
    const beyond = await search({ page: lastPage + 1 });
    expect(beyond.body).toMatchObject({ hits: [], more: false, total: first.body.total });
  });

  it('never returns what the spec §5 visibility rule hides', async () => {
    const { rows } = await shop.db.query<{ id: number }>(
      `select id from search_documents
        where not (selling_price > 1 and total_on_hand > 0 and has_image and (available_on is null or available_on <= $1))`,
      [TEST_NOW],
    );
    expect(rows.length).toBeGreaterThan(0);
    const hidden = new Set(rows.map((row) => row.id));
    const seen: number[] = [];
    for (let page = 1; ; page++) {
      const { body } = await search({ page, per_page: 100 });
      seen.push(...body.hits.map((hit) => hit.id));
      if (!body.more) break;
    }
    expect(seen.filter((id) => hidden.has(id))).toEqual([]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by a taxon at any level', async () => {
    const { rows } = await shop.db.query<{ permalink: string; depth: number }>(
      'select permalink, depth from taxons where depth = 0 order by position limit 1',
    );
    const root = rows[0]!.permalink;
    const { body } = await search({ taxon: root, per_page: 100 });
    expect(body.hits.length).toBeGreaterThan(0);
    for (const hit of body.hits) expect(hit.taxonomy.permalink.startsWith(root)).toBe(true);
  });

  it('finds products by text, case and spacing aside', async () => {
    const { body } = await search({ query: '  HP  ' });
    expect(body.hits.length).toBeGreaterThan(0);
    expect(
      body.hits.every((hit) => `${hit.name} ${hit.brand?.name} ${hit.sku}`.toLowerCase().includes('hp')),
    ).toBe(true);
  });

  it('sorts by price both ways and keeps a random order stable per seed', async () => {
    const ascending = (await search({ sort: 'price_asc' })).body.hits.map((hit) => hit.selling_price);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await search({ sort: 'price_desc' })).body.hits.map((hit) => hit.selling_price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const once = (await search({ sort: 'random', seed: 7 })).body.hits.map((hit) => hit.id);
    const again = (await search({ sort: 'random', seed: 7 })).body.hits.map((hit) => hit.id);
    const other = (await search({ sort: 'random', seed: 8 })).body.hits.map((hit) => hit.id);
    expect(again).toEqual(once);
    expect(other).not.toEqual(once);
  });

  it.each([
    [{ page: 0 }],
    [{ page: 501 }],
    [{ per_page: 101 }],
    [{ sort: 'cheapest' }],
    [{ taxon: '../etc' }],
    [{ unknown: true }],
  ])('rejects %j with a validation error, never a 500', async (body) => {
    const { status, body: error } = await search(body);
    expect(status).toBe(400);
    expect(error.code).toBe('SHOP_ERR_VALIDATION');
  });

  it('returns one document by id and 404 for an unknown one', async () => {
    const { body } = await search({ per_page: 1 });
    const id = body.hits[0]!.id;
    const found = await shop.app.inject({
      method: 'GET',
      url: `/search/shoppy/product/${id}`,
      headers: auth,
    });
    expect(found.json()).toMatchObject({ id, slug: body.hits[0]!.slug });
    const missing = await shop.app.inject({
      method: 'GET',
      url: '/search/shoppy/product/99999999',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it.each(['1e309', 'Infinity', '2147483648', '99999999999999999999', '0', '-1', '1.5', 'abc', '0x10'])(
    'answers a coded 400 for the id %s, never PostgreSQL’s text',
    async (id) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/search/shoppy/product/${id}`,
        headers: auth,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('SHOP_ERR_VALIDATION');
      expect(response.body).not.toMatch(/invalid input syntax|postgres|pglite/i);
    },
  );
});
