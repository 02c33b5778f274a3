import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecentList, MAX_STORED_CHARS } from '../../../web/src/catalog/recent-list.ts';
import { isProductCard, RECENTLY_VIEWED, recentlyViewed } from '../../../web/src/catalog/recently-viewed.ts';
import { LOCALE_STORAGE_KEY } from '../../../web/src/i18n/locales.ts';
import { isSearchText, recentSearches } from '../../../web/src/search/recent-searches.ts';
import { loadPersistedState, savePersistedState } from '../../../web/src/shell/persisted-state.ts';
import { restartApp } from '../../../web/src/shell/restart.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, product, searchResult, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const VIEWED_KEY = 'shoppy.recentlyViewed';
const SEARCHES_KEY = 'shoppy.recentSearches';

/** What a shopper's console, an extension or an old version could have left in storage. */
const corrupted: Array<[string, string]> = [
  ['[null]', JSON.stringify([null])],
  ['[{}]', JSON.stringify([{}])],
  ['a string', JSON.stringify('x')],
  ['an object', JSON.stringify({ 0: card(1) })],
  ['numbers and arrays', JSON.stringify([1, [card(1)], true])],
  ['a card missing its name', JSON.stringify([{ ...card(1), name: undefined }])],
  ['a card with a text price', JSON.stringify([{ ...card(1), price: '45000' }])],
  ['not JSON', '[{"id":'],
  ['a 10 MB string', 'x'.repeat(10 * 1024 * 1024)],
  ['a 10 MB array', JSON.stringify([card(1), 'y'.repeat(10 * 1024 * 1024)])],
];

function viewedList() {
  return createRecentList(VIEWED_KEY, (item: { id: string }) => item.id, RECENTLY_VIEWED, isProductCard);
}

describe('a corrupted recent list', () => {
  it.each(corrupted)('%s restores as an empty list and is rewritten clean', (_label, stored) => {
    window.localStorage.setItem(VIEWED_KEY, stored);
    const list = viewedList();
    list.restore();
    expect(list.store.getSnapshot().context.items).toEqual([]);
    expect(window.localStorage.getItem(VIEWED_KEY)).toBe('[]');
    // and the list still works afterwards
    list.add(card(2));
    expect(list.store.getSnapshot().context.items).toEqual([card(2)]);
  });

  it('keeps the valid items among bad ones, unique and at most the limit', () => {
    const stored = [
      null,
      card(1),
      {},
      card(1, { name: 'again' }),
      'x',
      ...Array.from({ length: 50 }, (_, i) => card(i + 2)),
    ];
    window.localStorage.setItem(VIEWED_KEY, JSON.stringify(stored));
    const list = viewedList();
    list.restore();
    const items = list.store.getSnapshot().context.items;
    expect(items).toHaveLength(RECENTLY_VIEWED);
    expect(items[0]).toEqual(card(1));
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 40 }, (_, i) => String(i + 1)));
    expect(JSON.parse(window.localStorage.getItem(VIEWED_KEY) ?? '')).toEqual(items);
  });

  it('keeps a card stored before cards carried their variant (#19), drops one with a bad variant', () => {
    const { variantId: _dropped, ...older } = card(1);
    window.localStorage.setItem(
      VIEWED_KEY,
      JSON.stringify([older, card(2, { variantId: 7 as never }), card(3)]),
    );
    const list = viewedList();
    list.restore();
    expect(list.store.getSnapshot().context.items.map((item) => item.id)).toEqual(['1', '3']);
  });

  it('leaves a clean stored list untouched', () => {
    const stored = JSON.stringify([card(1), card(2)]);
    window.localStorage.setItem(VIEWED_KEY, stored);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    viewedList().restore();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('does not parse a value far larger than any list we write', () => {
    window.localStorage.setItem(VIEWED_KEY, JSON.stringify([card(1), 'z'.repeat(MAX_STORED_CHARS)]));
    const parse = vi.spyOn(JSON, 'parse');
    viewedList().restore();
    expect(parse).not.toHaveBeenCalled();
  });

  it('recent searches keep only texts a search takes', () => {
    expect([null, '', '   ', 5, {}, 'x'.repeat(201), 'tsaas', 'x'.repeat(200)].filter(isSearchText)).toEqual([
      'tsaas',
      'x'.repeat(200),
    ]);
  });
});

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult([card(1)]) } }),
    suggest: () => ({ data: { suggest: [] } }),
    product: () => ({ data: { product } }),
  });

describe('pages over a corrupted list', () => {
  it.each(corrupted)('the product page renders over %s', async (_label, stored) => {
    window.localStorage.setItem(VIEWED_KEY, stored);
    const { execute } = gateway();
    renderApp(`/products/${product.slug}`, execute, await serverState(`/products/${product.slug}`, execute));
    expect(screen.getByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Сүүлд үзсэн' })).toBeNull();
    expect(recentlyViewed.store.getSnapshot().context.items.map((item) => item.id)).toEqual([product.id]);
  });

  it('the product page shows the valid viewed products among bad ones', async () => {
    window.localStorage.setItem(VIEWED_KEY, JSON.stringify([null, {}, card(3), 'x']));
    const { execute } = gateway();
    renderApp(`/products/${product.slug}`, execute, await serverState(`/products/${product.slug}`, execute));
    const viewed = await screen.findByRole('region', { name: 'Сүүлд үзсэн' });
    expect(within(viewed).getAllByRole('article')).toHaveLength(1);
    expect(within(viewed).getByText(card(3).name)).toBeTruthy();
  });

  it('the search box offers only the valid recent searches', async () => {
    window.localStorage.setItem(SEARCHES_KEY, JSON.stringify([null, 7, '', 'x'.repeat(300), 'tsaas', {}]));
    const { execute } = gateway();
    renderApp('/products', execute, await serverState('/products', execute));
    const box = screen.getByRole('combobox', { name: 'Бүтээгдэхүүн хайх' });
    fireEvent.focus(box);
    expect(await screen.findByRole('option', { name: 'tsaas' })).toBeTruthy();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    expect(recentSearches.store.getSnapshot().context.items).toEqual(['tsaas']);
  });
});

describe('restart after a crash', () => {
  it('drops the local lists and keeps the language and the essential state', async () => {
    window.localStorage.setItem(VIEWED_KEY, JSON.stringify([null]));
    window.localStorage.setItem(SEARCHES_KEY, '"x"');
    window.localStorage.setItem('shoppy.listView', 'list');
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    savePersistedState({ session: { token: 't' }, compare: ['x'] });
    const reload = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Cache Storage refusing must not keep the corrupted list.
    const win = {
      caches: { keys: () => Promise.reject(new Error('blocked')) },
      navigator: {},
      location: { reload },
    } as unknown as Window;
    await restartApp(win);
    expect(Object.keys(window.localStorage).sort()).toEqual([LOCALE_STORAGE_KEY, 'shop.state']);
    expect(loadPersistedState()).toEqual({ session: { token: 't' } });
    expect(reload).toHaveBeenCalledOnce();
  });
});
