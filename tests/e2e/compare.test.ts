/**
 * A shopper compares products in Chromium against the real server (fresh data dir, demo catalog):
 * four added from the product list, a fifth refused with the spec's Mongolian warning (§5), the
 * compare page with four columns side by side, one removed, the list kept across a reload, and the
 * page no wider than a 375 px phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** Spec §5: "at most 4 can be compared", in Mongolian. */
const FULL_WARNING = 'Хамгийн ихдээ 4 бараа харьцуулах боломжтой.';

const badgeCount = async (page: Page) =>
  (
    (await page.getByTestId('compare-badge').first().locator('.compare-badge__count').textContent()) ?? ''
  ).trim();

describe('compare in the browser', () => {
  test('add 4 from the list, a fifth is refused, the page shows 4 columns, remove one', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products`);
    const toggles = page.getByTestId('compare-toggle');
    // enabled once hydrated, so clicks reach React
    await expect.poll(() => toggles.first().isEnabled()).toBe(true);
    expect(await badgeCount(page)).toBe('0');

    for (let index = 0; index < 4; index += 1) {
      await toggles.nth(index).click();
      await expect.poll(() => toggles.nth(index).getAttribute('aria-pressed')).toBe('true');
    }
    expect(await badgeCount(page)).toBe('4');

    await toggles.nth(4).click();
    await expect.poll(() => page.getByText(FULL_WARNING).count()).toBe(1);
    expect(await toggles.nth(4).getAttribute('aria-pressed')).toBe('false');
    expect(await badgeCount(page)).toBe('4');

    await page.getByTestId('compare-badge').first().click();
    await page.waitForURL((url) => url.pathname === '/compare');
    const columns = page.getByTestId('compare-column');
    await expect.poll(() => columns.count()).toBe(4);
    const table = page.getByTestId('compare-table');
    for (const row of ['Үнэ', 'Брэнд', 'Үлдэгдэл']) {
      expect(await table.getByRole('rowheader', { name: new RegExp(`^${row}`) }).count()).toBe(1);
    }

    const removed = ((await columns.nth(1).locator('.compare-table__name').textContent()) ?? '').trim();
    await columns.nth(1).getByTestId('compare-remove').click();
    await expect.poll(() => columns.count()).toBe(3);
    expect(await badgeCount(page)).toBe('3');
    expect(await table.getByText(removed, { exact: true }).count()).toBe(0);

    // kept in the browser's state: a reload (server-rendered frame, then the stored list) shows 3
    await page.reload();
    await expect.poll(() => columns.count()).toBe(3);

    // a phone: the table scrolls inside its box, the page itself is no wider than the screen
    await page.setViewportSize({ width: 375, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
  });

  test('with nothing to compare, the page links to the products', async (context) => {
    const page = await openPage(e2e.browser, context);
    const response = await page.goto(`${e2e.server.url}/compare`);
    expect(response?.status()).toBe(200);
    const browse = page.getByRole('link', { name: 'Бараа үзэх' });
    await expect.poll(() => browse.count()).toBe(1);
    await browse.click();
    await page.waitForURL((url) => url.pathname === '/products');
  });
});
