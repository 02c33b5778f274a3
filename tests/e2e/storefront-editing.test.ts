/**
 * The brand and promotion editors in Chromium against the real server (#18): a content editor logs
 * in, is told in Mongolian that a promotion cannot end before it starts, creates it with a date range
 * and a product found by name, and a shopper sees it on the promotions shelf; the editor then gives a
 * brand a new story and an uploaded logo, and the shopper's brand page shows both.
 */
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { consoleErrors, keepScreen, newShopContext } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { staffSteps } from './staff-steps.ts';

const e2e = startServerAndBrowser();
const { createStaff, staffLogsIn } = staffSteps(() => e2e.server);

const EDITOR = { email: 'merch@shoppy.mn', name: 'Контент Номин', password: 'correct horse battery' };

/**
 * A date field's text `days` from now, as a Mongolian writes it (`2026.11.26 14:30`, #19), in
 * Ulaanbaatar time (UTC+8).
 */
const shopField = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3600_000)
    .toISOString()
    .slice(0, 16)
    .replace(/-/g, '.')
    .replace('T', ' ');

describe('brand and promotion editors in the browser', () => {
  test('an editor creates a promotion with a date range and edits a brand; a shopper sees both', async () => {
    await createStaff(EDITOR, ['content']);
    const staff = await newShopContext(e2e.browser, { viewport: { width: 1366, height: 900 } });
    const shopper = await newShopContext(e2e.browser, { viewport: { width: 375, height: 812 } });
    const errors: string[] = [];
    try {
      const page = await staff.newPage();
      consoleErrors(page, errors);
      await page.goto(`${e2e.server.url}/back-office/promotions`);
      await staffLogsIn(page, EDITOR);
      await page.getByRole('heading', { level: 1, name: 'Урамшуулал' }).waitFor();

      await page.getByRole('button', { name: 'Шинэ урамшуулал' }).click();
      await page.getByLabel('Код (латин үсэг, тоо, зураас)').fill('desk-week');
      await page.getByLabel('Нэр (монгол)').fill('Ширээний долоо хоног');
      await page.getByLabel('Нэр (англи)').fill('Desk week');
      // #19: the dates in the shop's own pattern, not the browser's mm/dd/yyyy; an impossible one
      // is named in Mongolian and the form does not go
      const ends = page.getByLabel('Дуусах (Улаанбаатарын цагаар)');
      expect(await ends.getAttribute('placeholder')).toBe('2026.11.26 14:30');
      await page.getByText('Он.сар.өдөр цаг:минут, жишээ нь 2026.11.26 14:30').first().waitFor();
      await ends.fill('2026.02.30 10:00');
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await page.getByText('Ийм огноо байхгүй.').waitFor();
      expect(await ends.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
      await keepScreen(page, 'promotion-form-date-problem-1366');
      await page.setViewportSize({ width: 375, height: 812 });
      await ends.scrollIntoViewIfNeeded();
      await keepScreen(page, 'promotion-form-date-problem-375');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1366, height: 900 });
      await ends.fill('2026.11.26 25:00');
      await page.getByText('Ийм цаг байхгүй: цаг 00–23, минут 00–59.').waitFor();
      await ends.fill('');
      // the end before the start: refused with the shop's words, nothing saved
      await page.getByLabel('Эхлэх (Улаанбаатарын цагаар; хоосон бол одооноос)').fill(shopField(3));
      await page.getByLabel('Дуусах (Улаанбаатарын цагаар)').fill(shopField(1));
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('Дор хаяж нэг бараа');

      await page.getByLabel('Нэмэх барааг хайх (нэр эсвэл SKU)').fill('Deli');
      await page.getByRole('button', { name: 'Хайх' }).click();
      await page.locator('.spot-search__results button').first().click();
      await expect.poll(() => page.locator('.editing-form__products li').count()).toBe(1);
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toContain('эхэлснээсээ хойш дуусах ёстой');

      await page.getByLabel('Эхлэх (Улаанбаатарын цагаар; хоосон бол одооноос)').fill(shopField(-1));
      await page.getByLabel('Дуусах (Улаанбаатарын цагаар)').fill(shopField(14));
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await page.getByText('“Ширээний долоо хоног” хадгалагдлаа.').waitFor();
      const row = page.getByRole('row', { name: /Ширээний долоо хоног/ });
      await expect.poll(() => row.textContent()).toContain('Явагдаж байна');

      // the shopper's promotions shelf shows it, and its page lists the product
      const shop = await shopper.newPage();
      await shop.goto(`${e2e.server.url}/promotions`);
      await shop
        .getByRole('link', { name: /Ширээний долоо хоног/ })
        .first()
        .click();
      await shop.getByRole('heading', { level: 1, name: /Ширээний долоо хоног/ }).waitFor();

      // the brand: a new story and an uploaded logo
      await page.getByRole('link', { name: 'Брэнд', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Брэнд' }).waitFor();
      await page.getByLabel('Нэрээр хайх').fill('hp');
      await page.getByRole('button', { name: 'Хайх' }).click();
      const brandRow = page.getByRole('row', { name: /\bhp\b/ });
      await brandRow.getByRole('button', { name: 'Засах' }).click();
      await page.getByRole('heading', { level: 2, name: 'Брэнд засах' }).waitFor();
      await page
        .getByLabel('Түүх (монгол; хоосон мөрөөр догол мөр тусгаарлана)')
        .fill('Хэвлэгчийн түүх шинэчлэгдлээ.');
      const logo = await sharp({ create: { width: 240, height: 120, channels: 3, background: '#0096d6' } })
        .png()
        .toBuffer();
      await page.locator('.editing-form__logo input[type="file"]').setInputFiles({
        name: 'hp.png',
        mimeType: 'image/png',
        buffer: logo,
      });
      const logoField = page.getByLabel('Лого (дэлгүүрийн доторх зам; хоосон бол зурсан лого)', {
        exact: true,
      });
      await expect.poll(() => logoField.inputValue(), { timeout: 20_000 }).toMatch(/^\/images\/r\//);
      const uploaded = await logoField.inputValue();
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await page.getByRole('status').filter({ hasText: 'хадгалагдлаа' }).waitFor();

      await shop.goto(`${e2e.server.url}/brands/hp`);
      await shop.getByText('Хэвлэгчийн түүх шинэчлэгдлээ.').waitFor();
      expect(await shop.locator('.brand-header__logo').getAttribute('src')).toBe(uploaded);
      expect(errors).toEqual([]);
    } finally {
      await staff.close();
      await shopper.close();
    }
  });
});
