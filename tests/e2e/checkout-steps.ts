/** The checkout stories' shopper steps (tests/e2e/checkout.test.ts), against the server at `serverUrl()`. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export function checkoutSteps(serverUrl: () => string) {
  const PENDING = 'Төлбөр хүлээгдэж буй';
  const PAID = 'Төлбөр төлөгдсөн';

  /** An in-stock product outside the age-gated vodka line, the cheapest priced from `minPrice`. */
  async function sellableSlug(minPrice = 0): Promise<string> {
    const response = await fetch(`${serverUrl()}/graphql`, {
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
    await page.goto(`${serverUrl()}/products/${await sellableSlug(minPrice)}`);
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('0');
    await page.getByRole('button', { name: 'Сагсанд нэмэх', exact: true }).click();
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('1');
    await page.goto(`${serverUrl()}/cart`);
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
    // until the methods arrive, the step's Apply buttons are disabled
    await page.getByTestId('method-bank_transfer').waitFor();
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
    await page.goto(`${serverUrl()}/login`);
    await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(phone);
    await page.getByRole('button', { name: 'Код илгээх' }).click();
    await page.getByLabel('Код').waitFor();
    const outbox = await page.context().newPage();
    await outbox.goto(`${serverUrl()}/dev/outbox`);
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
      await sandbox.goto(`${serverUrl()}/sandbox/pay/${paymentId}`);
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

  return {
    PENDING,
    PAID,
    sellableSlug,
    miniCartCount,
    startCheckout,
    fillAddress,
    placeWith,
    signUp,
    status,
    latestPaymentId,
    orderNumber,
    sandboxPays,
    payByCard,
  };
}
