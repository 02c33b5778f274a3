/**
 * The news and pages editors in Chromium against the real server (#18): a content editor logs in,
 * writes a news item as a draft, is told in Mongolian the title is missing, publishes it, and a
 * shopper reads it; the editor then edits the delivery page and the shopper reads the new text.
 */
import { describe, expect, test } from 'vitest';
import { consoleErrors, newShopContext } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { staffSteps } from './staff-steps.ts';

const e2e = startServerAndBrowser();
const { createStaff, staffLogsIn } = staffSteps(() => e2e.server);

const EDITOR = { email: 'editor@shoppy.mn', name: 'Редактор Ариунаа', password: 'correct horse battery' };
const TITLE = 'Налайхад шинэ салбар нээгдлээ';

describe('content editing in the browser', () => {
  test('an editor writes and publishes news, a shopper reads it; the editor edits a page', async () => {
    await createStaff(EDITOR, ['content']);
    const staff = await newShopContext(e2e.browser, { viewport: { width: 1366, height: 900 } });
    const shopper = await newShopContext(e2e.browser, { viewport: { width: 375, height: 800 } });
    const errors: string[] = [];
    try {
      const page = await staff.newPage();
      consoleErrors(page, errors);
      await page.goto(`${e2e.server.url}/back-office/news`);
      await staffLogsIn(page, EDITOR);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Мэдээ');

      await page.getByRole('button', { name: 'Шинэ мэдээ бичих' }).click();
      await page.getByLabel('Текст (HTML)').fill('<p>Налайх дүүрэгт <strong>шинэ</strong> салбар.</p>');
      await page.getByLabel('Шошго (таслалаар тусгаарлана)').fill('салбар, Налайх');
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('гарчиг');
      expect(await page.getByLabel('Гарчиг').getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Гарчиг').fill(TITLE);
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await page.getByText(`«${TITLE}» хадгалагдлаа.`).waitFor();

      // a draft: the shopper does not see it yet
      const reader = await shopper.newPage();
      await reader.goto(`${e2e.server.url}/news`);
      await reader.getByRole('heading', { level: 1 }).waitFor();
      expect(await reader.getByRole('link', { name: TITLE }).count()).toBe(0);

      const item = page.locator('li', { hasText: TITLE });
      expect(await item.textContent()).toContain('Нийтлээгүй');
      await item.getByRole('button', { name: 'Нийтлэх' }).click();
      await expect.poll(() => item.textContent()).toContain('Нийтлэгдсэн');

      await reader.goto(`${e2e.server.url}/news`);
      await reader.getByRole('link', { name: TITLE }).first().click();
      await expect.poll(() => reader.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
      expect(await reader.locator('main').textContent()).toContain('Налайх дүүрэгт шинэ салбар.');

      // the delivery page: edited in Mongolian, read by the shopper with the placeholder filled in
      await page.goto(`${e2e.server.url}/back-office/pages`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Хуудсууд');
      await page.locator('li', { hasText: '/pages/delivery' }).getByRole('button', { name: 'Засах' }).click();
      await page.getByLabel('Гарчиг (монголоор)').fill('Хүргэлтийн нөхцөл');
      await page
        .getByLabel('Текст (монголоор)')
        .fill('Хотод {delivery_hours} цагийн дотор хүргэнэ.\n\n## Орон нутаг\n\nУнаанд тавьж илгээнэ.');
      await page.getByRole('button', { name: 'Хадгалах' }).click();
      await page.getByText('«Хүргэлтийн нөхцөл» хадгалагдлаа.').waitFor();

      await reader.goto(`${e2e.server.url}/pages/delivery`);
      await expect
        .poll(() => reader.getByRole('heading', { level: 1 }).textContent())
        .toBe('Хүргэлтийн нөхцөл');
      const text = (await reader.locator('main').textContent()) ?? '';
      expect(text).toMatch(/Хотод \d+ цагийн дотор хүргэнэ\./);
      expect(await reader.getByRole('heading', { name: 'Орон нутаг' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await staff.close();
      await shopper.close();
    }
  });
});
