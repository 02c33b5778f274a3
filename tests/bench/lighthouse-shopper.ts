/**
 * A logged-in shopper with a cart, for the Lighthouse bench's private pages (cart, checkout,
 * account): signed up in Chromium the way the e2e stories do (phone, the code from the development
 * outbox, a password), then three products added from the catalogue's cards. Returns the browser's
 * cookies (session, cart, age gate) as one Cookie header for Lighthouse's requests.
 */
import { launchBrowser, newShopContext } from '../support/browser.ts';

export async function shopperCookieHeader(serverUrl: string, lines = 3): Promise<string> {
  const browser = await launchBrowser();
  try {
    const context = await newShopContext(browser);
    const page = await context.newPage();
    // a fresh number each run: the bench's data dir may be reused
    const phone = `99${String(Date.now()).slice(-6)}`;
    await page.goto(`${serverUrl}/login`);
    await page.getByLabel('Утасны дугаар эсвэл и-мэйл').fill(phone);
    await page.getByRole('button', { name: 'Код илгээх' }).click();
    await page.getByLabel('Код').waitFor();
    const outbox = await context.newPage();
    await outbox.goto(`${serverUrl}/dev/outbox`);
    const row = outbox.locator('tr', { has: outbox.locator('td.recipient', { hasText: phone }) }).first();
    const code = /(\d{6})/.exec((await row.locator('td.body').textContent()) ?? '')?.[1];
    await outbox.close();
    if (!code) throw new Error(`no login code for ${phone} in the outbox`);
    await page.getByLabel('Код').fill(code);
    await page.getByRole('button', { name: 'Баталгаажуулах' }).click();
    await page.getByLabel('Шинэ нууц үг').fill('bench secret 42');
    await page.getByLabel('Нууц үгээ давтана уу').fill('bench secret 42');
    await page.getByRole('button', { name: 'Нууц үг хадгалах' }).click();
    await page.getByRole('link', { name: 'Миний бүртгэл' }).waitFor();

    // outside the age-gated vodka line, so the cart's lines are the office shop's
    await page.goto(`${serverUrl}/t/office-supplies`);
    const adds = page.locator('article.product-card .quick-add:enabled');
    await adds.first().waitFor();
    const count = page.getByTestId('mini-cart').first().locator('.mini-cart__count');
    for (let at = 0; at < lines; at += 1) {
      await adds.nth(at).click();
      await page.waitForFunction(([element, want]) => element?.textContent?.trim() === want, [
        await count.elementHandle(),
        String(at + 1),
      ] as const);
    }
    const cookies = await context.cookies(serverUrl);
    return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  } finally {
    await browser.close();
  }
}
