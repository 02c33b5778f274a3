/**
 * The lucky wheel (#18) in Chromium against the real server (fresh data dir, demo catalog and demo
 * wheel, sandbox payments), in Mongolian: a guest sees the wheel and is asked to log in; a shopper
 * pays an order, finds the wheel from "My account", spins, watches it land on the server's outcome,
 * and finds the prize in the wallet. The roulette admin API (development STAFF_TOKEN) leaves one
 * prize on the wheel first, so the story's outcome is known.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
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
});
