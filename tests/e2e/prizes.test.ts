/**
 * The lucky wheel (#18) in Chromium against the real server (fresh data dir, demo catalog and demo
 * wheel, sandbox payments), in Mongolian: a guest sees the wheel and is asked to log in; a shopper
 * pays an order, finds the wheel from "My account", spins, watches it land on the server's outcome,
 * and finds the prize in the wallet. The roulette admin API (development STAFF_TOKEN) leaves one
 * prize on the wheel first, so the story's outcome is known. At a shop's counter, a roulette admin
 * types another shopper's number, sees it still has its spin, spins it for them and sees the same
 * number refused as used, with who spun it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { newShopContext, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';
import { staffSteps } from './staff-steps.ts';

const e2e = startServerAndBrowser();
const { createStaff, staffLogsIn } = staffSteps(() => e2e.server);
const { PAID, startCheckout, fillAddress, placeWith, payByCard, signUp, status } = checkoutSteps(
  () => e2e.server.url,
);

async function admin(method: string, path: string, body?: object) {
  const { staffToken } = JSON.parse(await readFile(join(e2e.server.dataDir, 'secrets.json'), 'utf8')) as {
    staffToken: string;
  };
  const response = await fetch(`${e2e.server.url}/api/v2/tmp_roulette/${path}`, {
    method,
    headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

const STAFF = { email: 'counter@shoppy.mn', name: 'Лангууны Сараа', password: 'correct horse battery' };

/** Only the 2 000 ₮ credit stays on the lucky wheel, with no "no prize" weight: every spin wins it. */
async function onlyTheCredit() {
  const { products } = (await admin('GET', 'tmp_roulette_products?wheel_id=lucky_wheel')) as {
    products: {
      id: number;
      name: Record<string, string>;
      kind: string;
      coupon_code: string | null;
      credit_amount: number | null;
      weight: number;
    }[];
  };
  for (const prize of products) {
    await admin('PUT', `tmp_roulette_products/${prize.id}`, {
      wheel_id: 'lucky_wheel',
      name: { mn: prize.name.mn, en: prize.name.en },
      kind: prize.kind,
      ...(prize.coupon_code ? { coupon_code: prize.coupon_code } : { credit_amount: prize.credit_amount }),
      weight: prize.weight,
      active: prize.credit_amount === 2000,
    });
  }
  await admin('PUT', 'wheels/lucky_wheel', { min_order_total: 1, lose_weight: 0, active: true });
}

describe('the lucky wheel in the browser', () => {
  test('a guest sees the wheel and its odds and is asked to log in', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/lucky-wheel`);
    await page.getByRole('heading', { name: 'Азын хүрд', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Шагналын хүрд' }).waitFor();
    await page.getByRole('heading', { name: 'Эргүүлэх эрх алга' }).waitFor();
    const login = page.getByRole('link', { name: 'Эрхээ харахын тулд нэвтэрнэ үү' });
    expect(await login.getAttribute('href')).toBe('/login?return=%2Flucky-wheel');
  });

  test('a shopper pays an order, spins from the account, wins and finds the prize in the wallet', async (context) => {
    await onlyTheCredit();
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99115577');
    await startCheckout(page);
    await fillAddress(page);
    await placeWith(page, 'card');
    await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);

    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('main').getByRole('link', { name: 'Азын хүрд' }).click();
    await page.waitForURL((url) => url.pathname === '/lucky-wheel');
    await page.getByText('Танд 1 эргүүлэх эрх байна').waitFor();
    await page.getByRole('button', { name: 'Эргүүлэх' }).click();
    await page.getByText('Хүрд эргэж байна…').waitFor();
    // the wheel turns to where the server's segment sits under the pointer
    const transform = await page
      .locator('.lucky-wheel__disc')
      .evaluate((disc) => (disc as SVGElement).style.transform);
    expect(transform).toMatch(/^rotate\(\d+(\.\d+)?deg\)$/);
    await page.getByRole('heading', { name: 'Та хожлоо!' }).waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-field="prize"]').textContent()).toContain('хэтэвчинд нэмэгдлээ');

    await page.getByRole('link', { name: 'Миний хэтэвч' }).click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    await page.getByText('Шагнал').first().waitFor();
  });

  test("staff at a counter spin a shopper's number for them, once", async (context) => {
    await onlyTheCredit();
    await createStaff(STAFF, ['roulette']);
    const shopper = await openPage(e2e.browser, context);
    await signUp(shopper, '99115588');
    await startCheckout(shopper);
    await fillAddress(shopper);
    await placeWith(shopper, 'card');
    await payByCard(shopper, '4242 4242 4242 4242');
    await expect.poll(() => status(shopper), { timeout: 10_000 }).toContain(PAID);
    // the number the paid order issued, as the customer reads it out from their own wheel
    const number = await shopper.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ prizeWheel(wheel: LUCKY_WHEEL) { numbers } }' }),
      });
      const body = (await response.json()) as { data: { prizeWheel: { numbers: string[] } } };
      return body.data.prizeWheel.numbers[0]!;
    });
    expect(number).toMatch(/^\d+$/);

    const staff = await newShopContext(e2e.browser);
    const page = await staff.newPage();
    await page.goto(`${e2e.server.url}/back-office/roulette`);
    await staffLogsIn(page, STAFF);
    const counter = page.locator('.counter-spin');
    await counter.getByRole('heading', { name: 'Лангуун дээр эргүүлэх' }).waitFor();

    await counter.getByLabel('Рулеткийн дугаар').fill('00000000');
    await counter.getByRole('button', { name: 'Дугаар шалгах' }).click();
    await expect.poll(() => counter.getByRole('alert').textContent()).toBe('Ийм рулеткийн дугаар олдсонгүй');

    await counter.getByLabel('Рулеткийн дугаар').fill(`${number.slice(0, 4)} ${number.slice(4)}`);
    await counter.getByRole('button', { name: 'Дугаар шалгах' }).click();
    await counter.getByText('Эргүүлэх эрх хэвээр байна.').waitFor();
    await counter.getByRole('button', { name: /эргүүлэх$/ }).click();
    await counter.getByText('Хүрд эргэж байна…').waitFor();
    await expect
      .poll(() => counter.locator('[data-field="prize"]').textContent(), { timeout: 10_000 })
      .toContain('Хожсон: 2 000₮ хэтэвчинд');
    // the spin is in the latest spins below, with who spun it
    await expect.poll(() => page.locator('[data-table="spins"]').textContent()).toContain(STAFF.name);

    await counter.getByRole('button', { name: 'Дараагийн үйлчлүүлэгч' }).click();
    await counter.getByLabel('Рулеткийн дугаар').fill(number);
    await counter.getByRole('button', { name: 'Дугаар шалгах' }).click();
    await expect.poll(() => counter.getByRole('alert').textContent()).toContain(STAFF.name);
    expect(await counter.getByRole('button', { name: /эргүүлэх$/ }).count()).toBe(0);

    // the prize is in the customer's own wallet, as their browser reads it
    const prizes = () =>
      shopper.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ wallet(page: 1) { entries { amount reason } } }' }),
        });
        const body = (await response.json()) as {
          data: { wallet: { entries: { amount: number; reason: string }[] } };
        };
        return body.data.wallet.entries.filter((entry) => entry.reason === 'PRIZE');
      });
    await expect.poll(prizes, { timeout: 10_000 }).toEqual([{ amount: 2000, reason: 'PRIZE' }]);
    await staff.close();
  });
});
