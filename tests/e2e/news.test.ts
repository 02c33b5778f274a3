/**
 * News and articles in Chromium against the real server (#17): a reader opens the news, then an
 * article, replies to a comment (a guest is sent to log in and comes back to the article) and sees
 * the reply in the thread; a visitor subscribes to the newsletter from the news page, opens the
 * confirmation link from the development outbox and confirms.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** The latest message body sent to `recipient`, read from /dev/outbox in a tab of its own. */
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
  await page.getByLabel('Шинэ нууц үг').fill('news reader 42');
  await page.getByLabel('Нууц үгээ давтана уу').fill('news reader 42');
  await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
}

describe('news and articles in the browser', () => {
  test('read an article from the list and reply to a comment (log in on the way)', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/articles`);
    await page.getByRole('link', { name: 'Принтерийн хорыг хэрхэн зөв хадгалах вэ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Принтерийн хорыг хэрхэн зөв хадгалах вэ' }).waitFor();
    await expect
      .poll(() => page.locator('.article-page__body h2').first().textContent())
      .toBe('Хадгалах нөхцөл');

    // a guest's reply: told to log in, with a link that comes back here
    const first = page.locator('.comment', { hasText: 'Маш хэрэгтэй зөвлөгөө байна' }).first();
    await first.getByRole('button', { name: 'Хариулах' }).first().click();
    await page.getByLabel('Болормаа Д.-д хариулах').fill('Баярлалаа, хэрэг болно!');
    await page.getByRole('button', { name: 'Илгээх' }).first().click();
    await page.getByRole('link', { name: 'Нэвтрэх' }).last().click();
    await signUp(page, '88117701');
    await page.waitForURL(/\/articles\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Принтерийн хорыг хэрхэн зөв хадгалах вэ' }).waitFor();

    const comment = page.locator('.comment', { hasText: 'Маш хэрэгтэй зөвлөгөө байна' }).first();
    await comment.getByRole('button', { name: 'Хариулах' }).first().click();
    await page.getByLabel('Болормаа Д.-д хариулах').fill('Баярлалаа, хэрэг болно!');
    await comment.getByRole('button', { name: 'Илгээх' }).click();
    const reply = comment.locator('.comments__replies .comment', { hasText: 'Баярлалаа, хэрэг болно!' });
    await reply.waitFor();
    // the reply stays after a reload: it is in the server's thread
    await page.reload();
    await page
      .locator('.comment', { hasText: 'Маш хэрэгтэй зөвлөгөө байна' })
      .first()
      .locator('.comments__replies .comment', { hasText: 'Баярлалаа, хэрэг болно!' })
      .waitFor();
    // an empty comment is refused in the shopper's language, nothing sent
    await page.getByRole('button', { name: 'Илгээх' }).last().click();
    await expect
      .poll(() => page.locator('.comment-form [role="alert"]').last().textContent())
      .toBe('1–2000 тэмдэгттэй сэтгэгдэл бичнэ үү.');
  });

  test('subscribe to the newsletter from the news page and confirm through the outbox link', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/news`);
    const form = page.locator('.subscribe-form');
    await form.getByLabel('И-мэйл хаяг').fill('not-an-address');
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await expect
      .poll(() => form.locator('[role="alert"]').textContent())
      .toBe('Бүртгэлд алдаа гарлаа: и-мэйл хаягаа шалгана уу.');
    await form.getByLabel('И-мэйл хаяг').fill('reader@example.mn');
    await form.getByRole('button', { name: 'Бүртгүүлэх' }).click();
    await form.locator('[role="status"]').waitFor();

    const mail = await mailFromOutbox(page, 'reader@example.mn');
    const link = /(\S+\/newsletter\/confirm\?token=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    const path = new URL(link as string).pathname + new URL(link as string).search;
    await page.goto(`${e2e.server.url}${path}`);
    await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
    await expect
      .poll(() => page.locator('.confirm-email [role="status"]').textContent())
      .toBe('Баярлалаа! Та мэдээллийн захидалд бүртгүүллээ.');
    // the link is spent
    await page.reload();
    await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
    await expect
      .poll(() => page.locator('.confirm-email .form-error').textContent())
      .toBe('Холбоос буруу эсвэл хугацаа нь дууссан байна.');
  });
});
