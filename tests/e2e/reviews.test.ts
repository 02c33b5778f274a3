/**
 * Reviews in Chromium against the real server (#17): a guest is asked to log in and comes back to the
 * product's reviews; the member writes a review with a photo, and the stars and the count by the
 * product's title change without a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** A product the demo seed reviewed three times (server/seed/reviews.ts): 5, 5 and 4 stars. */
const SLUG = 'hp-305-black-ink-cartridge';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** The latest code sent to `recipient`, read from /dev/outbox in a tab of its own. */
async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${e2e.server.url}/dev/outbox`);
    const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: recipient }) }).first();
    const code = /(\d{6})/.exec((await row.locator('td.body').textContent()) ?? '')?.[1];
    if (!code) throw new Error(`no code for ${recipient} in the outbox`);
    return code;
  } finally {
    await outbox.close();
  }
}

async function signUp(page: Page, phone: string) {
  await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(phone);
  await page.getByRole('button', { name: 'Код илгээх' }).click();
  await page.getByLabel('Код').waitFor();
  await page.getByLabel('Код').fill(await codeFromOutbox(page, phone.replace(/\s/g, '')));
  await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await page.getByLabel('Шинэ нууц үг').fill('review test 42');
  await page.getByLabel('Нууц үгээ давтана уу').fill('review test 42');
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
}

const titleRating = async (page: Page) =>
  ((await page.locator('.product__rating [data-testid="review-count"]').textContent()) ?? '').trim();

describe('reviews in the browser', () => {
  test('guest → login → back to the reviews; a review with a photo changes the stars and the count', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products/${SLUG}`);
    // served with the seed's reviews and the JSON-LD rating search engines read
    expect(await titleRating(page)).toBe('4.7 · 3 сэтгэгдэл');
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    );
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
    expect(jsonLd.review).toHaveLength(3);

    // a guest: "Login required", and the login comes back to this product's reviews
    const login = page.locator('.review-login');
    await expect.poll(() => login.textContent()).toContain('Сэтгэгдэл бичихийн тулд нэвтэрнэ үү.');
    await login.getByRole('link', { name: 'Нэвтрэх' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('return')).toBe(`/products/${SLUG}#reviews`);
    await signUp(page, '9911 4455');
    await page.waitForURL((url) => url.pathname === `/products/${SLUG}`);

    // the member's form: too few words are refused here, before anything is sent
    const form = page.locator('form.review-form');
    await form.waitFor();
    await form.getByRole('button', { name: 'Сэтгэгдэл илгээх' }).click();
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('1-ээс 5 хүртэл од сонгоно уу.');

    await form.locator('label', { hasText: '2 од' }).click();
    await form.getByLabel('Сэтгэгдэл', { exact: true }).fill('Өнгө нь бүдэг гарсан, зураг хавсаргав.');
    await form.getByLabel('Зураг', { exact: true }).setInputFiles({
      name: 'print.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect.poll(() => form.locator('.review-form__photos li').count()).toBe(1);
    await form.getByRole('button', { name: 'Сэтгэгдэл илгээх' }).click();
    await page.getByText('Баярлалаа! Таны сэтгэгдэл нийтлэгдлээ.').waitFor();

    // (5 + 5 + 4 + 2) / 4 = 4.0: the stars by the title follow, and the review is listed with its photo
    await expect.poll(() => titleRating(page)).toBe('4.0 · 4 сэтгэгдэл');
    const mine = page.locator('.review', { hasText: 'Өнгө нь бүдэг гарсан' });
    await mine.waitFor();
    const photo = mine.locator('.review__photos img');
    // loaded from its rendition (a srcset scales naturalWidth by the chosen width's density, so any
    // width > 0 is a decoded picture, 0 a broken one)
    await expect
      .poll(() =>
        photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
      )
      .toMatch(/\/images\/r\/[\w-]{32}\/1\.(avif|webp)$/);

    // "with photos" keeps only it
    await page.locator('.reviews__filter label', { hasText: 'Зурагтай' }).click();
    await expect.poll(() => page.locator('.reviews__list .review').count()).toBe(1);

    // a phone's width: the section stays within the screen
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
