/**
 * The content a shopper reads before buying (#17), in Chromium against the real server (fresh data
 * dir, demo catalog and content): a brand page opened from the brands list, the menu's "Sale" and the
 * home shelves' "see all" showing only sale items (issue #19 item 7: they opened the whole
 * catalogue), and a page of the footer.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** The app has hydrated (shell/app-ready.ts) and the page's cards are drawn. */
const hydrated = async (page: Page) => {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.getByTestId('compare-toggle').first().waitFor({ timeout: 15_000 });
};

/**
 * Every card of the product list is on sale (its price shows the original struck through). Waits for
 * the list page itself: on a navigation the previous page stays until the next one is ready.
 */
async function expectOnlySaleCards(page: Page) {
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Бүх бүтээгдэхүүн' }).count()).toBe(1);
  await expect.poll(() => page.locator('main[aria-busy="false"]').count()).toBe(1);
  const cards = page.locator('.product-list .product-card');
  await expect.poll(() => cards.count()).toBeGreaterThan(0);
  const total = await cards.count();
  expect(await page.locator('.product-list .product-card .price--sale').count()).toBe(total);
}

describe('content in the browser', () => {
  test('opens a brand page from the brands list: its story and only its products', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/brands`);
    // the A–Z index holds Latin and Cyrillic letters, and each letter jumps to its group
    const index = page.getByRole('navigation', { name: 'Брэндийг үсгээр нь' });
    expect(await index.getByRole('link', { name: 'H', exact: true }).count()).toBe(1);
    expect(await index.getByRole('link', { name: 'Б', exact: true }).count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'HP', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/brands/hp');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'HP' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'HP-ийн түүх' }).count()).toBe(1);
    await hydrated(page);
    const brands = await page.locator('.product-card__brand').allTextContents();
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands.map((brand) => brand.trim()))).toEqual(new Set(['HP']));
    // the catalogue's sorts work on the brand page, and the brand stays
    await page.getByLabel('Эрэмбэлэх').selectOption('PRICE_ASC');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'PRICE_ASC');
    await hydrated(page);
    const sorted = await page.locator('.product-card__brand').allTextContents();
    expect(new Set(sorted.map((brand) => brand.trim()))).toEqual(new Set(['HP']));
  });

  test("the menu's Sale and the sale shelves' see all show only sale items", async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.locator('.main-menu').getByRole('link', { name: 'Хямдрал' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('sale') === '1');
    await hydrated(page);
    await expectOnlySaleCards(page);

    await page.goto(`${e2e.server.url}/`);
    await page.waitForLoadState('networkidle');
    await page.locator('#home-deals').locator('..').getByRole('link', { name: 'Бүгдийг үзэх' }).click();
    await page.waitForURL((url) => url.searchParams.get('sale') === '1');
    await hydrated(page);
    await expectOnlySaleCards(page);
  });

  test('a page of the footer opens, stating the configured delivery window', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/`);
    await page.waitForLoadState('networkidle');
    const footer = page.locator('footer.site-footer');
    await footer.getByRole('link', { name: 'Хүргэлт' }).click();
    await page.waitForURL((url) => url.pathname === '/pages/delivery');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Хүргэлт' }).count()).toBe(1);
    expect(await page.getByText('24 цагийн дотор хүргэнэ').count()).toBe(1);

    await footer.getByRole('link', { name: 'Салбарууд' }).click();
    await page.waitForURL((url) => url.pathname === '/branches');
    await expect.poll(() => page.locator('.branch-card').count()).toBe(5);
    expect(await page.getByRole('img', { name: 'Улаанбаатар дахь салбаруудын байршил' }).count()).toBe(1);
  });
});
