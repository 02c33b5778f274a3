/**
 * The shop's shell in Chromium against the real server: the age gate on the brand microsite, the
 * 992 px layout switch, scroll restore on back, the home page and a remembered language.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const BRAND = '/brand/tsagaan-tal';

const e2e = startServerAndBrowser();

const heading = async (page: Page) => ((await page.locator('h1').first().textContent()) ?? '').trim();

describe('age gate', () => {
  test('asks first; a yes opens the microsite, and the next visit is served open', async (context) => {
    const page = await openPage(e2e.browser, context);
    const response = await page.goto(`${e2e.server.url}${BRAND}`);
    expect(response?.status()).toBe(200);
    expect(await heading(page)).toBe('Та 21 нас хүрсэн үү?');
    await page.getByRole('button', { name: 'Тийм, би 21 нас хүрсэн' }).click();
    await expect.poll(() => heading(page)).toBe('Цагаан Тал');
    await expect.poll(() => page.getByRole('link', { name: 'Жор' }).count()).toBe(1);

    const buy = page.getByRole('link', { name: 'Одоо худалдан авах' }).first();
    await buy.click();
    await page.waitForURL(/\/products\/[^/?#]+$/);

    // Remembered: the server renders the brand page open (the HTML already holds the story).
    const again = await page.context().request.get(`${e2e.server.url}${BRAND}`);
    expect(await again.text()).toContain('Бидний түүх');
  });

  test('a no gives a polite refusal and the microsite stays closed; the catalog stays open', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}${BRAND}`);
    await page.getByRole('button', { name: 'Үгүй, би 21 хүрээгүй' }).click();
    await expect.poll(() => heading(page)).toBe('Үнэнээ хэлсэнд баярлалаа');
    expect(await page.getByText('Бидний түүх').count()).toBe(0);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'age_verified')).toBe(false);

    await page.getByRole('link', { name: 'Дэлгүүр хэсэх' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await expect.poll(() => heading(page)).toBe('Бүх бүтээгдэхүүн');
  });
});

describe('layouts', () => {
  for (const [width, mobile] of [
    [992, true],
    [993, false],
  ] as const) {
    test(`${width} px wide: the ${mobile ? 'mobile' : 'desktop'} layout`, async (context) => {
      const page = await openPage(e2e.browser, context, { viewport: { width, height: 800 } });
      await page.goto(`${e2e.server.url}/products`);
      const bottomNav = page.getByRole('navigation', { name: 'Түргэн холбоос' });
      const menuButton = page.getByRole('button', { name: 'Цэс нээх' });
      const desktopMenu = page.locator('header .main-menu');
      expect(await bottomNav.isVisible()).toBe(mobile);
      expect(await menuButton.isVisible()).toBe(mobile);
      expect(await desktopMenu.isVisible()).toBe(!mobile);
      if (!mobile) return;

      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Цэс' });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);

      await bottomNav.getByRole('link', { name: 'Нүүр' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => heading(page)).toBe('Оффисын хэрэгцээ бүгд нэг дор');
    });
  }
});

describe('scroll', () => {
  test('a new page starts at the top; back restores where the shopper was', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: { width: 1200, height: 700 } });
    await page.goto(`${e2e.server.url}/products`);
    const cards = page.locator('article a[href^="/products/"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(20);
    const target = cards.nth(20);
    await target.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);

    await target.click();
    await page.waitForURL(/\/products\/[^/?#]+$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/products');
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(before);
  });
});

describe('home and languages', () => {
  test('/ is the home page; a chosen language is remembered on the next visit', async (context) => {
    const page = await openPage(e2e.browser, context, { viewport: { width: 1200, height: 800 } });
    const response = await page.goto(`${e2e.server.url}/`);
    expect(response?.status()).toBe(200);
    expect(await heading(page)).toBe('Оффисын хэрэгцээ бүгд нэг дор');
    await expect.poll(() => page.locator('.product-rail').count()).toBeGreaterThanOrEqual(3);

    await page.getByRole('button', { name: 'Русский' }).first().click();
    await expect.poll(() => heading(page)).toBe('Всё, на чём держится ваш офис');
    await page.reload();
    expect(await heading(page)).toBe('Всё, на чём держится ваш офис');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
  });
});
