/**
 * A shopper signs up and logs in by phone in Chromium against the real server: the code is read
 * from the development outbox (/dev/outbox) as a demo shopper would, then a password is chosen.
 * A session revoked on the server then logs the open page out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

/** The latest code sent to `recipient`, read from /dev/outbox in a tab of its own. */
async function codeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${e2e.server.url}/dev/outbox`);
    const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: recipient }) }).first();
    const text = (await row.locator('td.body').textContent()) ?? '';
    const code = /(\d{6})/.exec(text)?.[1];
    if (!code) throw new Error(`no code for ${recipient} in the outbox`);
    return code;
  } finally {
    await outbox.close();
  }
}

describe('login', () => {
  test('phone → code from the outbox → new password → logged in; a revoked session logs out', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products`);
    await page.getByRole('link', { name: 'Нэвтрэх', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('return') === '/products',
    );

    const login = page.getByLabel('Утасны дугаар эсвэл и-мэйл');
    await login.fill('12');
    await page.getByRole('button', { name: 'Код илгээх' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('8 оронтой');

    await login.fill('9911 4455');
    await page.getByRole('button', { name: 'Код илгээх' }).click();
    await page.getByLabel('Код').waitFor();

    const code = await codeFromOutbox(page, '99114455');
    await page.getByLabel('Код').fill(code);
    await page.getByRole('button', { name: 'Баталгаажуулах' }).click();

    await page.getByLabel('Шинэ нууц үг').fill('my secret 42');
    await page.getByLabel('Нууц үгээ давтана уу').fill('my secret 4');
    await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Нууц үг таарахгүй байна.');
    await page.getByLabel('Нууц үгээ давтана уу').fill('my secret 42');
    await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();

    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('link', { name: 'Миний бүртгэл' }).waitFor();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('link', { name: 'Миний бүртгэл' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect.poll(() => page.locator('[data-field="phone"]').textContent()).toBe('99114455');

    // Revoked on the server (as a logout on another device would): the open page notices.
    const revoked = await fetch(`${e2e.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `shop_session=${session?.value}` },
      body: JSON.stringify({ query: 'mutation { logout }' }),
    });
    expect((await revoked.json()).data.logout).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText('Системээс гарлаа').waitFor();
    await page.getByRole('link', { name: 'Нэвтрэх', exact: true }).waitFor();
  });
});
