/**
 * Look books in Chromium against the real server (#17): the shopper opens the look books, opens the
 * home office one, follows the numbered spots, adds everything in stock to the cart in one click and
 * is told, in Mongolian, which product was left out as out of stock.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { newShopContext, openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { staffSteps } from './staff-steps.ts';

const e2e = startServerAndBrowser();
const { createStaff, staffLogsIn } = staffSteps(() => e2e.server);

const miniCartCount = async (page: Page) =>
  ((await page.getByTestId('mini-cart').first().locator('.mini-cart__count').textContent()) ?? '').trim();

const EDITOR = { email: 'stylist@shoppy.mn', name: 'Стилист Сараа', password: 'correct horse battery' };

describe('look books in the browser', () => {
  test('open look books, open one, add all to cart, see the cart count', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/lookbooks`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Лукбүүк');
    await page.getByRole('link', { name: /Гэрийн оффис/ }).click();
    await page.waitForURL((url) => url.pathname === '/lookbooks/home-office');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Гэрийн оффис');

    // the spots are numbered across the book and link to their products
    const spot = page.getByRole('link', { name: /^1: Moleskine/ });
    expect(await spot.getAttribute('href')).toBe('/products/moleskine-classic-notebook-hard-cover');
    expect(await page.locator('.look__spot').count()).toBe(9);

    await expect.poll(() => miniCartCount(page)).toBe('0');
    const addAll = page.getByRole('button', { name: 'Бүгдийг сагсанд нэмэх' });
    await expect.poll(() => addAll.isEnabled()).toBe(true);
    await addAll.click();
    // nine placed, the Parker IM is out of stock in the demo: eight lines of one each
    await expect.poll(() => miniCartCount(page), { timeout: 20_000 }).toBe('8');
    const report = page.getByRole('status').filter({ hasText: 'сагсанд нэмлээ' });
    expect(await report.textContent()).toContain('8 барааг сагсанд нэмлээ.');
    expect(await report.textContent()).toContain('Дууссан тул нэмээгүй: Parker IM');

    await page.goto(`${e2e.server.url}/cart`);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(8);
  });

  test('an unknown look book is the not-found page', async (context) => {
    const page = await openPage(e2e.browser, context);
    const response = await page.goto(`${e2e.server.url}/lookbooks/no-such-book`);
    expect(response?.status()).toBe(404);
  });

  test('a content editor writes a look book, is told a spot is off the photo, publishes it for shoppers', async () => {
    await createStaff(EDITOR, ['content']);
    const staff = await newShopContext(e2e.browser, { viewport: { width: 1366, height: 900 } });
    const page = await staff.newPage();
    try {
      await page.goto(`${e2e.server.url}/back-office/lookbooks`);
      await staffLogsIn(page, EDITOR);
      await page.getByRole('row', { name: /Гэрийн оффис/ }).waitFor();

      await page.getByRole('button', { name: 'Шинэ лукбүүк' }).click();
      await page.getByLabel('Хаяг (латин үсэг, тоо, зураас)').fill('desk-basics');
      await page.getByLabel('Гарчиг (монгол)').fill('Ширээний үндсэн хэрэгсэл');
      await page.getByLabel('SKU').fill('DELI-810');
      await page.getByLabel('x %').fill('120');
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      const refusal = page.getByRole('alert');
      await expect.poll(() => refusal.textContent()).toContain('0-ээс 100 хүртэлх хувиар');
      expect(await refusal.textContent()).toContain('1-р зураг, 1-р бараа');
      await page.getByLabel('x %').fill('40');
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await page.getByText('“Ширээний үндсэн хэрэгсэл” хадгалагдлаа.').waitFor();
      const row = page.getByRole('row', { name: /Ширээний үндсэн хэрэгсэл/ });
      await row.getByRole('button', { name: 'Нийтлэх' }).click();
      await expect.poll(() => row.textContent()).toContain('Нийтэлсэн');

      await page.goto(`${e2e.server.url}/lookbooks`);
      await page.getByRole('link', { name: /Ширээний үндсэн хэрэгсэл/ }).click();
      await expect.poll(() => page.getByRole('link', { name: /^1: Deli/ }).count()).toBe(1);
    } finally {
      await staff.close();
    }
  });
});
