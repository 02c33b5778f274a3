/**
 * The product gallery in Chromium (#19): a thumbnail of another colour chooses that colour — the
 * option, the price and the add follow, and the add puts that colour in the cart — by mouse and by
 * keyboard; a view of the chosen colour only changes the picture; the address keeps the colour.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T | null; errors?: unknown };
  if (!body.data) throw new Error(`graphql: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A pen the seed sells in several colours, each with its own drawn views. */
async function colouredSlug(): Promise<string> {
  const { products } = await graphql<{ products: { items: { slug: string }[] } }>(
    '{ products(query: "Sarasa Clip", perPage: 10) { items { slug } } }',
  );
  for (const { slug } of products.items) {
    const { product } = await graphql<{ product: { variants: { images: string[] }[] } }>(
      'query ($slug: String!) { product(slug: $slug) { variants { images } } }',
      { slug },
    );
    if (product.variants.length > 2 && product.variants.every((variant) => variant.images.length > 1)) {
      return slug;
    }
  }
  throw new Error('no product with colour views in the seed');
}

const checked = (page: Page) =>
  page
    .locator('.variants input[type="radio"]:checked')
    .evaluate((input) => input.closest('label')!.textContent);
const mainSrc = (page: Page) => page.locator('.gallery__main').getAttribute('src');

describe('gallery thumbnails of another colour', () => {
  test('choose that colour, by mouse and by keyboard, and the cart gets it', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products/${await colouredSlug()}`);
    const add = page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true });
    await expect.poll(() => add.isEnabled()).toBe(true);
    const first = (await checked(page)) ?? '';

    // a view of the chosen colour: only the picture changes
    const thumbs = page.locator('.gallery__thumb');
    await thumbs.nth(1).click();
    expect(await mainSrc(page)).toContain('view=angle');
    expect(await checked(page)).toBe(first);

    // the last thumbnail is another colour's front: its label says so, and a click chooses it
    const other = thumbs.last();
    expect(await other.getAttribute('aria-label')).toMatch(/сонгох/);
    const otherSrc = await other.locator('img').getAttribute('src');
    await other.click();
    await expect.poll(() => checked(page)).not.toBe(first);
    expect(await mainSrc(page)).toBe(otherSrc);
    const chosen = (await checked(page)) ?? '';

    // by keyboard: End, then Enter on another colour's thumbnail
    await page.locator('.gallery__thumb[tabindex="0"]').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => checked(page)).not.toBe(chosen);
    const focusedSrc = await page.evaluate(() =>
      document.activeElement?.querySelector('img')?.getAttribute('src'),
    );
    expect(await mainSrc(page)).toBe(focusedSrc);

    // the address names the colour now chosen (the page was not loaded again): a reload or a shared
    // link opens on it, from the server's HTML on
    const productUrl = page.url();
    const chosenNow = (await checked(page)) ?? '';
    expect(new URL(productUrl).searchParams.get('variant')).toBeTruthy();
    await page.reload();
    expect(await checked(page)).toBe(chosenNow);
    await expect.poll(() => add.isEnabled()).toBe(true);
    expect(await checked(page)).toBe(chosenNow);
    // a variant of no product of this page is ignored: the default colour
    const foreign = new URL(productUrl);
    foreign.searchParams.set('variant', '999999999');
    await page.goto(foreign.href);
    expect(await checked(page)).toBe(first);
    await page.goto(productUrl);

    // the add puts the colour now chosen in the cart
    const colour = ((await checked(page)) ?? '').split(/[₮\d]/)[0]!.trim();
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await page.getByText('Сагсанд нэмэгдлээ').waitFor();
    await page.goto(`${e2e.server.url}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').first().textContent()).toContain(colour);
  });
});
