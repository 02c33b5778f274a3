/**
 * A slow phone (#19): the shopper types into the server's HTML before React has hydrated it. The
 * page's scripts are held back (route interception) until the typing is done, then let through, so
 * "before hydration" is certain, not a race with the CPU. What was typed must be what is used.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleErrors, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/**
 * Holds every script of the page until the returned function is called; from then on they pass
 * (a later hold stacks on top: Playwright asks the newest handler first). With `boot: false` the
 * boot script (web/src/entry-boot.ts) comes at once: the app's scripts alone are late.
 */
async function holdScripts(page: Page, { boot = true } = {}): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = boot ? /\/assets\/.*\.js$/ : /\/assets\/(?!boot-).*\.js$/;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function sellableSlug(): Promise<string> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(perPage: 40) { items { slug inStock } } }' }),
  });
  const body = (await response.json()) as {
    data: { products: { items: { slug: string; inStock: boolean }[] } };
  };
  const product = body.data.products.items.find(
    (item) => item.inStock && !item.slug.startsWith('tsagaan-tal'),
  );
  if (!product) throw new Error('no sellable product in the first page');
  return product.slug;
}

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

describe('typed before hydration', () => {
  test('a quantity typed on the product page and in the cart before hydration is the one used', async (context) => {
    const slug = await sellableSlug();
    const page = await openPage(e2e.browser, context);
    let hydrate = await holdScripts(page);
    await page.goto(`${e2e.server.url}/products/${slug}`, { waitUntil: 'commit' });
    const quantity = page.getByRole('spinbutton').first();
    await quantity.fill('3');
    const add = page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true });
    expect(await add.isDisabled()).toBe(true);
    hydrate();
    await expect.poll(() => add.isEnabled()).toBe(true);
    await expect.poll(() => miniCartCount(page)).toBe('0');
    expect(await quantity.inputValue()).toBe('3');
    await add.click();
    await expect.poll(() => miniCartCount(page)).toBe('3');

    // The cart page's stepper: 5 typed into the served page is the line's quantity after hydration.
    hydrate = await holdScripts(page);
    await page.goto(`${e2e.server.url}/cart`, { waitUntil: 'commit' });
    const line = page.getByTestId('cart-line').first();
    await line.getByRole('spinbutton').fill('5');
    hydrate();
    await expect.poll(() => miniCartCount(page)).toBe('5');
    expect(await line.getByRole('spinbutton').inputValue()).toBe('5');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('cart-line').first().getByRole('spinbutton').inputValue())
      .toBe('5');
  });

  test('a colour chosen on the product page before hydration is the one added', async (context) => {
    const found = await fetch(`${e2e.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(query: "Sarasa Clip", perPage: 1) { items { slug } } }' }),
    });
    const slug = ((await found.json()) as { data: { products: { items: { slug: string }[] } } }).data.products
      .items[0]?.slug;
    const page = await openPage(e2e.browser, context);
    const hydrate = await holdScripts(page);
    await page.goto(`${e2e.server.url}/products/${slug}`, { waitUntil: 'commit' });
    const second = page.getByRole('radio').nth(1);
    await second.check();
    const colour = ((await second.evaluate((input) => input.closest('label')!.textContent)) ?? '')
      .split(/[₮\d]/)[0]!
      .trim();
    hydrate();
    const add = page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true });
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(await second.isChecked()).toBe(true);
    await add.click();
    await expect.poll(() => miniCartCount(page)).toBe('1');
    await page.goto(`${e2e.server.url}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').first().textContent()).toContain(colour);
  });

  test('a search typed into the served header is kept and searched', async (context) => {
    const page = await openPage(e2e.browser, context);
    const hydrate = await holdScripts(page);
    await page.goto(`${e2e.server.url}/products`, { waitUntil: 'commit' });
    const box = page.getByRole('combobox');
    await box.first().fill('бэх');
    hydrate();
    // The served filters button is disabled until the page has hydrated (the mini-cart's 0 is not
    // a sign: it is in the served HTML too).
    await expect.poll(() => page.locator('.list-toolbar__filters').isEnabled()).toBe(true);
    expect(await box.first().inputValue()).toBe('бэх');
    await box.first().press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'бэх');
  });

  test("a list's quick add and compare toggle work from the first paint: pressed before hydration, they count once the app comes, and hydration changes none of the cards' buttons", async (context) => {
    const page = await openPage(e2e.browser, context);
    const errors = consoleErrors(page);
    const hydrate = await holdScripts(page, { boot: false });
    await page.goto(`${e2e.server.url}/products`, { waitUntil: 'commit' });
    await page.locator('article.product-card .quick-add').first().waitFor();
    // every change to a card button's `disabled` from here on: disabled until hydrated, the 80 quick
    // adds and 80 compare toggles of a list were all rendered again as hydration committed
    await page.evaluate(() => {
      const changes: string[] = [];
      Object.assign(window, { disabledChanges: changes });
      new MutationObserver((records) => {
        for (const record of records) {
          const button = record.target as Element;
          if (button.closest('article.product-card')) changes.push(button.className);
        }
      }).observe(document.getElementById('root')!, {
        subtree: true,
        attributeFilter: ['disabled'],
      });
    });
    const card = page
      .locator('article.product-card')
      .filter({ has: page.locator('.quick-add:enabled') })
      .first();
    expect(await card.count()).toBe(1);
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    await card.getByTestId('quick-add').click();
    await card.getByTestId('compare-toggle').click();
    hydrate();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // pressed again by the boot script once the app was ready: one add, one product compared
    await expect.poll(() => miniCartCount(page)).toBe('1');
    await expect.poll(() => card.getByTestId('compare-toggle').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('compare-toggle').and(page.locator('[aria-pressed="true"]')).count()).toBe(
      1,
    );
    expect(
      await page.evaluate(() => (window as unknown as { disabledChanges: string[] }).disabledChanges),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a login sent before hydration waits for the app, then sends what was typed', async (context) => {
    const page = await openPage(e2e.browser, context);
    const errors = consoleErrors(page);
    const hydrate = await holdScripts(page, { boot: false });
    await page.goto(`${e2e.server.url}/login`, { waitUntil: 'commit' });
    const login = page.getByLabel('Утасны дугаар эсвэл и-мэйл');
    await login.fill('9911 7788');
    await page.getByRole('button', { name: 'Код илгээх' }).click();
    // held, not sent natively: the page stays, its form marked busy, what was typed still there
    await expect.poll(() => page.locator('form[aria-busy="true"]').count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    expect(await login.inputValue()).toBe('9911 7788');
    hydrate();
    // the app came, took the typed phone and pressed the button again: the code step
    await page.getByLabel('Код').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.locator('form[aria-busy="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
