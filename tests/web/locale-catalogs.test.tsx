import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopIntl } from '../../web/src/i18n/intl.ts';
import {
  catalogFiles,
  catalogs,
  isCatalogLoaded,
  loadCatalog,
  messagesFor,
} from '../../web/src/i18n/messages.ts';
import { toastStore } from '../../web/src/shell/toasts.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { card, fakeGateway, searchResult, siteData } from './fixtures.ts';

/**
 * Every catalog is fetched on demand (web/src/i18n/messages.ts); mn and en are loaded before each
 * web test file (setup-catalogs.ts), as a Mongolian or English page awaits them. ru, cn and it arrive here
 * the way a slow or failing network would bring them: each lazy catalog module (in the tests one
 * whole `shell` part per language, web/vite-plugins/route-catalogs.ts) waits for the test to let
 * it through (or fail), then is the real one.
 */
const network = vi.hoisted(() => {
  type Gate = { promise: Promise<void>; open: () => void; fail: (error: Error) => void };
  const gates = new Map<string, Gate>();
  const gate = (locale: string): Gate => {
    let existing = gates.get(locale);
    if (!existing) {
      let open = () => {};
      let fail = (_error: Error) => {};
      const promise = new Promise<void>((resolve, reject) => {
        open = resolve;
        fail = reject;
      });
      existing = { promise, open, fail };
      gates.set(locale, existing);
    }
    return existing;
  };
  return { gate, reset: (locale: string) => gates.delete(locale) };
});

vi.mock('virtual:shop-catalog/ru/shell', async (real) => {
  await network.gate('ru').promise;
  return real();
});
vi.mock('virtual:shop-catalog/it/shell', async (real) => {
  await network.gate('it').promise;
  return real();
});
vi.mock('virtual:shop-catalog/cn/shell', async (real) => {
  await network.gate('cn').promise;
  return real();
});

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the app writes
  document.cookie = 'locale=; Max-Age=0; Path=/';
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
  toastStore.trigger.clear();
});
afterEach(cleanup);

async function mongolianProductList() {
  const gateway = fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult([card(1)]) } }),
  });
  renderApp('/products', gateway.execute, await serverState('/products', gateway.execute, 'mn'));
  expect(heading()).toBe('Бүх бүтээгдэхүүн');
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('message catalogs loaded on demand', () => {
  it("gives a page its own language's catalog alone, with the language names always there", () => {
    expect(catalogFiles('mn', 'product')).toEqual([
      expect.stringMatching(/^assets\/catalogs-[\w-]+\/mn\/shell\.js$/),
      expect.stringMatching(/^assets\/catalogs-[\w-]+\/mn\/product\.js$/),
    ]);
    expect(catalogFiles('en')).toEqual([expect.stringMatching(/\/en\/shell\.js$/)]);
    expect(messagesFor('mn')['locale.name.it']).toBe('Italiano');
  });

  it('has mn and en from the setup, and refuses a catalog used before it arrived', () => {
    expect(isCatalogLoaded('mn')).toBe(true);
    expect(isCatalogLoaded('en')).toBe(true);
    expect(isCatalogLoaded('ru')).toBe(false);
    expect(() => messagesFor('ru')).toThrow(/ru catalog is used before loadCatalog/);
    expect(() => createShopIntl('it')).toThrow(/it catalog/);
  });

  it('switches only once the catalog arrived; the last pick wins whatever order they arrive in', async () => {
    await mongolianProductList();
    fireEvent.click(screen.getByRole('button', { name: 'Русский' }));
    await flush();
    // Still Mongolian, nothing stored: no English flash while Russian is on its way.
    expect(heading()).toBe('Бүх бүтээгдэхүүн');
    expect(document.cookie).not.toContain('locale=');

    fireEvent.click(screen.getByRole('button', { name: 'Italiano' }));
    network.gate('it').open();
    await waitFor(() => expect(heading()).toBe(catalogs.it['products.title']));
    expect(document.cookie).toContain('locale=it');

    // Russian arrives late: it was not the last pick, so the page stays Italian.
    network.gate('ru').open();
    await waitFor(() => expect(isCatalogLoaded('ru')).toBe(true));
    await flush();
    expect(heading()).toBe(catalogs.it['products.title']);
    expect(document.cookie).toContain('locale=it');
    expect(screen.getByRole('button', { name: 'Italiano' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the language and says so when a catalog fails to arrive; a second try can succeed', async () => {
    await mongolianProductList();
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    network.gate('cn').fail(new Error('Failed to fetch dynamically imported module'));
    await waitFor(() =>
      expect(toastStore.getSnapshot().context.toasts).toContainEqual(
        expect.objectContaining({ kind: 'error', messageId: 'error.NETWORK' }),
      ),
    );
    expect(heading()).toBe('Бүх бүтээгдэхүүн');
    expect(document.cookie).not.toContain('locale=');
    expect(isCatalogLoaded('cn')).toBe(false);
    errors.mockRestore();

    network.reset('cn');
    network.gate('cn').open();
    await act(() => loadCatalog('cn'));
    fireEvent.click(screen.getByRole('button', { name: '中文' }));
    await waitFor(() => expect(heading()).toBe(catalogs.cn['products.title']));
    expect(document.cookie).toContain('locale=cn');
  });
});
