/**
 * A shopper searches in Chromium against the real server (fresh data dir, demo catalog seeded):
 * a typo in the search box, a facet, a sort, a product, and that product in recently viewed.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** The cards of the result list (not the shelves under a product). */
function resultCards(page: Page): Locator {
  return page.locator('.product-list').getByRole('article');
}

async function names(page: Page): Promise<string[]> {
  return (await resultCards(page).getByRole('heading', { level: 2 }).allTextContents()).map((name) =>
    name.trim(),
  );
}

async function prices(page: Page): Promise<number[]> {
  const texts = await resultCards(page).locator('.price__current').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

describe('searching the catalog', () => {
  test('typo → suggestions → results → facet → sort → product → recently viewed', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products`);

    // a typo: "cannon" for Canon; the box suggests Canon products as the shopper types
    const box = page.getByRole('combobox', { name: 'Бүтээгдэхүүн хайх' });
    await box.click();
    await box.fill('cannon');
    const suggestion = page.getByRole('option').first();
    await expect.poll(async () => (await suggestion.textContent()) ?? '').toMatch(/Canon/);

    // Enter with nothing highlighted searches the typed text
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === 'cannon');
    await expect.poll(async () => (await page.locator('h1').first().textContent()) ?? '').toContain('cannon');
    await expect.poll(async () => (await names(page)).length).toBeGreaterThan(0);
    for (const name of await names(page)) expect(name).toMatch(/^Canon /);
    expect(await page.locator('.search-page__fuzzy').textContent()).toContain('cannon');

    // a facet: one category; the count beside it is what the list then holds
    const category = page.getByRole('group', { name: 'Ангилал' }).locator('label').first();
    const expected = Number(await category.locator('.filter-panel__count').textContent());
    await category.getByRole('checkbox').click();
    await page.waitForURL(/taxon=/);
    await expect.poll(async () => (await names(page)).length).toBe(Math.min(expected, 40));

    // a sort: price, low to high
    await page.getByRole('combobox', { name: 'Эрэмбэлэх' }).selectOption('PRICE_ASC');
    await page.waitForURL(/sort=PRICE_ASC/);
    await expect
      .poll(async () => {
        const list = await prices(page);
        return list.length > 1 && list.every((price, at) => at === 0 || list[at - 1]! <= price);
      })
      .toBe(true);

    // the back button undoes the sort
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    // the previous list stays on screen until the new one is loaded: wait for the page to change
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Эрэмбэлэх' }).inputValue())
      .not.toBe('PRICE_ASC');

    // open a product, then another: the first is in recently viewed
    const first = resultCards(page).first();
    const firstName = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').trim();
    await first.getByRole('link').first().click();
    await page.waitForURL(/\/products\/[^/?#]+$/);
    await expect
      .poll(async () => ((await page.locator('h1').first().textContent()) ?? '').trim())
      .toBe(firstName);
    const related = page.getByRole('region', { name: 'Холбоотой бүтээгдэхүүн' });
    await related.getByRole('article').first().getByRole('link').first().click();
    await expect
      .poll(async () => ((await page.locator('h1').first().textContent()) ?? '').trim())
      .not.toBe(firstName);
    const viewed = page.getByRole('region', { name: 'Сүүлд үзсэн' });
    await expect
      .poll(async () =>
        (await viewed.getByRole('heading', { level: 2 }).allTextContents()).map((n) => n.trim()),
      )
      .toContain(firstName);
  });

  test('an empty result says so and offers suggestions; bad input never breaks the page', async (context) => {
    const page = await openPage(e2e.browser, context);
    const response = await page.goto(`${e2e.server.url}/products?q=${encodeURIComponent("&|!:*()'")}`);
    expect(response?.status()).toBe(200);
    const nothing = await page.goto(`${e2e.server.url}/products?q=zzqqxxvv`);
    expect(nothing?.status()).toBe(200);
    expect(await page.locator('.search-page__empty').textContent()).toContain('zzqqxxvv');
    const filtered = await page.goto(`${e2e.server.url}/products?min=-4&sort=cheapest&brand=nope`);
    expect(filtered?.status()).toBe(200);
  });
});
