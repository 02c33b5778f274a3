/**
 * Wish lists in Chromium against the real server (#16): a guest's heart asks to log in and the
 * login comes back to the product with the wish made; ten fast clicks on a heart are at most one
 * setWished; the wish list page shows the wish, shares it (the link opened in a fresh browser shows
 * the list, and shows "not found" once sharing stops) and puts it all into the cart.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newShopContext, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** An in-stock product outside the age-gated vodka line. */
async function sellableProduct(): Promise<{ slug: string; name: string }> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(perPage: 40) { items { slug name inStock } } }' }),
  });
  const body = (await response.json()) as {
    data: { products: { items: { slug: string; name: string; inStock: boolean }[] } };
  };
  const product = body.data.products.items.find(
    (item) => item.inStock && !item.slug.startsWith('tsagaan-tal'),
  );
  if (!product) throw new Error('no sellable product in the first page');
  return product;
}

/** The latest code sent to `recipient`, read from /dev/outbox in a tab of its own. */
async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${e2e.server.url}/dev/outbox`);
    const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: recipient }) }).first();
    const code = /(\d{6})/.exec((await row.locator('td.body').textContent()) ?? '')?.[1];
    if (!code) throw new Error(`no code for ${recipient} in the outbox`);
    return code;
  } finally {
    await outbox.close();
  }
}

/** Signs up by phone on the login page the page is on (code from the outbox, then a password). */
async function signUp(page: Page, phone: string) {
  await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(phone);
  await page.getByRole('button', { name: 'Код илгээх' }).click();
  await page.getByLabel('Код').waitFor();
  await page.getByLabel('Код').fill(await codeFromOutbox(page, phone.replace(/\s/g, '')));
  await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await page.getByLabel('Шинэ нууц үг').fill('wish list 42');
  await page.getByLabel('Нууц үгээ давтана уу').fill('wish list 42');
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
}

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

describe('wish lists in the browser', () => {
  test('guest heart → login → wished; ten clicks ≤ 1 call; list, share, stop sharing, add all', async (context) => {
    const product = await sellableProduct();
    const page = await openPage(e2e.browser, context);
    const setWishedCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('setWished')) {
        setWishedCalls.push(request.postData() ?? '');
      }
    });

    await page.goto(`${e2e.server.url}/products/${product.slug}`);
    await expect.poll(() => miniCartCount(page)).toBe('0');
    const heart = page.locator('.product__heart');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');

    // A guest: nothing changes, "Login required" with a way to log in and come back.
    await heart.click();
    const notice = page.locator('.wish-login');
    await expect.poll(() => notice.textContent()).toContain('Нэвтрэх шаардлагатай.');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await notice.getByRole('link', { name: 'Нэвтрэх' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return')).toMatch(
      new RegExp(`^/products/${product.slug}\\?wish=\\d+$`),
    );

    await signUp(page, '9911 7788');
    await page.waitForURL(
      (url) => url.pathname === `/products/${product.slug}` && !url.searchParams.has('wish'),
    );
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => setWishedCalls.length, { timeout: 5_000 }).toBe(1);

    // Ten fast clicks: the heart ends as it began, and the server hears nothing more.
    for (let click = 0; click < 10; click++) await heart.click();
    await page.waitForTimeout(1_500);
    // an even number of clicks: the heart is back where the server has it, so no call at all
    expect(setWishedCalls).toHaveLength(1);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');

    // The wish list page shows it.
    await page.goto(`${e2e.server.url}/wishlist`);
    const card = page.locator('.wish-card', { hasText: product.name });
    await card.waitFor();
    // a phone's width: the list, its toolbar and its cards stay within the screen
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Share: the full link, opened in a fresh browser, shows the list.
    await expect.poll(() => page.getByRole('button', { name: 'Хуваалцах' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Хуваалцах' }).click();
    const link = page.getByTestId('wishlist-share-link');
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${e2e.server.url}/wishlist/shared/[A-Za-z0-9_-]+$`));
    const stranger = await newShopContext(e2e.browser);
    try {
      const other = await stranger.newPage();
      const shown = await other.goto(shareUrl);
      expect(shown?.status()).toBe(200);
      await other.locator('.wish-card', { hasText: product.name }).waitFor();

      // Stop sharing: the same link is "not found".
      await page.getByRole('button', { name: 'Хуваалцахаа болих' }).click();
      await expect.poll(() => link.count()).toBe(0);
      const gone = await other.goto(shareUrl);
      expect(gone?.status()).toBe(404);
      await other.getByText('Хүслийн жагсаалт олдсонгүй, эсвэл хуваалцахаа больсон байна.').waitFor();
    } finally {
      await stranger.close();
    }

    // Add all to cart: the wish goes into the cart and leaves the list.
    await page.getByRole('button', { name: 'Бүгдийг сагсанд нэмэх' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContainEqual(expect.stringContaining('1 бараа сагсанд нэмэгдлээ.'));
    await expect.poll(() => miniCartCount(page)).toBe('1');
    await page.getByTestId('wishlist-empty').waitFor();
  });

  test('no page is wider than a 375 px screen', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: { width: 375, height: 800 } });
    for (const path of ['/wishlist', '/wishlist/shared/unknown-token']) {
      await page.goto(`${e2e.server.url}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
    }
  });
});
