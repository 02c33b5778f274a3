/**
 * The back office (#18) in Chromium against the real server (fresh data dir, demo catalog, sandbox
 * payments), in Mongolian: a shopper buys the demo tasting evening's ticket; a staff member created
 * with the development STAFF_TOKEN logs in with password and e-mailed code, moves the order through
 * fulfilment, and lets the ticket in at the door, once.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newShopContext, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';
import { staffSteps } from './staff-steps.ts';

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
const { createStaff, staffLogsIn } = staffSteps(() => e2e.server);

const STAFF = { email: 'packer@shoppy.mn', name: 'Савлагч Батаа', password: 'correct horse battery' };

async function secrets() {
  return JSON.parse(await readFile(join(e2e.server.dataDir, 'secrets.json'), 'utf8')) as {
    staffToken: string;
    clientId: string;
    clientSecret: string;
  };
}

let staffMade: Promise<void> | undefined;
/** The staff user, made once for the file, whichever story comes first. */
const staffReady = () => {
  staffMade ??= createStaff(STAFF, ['fulfilment', 'e_tickets', 'coupons']);
  return staffMade;
};

/** The demo tasting ticket's product page, found through the gateway. */
async function ticketSlug(): Promise<string> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-locale': 'mn', cookie: 'age_verified=1' },
    body: JSON.stringify({
      query: 'query { products(query: "амталгааны үдэш тасалбар", perPage: 5) { items { slug } } }',
    }),
  });
  const body = (await response.json()) as { data: { products: { items: { slug: string }[] } } };
  const slug = body.data.products.items.find((item) => item.slug.includes('tasting'))?.slug;
  if (!slug) throw new Error(`no tasting ticket in ${JSON.stringify(body)}`);
  return slug;
}

/** The guest order's tickets, as its page's owner (the order cookie) asks the commerce service. */
async function ticketCodes(page: Page, number: string): Promise<string[]> {
  const { clientId, clientSecret } = await secrets();
  const token = await fetch(`${e2e.server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    }),
  }).then((response) => response.json() as Promise<{ access_token: string }>);
  const orderToken =
    (await page.context().cookies()).find((cookie) => cookie.name === 'shop_order')?.value ?? '';
  const answer = await fetch(`${e2e.server.url}/api/v2/orders/${number}/e_tickets`, {
    headers: { authorization: `Bearer ${token.access_token}`, 'x-order-token': orderToken },
  }).then((response) => response.json() as Promise<{ e_tickets: { code: string }[] }>);
  return answer.e_tickets.map((ticket) => ticket.code);
}

const orderStatus = (page: Page) => page.locator('.back-office__status').textContent();

describe('the back office', () => {
  test('staff log in, fulfil a paid order and let its ticket in once', async (context) => {
    await staffReady();
    // A shopper buys a ticket to the tasting evening and pays in the sandbox.
    const shopper = await openPage(e2e.browser, context);
    await shopper.goto(`${e2e.server.url}/products/${await ticketSlug()}`);
    await expect.poll(() => miniCartCount(shopper), { timeout: 10_000 }).toBe('0');
    await shopper.getByRole('button', { name: 'Сагсанд нэмэх' }).first().click();
    await expect.poll(() => miniCartCount(shopper), { timeout: 10_000 }).toBe('1');
    await shopper.goto(`${e2e.server.url}/cart`);
    await shopper.getByTestId('checkout-button').click();
    await shopper.getByTestId('address-step').waitFor();
    await fillAddress(shopper);
    await placeWith(shopper, 'bank_transfer');
    const number = await orderNumber(shopper);
    await sandboxPays(shopper, await latestPaymentId(shopper, number));
    await expect.poll(() => status(shopper)).toContain(PAID);
    const [code] = await ticketCodes(shopper, number);
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // Staff log in: a wrong password first, then the right one and the e-mailed code.
    const staff = await newShopContext(e2e.browser);
    const page = await staff.newPage();
    await page.goto(`${e2e.server.url}/back-office`);
    await staffLogsIn(page, STAFF, true);
    await page.getByText(STAFF.name).waitFor();

    // The paid order among the "Ordered" ones; ready, shipped, delivered.
    await page.getByLabel('Төлөв').selectOption('ordered');
    await page.getByRole('link', { name: number }).click();
    await page.getByRole('heading', { name: `Захиалга ${number}` }).waitFor();
    for (const [button, label] of [
      ['Хүргэлтэд бэлэн', 'Хүргэхэд бэлэн'],
      ['Хүргэлтэд гаргах', 'Хүргэлтэд гарсан'],
      ['Хүргэгдсэн', 'Хүргэгдсэн'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.locator('main').getByRole('status').waitFor();
      await expect.poll(() => orderStatus(page)).toContain(label);
    }
    expect(await page.getByRole('button', { name: 'Хүргэгдсэн', exact: true }).count()).toBe(0);

    // At the door: the ticket lets one person in; shown again, it says when and by whom.
    await page.getByRole('link', { name: 'Цахим тасалбар' }).click();
    await page.getByLabel('Тасалбарын код (уншуулах эсвэл бичих)').fill(code!.toLowerCase());
    await page.getByRole('button', { name: 'Нэвтрүүлэх' }).click();
    await expect.poll(() => page.locator('main').getByRole('status').textContent()).toContain(code);
    await page.getByLabel('Тасалбарын код (уншуулах эсвэл бичих)').fill(code!);
    await page.getByRole('button', { name: 'Нэвтрүүлэх' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(STAFF.name);
    expect(await page.locator('.back-office__scans').textContent()).toContain(code);
    await staff.close();
  });

  test("coupon staff use a shopper's coupon at the counter, once", async (context) => {
    await staffReady();
    const phone = `88${String(Date.now()).slice(-6)}`;
    const shopper = await openPage(e2e.browser, context);
    // every new account holds the demo's WELCOME10
    await signUp(shopper, phone);

    const staff = await newShopContext(e2e.browser);
    const page = await staff.newPage();
    await page.goto(`${e2e.server.url}/back-office/coupons`);
    await staffLogsIn(page, STAFF);
    await page.getByText(STAFF.name).waitFor();
    const lookUp = async (code: string) => {
      await page.getByLabel('Худалдан авагчийн утас эсвэл и-мэйл').fill(phone);
      await page.getByLabel('Купоны код').fill(code);
      await page.getByRole('button', { name: 'Хайх' }).click();
    };
    await lookUp('nope');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Купон олдсонгүй');
    await lookUp('welcome10');
    const card = page.locator('.counter-coupon');
    await expect
      .poll(() => card.locator('.counter-coupon__status').textContent())
      .toContain('Ашиглах боломжтой');
    expect(await card.textContent()).toContain(phone);
    await card.getByRole('button', { name: 'Дэлгүүрт ашиглах' }).click();
    await card.getByRole('button', { name: 'Тийм, ашиглах' }).click();
    await expect.poll(() => card.getByRole('status').textContent()).toContain('WELCOME10 купоныг ашиглалаа');
    expect(await card.locator('.counter-coupon__status').textContent()).toContain('Ашигласан');
    expect(await card.getByRole('button', { name: 'Дэлгүүрт ашиглах' }).count()).toBe(0);
    // looked up again later: used, with its use listed, and nothing to use
    await lookUp('WELCOME10');
    await expect.poll(() => card.locator('.counter-coupon__uses li').count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Дэлгүүрт ашиглах' }).count()).toBe(0);
    await staff.close();
  });
});
