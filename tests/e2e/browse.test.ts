/**
 * A shopper browses the demo catalog in Chromium against the real server (`node server/main.ts`
 * on a fresh data dir, so the demo catalog is seeded) serving the built web app (`npm run build`).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleErrors, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const CYRILLIC = /[\u0400-\u04FF]/;
const ALL_PRODUCTS = 'Бүх бүтээгдэхүүн';
const BREADCRUMBS = 'Хуудасны зам';

const e2e = startServerAndBrowser();

/**
 * Product cards of a list page, by role: each card is an <article> headed by the product name (h2)
 * with a link to /products/<slug> (web/src/catalog/product-card.tsx).
 */
function productCards(page: Page): Locator {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .filter({ has: page.locator('a[href^="/products/"]') });
}

async function cardName(card: Locator): Promise<string> {
  return ((await card.getByRole('heading', { level: 2 }).first().textContent()) ?? '').trim();
}

/** The breadcrumb trail (web/src/catalog/breadcrumbs.tsx: <nav aria-label="Хуудасны зам">). */
function breadcrumbs(page: Page): Locator {
  return page.getByRole('navigation', { name: BREADCRUMBS });
}

describe('browsing the catalog', () => {
  test('/health answers ok', async () => {
    const response = await fetch(`${e2e.server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('product list → product page → back through the breadcrumb', async (context) => {
    const page = await openPage(e2e.browser, context);
    const response = await page.goto(`${e2e.server.url}/products`);
    expect(response?.status()).toBe(200);

    const cards = productCards(page);
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    const name = await cardName(first);
    expect(name).toMatch(CYRILLIC);
    expect(await first.textContent()).toContain('₮');

    await first.getByRole('link').first().click();
    await page.waitForURL(/\/products\/[^/?#]+$/);
    await expect.poll(async () => ((await page.locator('h1').first().textContent()) ?? '').trim()).toBe(name);

    await breadcrumbs(page).getByRole('link', { name: ALL_PRODUCTS, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await expect.poll(() => productCards(page).count()).toBeGreaterThan(0);
  });

  test('without JavaScript the list is already in the HTML (server-rendered)', async (context) => {
    const page = await openPage(e2e.browser, context, { javaScriptEnabled: false });
    const response = await page.goto(`${e2e.server.url}/products`);
    expect(response?.status()).toBe(200);

    const cards = productCards(page);
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cardName(cards.first())).toMatch(CYRILLIC);
    const hrefs = await cards
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/products\/[^/?#]+/);
  });

  test('catalogs load on demand: a Russian page fetches its own messages alone, then hydrates cleanly', async (context) => {
    const page = await openPage(e2e.browser, context);
    const problems = consoleErrors(page);
    const catalogChunks: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/catalogs-[\w-]+\/(\w+)\/[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk) catalogChunks.push(chunk);
    });
    const hydrated = () =>
      page.evaluate(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
      );

    await page.goto(`${e2e.server.url}/products`);
    await expect.poll(hydrated).toBe(true);
    expect(new Set(catalogChunks)).toEqual(new Set(['mn']));
    catalogChunks.length = 0;

    await page.context().addCookies([{ name: 'locale', value: 'ru', url: e2e.server.url }]);
    await page.reload();
    expect(((await page.locator('h1').first().textContent()) ?? '').trim()).toBe('Все товары');
    await expect.poll(hydrated).toBe(true);
    expect(new Set(catalogChunks)).toEqual(new Set(['ru']));
    // A hydration mismatch (e.g. English rendered before the catalog came) is reported as an error.
    expect(problems).toEqual([]);
  });

  test("hydrating a list animates nothing: the cards' buttons turn on without a CSS transition", async (context) => {
    // 40 quick-add buttons fading from the server's disabled grey cost ~250 ms of a throttled
    // phone's main thread (their transition events all go through React's root listener); they are
    // no longer disabled until hydrated, and nothing else of a card may start one as it hydrates
    const page = await openPage(e2e.browser, context);
    await page.addInitScript(() => {
      const started: string[] = [];
      Object.assign(window, { transitionsStarted: started });
      addEventListener('transitionrun', (event) => started.push((event.target as Element).className), true);
    });
    await page.goto(`${e2e.server.url}/products`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // longer than any transition of the shop (--transition: 160 ms)
    await page.waitForTimeout(400);
    expect(
      await page.evaluate(() => (window as unknown as { transitionsStarted: string[] }).transitionsStarted),
    ).toEqual([]);
  });

  test("a list's drawn pictures arrive as the server's WebP drawings, never as SVG documents", async (context) => {
    // an SVG <img> is drawn on the page's main thread, a document each (#19)
    const page = await openPage(e2e.browser, context, { viewport: { width: 375, height: 812 } });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/images/products/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.server.url}/products`);
    const first = page.locator('.product-card__image').first();
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/images\/products\/[a-z0-9-]+\.webp\?w=(160|320|640)$/,
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => path.endsWith('.svg'))).toEqual([]);
  });

  test('an unknown product slug answers 404 with the not-found page naming the path', async (context) => {
    const page = await openPage(e2e.browser, context);
    const path = '/products/no-such-product-e2e';
    const response = await page.goto(`${e2e.server.url}${path}`);
    expect(response?.status()).toBe(404);
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '').toContain(path);
  });
});
