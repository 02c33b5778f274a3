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
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();

const {
  PENDING,
  PAID,
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
} = checkoutSteps(() => e2e.server.url);

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
    // in sandbox mode the transfer is made on the sandbox's page, on this page's own host (#19.8)
    const sandboxLink = page.getByTestId('sandbox-pay-link');
    expect(await sandboxLink.getAttribute('href')).toBe(
      `/sandbox/pay/${await latestPaymentId(page, number)}`,
    );

    await sandboxPays(page, await latestPaymentId(page, number));
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);
    await expect.poll(() => miniCartCount(page)).toBe('0');
  });

  test('a reload keeps the accepted address and shipping method: the shopper resumes where they were (#19.4)', async (context) => {
    const page = await openPage(e2e.browser, context);
    await startCheckout(page);
    const summary = page.getByTestId('order-summary');
    // before a method is chosen, delivery is not ₮0 (#19.8)
    expect(await summary.getByTestId('summary-shipping').textContent()).toBe('Дараагийн алхамд сонгоно');
    await page.getByLabel('Хот, аймаг').selectOption({ index: 1 });
    const district = page.getByLabel('Дүүрэг, сум');
    if ((await district.evaluate((element) => element.tagName)) === 'SELECT')
      await district.selectOption({ index: 1 });
    else await district.fill('Төв сум');
    await page.getByLabel('Хаяг', { exact: true }).fill('1-р хороо, 5-р байр, 12 тоот');
    await page.getByLabel('Хүлээн авагчийн нэр').fill('Бат');
    await page.getByLabel('Хүлээн авагчийн утас').fill('9911 2233');
    await page.getByLabel('Хүргэлтийн цаг').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    await page
      .getByTestId('shipping-step')
      .getByRole('button', { name: /Энгийн хүргэлт/ })
      .waitFor();

    // reloaded before a method is chosen: the shipping step again, the address kept
    await page.reload();
    const standard = page.getByTestId('shipping-step').getByRole('button', { name: /Энгийн хүргэлт/ });
    await standard.waitFor();
    // the time once: "Энгийн хүргэлт — ₮… (24 цагийн дотор)", not "(24 цаг) … (24 цагийн дотор)" (#19.8)
    expect((await standard.textContent())?.match(/цаг/g)).toHaveLength(1);
    expect(await summary.getByTestId('summary-address').textContent()).toContain(
      '1-р хороо, 5-р байр, 12 тоот',
    );
    await expect.poll(() => standard.isEnabled()).toBe(true);
    await standard.click();
    await page.getByTestId('method-bank_transfer').waitFor();

    // reloaded on the payment step: still there, with the address and the method
    await page.reload();
    await page.getByTestId('method-bank_transfer').waitFor();
    expect(await summary.getByTestId('summary-address').textContent()).toContain(
      '1-р хороо, 5-р байр, 12 тоот',
    );
    expect(await summary.getByTestId('summary-address').textContent()).toContain('Монгол');
    expect(await summary.getByTestId('summary-method').textContent()).toBe('Энгийн хүргэлт');
    // "Country: Mongolia" is no money line (#19.8)
    expect(await page.getByTestId('summary-amounts').textContent()).not.toContain('Монгол');

    // editable: back to the address step, the form holds what was given
    await page.locator('[data-testid="payment-step"][aria-busy="false"]').waitFor();
    await page.getByRole('button', { name: 'Хүргэлт рүү буцах' }).click();
    await page.getByTestId('address-step').waitFor();
    expect(await page.getByLabel('Хаяг', { exact: true }).inputValue()).toBe('1-р хороо, 5-р байр, 12 тоот');
    expect(await page.getByLabel('Хүлээн авагчийн нэр').inputValue()).toBe('Бат');
    expect(await page.getByLabel('Хот, аймаг').inputValue()).not.toBe('');
  });

  test('on a slow phone, what is chosen while the page still loads is kept (the form waits for hydration)', async (context) => {
    const page = await openPage(e2e.browser, context);
    await startCheckout(page);
    // The served HTML of /checkout, with a CPU four times slower: the shopper starts at once.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload({ waitUntil: 'commit' });
    await page.getByLabel('Хот, аймаг').selectOption('Улаанбаатар');
    await page.getByLabel('Дүүрэг, сум').selectOption('Сүхбаатар');
    await page.getByLabel('Хаяг', { exact: true }).fill('1-р хороо, 5-р байр, 12 тоот');
    await page.getByLabel('Хүлээн авагчийн нэр').fill('Бат');
    await page.getByLabel('Хүлээн авагчийн утас').fill('9911 2233');
    await page.getByLabel('Хүргэлтийн цаг').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Үргэлжлүүлэх' }).click();
    // Nothing reset by hydration: no problem, straight on to the shipping choice.
    await page.getByTestId('shipping-step').waitFor();
    expect(await page.locator('.field__error').count()).toBe(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the address step hydrates without moving: "use my location" keeps its served place (no layout shift)', async (context) => {
    const page = await openPage(e2e.browser, context);
    await startCheckout(page);
    // every layout shift of the reloaded page, from its first byte, with what moved and where
    await page.addInitScript(() => {
      type Shift = PerformanceEntry & {
        value: number;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      const box = (rect: DOMRectReadOnly) =>
        `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      const name = (node?: Node) =>
        node instanceof Element
          ? `${node.localName}.${[...node.classList].join('.')}`
          : (node?.nodeName ?? '?');
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          const moved = entry.sources.map(
            (s) => `${name(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`,
          );
          shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await page.getByTestId('use-my-location').waitFor();
    // hydrated: the form is enabled, and the deferred button's own code has arrived and taken over
    await expect.poll(() => page.getByRole('button', { name: 'Үргэлжлүүлэх' }).isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
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

  test('a logged-in shopper saves the card they pay with, then pays the next order with it', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99117766');
    await startCheckout(page);
    await fillAddress(page);
    await placeWith(page, 'card');
    await page.getByLabel('Картыг дараа ашиглахаар хадгалах').check();
    await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);

    await startCheckout(page);
    await fillAddress(page);
    const saved = page.getByTestId('saved-card-4242');
    expect(await saved.textContent()).toContain('VISA •••• 4242, хүчинтэй хугацаа 12/30');
    await saved.getByRole('radio').check();
    await page.getByTestId('place-order').click();
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
    // The methods are asked for again for the discounted amount; the Apply buttons wait for them.
    await page.locator('[data-testid="payment-step"][aria-busy="false"]').waitFor();

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
