/**
 * Package products in Chromium against the real server (#16): the product page lists what the
 * package holds, each part linked to its own page, with the saving against buying them separately;
 * "add package to cart" adds the package as one cart line.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** server/seed/families/packages.ts: HP 305 black + tri-colour cartridges and a ream of Double A A4. */
const SLUG = 'starter-package-ink-and-paper';
const PART_SLUGS = [
  'hp-305-black-ink-cartridge',
  'hp-305-tri-colour-ink-cartridge',
  'double-a-a4-copy-paper-80-gsm-500-sheets',
];

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

const tugrik = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('package products in the browser', () => {
  test('the contents block links every part and shows the saving; the package goes in as one line', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products/${SLUG}`);
    const block = page.getByRole('region', { name: 'Багцад багтсан' });
    const links = block.getByRole('link');
    await expect.poll(() => links.count()).toBe(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(PART_SLUGS.map((slug) => `/products/${slug}`));
    expect(await block.textContent()).toContain('1 ширхэг');

    // separately − package price = the saving shown, all from the served numbers
    const sums = block.locator('.package-contents__sums dd');
    const [separately, price, saving] = (await sums.allTextContents()).map(tugrik);
    expect(separately! - price!).toBe(saving);
    expect(saving).toBeGreaterThan(0);

    const add = page.getByRole('button', { name: 'Багцыг сагсанд нэмэх' });
    await expect.poll(() => miniCartCount(page)).toBe('0');
    await add.click();
    await expect.poll(() => miniCartCount(page)).toBe('1');
    await add.click();
    await expect.poll(() => miniCartCount(page)).toBe('2');

    await page.goto(`${e2e.server.url}/cart`);
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain('Эхлэл багц: бэх ба цаас');
    await expect.poll(() => lines.first().getByRole('spinbutton').inputValue()).toBe('2');

    // a part's link opens that part's own page
    await page.goto(`${e2e.server.url}/products/${SLUG}`);
    await page.getByRole('region', { name: 'Багцад багтсан' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/products/${PART_SLUGS[0]}`);
    expect(await page.getByRole('region', { name: 'Багцад багтсан' }).count()).toBe(0);
  });
});
