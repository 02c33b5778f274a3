/**
 * Quote requests (#17) in Chromium against the real server, in Mongolian: an organization buyer
 * asks for a quote from the cart; a sales staff member answers it in the back office with a lower
 * price; the buyer puts it in the cart and the cart shows the quoted price. `QUOTE_SHOTS=1` also
 * saves the screens at 375 and 1366 px in /tmp/shots (for looking at them, not for the assertions).
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleErrors, newShopContext, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';
import { staffSteps } from './staff-steps.ts';

const e2e = startServerAndBrowser();
const { createStaff, staffLogsIn } = staffSteps(() => e2e.server);
const steps = checkoutSteps(() => e2e.server.url);
const STAFF = { email: 'sales@shoppy.mn', name: 'Борлуулагч Сараа', password: 'correct horse battery' };

async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}

/** With QUOTE_SHOTS set: the page at 375 and 1366 px, and whether it is wider than the window. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!process.env.QUOTE_SHOTS) return;
  await mkdir('/tmp/shots', { recursive: true });
  const before = page.viewportSize();
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `/tmp/shots/quotes-${name}-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  if (before) await page.setViewportSize(before);
}

const money = (amount: number) => new RegExp(amount.toLocaleString('en-US').replace(/,/g, '.?'));

describe('quote requests', () => {
  test('asked from the cart, answered in the back office, accepted into the cart at the quoted price', async (context) => {
    await createStaff(STAFF, ['sales']);
    const buyer = await openPage(e2e.browser, context);
    const errors = consoleErrors(buyer);
    await steps.signUp(buyer, `88${String(Date.now()).slice(-6)}`);

    // Without an organization the request is refused with the way to add one.
    const slug = await steps.sellableSlug(5_000);
    const { product } = await gql<{ product: { variants: { id: string; sellingPrice: number }[] } }>(
      buyer,
      'query ($slug: String!) { product(slug: $slug) { variants { id sellingPrice } } }',
      { slug },
    );
    const variant = product.variants[0]!;
    await gql(buyer, 'mutation ($v: ID!) { addToCart(input: { variantId: $v, quantity: 3 }) { number } }', {
      v: variant.id,
    });
    await buyer.goto(`${e2e.server.url}/cart`);
    await buyer.getByText('Эдгээр бараанд үнийн санал авах').click();
    await buyer.getByRole('button', { name: 'Хүсэлт илгээх' }).click();
    await buyer
      .getByRole('alert')
      .getByText(/байгууллагын худалдан авагчид/)
      .waitFor();
    expect(await buyer.getByRole('link', { name: 'Байгууллагаа нэмэх' }).getAttribute('href')).toBe(
      '/account#organization',
    );

    await gql(
      buyer,
      'mutation { updateOrganization(input: { name: "Оффис Ханган Нийлүүлэх ХХК", registerNumber: "5123456" }) { name } }',
    );
    await buyer.getByLabel('Борлуулалтын багт тэмдэглэл (заавал биш)').fill('Сар бүр 3 ширхэг авна');
    await shoot(buyer, 'cart-request');
    await buyer.getByRole('button', { name: 'Хүсэлт илгээх' }).click();
    await buyer.waitForURL((url) => /^\/account\/quotes\/\d+$/.test(url.pathname));
    const quoteId = new URL(buyer.url()).pathname.split('/').at(-1)!;
    await expect.poll(() => buyer.getByTestId('quote-status').textContent()).toBe('Үнэ хүлээж байна');
    await shoot(buyer, 'requested');

    // Staff log in (password, then the e-mailed code) and answer with a lower price.
    const staffContext = await newShopContext(e2e.browser);
    const staff = await staffContext.newPage();
    await staff.goto(`${e2e.server.url}/back-office/quotes?status=REQUESTED`);
    await staffLogsIn(staff, STAFF);
    await staff.getByRole('link', { name: `Үнийн санал #${quoteId}` }).waitFor();
    await shoot(staff, 'staff-list');
    await staff.getByRole('link', { name: `Үнийн санал #${quoteId}` }).click();
    await staff.getByTestId('quote-answer').waitFor();
    const quoted = variant.sellingPrice - 1_000;
    const price = staff.locator('.quote-answer__price').first();
    // above the list price: refused in the buyer's... and staff's language, nothing saved
    await price.fill(String(variant.sellingPrice + 1));
    await staff.getByRole('button', { name: 'Үнийг худалдан авагчид илгээх' }).click();
    await staff
      .getByRole('alert')
      .getByText(/үндсэн үнэ хүртэл/)
      .waitFor();
    expect(await price.getAttribute('aria-invalid')).toBe('true');
    await price.fill(String(quoted));
    await shoot(staff, 'staff-answer');
    await staff.getByRole('button', { name: 'Үнийг худалдан авагчид илгээх' }).click();
    await expect.poll(() => staff.getByTestId('quote-status').textContent()).toBe('Үнэ өгсөн');
    await staffContext.close();

    // The buyer sees the price and the expiry, and puts the quote in the cart.
    await buyer.reload();
    await expect.poll(() => buyer.getByTestId('quote-status').textContent()).toBe('Үнэ өгсөн');
    expect(await buyer.getByTestId('quote-total').textContent()).toMatch(money(quoted * 3));
    expect(await buyer.getByTestId('quote-expires').textContent()).toMatch(/\d/);
    await shoot(buyer, 'answered');
    await buyer.getByTestId('accept-quote').click();
    await buyer.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => buyer.getByTestId('cart-line').count()).toBe(2);
    const prices = await buyer.locator('.cart-line__price').allTextContents();
    expect(prices.some((text) => money(quoted).test(text))).toBe(true);
    expect(prices.some((text) => money(variant.sellingPrice).test(text))).toBe(true);
    // the quoted line says which quote priced it, and links back to it
    expect(await buyer.getByTestId('quoted-line').getByRole('link').getAttribute('href')).toBe(
      `/account/quotes/${quoteId}`,
    );
    await shoot(buyer, 'cart-accepted');
    // its quantity cannot be raised above the quote's: refused in Mongolian, the quantity stays
    const quotedRow = buyer.getByTestId('cart-line').filter({ has: buyer.getByTestId('quoted-line') });
    await quotedRow.getByRole('button', { name: /нэгээр нэмэх/ }).click();
    await buyer.locator('.toast__text', { hasText: 'Үнийн саналтай барааны тоог' }).waitFor();
    await expect.poll(() => quotedRow.getByLabel('Тоо ширхэг').inputValue()).toBe('3');

    await buyer.goto(`${e2e.server.url}/account/quotes`);
    await expect.poll(() => buyer.getByTestId('quote-card').first().textContent()).toContain('Сагсанд орсон');
    await shoot(buyer, 'list');
    expect(errors).toEqual([]);
  });
});
