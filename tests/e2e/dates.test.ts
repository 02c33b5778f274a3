/**
 * Dates in the shopper's language, the same in the server's HTML and after hydration (#19.3), in
 * Chromium against the real server. Chromium has no Mongolian date data: `Intl` there printed
 * "Nov 14, 2026" on Mongolian pages, and React reported hydration error #418. A member places an
 * order, pays it in the sandbox, and opens every page that shows dates (the confirmation's payment
 * deadline, the order list, the order page with its timeline, the wallet statement, the points
 * history, the coupons) in Mongolian and in Russian: each shows its language's dates, and the
 * console stays clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { consoleErrors, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { startCheckout, fillAddress, placeWith, signUp, orderNumber, latestPaymentId, sandboxPays } =
  checkoutSteps(() => e2e.server.url);

const ENGLISH_MONTH = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d/;
/** CLDR's Mongolian medium date: `2026 оны 11-р сарын 14`. */
const MONGOLIAN_DATE = /\d{4} оны \d{1,2}-р сарын \d{1,2}/;
/** Russian medium date: `14 нояб. 2026 г.` */
const RUSSIAN_DATE = /\d{1,2} (?:янв|февр|мар|апр|мая|июн|июл|авг|сент|окт|нояб|дек)\.? \d{4} г\./;

/** Opens a page, waits until React has hydrated it and the network is quiet, and returns its text. */
async function hydratedText(page: Page, path: string, ready: string): Promise<string> {
  await page.goto(`${e2e.server.url}${path}`);
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  await page.waitForLoadState('networkidle');
  return (await page.locator('#main').textContent()) ?? '';
}

describe('dates in the shopper language', () => {
  test('Mongolian and Russian dates on every page with dates, and no hydration error', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99117766');
    await startCheckout(page);
    await fillAddress(page);
    await placeWith(page, 'bank_transfer');
    const number = await orderNumber(page);
    // paid in the sandbox: the timeline has a payment, the points history a bonus
    await sandboxPays(page, await latestPaymentId(page, number));

    const pages: Array<{ path: string; ready: string; dated: boolean }> = [
      { path: `/checkout/${number}`, ready: '[data-testid="confirmation"]', dated: false },
      { path: '/orders', ready: '.orders__list li', dated: true },
      { path: `/orders/${number}`, ready: '[data-testid="order-timeline"] li', dated: true },
      { path: '/wallet', ready: '[data-testid="wallet-balance"]', dated: false },
      { path: '/points', ready: '#main h1', dated: false },
      { path: '/coupons', ready: 'li.coupon', dated: false },
    ];
    // the points arrive with the payment's follower: the history has its line before we look
    await expect
      .poll(async () => hydratedText(page, '/points', '#main h1'), { timeout: 15_000 })
      .toMatch(MONGOLIAN_DATE);

    for (const [locale, date] of [
      ['mn', MONGOLIAN_DATE],
      ['ru', RUSSIAN_DATE],
    ] as const) {
      await page.context().addCookies([{ name: 'locale', value: locale, url: e2e.server.url }]);
      for (const { path, ready, dated } of pages) {
        const errors = consoleErrors(page);
        const text = await hydratedText(page, path, ready);
        expect(text, `${locale} ${path}`).not.toMatch(ENGLISH_MONTH);
        if (dated) expect(text, `${locale} ${path}`).toMatch(date);
        expect(errors, `${locale} ${path}`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
      // the order page's timeline: every entry dated in the page's language
      await page.goto(`${e2e.server.url}/orders/${number}`);
      const stamps = await page.locator('[data-testid="order-timeline"] time').allTextContents();
      expect(stamps.length).toBeGreaterThan(1);
      for (const stamp of stamps) expect(stamp).toMatch(date);
    }
  }, 120_000);
});
