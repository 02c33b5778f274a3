import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../web/src/app.tsx';
import { LOCALE_STORAGE_KEY } from '../../web/src/i18n/locales.ts';
import { catalogs, messagesFor } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { card, fakeGateway, searchResult, siteData } from './fixtures.ts';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the app writes
  document.cookie = 'locale=; Max-Age=0; Path=/';
}

beforeEach(() => {
  clearCookie();
  localStorage.clear();
});
afterEach(cleanup);

const localizedGateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult([card(1)]) } }),
  });

describe('language switcher', () => {
  it('switches to English, stores it in the cookie and localStorage, and reloads the data', async () => {
    const gateway = localizedGateway();
    const view = renderApp('/products', gateway.execute, await serverState('/products', gateway.execute));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Бүх бүтээгдэхүүн');
    const before = gateway.requests.length;

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All products'));
    expect(document.cookie).toContain('locale=en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    // Names are localized by the gateway, so the page and the menu are fetched again in English (and
    // the cart, if its first load is over by the time the switch lands).
    expect(view.locales).toContain('en');
    const operations = () => new Set(gateway.requests.slice(before).map((request) => request.operation));
    await waitFor(() => expect([...operations()]).toEqual(expect.arrayContaining(['Search', 'SiteData'])));
    expect(
      [...operations()].filter((name) => !['Search', 'SiteData', 'CurrentOrder'].includes(name)),
    ).toEqual([]);
  });

  it('shows the language names, written once in English, on a Mongolian page', async () => {
    // Language names are autonyms, only in the English files; every language's catalog starts with them.
    expect(catalogs.mn['locale.name.en']).toBe('English');
    const gateway = localizedGateway();
    renderApp('/products', gateway.execute, await serverState('/products', gateway.execute));
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Монгол' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('merges English under the chosen locale', () => {
    const catalogs = { en: { a: 'A', b: 'B' }, mn: { a: 'А' }, ru: {}, cn: {}, it: {} };
    expect(messagesFor('mn', catalogs)).toEqual({ a: 'А', b: 'B' });
    expect(messagesFor('ru', catalogs)).toEqual({ a: 'A', b: 'B' });
  });

  it('applies a choice kept only in localStorage when the server rendered another language', async () => {
    const gateway = localizedGateway();
    const state = await serverState('/products', gateway.execute, 'mn');
    const location = memoryLocation({ path: '/products' });
    render(
      <App
        state={state}
        locale="mn"
        preferredLocale="en"
        createExecutor={() => gateway.execute}
        router={{ hook: location.hook, searchHook: location.searchHook }}
      />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All products'));
    expect(document.cookie).toContain('locale=en');
  });
});
