/**
 * Coupons in Chromium against the real server (fresh data dir, demo catalog and gift cards): a new
 * member finds the WELCOME10 voucher under "usable", copies its code, uses it at checkout and then
 * finds it under "used"; a guest is sent to log in; a wrong gift-card number is named as such. The
 * page is Mongolian (the default locale), as a shopper sees it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { startCheckout, fillAddress, placeWith, signUp } = checkoutSteps(() => e2e.server.url);

const USABLE = 'Ашиглах боломжтой';
const USED = 'Ашигласан';
const EMPTY = 'Энэ төрлийн купон алга';

const couponCard = (page: Page, code: string) => page.locator(`li.coupon[data-code="${code}"]`);

/** Nothing sticks out sideways: the page fits the window it is shown in. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('coupons in the browser', () => {
  test('a guest is asked to log in and comes back to the coupons', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/coupons`);
    await page.getByRole('heading', { name: 'Нэвтрэх шаардлагатай' }).waitFor();
    const login = page.getByRole('link', { name: 'Нэвтрэх' }).last();
    expect(await login.getAttribute('href')).toBe('/login?return=%2Fcoupons');
  });

  test('a new member sees WELCOME10 as usable, copies it, uses it at checkout, then sees it as used', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    await signUp(page, '99118844');

    // from "My account", as a shopper finds it
    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('link', { name: 'Купон ба ваучер' }).click();
    await page.waitForURL((url) => url.pathname === '/coupons');
    const tabs = page.getByRole('navigation', { name: 'Купонууд төлөвөөр' });
    expect(await tabs.getByRole('link', { name: USABLE }).getAttribute('aria-current')).toBe('page');
    const welcome = couponCard(page, 'WELCOME10');
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain('10% хөнгөлөлт');
    expect(await welcome.textContent()).toContain('₮20,000-с дээш захиалгад');

    await welcome.getByRole('button', { name: 'Кодыг хуулах' }).click();
    await welcome.getByText('Код хуулагдлаа').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe('WELCOME10');

    await tabs.getByRole('link', { name: USED }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'used');
    await page.getByText(EMPTY).waitFor();

    // at checkout, the copied code pasted into the coupon field
    await startCheckout(page, 30_000);
    await fillAddress(page);
    const coupon = page.getByLabel('Купон эсвэл промо код');
    await coupon.fill(copied);
    await coupon.press('Enter');
    await page.getByText('Купон код амжилттай ашиглагдлаа').waitFor();
    await page.getByTestId('adjustment-VOUCHER').waitFor();
    await page.locator('[data-testid="payment-step"][aria-busy="false"]').waitFor();
    await placeWith(page, 'bank_transfer');

    await page.goto(`${e2e.server.url}/coupons?status=used`);
    await couponCard(page, 'WELCOME10').waitFor();
    await page.goto(`${e2e.server.url}/coupons`);
    await page.getByText(EMPTY).waitFor();
    expect(await couponCard(page, 'WELCOME10').count()).toBe(0);
  });

  test('a gift-card check with a wrong number says so; a right one shows the balance', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99118855');
    await page.goto(`${e2e.server.url}/coupons`);
    const number = page.getByLabel('Бэлгийн картын дугаар');
    await number.fill('6011 0000 0000 0038');
    await page.getByRole('button', { name: 'Шалгах' }).click();
    await page.getByRole('alert').filter({ hasText: 'Бэлгийн картын дугаар буруу байна' }).waitFor();

    await number.fill('6011 0000 0000 0004');
    await page.getByRole('button', { name: 'Шалгах' }).click();
    await page.getByText('Үлдэгдэл: ₮20,000').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  test('the coupons and points pages fit a 375 px phone and read well at 1366 px', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99118866');
    for (const width of [375, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${e2e.server.url}/coupons`);
      await couponCard(page, 'WELCOME10').waitFor();
      expect(await overflow(page), `/coupons at ${width} px`).toBeLessThanOrEqual(0);
      await page.goto(`${e2e.server.url}/points`);
      await page.getByRole('heading', { name: 'Урамшууллын оноо' }).waitFor();
      expect(await overflow(page), `/points at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
