/**
 * In Chromium against the real server: the account page runs under the Content-Security-Policy with
 * no violation, and a shopper uploads a profile picture that is then shown from its versioned URL.
 */
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';

const e2e = startServerAndBrowser();

// A real 1×1 PNG, so the browser decodes it (naturalWidth 1).
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function graphql(query: string, cookie = '') {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  return { json: (await response.json()) as { data: Record<string, Record<string, string>> }, response };
}

/** Signs a phone up through the gateway (code read from /dev/outbox) and returns its session token. */
async function signedUpSession(phone: string): Promise<string> {
  const requested = await graphql(`mutation { requestLoginCode(login: "${phone}", purpose: LOGIN) { id } }`);
  const outbox = await (await fetch(`${e2e.server.url}/dev/outbox`)).text();
  const code = new RegExp(`${phone}</td>.*?(\\d{6})`).exec(outbox)?.[1];
  const verified = await graphql(
    `mutation { verifyLoginCode(challengeId: "${requested.json.data.requestLoginCode?.id}", code: "${code}") { passwordTicket } }`,
  );
  const ticket = verified.json.data.verifyLoginCode?.passwordTicket;
  const set = await graphql(
    `mutation { setPassword(ticket: "${ticket}", password: "correct horse 1", passwordConfirmation: "correct horse 1") { id } }`,
  );
  const session = /shop_session=([^;]+)/.exec(set.response.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error('sign-up failed');
  return session;
}

describe('account details in the browser', () => {
  test('no CSP violation on the pages; the avatar uploads and shows', async (context) => {
    const session = await signedUpSession('99007001');
    const page = await openPage(e2e.browser, context);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.context().addCookies([
      { name: 'shop_session', value: session, url: e2e.server.url },
      { name: 'shop_member', value: '1', url: e2e.server.url },
    ]);
    await page.goto(`${e2e.server.url}/products`);
    await page.goto(`${e2e.server.url}/account`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Миний бүртгэл');

    await page.getByLabel('Зураг сонгох (PNG, JPEG эсвэл WebP, 2 МБ хүртэл)').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await page.getByRole('button', { name: 'Зураг оруулах' }).click();
    const avatar = page.getByAltText('Таны профайл зураг');
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1);
    expect(await avatar.getAttribute('src')).toMatch(/^\/images\/avatars\/\d+\/[\w-]{32}$/);
    expect(violations).toEqual([]);
  });
});
