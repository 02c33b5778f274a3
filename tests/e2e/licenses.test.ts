/**
 * Licenses (#16) in Chromium against the real server (fresh data dir, demo catalog, sandbox
 * payments), in Mongolian: a new member buys the demo printer-driver license, pays in the sandbox,
 * finds the key on the order page and copies it, then finds it again under "Licenses" in the account.
 */
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const {
  PAID,
  fillAddress,
  placeWith,
  status,
  latestPaymentId,
  orderNumber,
  sandboxPays,
  miniCartCount,
  signUp,
} = checkoutSteps(() => e2e.server.url);

const KEY = /^[0-9A-Z]{5}(-[0-9A-Z]{5}){4}$/;

/** The demo driver license's product page, found through the gateway. */
async function licenseSlug(): Promise<string> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-locale': 'mn' },
    body: JSON.stringify({
      query: 'query { products(query: "Universal Print Driver", perPage: 5) { items { slug } } }',
    }),
  });
  const body = (await response.json()) as { data: { products: { items: { slug: string }[] } } };
  const slug = body.data.products.items.find((item) => item.slug.includes('universal-print-driver'))?.slug;
  if (!slug) throw new Error(`no driver license in ${JSON.stringify(body)}`);
  return slug;
}

describe('licenses', () => {
  test('a paid digital product shows its key on the order page, copyable, and under Licenses', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await signUp(page, '88445566');
    // Before any purchase the account's Licenses page says there are none.
    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('link', { name: 'Лицензүүд' }).click();
    await page.getByRole('heading', { name: 'Танд лицензийн түлхүүр алга байна.' }).waitFor();

    await page.goto(`${e2e.server.url}/products/${await licenseSlug()}`);
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('0');
    await page.getByRole('button', { name: 'Сагсанд нэмэх' }).first().click();
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('1');
    await page.goto(`${e2e.server.url}/cart`);
    await page.getByTestId('checkout-button').click();
    await page.getByTestId('address-step').waitFor();
    await fillAddress(page);
    await placeWith(page, 'bank_transfer');
    const number = await orderNumber(page);
    await sandboxPays(page, await latestPaymentId(page, number));
    await expect.poll(() => status(page)).toContain(PAID);

    await page.goto(`${e2e.server.url}/orders/${number}`);
    await page.getByRole('heading', { name: 'Лицензийн түлхүүр' }).waitFor();
    const key = ((await page.getByTestId('license-key').textContent()) ?? '').trim();
    expect(key).toMatch(KEY);
    await page.getByRole('button', { name: /^Хуулах:/ }).click();
    await page.getByText('Хуулсан').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('link', { name: 'Лицензүүд' }).click();
    await page.waitForURL((url) => url.pathname === '/account/licenses');
    expect(((await page.getByTestId('license-key').textContent()) ?? '').trim()).toBe(key);
    await page.getByRole('link', { name: `Захиалга ${number}` }).waitFor();
  });
});
