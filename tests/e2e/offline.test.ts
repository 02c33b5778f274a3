/**
 * The offline cart (#19) in Chromium against the real server: the service worker keeps the catalog
 * pages a shopper saw and serves them only when the network is gone; adds made offline queue (kept
 * across a reload), show as "waiting to send" under an offline banner, and land on the server once
 * each, in order, when the browser is back online; so do the quick adds on a kept list's and the
 * home shelves' product cards. Personal pages are never kept.
 *
 * SHOTS_DIR=/some/dir saves the offline product page and the queued cart at 375 and 1366 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** Two in-stock products outside the age-gated vodka line. */
async function sellableSlugs(): Promise<[string, string]> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(perPage: 40) { items { slug inStock } } }' }),
  });
  const body = (await response.json()) as {
    data: { products: { items: { slug: string; inStock: boolean }[] } };
  };
  const slugs = body.data.products.items
    .filter((item) => item.inStock && !item.slug.startsWith('tsagaan-tal'))
    .map((item) => item.slug);
  if (slugs.length < 2) throw new Error('fewer than two sellable products in the first page');
  return [slugs[0]!, slugs[1]!];
}

/** Whether the worker keeps this page (any build's page cache). */
const kept = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    for (const name of await caches.keys()) {
      if (name.startsWith('shop-pages-') && (await (await caches.open(name)).match(href))) return true;
    }
    return false;
  }, url);

/** Whether the worker controls this page (its fetches go through the worker's caches). */
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** The files the worker precaches: its PRECACHE, stamped into /sw.js by the build. */
const precached = (page: Page) =>
  page.evaluate(async () => {
    const listed = /const PRECACHE = (\[[^\]]*\])/.exec(await (await fetch('/sw.js')).text())?.[1];
    if (!listed) throw new Error('no PRECACHE in /sw.js');
    return JSON.parse(listed) as string[];
  });

/**
 * The shell files the worker precaches (its PRECACHE, stamped into /sw.js by the build) that are not
 * in its asset cache: [] once it installed completely.
 */
const missingShell = async (page: Page) =>
  page.evaluate(
    async (listed) => {
      const names = (await caches.keys()).filter((name) => name.startsWith('shop-assets-'));
      if (names.length !== 1) return ['(no single asset cache)'];
      const cache = await caches.open(names[0]!);
      const missing: string[] = [];
      for (const url of listed) if (!(await cache.match(url))) missing.push(url);
      return missing;
    },
    await precached(page),
  );

const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${dir}/offline-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('offline cart', () => {
  test('kept product pages open offline, adds queue across a reload and land once, in order, back online', async (context) => {
    const [first, second] = await sellableSlugs();
    const page = await openPage(e2e.browser, context, { viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const firstUrl = `${e2e.server.url}/products/${first}`;
    const secondUrl = `${e2e.server.url}/products/${second}`;

    // Online: two product pages, kept by the worker (the first one after it took control).
    await page.goto(firstUrl);
    await expect.poll(() => kept(page, firstUrl), { timeout: 15_000 }).toBe(true);
    // the whole shell is in, the cart screen with it (the cart opens offline from it below), and
    // the style sheet every page links
    expect(await missingShell(page)).toEqual([]);
    expect(await precached(page)).toContain(
      await page.locator('link[rel="stylesheet"]').first().getAttribute('href'),
    );
    await page.goto(secondUrl);
    await expect.poll(() => kept(page, secondUrl), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    await page.context().setOffline(true);
    await page.reload();
    // served from the kept copy, hydrated (the banner appears only in the browser), and usable
    const banner = page.getByTestId('offline-banner');
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    expect(await banner.textContent()).toContain('Та офлайн байна');
    const add = page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true });
    await add.click();
    await add.click();
    await expect.poll(() => page.getByTestId('mini-cart-waiting').textContent()).toBe('+2');
    expect(await page.getByRole('status').filter({ hasText: 'Офлайн: дараалалд нэмлээ' }).count()).toBe(1);
    expect(await miniCartCount(page)).toBe('0');
    await shoot(page, 'product');

    // Another kept page, opened offline: the queue survived the page change, and grows.
    await page.goto(firstUrl);
    await expect
      .poll(() => page.getByTestId('mini-cart-waiting').textContent(), { timeout: 15_000 })
      .toBe('+2');
    await page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true }).click();
    await expect.poll(() => page.getByTestId('mini-cart-waiting').textContent()).toBe('+3');

    // The cart opens offline from the queue; checkout is not offered.
    await page.getByTestId('mini-cart').first().click();
    await page.waitForURL((url) => url.pathname === '/cart');
    const waiting = page.getByTestId('cart-waiting-item');
    await expect.poll(() => waiting.count()).toBe(3);
    expect(await page.getByTestId('cart-waiting').textContent()).toContain('Илгээхийг хүлээж байна');
    expect(await banner.count()).toBe(1);
    await shoot(page, 'cart');

    // Back online: sent in order, each once (the second product's two adds first).
    await page.context().setOffline(false);
    await expect.poll(() => miniCartCount(page), { timeout: 15_000 }).toBe('3');
    await expect.poll(() => banner.count()).toBe(0);
    expect(await page.getByTestId('mini-cart-waiting').count()).toBe(0);
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(0).getByRole('link').first().getAttribute('href')).toContain(second);
    expect(await lines.nth(0).getByRole('spinbutton').inputValue()).toBe('2');
    expect(await lines.nth(1).getByRole('spinbutton').inputValue()).toBe('1');
    // a reload asks the server: the same three, nothing replayed twice
    await page.reload();
    await expect.poll(() => miniCartCount(page), { timeout: 15_000 }).toBe('3');
    expect(await page.evaluate(() => localStorage.getItem('shop.state'))).toContain('"queue":[]');
    expect(errors).toEqual([]);
  });

  test("product cards' quick adds queue offline on a kept list and home page, and land in order back online", async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: { width: 1366, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const listUrl = `${e2e.server.url}/products`;
    const homeUrl = `${e2e.server.url}/`;
    await page.goto(homeUrl);
    await expect.poll(() => kept(page, homeUrl), { timeout: 15_000 }).toBe(true);
    await page.goto(listUrl);
    await expect.poll(() => kept(page, listUrl), { timeout: 15_000 }).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-banner').count(), { timeout: 15_000 }).toBe(1);
    const cards = page.locator('article.product-card').filter({ has: page.locator('.quick-add:enabled') });
    const nameOf = async (index: number) =>
      ((await cards.nth(index).locator('.product-card__name').textContent()) ?? '').trim();
    const [first, second] = [await nameOf(0), await nameOf(1)];
    const quickAdd = (name: string) =>
      page.getByRole('button', { name: `${name}-г сагслах`, exact: true }).first();
    await quickAdd(first).click();
    await quickAdd(first).click();
    await quickAdd(second).click();
    // each card counts its own queued pieces and says it is waiting; nothing reached the cart
    const firstCard = cards.filter({ hasText: first }).first();
    await expect.poll(() => firstCard.getByTestId('quick-add-queued').textContent()).toBe('+2');
    expect(await firstCard.locator('.quick-add').textContent()).toContain('Дараалалд');
    expect(await firstCard.getByRole('status').textContent()).toBe('Офлайн: дараалалд нэмлээ');
    expect(
      await cards.filter({ hasText: second }).first().getByTestId('quick-add-queued').textContent(),
    ).toBe('+1');
    await expect.poll(() => page.getByTestId('mini-cart-waiting').textContent()).toBe('+3');
    expect(await miniCartCount(page)).toBe('0');
    await shoot(page, 'list');

    // the kept home page, offline: the queue came along and a shelf's card adds to it
    await page.goto(homeUrl);
    await expect
      .poll(() => page.getByTestId('mini-cart-waiting').textContent(), { timeout: 15_000 })
      .toBe('+3');
    const homeCards = page
      .locator('article.product-card')
      .filter({ has: page.locator('.quick-add:enabled') });
    const third = (await homeCards.locator('.product-card__name').allTextContents())
      .map((name) => name.trim())
      .find((name) => name !== first && name !== second);
    if (!third) throw new Error('no third product on the home shelves');
    await quickAdd(third).click();
    await expect.poll(() => page.getByTestId('mini-cart-waiting').textContent()).toBe('+4');
    // the first product's card on a shelf shows the queue made on the list
    const firstOnHome = homeCards.filter({ hasText: first });
    if ((await firstOnHome.count()) > 0) {
      expect(await firstOnHome.first().getByTestId('quick-add-queued').textContent()).toBe('+2');
    }

    // back online: replayed in order, each once, and the cards' queued marks go
    await page.context().setOffline(false);
    await expect.poll(() => miniCartCount(page), { timeout: 15_000 }).toBe('4');
    expect(await page.getByTestId('quick-add-queued').count()).toBe(0);
    await page.goto(`${e2e.server.url}/cart`);
    const lines = page.getByTestId('cart-line');
    // each line as "name × quantity", in the cart's order
    const cartLines = async () => {
      const found: string[] = [];
      for (const line of await lines.all()) {
        const name = ((await line.getByRole('link').last().textContent()) ?? '').trim();
        found.push(`${name} × ${await line.getByRole('spinbutton').inputValue()}`);
      }
      return found;
    };
    await expect
      .poll(cartLines, { timeout: 15_000 })
      .toEqual([`${first} × 2`, `${second} × 1`, `${third} × 1`]);
    expect(await page.evaluate(() => localStorage.getItem('shop.state'))).toContain('"queue":[]');
    expect(errors).toEqual([]);
  });

  test('offline, the cart keeps its lines but checkout is held with a clear message', async (context) => {
    const [slug] = await sellableSlugs();
    const page = await openPage(e2e.browser, context, { viewport: { width: 1366, height: 900 } });
    await page.goto(`${e2e.server.url}/products/${slug}`);
    // the worker installed (the cart screen and its messages precached) and keeping pages
    await expect.poll(() => kept(page, page.url()), { timeout: 15_000 }).toBe(true);
    // and in control of this page: the worker keeps a first visit's page while it still activates,
    // before its claim, and an uncontrolled page fetches the cart screen from the network
    await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => miniCartCount(page)).toBe('0');
    await page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true }).click();
    await expect.poll(() => miniCartCount(page)).toBe('1');

    await page.context().setOffline(true);
    await page.getByTestId('mini-cart').first().click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('checkout-button').isDisabled()).toBe(true);
    expect(await page.getByTestId('checkout-offline').textContent()).toContain('интернэт холболт хэрэгтэй');
    await shoot(page, 'cart-lines');

    await page.context().setOffline(false);
    await expect.poll(() => page.getByTestId('checkout-offline').count()).toBe(0);
    expect(await page.getByTestId('checkout-button').getAttribute('href')).toBe('/checkout');
  });

  test('a shell file whose first fetch fails is fetched again: the cart screen still opens offline', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: { width: 1366, height: 900 } });
    // the worker's own fetches of the cart screen: the first is dropped, as a phone's connection is
    const cartScreen: string[] = [];
    await page.context().route(/\/assets\/cart-[^/]+\.js$/, async (route) => {
      cartScreen.push(route.request().url());
      await (cartScreen.length === 1 ? route.abort('connectionreset') : route.continue());
    });
    await page.goto(`${e2e.server.url}/`);
    await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
    expect(await missingShell(page)).toEqual([]);
    expect(cartScreen.length).toBe(2);

    await page.context().setOffline(true);
    await page.getByTestId('mini-cart').first().click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Сагс');
    expect(await page.getByText('Таны сагс хоосон байна.').count()).toBe(1);
    expect(await page.getByTestId('offline-banner').count()).toBe(1);
  });

  test('a kept page comes with every script it names, kept before it, even those the tab never asked for', async (context) => {
    const page = await openPage(e2e.browser, context);
    const listUrl = `${e2e.server.url}/products?sort=name`;
    await page.goto(`${e2e.server.url}/`);
    await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
    // a page this tab never loaded, so it asked for none of its scripts: the worker alone keeps it
    await page.evaluate((url) => {
      navigator.serviceWorker.controller?.postMessage({ type: 'keep-page', url, assets: [] });
    }, listUrl);
    await expect.poll(() => kept(page, listUrl), { timeout: 15_000 }).toBe(true);
    const missing = await page.evaluate(async (href) => {
      const names = await caches.keys();
      const pages = await caches.open(names.find((name) => name.startsWith('shop-pages-')) ?? '');
      const html = await (await pages.match(href))?.text();
      const assets = await caches.open(names.find((name) => name.startsWith('shop-assets-')) ?? '');
      const scripts = [...new Set(html?.match(/\/assets\/[\w./-]+\.js/g) ?? [])];
      const absent = [];
      for (const script of scripts) if (!(await assets.match(script))) absent.push(script);
      return { scripts: scripts.length, absent };
    }, listUrl);
    expect(missing.scripts).toBeGreaterThan(5);
    expect(missing.absent).toEqual([]);
  });

  test("a kept product page opened offline without its reviews' code keeps them as served, never the crash screen", async (context) => {
    const [slug] = await sellableSlugs();
    const page = await openPage(e2e.browser, context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const productUrl = `${e2e.server.url}/products/${slug}`;
    await page.goto(productUrl);
    await expect.poll(() => controlled(page), { timeout: 15_000 }).toBe(true);
    await page.reload();
    await expect.poll(() => kept(page, productUrl), { timeout: 15_000 }).toBe(true);
    // a guest's "log in to review" is drawn by the hydrated section alone
    const hydratedReviews = page.locator('#reviews .review-login');
    await expect.poll(() => hydratedReviews.count(), { timeout: 15_000 }).toBe(1);
    // the reviews' code is a deferred part: a shopper who went offline before it came has none
    const dropped = await page.evaluate(async () => {
      let count = 0;
      for (const name of await caches.keys()) {
        if (!name.startsWith('shop-assets-')) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (/\/assets\/review-section-[\w-]+\.js$/.test(new URL(request.url).pathname)) {
            count += Number(await cache.delete(request));
          }
        }
      }
      return count;
    });
    expect(dropped).toBe(1);
    // nor in the browser's HTTP cache, which answers a fetch of an immutable asset offline too
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();

    await page.context().setOffline(true);
    const reviewsCode = page.waitForEvent('requestfailed', (request) => /review-section/.test(request.url()));
    await page.reload();
    await reviewsCode;
    await expect.poll(() => page.getByTestId('offline-banner').count(), { timeout: 15_000 }).toBe(1);
    // the page works and its reviews stay as served: no crash screen for a connection that is gone
    expect(await page.locator('#reviews h2').first().isVisible()).toBe(true);
    expect(await page.locator('.crash-screen').count()).toBe(0);
    expect(await hydratedReviews.count()).toBe(0);

    // Back online the part is asked for again; Chromium remembers the failed module for the page's
    // life, so it stays as served (no crash screen over a page that works) until the next load.
    await page.context().setOffline(false);
    await page.waitForTimeout(1_000);
    expect(await page.locator('.crash-screen').count()).toBe(0);
    expect(await page.locator('#reviews h2').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => hydratedReviews.count(), { timeout: 15_000 }).toBe(1);
    expect(errors).toEqual([]);
  });

  test('an account page is never kept and does not open offline', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/`);
    await expect.poll(() => kept(page, `${e2e.server.url}/`), { timeout: 15_000 }).toBe(true);
    await page.goto(`${e2e.server.url}/account`);
    await page.goto(`${e2e.server.url}/cart`);
    const urls = await keptUrls(page);
    expect(urls.some((url) => url.startsWith('/account') || url.startsWith('/cart'))).toBe(false);

    await page.context().setOffline(true);
    await expect(page.goto(`${e2e.server.url}/account`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    // the home page, kept, still opens (in a new tab: the failed one is still showing its error page)
    const tab = await page.context().newPage();
    await tab.goto(`${e2e.server.url}/`);
    await expect.poll(() => tab.getByTestId('offline-banner').count(), { timeout: 15_000 }).toBe(1);
  });
});
