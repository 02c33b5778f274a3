/**
 * Writing an article in Chromium against the real server (#17): a guest opening "write an article"
 * is sent to log in and comes back; an empty title is refused in Mongolian; the article is
 * published with a heading and a picture, shows on its page, in "My articles" and in the article
 * list, and its author edits it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

async function mailFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${e2e.server.url}/dev/outbox`);
    const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: recipient }) }).first();
    return (await row.locator('td.body').textContent()) ?? '';
  } finally {
    await outbox.close();
  }
}

async function signUp(page: Page, phone: string) {
  await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(phone);
  await page.getByRole('button', { name: 'Код илгээх' }).click();
  await page.getByLabel('Код').waitFor();
  const code = /(\d{6})/.exec(await mailFromOutbox(page, phone))?.[1] ?? '';
  await page.getByLabel('Код').fill(code);
  await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
  await page.getByLabel('Шинэ нууц үг').fill('article writer 42');
  await page.getByLabel('Нууц үгээ давтана уу').fill('article writer 42');
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
}

describe('writing an article in the browser', () => {
  test('write an article, see it listed, add a picture and edit it', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/articles/new`);
    await page.getByRole('link', { name: 'Нэвтрэх' }).last().click();
    await signUp(page, '88117755');
    await page.waitForURL(/\/articles\/new$/);
    await page.getByRole('heading', { level: 1, name: 'Нийтлэл бичих' }).waitFor();

    // nothing typed: refused in Mongolian, nothing kept
    await page.getByRole('button', { name: 'Нийтлэх' }).click();
    await page.locator('.article-editor [role="alert"]').first().waitFor();
    expect(page.url()).toMatch(/\/articles\/new$/);

    const title = 'Тонерыг хэрхэн зөв солих вэ';
    await page.getByLabel('Гарчиг').fill(title);
    await page.getByLabel('Товч агуулга').fill('Лазер принтерийн тонер солих алхмууд.');
    await page.getByLabel('Шошго').fill('тонер, зөвлөгөө');
    const body = page.getByTestId('article-body');
    await body.click();
    await page.keyboard.type('Бэлтгэл');
    await page.getByRole('button', { name: 'Дэд гарчиг' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Принтерээ унтрааж, таглааг нь нээнэ.');
    await page.getByRole('button', { name: 'Нийтлэх' }).click();

    await page.waitForURL(/\/articles\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect.poll(() => page.locator('.article-page__body h2').first().textContent()).toBe('Бэлтгэл');
    const id = /\/articles\/(\d+)$/.exec(page.url())?.[1];

    // listed among the shopper's own articles and in the shop's article list
    await page.goto(`${e2e.server.url}/account/articles`);
    await page.getByTestId('my-articles').getByRole('link', { name: title }).waitFor();
    await page.goto(`${e2e.server.url}/articles`);
    await page.getByRole('link', { name: title }).first().waitFor();

    // the author edits it: a picture into the text (and the cover), a new title
    await page.goto(`${e2e.server.url}/articles/${id}`);
    await page.getByRole('link', { name: 'Нийтлэлээ засах' }).click();
    await page.getByRole('heading', { level: 1, name: 'Нийтлэл засах' }).waitFor();
    await page
      .locator('.article-editor__images input[type="file"]')
      .setInputFiles({ name: 'toner.png', mimeType: 'image/png', buffer: PNG });
    await page.getByTestId('article-body').locator('img').waitFor({ state: 'attached' });
    await page.getByLabel('Гарчиг').fill(`${title} (шинэчилсэн)`);
    await page.getByRole('button', { name: 'Хадгалах' }).click();
    await page.waitForURL(new RegExp(`/articles/${id}$`));
    await page.getByRole('heading', { level: 1, name: `${title} (шинэчилсэн)` }).waitFor();
    await expect
      .poll(() => page.locator('.article-page__body img').first().getAttribute('src'))
      .toMatch(new RegExp(`^/images/articles/${id}/`));
  });

  test("a guest opening an article's edit page is asked to log in", async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/articles/1/edit`);
    await page.getByRole('link', { name: 'Нэвтрэх' }).last().waitFor();
  });
});
