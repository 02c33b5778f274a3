import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareList } from '../../../web/src/compare/compare-store.ts';
import { toastStore } from '../../../web/src/shell/toasts.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, searchResult, siteData } from '../fixtures.ts';

const cards = Array.from({ length: 6 }, (_, index) => card(index + 1));

function comparedProduct(index: number, properties: Array<[string, string]>) {
  const { brand, ...rest } = card(index);
  return {
    ...rest,
    totalOnHand: 5,
    brand: { name: brand ?? '' },
    properties: properties.map(([name, value]) => ({ name, value })),
  };
}

beforeEach(() => {
  window.localStorage.clear();
  compareList.store.trigger.restored({ slugs: [] });
  toastStore.trigger.clear();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('compare in the app', () => {
  it('cards toggle by slug; a fifth is refused with the Mongolian warning', async () => {
    const gateway = fakeGateway({
      siteData: () => ({ data: siteData }),
      search: () => ({ data: { search: searchResult(cards) } }),
    });
    const state = await serverState('/products', gateway.execute);
    renderApp('/products', gateway.execute, state);

    const toggles = await screen.findAllByRole('button', { name: /харьцуулах$/ });
    await waitFor(() => expect((toggles[0] as HTMLButtonElement).disabled).toBe(false));
    for (const toggle of toggles.slice(0, 4)) fireEvent.click(toggle);
    expect(toggles.slice(0, 4).map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
    fireEvent.click(toggles[4]!);
    expect(await screen.findByText('Хамгийн ихдээ 4 бараа харьцуулах боломжтой.')).toBeTruthy();
    expect(toggles[4]!.getAttribute('aria-pressed')).toBe('false');
    expect(compareList.store.getSnapshot().context.slugs).toEqual(cards.slice(0, 4).map((item) => item.slug));
    // removal is always allowed
    fireEvent.click(toggles[1]!);
    expect(toggles[1]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('shows no toggles when the tenant turned compare off', async () => {
    const off = {
      siteData: { ...siteData.siteData, configs: { ...siteData.siteData.configs, features: [] } },
    };
    const gateway = fakeGateway({
      siteData: () => ({ data: off }),
      search: () => ({ data: { search: searchResult(cards) } }),
    });
    const state = await serverState('/products', gateway.execute);
    renderApp('/products', gateway.execute, state);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.queryAllByTestId('compare-toggle')).toHaveLength(0);
  });

  it('/compare shows the products side by side, differing rows marked, and removes one', async () => {
    window.localStorage.setItem(
      'shop.state',
      JSON.stringify({ version: 2, state: { compare: { slugs: ['hp-ink-1', 'hp-ink-2'] } } }),
    );
    const gateway = fakeGateway({
      siteData: () => ({ data: siteData }),
      compareProducts: () => ({
        data: {
          productsBySlugs: [
            comparedProduct(1, [['Өнгө', 'хар']]),
            comparedProduct(2, [
              ['Өнгө', 'хар'],
              ['Хэмжээ', 'XL'],
            ]),
          ],
        },
      }),
    });
    const state = await serverState('/compare', gateway.execute);
    renderApp('/compare', gateway.execute, state);

    const table = await screen.findByTestId('compare-table');
    expect(within(table).getAllByTestId('compare-column')).toHaveLength(2);
    expect(within(table).getByRole('rowheader', { name: 'Өнгө' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Хэмжээ (ялгаатай)' })).toBeTruthy();
    expect(within(table).getByText('—')).toBeTruthy();
    expect(gateway.requests.find((request) => request.operation === 'CompareProducts')?.variables).toEqual({
      slugs: ['hp-ink-1', 'hp-ink-2'],
    });

    fireEvent.click(within(table).getByRole('button', { name: 'HP 652 хар хор №1-г харьцуулалтаас хасах' }));
    await waitFor(() => expect(within(table).getAllByTestId('compare-column')).toHaveLength(1));
    expect(JSON.parse(window.localStorage.getItem('shop.state')!).state.compare).toEqual({
      slugs: ['hp-ink-2'],
    });
  });
});
