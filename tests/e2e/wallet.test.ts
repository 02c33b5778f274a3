/**
 * The wallet in Chromium against the real server (fresh data dir, sandbox payments): a guest is asked
 * to log in; a member recharges 50,000 ₮ by QR, pays it on the sandbox page, and sees the balance and
 * the statement line without a reload (the page polls the recharge). The page is Mongolian.
 */
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { signUp, sandboxPays } = checkoutSteps(() => e2e.server.url);

describe('wallet in the browser', () => {
  test('a guest sees "Login required" with a link to log in and come back', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/wallet`);
    await page.getByText('Нэвтрэх шаардлагатай').waitFor();
    const login = page.locator('#main').getByRole('link', { name: 'Нэвтрэх', exact: true });
    expect(await login.getAttribute('href')).toContain('wallet');
  });

  test('a member recharges 50,000 ₮ in the sandbox and sees the balance and the statement line', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99118877');
    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('link', { name: 'Хэтэвч' }).click();
    await page.getByTestId('wallet-balance').waitFor();
    expect(await page.locator('.wallet__rules').textContent()).toContain('50 %');

    await page.getByLabel(/Дүн/).fill('50000');
    await page.getByRole('button', { name: 'Цэнэглэх' }).click();
    const paying = page.getByTestId('recharge-paying');
    await paying.waitFor();
    const payUrl = await paying.getByRole('link').first().getAttribute('href');
    const paymentId = /\/sandbox\/pay\/([^/?]+)/.exec(payUrl ?? '')?.[1] ?? '';
    expect(paymentId).toMatch(/^pay_/);
    await sandboxPays(page, paymentId);

    await page.getByTestId('recharge-outcome').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('recharge-outcome').textContent()).toContain('50,000');
    await page.reload();
    await expect.poll(async () => page.locator('[data-bucket="cash"]').textContent()).toContain('50,000');
    const statement = page.getByTestId('wallet-statement');
    expect(await statement.textContent()).toContain('Цэнэглэлт');
    expect(await statement.textContent()).toContain('+');
    // one column at 375 px: nothing wider than the screen
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
