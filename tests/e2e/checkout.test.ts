/**
 * Checkout in Chromium against the real server (fresh data dir, demo catalog, sandbox payments):
 * a guest pays by bank transfer confirmed on the sandbox page; a QR is paid in a second tab while
 * the first page turns to "paid" live (the orderUpdated subscription); a declined card, then a card
 * that succeeds. The page is Mongolian (the default locale), as a shopper sees it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

const PENDING = 'Төлбөр хүлээгдэж буй';
const PAID = 'Төлбөр төлөгдсөн';

/** An in-stock product outside the age-gated vodka line, the cheapest priced from `minPrice`. */
async function sellableSlug(minPrice = 0): Promise<string> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(perPage: 100) { items { slug inStock sellingPrice } } }' }),
  });
  const body = (await response.json()) as {
    data: { products: { items: { slug: string; inStock: boolean; sellingPrice: number }[] } };
  };
  const product = body.data.products.items
    .filter((item) => item.inStock && !item.slug.startsWith('tsagaan-tal') && item.sellingPrice >= minPrice)
    .sort((a, b) => a.sellingPrice - b.sellingPrice)[0];
  if (!product) throw new Error(`no sellable product from ${minPrice} ₮ in the first page`);
  return product.slug;
}

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

/** One item in the cart, then the cart's "Checkout" button. */
async function startCheckout(page: Page, minPrice = 0): Promise<void> {
  await page.goto(`${e2e.server.url}/products/${await sellableSlug(minPrice)}`);
  await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('0');
  await page.getByRole('button', { name: 'Сагсанд нэмэх' }).click();
  await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('1');
  await page.goto(`${e2e.server.url}/cart`);
  await page.getByTestId('checkout-button').click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await page.getByTestId('address-step').waitFor();
}

/** The address step: first a missing delivery time (refused in place), then a complete address. */
async function fillAddress(page: Page): Promise<void> {
  const province = page.getByLabel('Хот, аймаг');
  await province.selectOption({ index: 1 });
  const district = page.getByLabel('Дүүрэг, сум');
  if ((await district.evaluate((element) => element.tagName)) === 'SELECT')
    await district.selectOption({ index: 1 });
  else await district.fill('Төв сум');
  await page.getByLabel('Хаяг', { exact: true }).fill('СБД');
  await page.getByLabel('Хүлээн авагчийн нэр').fill('Бат');
  await page.getByLabel('Хүлээн авагчийн утас').fill('9911 2233');
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  await page.getByTestId('problem-deliveryTime').waitFor();
  await page.getByTestId('problem-address').waitFor();
  expect(await page.getByLabel('Шуудангийн код').inputValue()).toMatch(/^\d{5}$/);

  await page.getByLabel('Хаяг', { exact: true }).fill('1-р хороо, 5-р байр, 12 тоот');
  await page.getByLabel('Хүргэлтийн цаг').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
  const shipping = page.getByTestId('shipping-step');
  await shipping.waitFor();
  await shipping.getByRole('button', { name: /Энгийн хүргэлт/ }).click();
  await page.getByTestId('payment-step').waitFor();
}

async function placeWith(page: Page, method: string): Promise<void> {
  await page.getByTestId(`method-${method}`).getByRole('radio').check();
  await page.getByTestId('place-order').click();
  await page.getByTestId('confirmation').waitFor();
  // The order's own payment page from now on: a reload shows it again.
  await page.waitForURL((url) => /^\/checkout\/[A-Za-z0-9]+$/.test(url.pathname));
}

/** A new shopper signs up by phone (code from the development outbox) and is logged in. */
async function signUp(page: Page, phone: string): Promise<void> {
  await page.goto(`${e2e.server.url}/login`);
  await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(phone);
  await page.getByRole('button', { name: 'Код илгээх' }).click();
  await page.getByLabel('Код').waitFor();
  const outbox = await page.context().newPage();
  await outbox.goto(`${e2e.server.url}/dev/outbox`);
  const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: phone }) }).first();
  const code = /(\d{6})/.exec((await row.locator('td.body').textContent()) ?? '')?.[1] ?? '';
  await outbox.close();
  await page.getByLabel('Код').fill(code);
  await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await page.getByLabel('Шинэ нууц үг').fill('my secret 42');
  await page.getByLabel('Нууц үгээ давтана уу').fill('my secret 42');
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
  await page.getByRole('link', { name: 'Миний бүртгэл' }).waitFor();
}

const status = (page: Page) => page.getByTestId('payment-status').textContent();

/** The newest payment of the page's order, asked through the gateway with the page's own cookies. */
async function latestPaymentId(page: Page, number: string): Promise<string> {
  return page.evaluate(async (orderNumber) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query: 'query($n: String!) { order(number: $n) { payments { id } } }',
        variables: { n: orderNumber },
      }),
    });
    const body = (await response.json()) as { data: { order: { payments: { id: string }[] } } };
    return body.data.order.payments.at(-1)?.id ?? '';
  }, number);
}

async function orderNumber(page: Page): Promise<string> {
  const title = (await page.getByTestId('confirmation').getByRole('heading').first().textContent()) ?? '';
  const number = /([A-Z]\d{6,})/.exec(title)?.[1];
  if (!number) throw new Error(`no order number in "${title}"`);
  return number;
}

/** Pays (or declines) in the sandbox's own page, as the provider's test mode would. */
async function sandboxPays(page: Page, paymentId: string): Promise<void> {
  const sandbox = await page.context().newPage();
  try {
    await sandbox.goto(`${e2e.server.url}/sandbox/pay/${paymentId}`);
    await sandbox.locator('button[name="pay"]').click();
    await sandbox.waitForURL((url) => url.searchParams.get('result') === 'sent');
  } finally {
    await sandbox.close();
  }
}

async function payByCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Картын дугаар').fill(cardNumber);
  await form.getByLabel('Дуусах хугацаа (СС/ЖЖ)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /төлөх/ }).click();
}

describe('checkout in the browser', () => {
  test('guest pays by bank transfer, confirmed on the sandbox page', async (context) => {
    const page = await openPage(e2e.browser, context);
    await startCheckout(page);
    await fillAddress(page);
    await placeWith(page, 'bank_transfer');
    const transfer = page.getByTestId('bank-transfer');
    await transfer.waitFor();
    const number = await orderNumber(page);
    expect(await transfer.textContent()).toContain('IBAN');
    expect(await transfer.textContent()).toContain(number);
    expect(await status(page)).toContain(PENDING);
    await page.reload();
    await page.getByTestId('bank-transfer').waitFor();

    await sandboxPays(page, await latestPaymentId(page, number));
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);
    await expect.poll(() => miniCartCount(page)).toBe('0');
  });

  test('QR paid in a second page: the first turns to paid without a reload', async (context) => {
    const page = await openPage(e2e.browser, context);
    await startCheckout(page);
    await fillAddress(page);
    await placeWith(page, 'qpay');
    const qr = page.getByTestId('qr-payment');
    await qr.waitFor();
    const image = qr.getByRole('img');
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(await status(page)).toContain(PENDING);

    const [second] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('qr-pay-link').click(),
    ]);
    await second.locator('button[name="pay"]').click();
    await second.waitForURL((url) => url.searchParams.get('result') === 'sent');
    // No navigation on the first page: the subscription moved it.
    const before = page.url();
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);
    expect(page.url()).toBe(before);
  });

  test('declined card, then another card that succeeds', async (context) => {
    const page = await openPage(e2e.browser, context);
    await startCheckout(page);
    await fillAddress(page);
    await placeWith(page, 'card');
    await payByCard(page, '4242');
    await page.getByTestId('problem-card').waitFor();

    await payByCard(page, '4000 0000 0000 0002');
    const failed = page.getByTestId('payment-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Карт татгалзсан');
    await failed.getByRole('button', { name: 'Өөр картаар оролдох' }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);
  });

  /** The logged-in shopper's wallet balance, asked of the gateway the way the web app asks it. */
  async function walletBalance(page: Page): Promise<number> {
    return page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ wallet { balance } }' }),
      });
      const body = (await response.json()) as { data?: { wallet?: { balance: number } } };
      return body.data?.wallet?.balance ?? 0;
    });
  }

  test('coupon plus wallet: the first purchase earns wallet credit, the second spends it', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99117788');
    // First order, paid by card: 2 % of it goes to the wallet (purchase bonus).
    await startCheckout(page, 50_000);
    await fillAddress(page);
    await placeWith(page, 'card');
    await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);
    // The bonus is credited by the rewards reaction, which catches up every few seconds: wait for it
    // as the shopper would (their wallet shows it), not for a fixed time.
    await expect.poll(() => walletBalance(page), { timeout: 20_000 }).toBeGreaterThan(0);

    await startCheckout(page, 50_000);
    await fillAddress(page);
    const coupon = page.getByLabel('Купон эсвэл промо код');
    await coupon.fill('123');
    await coupon.press('Enter');
    await page.getByTestId('problem-coupon').waitFor();
    expect(await page.getByTestId('problem-coupon').textContent()).toContain('4 оронтой');
    await coupon.fill('1234');
    await coupon.press('Enter');
    await page.getByText('Купон код амжилттай ашиглагдлаа').waitFor();
    await page.getByTestId('adjustment-COUPON').waitFor();

    const wallet = page.getByLabel('Хэтэвчнээс ашиглах дүн (₮)');
    await wallet.fill('10000000');
    await wallet.press('Enter');
    const tooHigh = page.getByTestId('problem-storeCredit');
    await tooHigh.waitFor();
    const max = /₮([\d,]+)/.exec((await tooHigh.textContent()) ?? '')?.[1]?.replaceAll(',', '');
    expect(Number(max)).toBeGreaterThanOrEqual(500);
    await wallet.fill(max ?? '');
    await wallet.press('Enter');
    await page.getByText('Хэтэвчнээс дүн хасагдаж, захиалгын нийт дүнгээс хасагдлаа').waitFor();
    await page.getByTestId('adjustment-STORE_CREDIT').waitFor();

    await placeWith(page, 'card');
    await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);
  });

  test('lease: the calculator shows down payment and per month, then the order is placed on lease', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99117799');
    await startCheckout(page, 120_000);
    await fillAddress(page);
    await page.getByTestId('method-lease').getByRole('radio').check();
    await page.getByTestId('place-order').click();
    // No quote yet: the machine refuses to place and says why.
    await page.getByText('Эхлээд лизингийн нөхцөлөө тооцоолно уу').waitFor();
    const calculator = page.getByTestId('lease-calculator');
    await calculator.getByRole('button', { name: 'Тооцоолох' }).click();
    const quote = page.getByTestId('lease-quote');
    await quote.waitFor();
    expect(await quote.textContent()).toMatch(/Урьдчилгаа ₮[\d,]+, дараа нь \d+ сарын турш сард ₮[\d,]+/);
    await page.getByTestId('place-order').click();
    await page.getByTestId('confirmation').waitFor();
    expect(await status(page)).toContain(PENDING);
  });
});
