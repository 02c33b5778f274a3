/**
 * E-tickets on the shopper's order page (#18) in Chromium against the real server, in Mongolian: a
 * guest buys the demo tasting evening's ticket and pays in the sandbox; the order page shows the
 * ticket with its QR code drawn on the server (in the HTML before any script) and "Valid"; once staff
 * let it in at the door, the page says when and by whom.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { openPage } from '../support/browser.ts';
import { startServerAndBrowser } from '../support/e2e.ts';
import { checkoutSteps } from './checkout-steps.ts';

const e2e = startServerAndBrowser();
const { PAID, fillAddress, placeWith, status, latestPaymentId, orderNumber, sandboxPays, miniCartCount } =
  checkoutSteps(() => e2e.server.url);

async function staffToken(): Promise<string> {
  return (
    JSON.parse(await readFile(join(e2e.server.dataDir, 'secrets.json'), 'utf8')) as { staffToken: string }
  ).staffToken;
}

async function tastingSlug(): Promise<string> {
  const response = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shop-locale': 'mn', cookie: 'age_verified=1' },
    body: JSON.stringify({
      query: 'query { products(query: "амталгааны үдэш тасалбар", perPage: 5) { items { slug } } }',
    }),
  });
  const body = (await response.json()) as { data: { products: { items: { slug: string }[] } } };
  const slug = body.data.products.items.find((item) => item.slug.includes('tasting'))?.slug;
  if (!slug) throw new Error(`no tasting ticket in ${JSON.stringify(body)}`);
  return slug;
}

describe('tickets on the order page', () => {
  test('a paid ticket shows with its QR code and state, valid then used', async (context) => {
    const page = await openPage(e2e.browser, context);
    await page.goto(`${e2e.server.url}/products/${await tastingSlug()}`);
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('0');
    await page.getByRole('button', { name: 'Сагсанд нэмэх' }).first().click();
    await expect.poll(() => miniCartCount(page), { timeout: 10_000 }).toBe('1');
    await page.goto(`${e2e.server.url}/cart`);
    await page.getByTestId('checkout-button').click();
    await page.getByTestId('address-step').waitFor();
    await fillAddress(page);
    await placeWith(page, 'bank_transfer');
    const number = await orderNumber(page);
    await sandboxPays(page, await latestPaymentId(page, number));
    await expect.poll(() => status(page)).toContain(PAID);

    // The QR code is in the server's HTML, not drawn later by a script.
    const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join('; ');
    const html = await fetch(`${e2e.server.url}/orders/${number}`, { headers: { cookie } }).then((r) =>
      r.text(),
    );
    expect(html).toMatch(/<svg class="ticket__qr"[^>]*viewBox="0 0 \d+ \d+"/);

    await page.goto(`${e2e.server.url}/orders/${number}`);
    const tickets = page.getByTestId('ticket-list');
    const qr = tickets.getByRole('img', { name: /QR код/ });
    await qr.waitFor();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThan(100);
    const code = ((await tickets.locator('.ticket__code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await tickets.getByTestId('ticket-state').textContent()).toBe('Хүчинтэй');

    // Staff let it in at the door.
    const used = await fetch(`${e2e.server.url}/api/back_office/e_tickets/${code}/use`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await staffToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: 'tsagaan-tal-tasting' }),
    });
    expect(used.status).toBe(200);
    await page.reload();
    await expect.poll(() => tickets.getByTestId('ticket-state').textContent()).toMatch(/^Ашигласан:/);
  });
});
