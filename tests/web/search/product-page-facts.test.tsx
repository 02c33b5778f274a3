import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductQuery } from '../../../web/src/graphql/generated/graphql.ts';
import type { ShopLocale } from '../../../web/src/i18n/locales.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { fakeGateway, product, siteData } from '../fixtures.ts';

/** The product page's stock, sale and specification texts (spec §2, §8), from the data it is given. */
type Product = ProductQuery['product'];

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

async function showProduct(shown: Product, locale: ShopLocale = 'en') {
  const { execute } = fakeGateway({
    siteData: () => ({ data: siteData }),
    product: () => ({ data: { product: shown } }),
  });
  const url = `/products/${shown.slug}`;
  const view = renderApp(url, execute, await serverState(url, execute, locale));
  return view.container.querySelector('.product') as HTMLElement;
}

const soldOut: Product = {
  ...product,
  inStock: false,
  totalOnHand: 0,
  variants: product.variants.map((variant) => ({ ...variant, inStock: false })),
};

describe('product page stock state (spec §8 messages)', () => {
  it('says in stock, and no notice, for a product that can be bought', async () => {
    const page = await showProduct(product);
    expect(page.querySelector('.stock')?.textContent).toBe('In stock');
    expect(page.querySelector('.stock__notice')).toBeNull();
  });

  it('says "out of stock" with its apology when none is left', async () => {
    const page = await showProduct(soldOut);
    expect(page.querySelector('.stock')?.textContent).toBe('Out of stock');
    expect(page.querySelector('.stock__notice')?.textContent).toBe('Sorry, this item is out of stock.');
  });

  it('says "temporarily unavailable" for a product not on sale yet, even with stock', async () => {
    const page = await showProduct({ ...product, availableOn: '2099-01-01T00:00:00.000Z' });
    expect(page.querySelector('.stock')?.textContent).toBe('Out of stock');
    expect(page.querySelector('.stock__notice')?.textContent).toBe(
      'Sorry, this item is temporarily unavailable. It cannot be bought for a limited time.',
    );
  });

  it('speaks Mongolian by default', async () => {
    const page = await showProduct(soldOut, 'mn');
    expect(page.querySelector('.stock')?.textContent).toBe('Дууссан');
    expect(page.querySelector('.stock__notice')?.textContent).toBe('Уучлаарай, энэ бараа дууссан байна.');
  });
});

describe('product page sale', () => {
  it('shows the selling price, the struck original and the percent badge', async () => {
    const page = await showProduct(product);
    const price = page.querySelector('.product__price') as HTMLElement;
    expect(price.querySelector('.price__current')?.textContent).toContain('52,700');
    expect(price.querySelector('s.price__original')?.textContent).toContain('62,000');
    expect(price.querySelector('.price__discount')?.textContent).toBe('-15%');
  });

  it("shows the sale window from start to end on Ulaanbaatar's calendar", async () => {
    // 20:00 UTC on 30 June is already 1 July in Ulaanbaatar (UTC+8)
    const page = await showProduct({
      ...product,
      saleStartAt: '2026-06-01T02:00:00.000Z',
      saleExpireAt: '2026-06-30T20:00:00.000Z',
    });
    expect(page.querySelector('.product__sale-window')?.textContent).toBe(
      'Sale from Jun 1, 2026 to Jul 1, 2026',
    );
  });

  it('shows only the end, or only the start, when that is all the data has', async () => {
    let page = await showProduct({ ...product, saleExpireAt: '2026-06-30T00:00:00.000Z' });
    expect(page.querySelector('.product__sale-window')?.textContent).toBe('Sale ends Jun 30, 2026');
    cleanup();
    page = await showProduct({ ...product, saleStartAt: '2026-06-01T00:00:00.000Z' });
    expect(page.querySelector('.product__sale-window')?.textContent).toBe('On sale since Jun 1, 2026');
  });

  it('formats the window per locale', async () => {
    const page = await showProduct(
      { ...product, saleStartAt: '2026-06-01T02:00:00.000Z', saleExpireAt: '2026-06-30T02:00:00.000Z' },
      'ru',
    );
    expect(page.querySelector('.product__sale-window')?.textContent).toBe(
      'Скидка с 1 июн. 2026 г. по 30 июн. 2026 г.',
    );
  });

  it('shows no badge and no window when the product is not on sale, whatever dates it carries', async () => {
    const page = await showProduct({
      ...product,
      sellingPrice: product.price,
      salePercent: 0,
      variants: product.variants.map((variant) => ({ ...variant, sellingPrice: variant.price })),
      saleStartAt: '2026-06-01T00:00:00.000Z',
      saleExpireAt: '2026-06-30T00:00:00.000Z',
    });
    expect(page.querySelector('.price__discount')).toBeNull();
    expect(page.querySelector('s.price__original')).toBeNull();
    expect(page.querySelector('.product__sale-window')).toBeNull();
  });

  it('ignores an unreadable date rather than printing "Invalid Date"', async () => {
    const page = await showProduct({
      ...product,
      saleStartAt: 'soon',
      saleExpireAt: '2026-06-30T00:00:00.000Z',
    });
    expect(page.querySelector('.product__sale-window')?.textContent).toBe('Sale ends Jun 30, 2026');
  });
});

describe('product page specifications', () => {
  it('lists brand, code, store, stock and the properties, with the country of origin', async () => {
    const page = await showProduct({
      ...product,
      properties: [
        { name: 'Colour', value: 'Black' },
        { name: 'Country of origin', value: 'Japan' },
      ],
    });
    const specifications = within(page).getByRole('heading', { name: 'Specifications' }).parentElement!;
    const rows = [...specifications.querySelectorAll('.specifications__row')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Brand', 'Canon'],
      ['SKU', 'PG-445'],
      ['Store', 'Төв дэлгүүр'],
      ['Stock', '12 pieces'],
      ['Colour', 'Black'],
      ['Country of origin', 'Japan'],
    ]);
  });

  it('leaves out what the product does not have', async () => {
    const page = await showProduct({ ...soldOut, brand: null, store: null, properties: [] });
    const names = [...page.querySelectorAll('.specifications__row dt')].map((term) => term.textContent);
    expect(names).toEqual(['SKU', 'Stock']);
    expect(page.querySelector('.specifications__row:last-child dd')?.textContent).toBe('0 pieces');
  });
});
