import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/platform/db/index.ts';
import type { SearchHit, SearchRequest, SearchResponse } from '../../../server/search/document.ts';
import { searchProducts } from '../../../server/search/query.ts';
import { SearchResultCache } from '../../../server/search/result-cache.ts';
import { createTestShop, TEST_NOW, type TestShop } from '../../support/shop.ts';
import { searchApi } from './search-client.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

/** A cache over the shop's database that counts how often it had to run the search. */
async function countingCache(db: Database = shop.db, budgetBytes?: number) {
  const cache = new SearchResultCache(db, budgetBytes);
  await cache.start();
  let runs = 0;
  return {
    cache,
    get runs() {
      return runs;
    },
    answer(request: SearchRequest, now = new Date(TEST_NOW), during?: () => Promise<void>) {
      return cache.answer(request, now, async () => {
        runs += 1;
        const response = await searchProducts(shop.db, request, now);
        await during?.();
        return response;
      });
    },
  };
}

const ids = (response: SearchResponse<SearchHit>) => response.hits.map((hit) => hit.id);

describe('search answer cache', () => {
  it('answers a repeated search from memory, a different one from the database', async () => {
    const counting = await countingCache();
    const first = await counting.answer({ query: 'хор', facets: true });
    const again = await counting.answer({ query: 'хор', facets: true });
    expect(again).toEqual(first);
    expect(counting.runs).toBe(1);
    await counting.answer({ query: 'хор', facets: true, page: 2 });
    expect(counting.runs).toBe(2);
    await counting.cache.stop();
  });

  it('catches up with the change notifications once for several searches asked together', async () => {
    let catchUps = 0;
    const db: Database = {
      ...shop.db,
      async listen(channel, onNotify, onLost) {
        const listener = await shop.db.listen(channel, onNotify, onLost);
        return {
          caughtUp: async () => {
            catchUps += 1;
            await listener.caughtUp();
          },
          stop: () => listener.stop(),
        };
      },
    };
    const cache = new SearchResultCache(db);
    expect(await cache.start()).toBe(true);
    const now = new Date(TEST_NOW);
    const shelves = [1, 2, 3].map((seed) => ({ sort: 'random' as const, seed, per_page: 20 }));
    const compute = (request: SearchRequest) => searchProducts(shop.db, request, now);
    const together = await cache.answerAll(shelves, now, compute);
    expect(catchUps).toBe(1);
    const alone = [];
    for (const shelf of shelves) alone.push(await cache.answer(shelf, now, () => compute(shelf)));
    expect(catchUps).toBe(4);
    expect(alone).toEqual(together);
    expect(together.map(ids)).toEqual(
      await Promise.all(shelves.map(async (shelf) => ids(await compute(shelf)))),
    );
    await cache.stop();
  });

  it('keeps answers up to its budget in bytes, the least recently used leaving first', async () => {
    const shelf = (seed: number) => ({ sort: 'random' as const, seed, per_page: 20 });
    const weights: number[] = [];
    for (const seed of [1, 2, 3, 4]) {
      weights.push(JSON.stringify(await searchProducts(shop.db, shelf(seed), new Date(TEST_NOW))).length);
    }
    const [lightest, heaviest] = [Math.min(...weights), Math.max(...weights)];
    // room for any three of these shelves, never four
    expect(4 * lightest).toBeGreaterThan(3 * heaviest);
    const budget = Math.floor((3 * heaviest + 4 * lightest) / 2);
    const counting = await countingCache(shop.db, budget);
    for (const seed of [1, 2, 3]) await counting.answer(shelf(seed));
    expect(counting.cache.size().answers).toBe(3);
    await counting.answer(shelf(1)); // used again: now the most recent
    await counting.answer(shelf(4)); // evicts seed 2, the least recently used
    expect(counting.runs).toBe(4);
    expect(counting.cache.size().answers).toBe(3);
    expect(counting.cache.size().bytes).toBeLessThanOrEqual(budget);
    await counting.answer(shelf(1));
    await counting.answer(shelf(3));
    expect(counting.runs).toBe(4);
    await counting.answer(shelf(2));
    expect(counting.runs).toBe(5);
    // an answer bigger than the whole budget is computed, not kept, and evicts nothing
    const before = counting.cache.size();
    await counting.answer({ per_page: 100, facets: true });
    expect(counting.cache.size()).toEqual(before);
    await counting.cache.stop();
    expect(counting.cache.size()).toEqual({ answers: 0, bytes: 0 });
  });

  it('drops every answer when a committed change touches the documents, not when it rolls back', async () => {
    const counting = await countingCache();
    const before = await counting.answer({ sort: 'price_desc', per_page: 5 });
    const top = before.hits[0]!;
    await shop.db
      .transaction(async (tx) => {
        await tx.query('update search_documents set total_on_hand = 0 where id = $1', [top.id]);
        throw new Error('rolled back');
      })
      .catch(() => {});
    await counting.answer({ sort: 'price_desc', per_page: 5 });
    expect(counting.runs).toBe(1);
    await shop.db.query('update search_documents set total_on_hand = 0 where id = $1', [top.id]);
    const after = await counting.answer({ sort: 'price_desc', per_page: 5 });
    expect(counting.runs).toBe(2);
    expect(ids(after)).not.toContain(top.id);
    await shop.db.query('update search_documents set total_on_hand = $2 where id = $1', [
      top.id,
      top.total_on_hand,
    ]);
    await counting.cache.stop();
  });

  it('does not keep an answer computed while a change committed', async () => {
    const counting = await countingCache();
    await counting.answer({ query: 'canon' }, new Date(TEST_NOW), async () => {
      await shop.db.query('update search_documents set sale_percent = sale_percent where id = 1');
    });
    await counting.answer({ query: 'canon' });
    await counting.answer({ query: 'canon' });
    expect(counting.runs).toBe(2);
    await counting.cache.stop();
  });

  it('caches nothing once the notifications are lost', async () => {
    let lose = () => {};
    const flaky: Database = {
      ...shop.db,
      listen: async (channel, onNotify, onLost) => {
        lose = onLost;
        return shop.db.listen(channel, onNotify, onLost);
      },
    };
    const counting = await countingCache(flaky);
    await counting.answer({ query: 'epson' });
    await counting.answer({ query: 'epson' });
    expect(counting.runs).toBe(1);
    lose();
    await counting.answer({ query: 'epson' });
    await counting.answer({ query: 'epson' });
    expect(counting.runs).toBe(3);
    await counting.cache.stop();
  });

  it('shows a product from its available_on moment although the answer before it was cached', async () => {
    const api = searchApi(shop);
    const { rows } = await shop.db.query<{ id: number; slug: string }>(
      `select id, slug from search_documents
        where selling_price > 1 and total_on_hand > 0 and has_image order by id limit 1`,
    );
    const product = rows[0]!;
    const launch = new Date(Date.parse(TEST_NOW) + 60_000);
    await shop.db.query('update search_documents set available_on = $2 where id = $1', [product.id, launch]);
    const request = { query: product.slug.split('-')[0], per_page: 100 };
    const early = await api.search(request);
    expect(ids(early.body)).not.toContain(product.id);
    shop.clock.set(new Date(launch.getTime() - 1));
    expect(ids((await api.search(request)).body)).not.toContain(product.id);
    shop.clock.set(launch);
    expect(ids((await api.search(request)).body)).toContain(product.id);
    // and back in time (a test clock may go back): hidden again
    shop.clock.set(TEST_NOW);
    expect(ids((await api.search(request)).body)).not.toContain(product.id);
    await shop.db.query('update search_documents set available_on = null where id = $1', [product.id]);
  });
});
