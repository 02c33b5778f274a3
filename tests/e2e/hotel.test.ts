/**
 * The lodge (#18) in Chromium against the real server (fresh data dir, demo lodge, sandbox
 * payments), in Mongolian: a shopper opens /hotel, picks a room and dates, sees the price, books,
 * pays through the normal checkout in the sandbox, and finds the stay, confirmed, in "My account".
 */
import { describe, expect, test } from 'vitest';
import { keepScreen, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { PAID, fillAddress, placeWith, payByCard, signUp, status } = checkoutSteps(() => e2e.server.url);

/** A night `days` ahead in Ulaanbaatar (UTC+8), as the date inputs take it. */
const ulaanbaatarDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('booking a room', () => {
  test('a shopper books two nights, pays in the sandbox and sees the stay in the account', async (context) => {
    const page = await openPage(e2e.browser, context);
    await signUp(page, '99116688');
    await page.goto(`${e2e.server.url}/hotel`);
    const room = page.locator('.room-card').first();
    const roomName = ((await room.locator('h3').textContent()) ?? '').trim();
    await room.getByRole('link', { name: 'Огноо сонгох' }).click();
    await page.waitForURL((url) => /^\/hotel\/[a-z0-9-]+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Энэ өрөөг захиалах' }).waitFor();

    const [checkIn, checkOut] = [ulaanbaatarDay(40), ulaanbaatarDay(42)];
    // #19: typed as Mongolians write dates (2026.11.26), not the browser's mm/dd/yyyy; a day
    // already past is refused in words
    await page.getByLabel('Ирэх өдөр').fill('2020.01.01');
    await page.getByLabel('Ирэх өдөр').blur();
    await page.getByText(/буюу түүнээс хойших огноо оруулна уу/).waitFor();
    await page.getByLabel('Ирэх өдөр').fill(checkIn.replace(/-/g, '.'));
    await page.getByLabel('Гарах өдөр').fill(checkOut.replace(/-/g, '.'));
    const price = page.locator('.booking-form__price');
    await price.getByText('2 шөнө').waitFor();
    await keepScreen(page, 'hotel-booking-dates-mn');
    const total = ((await price.locator('dd.booking-form__total').textContent()) ?? '').trim();
    expect(total).toMatch(/₮/);

    await page.getByRole('button', { name: 'Захиалаад төлбөр төлөх' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await page.getByTestId('address-step').waitFor();
    await fillAddress(page);
    await placeWith(page, 'card');
    await payByCard(page, '4242 4242 4242 4242');
    await expect.poll(() => status(page), { timeout: 10_000 }).toContain(PAID);

    await page.goto(`${e2e.server.url}/account`);
    await page.getByRole('main').getByRole('link', { name: 'Миний захиалсан өрөө' }).click();
    await page.waitForURL((url) => url.pathname === '/account/stays');
    const stay = page.locator('.stays__stay').first();
    await stay.getByRole('link', { name: roomName }).waitFor();
    const text = (await stay.textContent()) ?? '';
    expect(text).toContain('Баталгаажсан');
    expect(text).toContain('2 шөнө');
    expect(text).toContain(total);
    // dates in the shopper's language: Mongolian "2026 оны 12-р сарын 16"
    const [year, month, day] = checkIn.split('-').map(Number);
    expect(text).toContain(`${year} оны ${month}-р сарын ${day}`);
    const order = stay.getByRole('link', { name: /^[A-Z]\d{6,}$/ });
    expect(await order.getAttribute('href')).toMatch(/^\/orders\/[A-Z]\d{6,}$/);
  });

  test('a guest is asked to log in on "My stays"', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/account/stays`);
    const login = page.getByRole('main').getByRole('link', { name: 'Нэвтрэх' });
    expect(await login.getAttribute('href')).toBe('/login?return=%2Faccount%2Fstays');
  });
});
