import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { card, failure, fakeGateway, searchResult, siteData } from './fixtures.ts';

afterEach(cleanup);

const firstPage = Array.from({ length: 40 }, (_, index) => card(index + 1));
const secondPage = [card(41), card(42), card(43)];

function productCards() {
  return screen.getAllByRole('article');
}

describe('product list', () => {
  it('hydrates from the server state without fetching, then appends a page on "load more"', async () => {
    const gateway = fakeGateway({
      siteData: () => ({ data: siteData }),
      search: () => ({ data: { search: searchResult(firstPage) } }),
      searchPage: () => ({ data: { search: searchResult(secondPage, 2) } }),
    });
    const state = await serverState('/products', gateway.execute);
    renderApp('/products', gateway.execute, state);

    expect(productCards()).toHaveLength(40);
    // the list comes from the server state: no search in the browser (other features may fetch theirs)
    expect(gateway.requests.filter((request) => request.operation.startsWith('Search'))).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    expect(await screen.findByText('HP 652 хар хор №43')).toBeTruthy();
    expect(productCards()).toHaveLength(43);
    expect(gateway.requests.at(-1)).toEqual({
      operation: 'SearchPage',
      variables: { input: { page: 2, perPage: 40, facets: false, seed: 1 } },
    });
    // A short page means there is no more.
    expect(screen.queryByRole('button', { name: 'Цааш үзэх' })).toBeNull();
  });

  it('keeps the items and offers a retry when appending fails, and the retry recovers', async () => {
    let secondPageAttempts = 0;
    const gateway = fakeGateway({
      siteData: () => ({ data: siteData }),
      search: () => ({ data: { search: searchResult(firstPage) } }),
      searchPage: () => {
        secondPageAttempts += 1;
        return secondPageAttempts === 1
          ? failure('UPSTREAM_TIMEOUT')
          : { data: { search: searchResult(secondPage, 2) } };
      },
    });
    renderApp('/products', gateway.execute, await serverState('/products', gateway.execute));

    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Дараагийн бүтээгдэхүүнүүдийг ачаалж чадсангүй.');
    expect(alert.textContent).toContain('Үйлчилгээ хугацаандаа хариу өгсөнгүй.');
    expect(productCards()).toHaveLength(40);

    fireEvent.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    await waitFor(() => expect(productCards()).toHaveLength(43));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(secondPageAttempts).toBe(2);
  });

  it('shows the busy state while the next page loads', async () => {
    let release: () => void = () => {};
    const gateway = fakeGateway({
      siteData: () => ({ data: siteData }),
      search: () => ({ data: { search: searchResult(firstPage) } }),
      searchPage: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { data: { search: searchResult(secondPage, 2) } };
      },
    });
    renderApp('/products', gateway.execute, await serverState('/products', gateway.execute));
    fireEvent.click(screen.getByRole('button', { name: 'Цааш үзэх' }));
    const busy = await screen.findByRole('button', { name: 'Ачаалж байна…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(productCards()).toHaveLength(43));
  });

  it('loads in the browser without server state, and a failed page load retries', async () => {
    let attempts = 0;
    const gateway = fakeGateway({
      siteData: () => ({ data: siteData }),
      search: () => {
        attempts += 1;
        return attempts === 1 ? failure('INTERNAL') : { data: { search: searchResult([card(1)]) } };
      },
    });
    renderApp('/products', gateway.execute);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Уучлаарай, алдаа гарлаа.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Дахин оролдох' }));
    expect(await screen.findByText('HP 652 хар хор №1')).toBeTruthy();
  });
});
