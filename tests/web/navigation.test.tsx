import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { card, fakeGateway, notFound, product, searchResult, siteData, taxon } from './fixtures.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult([card(1), card(2)]) } }),
    product: ({ slug }) => (slug === product.slug ? { data: { product } } : notFound()),
    taxon: () => ({ data: taxon([card(5)]) }),
  });

function breadcrumbLinks() {
  const nav = screen.getByRole('navigation', { name: 'Хуудасны зам' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
}

describe('breadcrumbs', () => {
  it('on the product list: all products, linking to /products', async () => {
    const { execute } = gateway();
    renderApp('/products', execute, await serverState('/products', execute));
    expect(breadcrumbLinks()).toEqual([['Бүх бүтээгдэхүүн', '/products', 'page']]);
  });

  it('on a product: all products, then the taxon path to /t/<permalink>, then the product', async () => {
    const { execute } = gateway();
    const url = `/products/${product.slug}`;
    renderApp(url, execute, await serverState(url, execute));
    expect(breadcrumbLinks()).toEqual([
      ['Бүх бүтээгдэхүүн', '/products', null],
      ['Принтерийн хор', '/t/printer-ink', null],
      ['Canon бэх', '/t/printer-ink/canon', null],
      [product.name, url, 'page'],
    ]);
  });
});

describe('client-side navigation', () => {
  it('loads the next page through its loader, scrolls to the top and retitles the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { execute, requests } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));

    const before = requests.length;
    view.location.navigate(`/products/${product.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    // The page's own loader asked for the product exactly once; the review list
    // below it may start its own request in the same tick, so order is not asserted.
    const productRequests = requests.slice(before).filter((r) => r.operation === 'Product');
    expect(productRequests).toEqual([{ operation: 'Product', variables: { slug: product.slug } }]);
    // Effects run after the commit that shows the page.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    await waitFor(() => expect(document.title).toBe(`${product.name} | Shoppy`));
  });

  it('follows a product card link and shows the not-found page for an unknown product', async () => {
    const { execute } = gateway();
    const view = renderApp('/products', execute, await serverState('/products', execute));
    fireEvent.click(screen.getByRole('link', { name: /HP 652 хар хор №1/ }));
    expect(view.location.history.at(-1)).toBe('/products/hp-ink-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Хуудас олдсонгүй' })).toBeTruthy();
    expect(screen.getByText(/\/products\/hp-ink-1/)).toBeTruthy();
  });

  it('changes variant price and stock on the product page', async () => {
    const { execute } = gateway();
    const url = `/products/${product.slug}`;
    renderApp(url, execute, await serverState(url, execute));
    fireEvent.click(screen.getByRole('radio', { name: /15 мл/ }));
    const summary = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(summary.querySelector('.product__price')?.textContent).toMatch(/98,000/);
    expect(summary.querySelector('.stock')?.textContent).toBe('Дууссан');
  });
});
