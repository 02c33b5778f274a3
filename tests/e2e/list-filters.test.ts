/**
 * Product lists on a phone (issue #19): the products come first and the filters wait in a drawer;
 * applied filters are chips above the list. On a wide screen the filters stay beside the list.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();
const PHONE = { width: 375, height: 812 };

const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  );
const countText = async (page: Page) =>
  ((await page.locator('.page-header__count').textContent()) ?? '').trim();
const firstCard = (page: Page) => page.locator('.catalog-browser__results article.product-card').first();

describe('a product list on a phone', () => {
  test('shows the first product on the first screen, on a category, the catalogue and a search', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: PHONE });
    for (const path of ['/t/office-supplies', '/products', '/products?q=bekh']) {
      await page.goto(`${e2e.server.url}${path}`);
      const box = await firstCard(page).boundingBox();
      expect(box, path).not.toBeNull();
      expect(box!.y, `${path}: the first card's top`).toBeLessThan(PHONE.height);
      // the side panel is not laid out above the list
      expect(await page.locator('.catalog-browser__side').isVisible()).toBe(false);
    }
  });

  test('filters in a drawer: a filter applied there shows a chip and updates the list and the count; the chip removes it', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: PHONE });
    await page.goto(`${e2e.server.url}/t/office-supplies`);
    await expect.poll(() => hydrated(page)).toBe(true);
    const before = await countText(page);
    const firstBefore = await firstCard(page).locator('h2').textContent();

    const opener = page.getByRole('button', { name: 'Шүүлтүүр', exact: true });
    await expect.poll(() => opener.isEnabled()).toBe(true);
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Шүүлтүүр' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    // the page behind does not scroll, and focus stays inside the drawer
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let press = 0; press < 25; press++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);

    // a brand chosen in the drawer: a new URL, list and count; the drawer stays for the next choice
    const brands = drawer.getByRole('group', { name: 'Брэнд' });
    // a click, not check(): the box is ticked once the new URL's list has loaded
    await brands.getByRole('checkbox', { name: /^Pilot/ }).click();
    await page.waitForURL(/brand=pilot/);
    await expect.poll(() => countText(page)).not.toBe(before);
    expect(await drawer.isVisible()).toBe(true);
    const after = await countText(page);
    expect(after).toMatch(/^\d+ бүтээгдэхүүн$/);
    expect(
      await drawer.getByRole('button', { name: `${after.split(' ')[0]} бүтээгдэхүүн харах` }).isVisible(),
    ).toBe(true);

    // Escape closes it, focus goes back to the button, which now counts the filter
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    const counted = page.getByRole('button', { name: 'Шүүлтүүр (1)' });
    await expect.poll(() => counted.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    const names = await page.locator('.catalog-browser__results article.product-card h2').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/Pilot/);

    // the chip removes the filter: the whole list is back
    const chips = page.getByRole('region', { name: 'Сонгосон шүүлтүүр' });
    await chips.getByRole('button', { name: '“Pilot” шүүлтүүрийг арилгах' }).click();
    await page.waitForURL((url) => !url.search.includes('brand='));
    await expect.poll(() => countText(page)).toBe(before);
    await expect.poll(() => firstCard(page).locator('h2').textContent()).toBe(firstBefore);
    expect(await chips.count()).toBe(0);
  });

  test('the close button closes the drawer too', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: PHONE });
    await page.goto(`${e2e.server.url}/products`);
    const opener = page.getByRole('button', { name: 'Шүүлтүүр', exact: true });
    await expect.poll(() => opener.isEnabled()).toBe(true);
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Шүүлтүүр' });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('button', { name: 'Шүүлтүүрийг хаах' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
  });
});

describe('a product list on a wide screen', () => {
  test('keeps the filter panel beside the list and no drawer button', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${e2e.server.url}/t/office-supplies?brand=pilot`);
    expect(await page.getByRole('complementary', { name: 'Шүүлтүүр' }).isVisible()).toBe(true);
    expect(await page.locator('.list-toolbar__filters').isVisible()).toBe(false);
    expect(await page.getByRole('region', { name: 'Сонгосон шүүлтүүр' }).isVisible()).toBe(true);
  });
});

describe('a search that finds nothing', () => {
  test('says so once, with categories and deals to go on with', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: PHONE });
    await page.goto(`${e2e.server.url}/products?q=zzqqxxvv`);
    expect(
      await page.getByRole('heading', { name: '“zzqqxxvv” хайлтаар бүтээгдэхүүн олдсонгүй' }).isVisible(),
    ).toBe(true);
    expect(await page.getByText(/ойролцоо үр дүнг харуулж байна/).count()).toBe(0);
    expect(
      await page.getByRole('navigation', { name: 'Эрэлттэй ангилал' }).getByRole('link').count(),
    ).toBeGreaterThan(1);
    expect(
      await page.getByRole('region', { name: 'Хямдралтай бараа' }).getByRole('article').count(),
    ).toBeGreaterThan(0);
  });
});
