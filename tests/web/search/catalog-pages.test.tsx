import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES } from '../../../web/src/catalog/product-card.tsx';
import { createShopIntl } from '../../../web/src/i18n/intl.ts';
import { productsRoute } from '../../../web/src/routes/products.tsx';
import { headHtml } from '../../../web/src/routing/route-view.tsx';
import { parseSearch } from '../../../web/src/search/search-url.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { card, failure, fakeGateway, product, searchResult, siteData } from '../fixtures.ts';

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

  it('changes the sort through the URL, offering the nine sorts (best rated too) without best match when browsing', async () => {
    const { execute, requests } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));
    const sort = screen.getByRole('combobox', { name: 'Эрэмбэлэх' }) as HTMLSelectElement;
    expect(within(sort).getAllByRole('option')).toHaveLength(9);
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

  it('shows each applied filter as a chip that removes it, and clears them all', async () => {
    const { execute } = gateway();
    const url = '/products?q=ink&brand=hp,canon&o.color=black&min=1000&sale=1';
    const view = renderApp(url, execute, await serverState(url, execute));
    const chips = screen.getByRole('region', { name: 'Сонгосон шүүлтүүр' });
    const names = within(chips)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual([
      '“HP” шүүлтүүрийг арилгах',
      '“Canon” шүүлтүүрийг арилгах',
      '“Өнгө: Хар” шүүлтүүрийг арилгах',
      expect.stringMatching(
        /^“1[\s,.]?000 ?₮-өөс дээш” шүүлтүүрийг арилгах$|^“₮1[\s,.]?000-өөс дээш” шүүлтүүрийг арилгах$/,
      ),
      '“Хямдралтай” шүүлтүүрийг арилгах',
      'Бүгдийг арилгах',
    ]);
    // the filters button says how many are applied
    expect(screen.getByRole('button', { name: 'Шүүлтүүр (5)' })).toBeTruthy();
    fireEvent.click(within(chips).getByRole('button', { name: '“Canon” шүүлтүүрийг арилгах' }));
    await waitFor(() =>
      expect(view.location.history.at(-1)).toBe('/products?q=ink&brand=hp&o.color=black&min=1000&sale=1'),
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Сонгосон шүүлтүүр' })).getByText('Бүгдийг арилгах'),
    );
    // text and sort stay: only the filters go
    await waitFor(() => expect(view.location.history.at(-1)).toBe('/products?q=ink'));
    expect(screen.queryByRole('region', { name: 'Сонгосон шүүлтүүр' })).toBeNull();
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

describe('the list as the page first paints (#19)', () => {
  it("loads the first row's images at once and first, the rest lazily; the head preloads the first", async () => {
    const items = [card(1, { image: '/images/products/first.svg' }), card(2), card(3), card(4)];
    const { execute } = gateway({ search: () => ({ data: { search: searchResult(items) } }) });
    renderApp('/products', execute, await serverState('/products', execute));
    const images = [...document.querySelectorAll<HTMLImageElement>('.product-grid .product-card__image')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'high', null, null]);
    const head = productsRoute.head(
      {
        result: searchResult(items),
        state: parseSearch(new URLSearchParams()),
        suggestions: [],
        popular: null,
      },
      createShopIntl('mn'),
    );
    expect(head.preloadImage).toEqual({ src: '/images/products/first.svg', sizes: CARD_IMAGE_SIZES });
    expect(headHtml(head)).toContain('<link rel="preload" as="image" href="/images/products/first.svg"');
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

  it('says so once when nothing matches, even loosely, and offers spellings, categories and deals', async () => {
    const { execute, requests } = gateway({
      // the text finds nothing (the service tried typo tolerance too: fuzzy); browsing finds deals
      search: ({ input }) =>
        (input as { text?: string }).text
          ? { data: { search: { ...searchResult([]), total: 0, fuzzy: true } } }
          : { data: { search: searchResult([card(5), card(6)]) } },
    });
    renderApp('/products?q=zzz', execute, await serverState('/products?q=zzz', execute));
    const empty = screen.getByRole('heading', { name: '“zzz” хайлтаар бүтээгдэхүүн олдсонгүй' });
    expect(empty).toBeTruthy();
    // no "showing approximate results" over an empty page, no "0 products" beside it
    expect(screen.queryByText(/ойролцоо үр дүнг харуулж байна/)).toBeNull();
    expect(screen.queryByText(/^0 бүтээгдэхүүн$/)).toBeNull();
    expect(screen.getByText('Та үүнийг хайсан уу:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'zzz suggestion' }).getAttribute('href')).toBe(
      '/products?q=zzz+suggestion',
    );
    const categories = screen.getByRole('navigation', { name: 'Эрэлттэй ангилал' });
    expect(within(categories).getByRole('link', { name: 'Принтерийн хор' }).getAttribute('href')).toBe(
      '/t/printer-ink',
    );
    const deals = screen.getByRole('region', { name: 'Хямдралтай бараа' });
    expect(within(deals).getAllByRole('article')).toHaveLength(2);
    expect(
      requests.filter((request) => request.operation === 'Search').at(-1)?.variables.input,
    ).toMatchObject({
      sort: 'SALE_DESC',
      facets: true,
    });
  });

  it('keeps the empty page when the deals cannot be loaded', async () => {
    const { execute } = gateway({
      search: ({ input }) =>
        (input as { text?: string }).text
          ? { data: { search: { ...searchResult([]), total: 0 } } }
          : failure('INTERNAL'),
    });
    renderApp('/products?q=zzz', execute, await serverState('/products?q=zzz', execute));
    expect(screen.getByRole('heading', { name: '“zzz” хайлтаар бүтээгдэхүүн олдсонгүй' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Хямдралтай бараа' })).toBeNull();
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
