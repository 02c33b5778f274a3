import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, fakeGateway, product, searchResult, siteData } from '../fixtures.ts';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const gateway = (overrides: Parameters<typeof fakeGateway>[0] = {}) =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult([card(1), card(2)]) } }),
    suggest: ({ text }) => ({ data: { suggest: [{ text: `${text} suggestion`, slug: null }] } }),
    product: () => ({ data: { product: { ...product, related: [card(8)], recommended: [card(9)] } } }),
    ...overrides,
  });

const lastSearch = (requests: { operation: string; variables: Record<string, unknown> }[]) =>
  requests.filter((request) => request.operation === 'Search').at(-1)?.variables.input;

describe('product list filters and sort', () => {
  it('filters by a facet: the URL changes and the search carries the filter', async () => {
    const { execute, requests } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));
    const brands = screen.getByRole('group', { name: 'Брэнд' });
    fireEvent.click(within(brands).getByRole('checkbox', { name: /HP/ }));
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/products?brand=hp'));
    await waitFor(() => expect(lastSearch(requests)).toMatchObject({ brands: ['hp'], facets: true }));
  });

  it('changes the sort through the URL, offering the eight sorts without best match when browsing', async () => {
    const { execute, requests } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));
    const sort = screen.getByRole('combobox', { name: 'Эрэмбэлэх' }) as HTMLSelectElement;
    expect(within(sort).getAllByRole('option')).toHaveLength(8);
    fireEvent.change(sort, { target: { value: 'PRICE_ASC' } });
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/products?sort=PRICE_ASC'));
    await waitFor(() => expect(lastSearch(requests)).toMatchObject({ sort: 'PRICE_ASC' }));
  });

  it('refuses a price range upside down, in the shopper language, and keeps the URL', async () => {
    const { execute } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));
    fireEvent.change(screen.getByRole('textbox', { name: 'Доод' }), { target: { value: '9000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Дээд' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хэрэглэх' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Доод үнэ дээд үнээс их байж болохгүй.');
    expect(view.location.history.at(-1)).toBe('/products');
  });

  it('remembers the list layout', async () => {
    const { execute } = gateway();
    renderApp('/products', execute, await serverState('/products', execute));
    fireEvent.click(screen.getByRole('button', { name: 'Жагсаалт' }));
    expect(document.querySelector('.product-grid--list')).not.toBeNull();
    cleanup();
    renderApp('/products', execute, await serverState('/products', execute));
    await waitFor(() => expect(document.querySelector('.product-grid--list')).not.toBeNull());
  });
});

describe('search', () => {
  it('suggests as the shopper types and searches the chosen suggestion with the keyboard', async () => {
    const { execute } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));
    const box = screen.getByRole('combobox', { name: 'Бүтээгдэхүүн хайх' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'tsaas' } });
    expect(await screen.findByRole('option', { name: 'tsaas suggestion' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/products?q=tsaas+suggestion'));
    // the search is remembered: an empty box offers it
    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByRole('option', { name: 'tsaas suggestion' })).toBeTruthy();
  });

  it('says so when nothing matches, and offers suggestions', async () => {
    const { execute } = gateway({
      search: () => ({ data: { search: { ...searchResult([]), total: 0 } } }),
    });
    renderApp('/products?q=zzz', execute, await serverState('/products?q=zzz', execute));
    expect(screen.getByText('“zzz” хайлтаар юу ч олдсонгүй.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'zzz suggestion' }).getAttribute('href')).toBe(
      '/products?q=zzz+suggestion',
    );
  });

  it('shows a typo-tolerant result as such', async () => {
    const { execute } = gateway({
      search: () => ({ data: { search: { ...searchResult([card(1)]), fuzzy: true } } }),
    });
    renderApp('/products?q=tonre', execute, await serverState('/products?q=tonre', execute));
    expect(screen.getByText('“tonre” яг таарсан үр дүн алга; ойролцоо үр дүнг харуулж байна.')).toBeTruthy();
  });
});

describe('product page lists', () => {
  it('shows related and recommended lists, and a viewed product in recently viewed on the next page', async () => {
    const { execute } = gateway();
    renderApp(`/products/${product.slug}`, execute, await serverState(`/products/${product.slug}`, execute));
    expect(screen.getByRole('region', { name: 'Холбоотой бүтээгдэхүүн' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Танд санал болгох' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Сүүлд үзсэн' })).toBeNull();
    cleanup();
    const other = { ...product, id: '99', slug: 'other' };
    const next = gateway({ product: () => ({ data: { product: other } }) });
    renderApp('/products/other', next.execute, await serverState('/products/other', next.execute));
    const viewed = await screen.findByRole('region', { name: 'Сүүлд үзсэн' });
    expect(within(viewed).getByText(product.name)).toBeTruthy();
  });
});
