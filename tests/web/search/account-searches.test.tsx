import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../web/src/account/session.ts';
import type { GraphqlExecutor, GraphqlResponse } from '../../../web/src/graphql/client.ts';
import { accountSearches } from '../../../web/src/search/account-searches.ts';
import { recentSearches } from '../../../web/src/search/recent-searches.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, searchResult, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  sessionStore.trigger.checked({ account: null });
  accountSearches.trigger.forgotten();
  window.localStorage.clear();
  recentSearches.restore();
});

const account = {
  id: '7',
  phone: '99112233',
  email: null,
  firstName: null,
  lastName: null,
  gender: null,
  salutation: null,
  hasPassword: true,
  emailStatus: 'NOT_CONFIRMED',
  pendingEmail: null,
  avatarUrl: null,
} as const;

const failure = (code: string): GraphqlResponse => ({ errors: [{ message: code, extensions: { code } }] });

/** The gateway with a server-side history it keeps like the real one (on top, unique, 10). */
function gateway(history: string[], options: { failMerge?: boolean } = {}) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const put = (texts: string[]) => {
    for (const text of [...texts].reverse()) {
      const at = history.findIndex((old) => old.toLowerCase() === text.toLowerCase());
      if (at >= 0) history.splice(at, 1);
      history.unshift(text);
    }
    history.splice(10);
  };
  const handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse> = {
    SiteData: () => ({ data: { siteData } }),
    Search: () => ({ data: { search: searchResult([card(1)]) } }),
    Suggest: () => ({ data: { suggest: [] } }),
    SearchHistory: () => ({ data: { searchHistory: [...history] } }),
    MergeSearchHistory: ({ texts }) => {
      if (options.failMerge) return failure('UPSTREAM_TIMEOUT');
      put(texts as string[]);
      return { data: { mergeSearchHistory: [...history] } };
    },
    ClearSearchHistory: () => {
      history.splice(0);
      return { data: { clearSearchHistory: [] } };
    },
  };
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    calls.push({ operation, variables });
    return (handlers[operation] ?? (() => failure('INTERNAL')))(variables);
  };
  return { execute, calls, history };
}

async function openBox() {
  const box = screen.getByRole('combobox', { name: 'Бүтээгдэхүүн хайх' });
  fireEvent.blur(box);
  fireEvent.focus(box);
  return box;
}

const shownRecent = () =>
  within(screen.getByRole('form', { name: 'Бүтээгдэхүүн хайх' }))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('recent searches of a logged-in shopper (spec §3 User search history)', () => {
  it('shows the account’s history, not this browser’s, once logged in', async () => {
    recentSearches.add('guest search');
    const shop = gateway(['хор', 'canon'], { failMerge: false });
    renderApp('/products', shop.execute, await serverState('/products', shop.execute));
    await openBox();
    expect(shownRecent()).toEqual(['guest search']);
    act(() => sessionStore.trigger.checked({ account }));
    // the browser's searches join the account's, on top, and leave the browser
    await waitFor(() => expect(accountSearches.getSnapshot().context.owner).toBe('7'));
    expect(shop.calls.find((call) => call.operation === 'MergeSearchHistory')?.variables).toEqual({
      texts: ['guest search'],
    });
    await openBox();
    expect(shownRecent()).toEqual(['guest search', 'хор', 'canon']);
    expect(JSON.parse(window.localStorage.getItem('shoppy.recentSearches') ?? '[]')).toEqual([]);
  });

  it('reads the history without a merge when the browser has none, and clears it on the server', async () => {
    const shop = gateway(['epson']);
    sessionStore.trigger.checked({ account });
    renderApp('/products', shop.execute, await serverState('/products', shop.execute));
    await waitFor(() => expect(accountSearches.getSnapshot().context.items).toEqual(['epson']));
    expect(shop.calls.map((call) => call.operation)).not.toContain('MergeSearchHistory');
    await openBox();
    expect(shownRecent()).toEqual(['epson']);
    fireEvent.mouseDown(screen.getByRole('button', { name: /Цэвэрлэх|Clear/ }));
    await waitFor(() => expect(shop.history).toEqual([]));
    expect(shownRecent()).toEqual([]);
  });

  it('keeps the browser’s list when the merge fails, to try again later', async () => {
    recentSearches.add('offline search');
    const shop = gateway(['хор'], { failMerge: true });
    sessionStore.trigger.checked({ account });
    renderApp('/products', shop.execute, await serverState('/products', shop.execute));
    await waitFor(() => expect(shop.calls.map((call) => call.operation)).toContain('MergeSearchHistory'));
    await openBox();
    expect(shownRecent()).toEqual(['offline search']);
    expect(JSON.parse(window.localStorage.getItem('shoppy.recentSearches') ?? '[]')).toEqual([
      'offline search',
    ]);
  });

  it('puts a new search on top at once (the gateway records it with the search)', async () => {
    const shop = gateway(['хор']);
    sessionStore.trigger.checked({ account });
    const view = renderApp('/products', shop.execute, await serverState('/products', shop.execute));
    await waitFor(() => expect(accountSearches.getSnapshot().context.owner).toBe('7'));
    const box = await openBox();
    fireEvent.change(box, { target: { value: 'tsaas' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/products?q=tsaas'));
    expect(accountSearches.getSnapshot().context.items).toEqual(['tsaas', 'хор']);
    expect(recentSearches.store.getSnapshot().context.items).toEqual([]);
  });
});

describe("a guest's page", () => {
  it('forgets no account searches it never had: the store keeps its snapshot, the search box does not render again', () => {
    const before = accountSearches.getSnapshot().context;
    accountSearches.trigger.forgotten();
    expect(accountSearches.getSnapshot().context).toBe(before);
  });
});
