/**
 * Route-level code splitting and the age gate on vodka products, in Chromium against the real
 * server: a page hydrates from its preloaded screen chunk with no hydration error, a screen whose
 * chunk is gone (a deploy replaced it) lands on the crash screen, and a vodka product page and the
 * brand microsite send nothing of their products until the age gate's yes, then load them.
 */

import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { initialScripts } from '../bench/initial-js-size.ts';
import { consoleErrors, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

const heading = async (page: Page) => ((await page.locator('h1').first().textContent()) ?? '').trim();

/** The first product of a taxon, from the gateway. */
async function firstProductIn(taxon: string): Promise<{ slug: string; name: string }> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-locale': 'mn' },
    body: JSON.stringify({
      query: 'query($taxon: String) { products(taxon: $taxon, perPage: 1) { items { slug name } } }',
      variables: { taxon },
    }),
  });
  const body = (await response.json()) as { data: { products: { items: { slug: string; name: string }[] } } };
  const item = body.data.products.items[0];
  if (!item) throw new Error(`no product under ${taxon}`);
  return item;
}

describe('code splitting', () => {
  test('a product page preloads its screen chunk and hydrates without an error', async (context) => {
    const page = await openPage(e2e.browser, context);
    const errors = consoleErrors(page);
    const { slug, name } = await firstProductIn('ink-toner');
    await page.goto(`${e2e.server.url}/products/${slug}`);
    await expect.poll(() => heading(page)).toBe(name);
    // React marks the container it hydrated: the screen's chunk arrived and hydration ran.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    // the boot script moved the page's preloads into the head after its first paint
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads.some((href) => /\/assets\/product-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test('a page asks for one style sheet before its scripts, and a handful of scripts', async () => {
    const { slug } = await firstProductIn('ink-toner');
    for (const path of ['/', '/products', `/products/${slug}`, '/cart', '/checkout']) {
      const served = await (
        await fetch(`${e2e.server.url}${path}`, { headers: { cookie: 'locale=mn; age_verified=1' } })
      ).text();
      const sheets = [...served.matchAll(/<link rel="stylesheet"[^>]*>/g)];
      expect(sheets, path).toHaveLength(1);
      // nothing is painted before the style sheet arrives: the browser asks for it first
      expect(served.indexOf('<link rel="stylesheet"'), path).toBeLessThan(served.indexOf('<script'));
      expect(served.indexOf('<link rel="stylesheet"'), path).toBeLessThan(
        served.indexOf('rel="modulepreload"'),
      );
      // the entry, the shell, the runtime, the screen's chunks and its messages: over HTTP/1.1's
      // six connections each one more is a round trip more before hydration (it was 30 and more)
      expect(initialScripts(served).length, path).toBeLessThanOrEqual(15);
    }
  });

  test("a page readies Intl for its language on a worker that ends, before the shell's scripts run", async (context) => {
    for (const locale of ['mn', 'ru']) {
      const page = await openPage(e2e.browser, context);
      await page.context().addCookies([{ name: 'locale', value: locale, url: e2e.server.url }]);
      const errors = consoleErrors(page);
      // its calls made, the worker closes itself rather than live on beside the page
      const closed = new Promise<string>((resolve) =>
        page.on('worker', (worker) => worker.once('close', () => resolve(worker.url()))),
      );
      await page.goto(`${e2e.server.url}/products`);
      // the boot script, started again as the worker
      expect(await closed, locale).toMatch(new RegExp(`/assets/boot-[\\w-]+\\.js#${locale}$`));
      // the boot script is asked for before the entry, the first script of the head
      const scripts = await page
        .locator('head script[src]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
      expect(scripts[0], locale).toMatch(/\/assets\/boot-/);
      expect(errors, locale).toEqual([]);
      await page.close();
    }
  });

  test("a product's reviews are in its HTML, their code comes after the first JavaScript, and they hydrate", async (context) => {
    const { slug } = await firstProductIn('ink-toner');
    const served = await (
      await fetch(`${e2e.server.url}/products/${slug}`, { headers: { cookie: 'locale=mn' } })
    ).text();
    expect(initialScripts(served).filter((script) => /review-section/.test(script))).toEqual([]);
    // in place in the page, not streamed after it for a script to move (no JavaScript: still shown)
    const noScript = await openPage(e2e.browser, context, { javaScriptEnabled: false });
    await noScript.goto(`${e2e.server.url}/products/${slug}`);
    await expect.poll(() => noScript.locator('#reviews h2').first().isVisible()).toBe(true);
    expect(served).not.toContain('<template id="B:');

    const page = await openPage(e2e.browser, context);
    const errors = consoleErrors(page);
    await page.goto(`${e2e.server.url}/products/${slug}`);
    // a guest's "log in to review" is drawn by the hydrated section alone
    await expect.poll(() => page.locator('#reviews .review-login').count()).toBe(1);
    await page.locator('#reviews').getByText('Зурагтай').click();
    await expect.poll(() => page.locator('#reviews input[type="radio"]').nth(1).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a page's first JavaScript holds its own queries and language, not other screens' or English", async () => {
    const { slug } = await firstProductIn('ink-toner');
    const response = await fetch(`${e2e.server.url}/products/${slug}`, { headers: { cookie: 'locale=mn' } });
    const scripts = initialScripts(await response.text());
    const code = (
      await Promise.all(
        scripts.map((script) => readFile(new URL(`../../dist/client/${script}`, import.meta.url), 'utf8')),
      )
    ).join('\n');
    expect(code).toContain('query Product(');
    expect(code).toContain('Сагсанд нэмэх');
    // the back office's and checkout's documents live in their own screens' chunks
    expect(code).not.toContain('query StaffOrders');
    expect(code).not.toContain('mutation PlaceOrder');
    // Mongolian is complete: its page carries no English catalog beneath it
    expect(scripts.filter((script) => /^assets\/catalogs-[\w-]+\/en\//.test(script))).toEqual([]);
    expect(code).not.toContain('Add to cart');
    // its messages are the shell's and the product screen's, not checkout's or the back office's
    const parts = scripts.flatMap(
      (script) => /^assets\/catalogs-[\w-]+\/(\w+\/[\w-]+)\.js$/.exec(script)?.[1] ?? [],
    );
    expect(parts.sort()).toEqual(['mn/product', 'mn/shell']);
    // The boot script inserts the entry's preloads and the messages at once and the screen's
    // (`data-screen`) one per task after: spreading the messages too made them start after the shell
    // chunk had arrived. So exactly the screen's chunks are marked: not the entry's, not the messages.
    const html = await (
      await fetch(`${e2e.server.url}/products/${slug}`, { headers: { cookie: 'locale=mn' } })
    ).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    const marked = preloads.filter((tag) => /\sdata-screen[\s>]/.test(tag));
    expect(marked.length).toBeGreaterThan(0);
    for (const tag of marked) expect(tag).not.toMatch(/\/assets\/(catalogs-|shell-|rolldown-runtime-)/);
    expect(preloads.filter((tag) => tag.includes('/catalogs-')).length).toBe(2);
    expect(preloads.filter((tag) => /\/assets\/(shell|rolldown-runtime)-/.test(tag)).length).toBe(2);
    expect(preloads.length - marked.length).toBe(4);
    const catalogDir = /^(assets\/catalogs-[\w-]+)\//.exec(
      scripts.find((script) => script.includes('/catalogs-')) ?? '',
    )?.[1];
    for (const other of ['checkout', 'back-office', 'back-office-order', 'errors']) {
      const file = await readFile(
        new URL(`../../dist/client/${catalogDir}/mn/${other}.js`, import.meta.url),
        'utf8',
      );
      const ids = [...file.matchAll(/"([\w.-]+)":\[/g)].map((match) => match[1] as string);
      expect(ids.length, other).toBeGreaterThan(0);
      expect(
        ids.filter((id) => code.includes(`"${id}"`)),
        other,
      ).toEqual([]);
    }
  });

  test('a screen whose chunk is gone after a deploy lands on the crash screen', async (context) => {
    // Without the offline worker (#19): page.route cannot see the requests a service worker makes.
    const page = await openPage(e2e.browser, context, { serviceWorkers: 'block' });
    await page.goto(`${e2e.server.url}/`);
    await page.waitForLoadState('networkidle');
    // The deploy replaced the hashed chunks: the product list's is no longer there.
    await page.route(/\/assets\/products-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.locator('a[href="/products"]').first().click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Сайт шинэчлэгдсэн' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Дахин ажиллуулах' }).count()).toBe(1);
  });
});

describe('age gate on vodka product pages', () => {
  test('the server sends nothing of the product; a yes loads it over GraphQL', async (context) => {
    const vodka = await firstProductIn('premium-vodka');
    const page = await openPage(e2e.browser, context, { ageVerified: false });
    const errors = consoleErrors(page);
    const response = await page.goto(`${e2e.server.url}/products/${vodka.slug}`);
    expect(response?.status()).toBe(200);
    // the whole document: HTML, state script, title and JSON-LD (issue #7)
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Та 21 нас хүрсэн үү?');
    expect(html).not.toContain(vodka.name);
    expect(html).not.toContain('application/ld+json');
    expect(await page.title()).toContain('Та 21 нас хүрсэн үү?');
    expect(await page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true }).count()).toBe(0);

    const productQuery = page.waitForRequest(
      (request) => request.url().endsWith('/graphql') && /query\s+Product\b/.test(request.postData() ?? ''),
    );
    await page.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }).click();
    await productQuery;
    await expect.poll(() => heading(page)).toBe(vodka.name);
    await expect.poll(() => page.title()).toContain(vodka.name);
    expect(await page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true }).count()).toBe(1);
    // the withheld page hydrated as the server rendered it, and the late load broke nothing
    expect(errors).toEqual([]);
    // Remembered in the cookie: the next request is served open, the product in the HTML.
    const reloaded = await page.reload();
    expect((await reloaded?.text()) ?? '').toContain(vodka.name);
    expect(await heading(page)).toBe(vodka.name);
  });

  test('the brand microsite sends none of its products until the yes', async (context) => {
    const vodka = await firstProductIn('premium-vodka/tsagaan-tal');
    const page = await openPage(e2e.browser, context, { ageVerified: false });
    const response = await page.goto(`${e2e.server.url}/brand/tsagaan-tal`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('Та 21 нас хүрсэн үү?');
    expect(html).not.toContain(`/products/${vodka.slug}`);
    await page.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }).click();
    await expect.poll(() => heading(page)).toBe('Цагаан Тал');
    expect(await page.locator('a[href^="/products/"]').count()).toBeGreaterThan(0);
  });

  test('a no keeps the product closed', async (context) => {
    const vodka = await firstProductIn('premium-vodka');
    const page = await openPage(e2e.browser, context, { ageVerified: false });
    await page.goto(`${e2e.server.url}/products/${vodka.slug}`);
    await page.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { name: 'Үнэнээ хэлсэнд баярлалаа' }).count())
      .toBe(1);
    expect(await page.getByText(vodka.name).count()).toBe(0);
  });
});
