/**
 * Acting on an order from its page (#16), in Chromium against the real server (fresh data dir, demo
 * catalog, sandbox payments), in Mongolian as a shopper sees it: a guest cancels an unpaid bank
 * transfer order behind its confirm step; a paid order, moved to delivered through the staff API,
 * is asked back with a reason, and staff accept the return.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { PAID, startCheckout, fillAddress, placeWith, status, latestPaymentId, orderNumber, sandboxPays } =
  checkoutSteps(() => e2e.server.url);

const orderStatus = (page: Page) => page.getByTestId('order-status').textContent();

/** The staff API as an operator calls it, with the development STAFF_TOKEN from DATA_DIR/secrets.json. */
async function staff(number: string, action: string, body?: object): Promise<void> {
  const secrets = JSON.parse(await readFile(join(e2e.server.dataDir, 'secrets.json'), 'utf8')) as {
    staffToken: string;
  };
  const response = await fetch(`${e2e.server.url}/api/v2/admin/orders/${number}/${action}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secrets.staffToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (response.status !== 200)
    throw new Error(`staff ${action}: ${response.status} ${await response.text()}`);
}

/** A guest's order placed with a bank transfer; the page is left on its payment page. */
async function placedByTransfer(page: Page): Promise<string> {
  await startCheckout(page);
  await fillAddress(page);
  await placeWith(page, 'bank_transfer');
  await page.getByTestId('bank-transfer').waitFor();
  return orderNumber(page);
}

describe('order actions in the browser', () => {
  test('a guest cancels an unpaid order from its page, after confirming', async (context) => {
    const page = await openPage(e2e.browser, context);
    const number = await placedByTransfer(page);
    await page.goto(`${e2e.server.url}/orders/${number}`);
    expect(await orderStatus(page)).toContain('Төлбөр хүлээгдэж буй');
    // how to pay: the transfer's account, and the way back to the payment page
    expect(await page.getByTestId('order-bank-transfer').textContent()).toContain(number);
    expect(await page.getByTestId('order-pay-link').getAttribute('href')).toBe(`/checkout/${number}`);

    await page.getByRole('button', { name: 'Захиалга цуцлах' }).click();
    await page.getByRole('button', { name: 'Захиалгаа хадгалах' }).click();
    expect(await orderStatus(page)).toContain('Төлбөр хүлээгдэж буй');
    await page.getByRole('button', { name: 'Захиалга цуцлах' }).click();
    await page.getByRole('button', { name: 'Тийм, захиалгыг цуцлах' }).click();
    await expect.poll(() => orderStatus(page)).toBe('Цуцлагдсан');
    expect(await page.getByTestId('order-pay').count()).toBe(0);

    await page.reload();
    expect(await orderStatus(page)).toBe('Цуцлагдсан');
    expect(await page.getByTestId('order-timeline').textContent()).toContain('Цуцлагдсан');
  });

  test('a delivered order is asked back with a reason; staff accept it', async (context) => {
    const page = await openPage(e2e.browser, context);
    const number = await placedByTransfer(page);
    await sandboxPays(page, await latestPaymentId(page, number));
    await expect.poll(() => status(page)).toContain(PAID);
    for (const step of ['prepare', 'dispatch', 'deliver']) await staff(number, step);

    await page.goto(`${e2e.server.url}/orders/${number}`);
    expect(await orderStatus(page)).toContain('Хүргэгдсэн');
    expect(await page.getByRole('button', { name: 'Захиалга цуцлах' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Захиалга буцаах' }).click();
    await page.getByLabel('Яагаад буцаах гэж байгаа вэ?').fill('Хэмжээ таараагүй');
    await page.getByRole('button', { name: 'Буцаах хүсэлт илгээх' }).click();
    await expect.poll(() => orderStatus(page)).toContain('Буцаалт хүссэн');
    expect(await page.getByTestId('order-return-request').textContent()).toContain('Хэмжээ таараагүй');

    await staff(number, 'return/accept');
    await page.reload();
    await expect.poll(() => orderStatus(page)).toBe('Буцаагдсан');
    expect(await page.getByTestId('order-payment-state').textContent()).toContain('буцаан олгосон');
  });
});
