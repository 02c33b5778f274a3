/**
 * Web Push end to end in Chromium: the prompt after 10 s (the page's clock), notification
 * permission granted, the service worker, link_device through the gateway, an order status change,
 * the server's encrypted VAPID-signed push to a local push service, and the notification the
 * service worker shows when that push is delivered to it.
 *
 * The server runs in this process (the built web app on a real port) so the test can change an
 * order's status with an event, as the orders service will. Chromium's own push service (FCM) is
 * out of reach here, so `PushManager.subscribe` answers with a subscription at the local receiver:
 * the one step of the chain not exercised for real.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { commerceEventStore } from '../../server/commerce/event-store.ts';
import { orderStreamId } from '../../server/commerce/orders/events.ts';
import { loadConfig } from '../../server/config.ts';
import { fixedClock } from '../../server/platform/clock.ts';
import type { Database } from '../../server/platform/db/index.ts';
import { seedDemoCatalog } from '../../server/seed/index.ts';
import { startPushReceiver } from '../server/commerce/push/push-receiver.ts';
import { launchBrowser, openPage } from '../support/browser.ts';
import { createTestDatabase } from '../support/database.ts';
import { placedOrderEvents } from '../support/placed-order.ts';

let app: FastifyInstance;
let db: Database;
let url: string;
let dataDir: string;
let browser: Browser;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  // The local push service's certificate is self-signed; this process only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  dataDir = await mkdtemp(join(tmpdir(), 'shop-push-e2e-'));
  receiver = await startPushReceiver();
  // the local push service is admitted as the shop's own (PUSH_ENDPOINT_ORIGINS): it is on loopback
  const config = await loadConfig({ DATA_DIR: dataDir, PUSH_ENDPOINT_ORIGINS: receiver.origin });
  const clock = fixedClock(new Date());
  db = await createTestDatabase();
  await seedDemoCatalog(db, { clock, store: commerceEventStore(db) });
  app = await buildApp({ config, db, clock, web: { distDir: join(import.meta.dirname, '../../dist') } });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await receiver?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
});

const ADD_TO_CART = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { number } }`;

/** The subscription Chromium would get from its push service, pointing at the local receiver. */
function stubPushService(subscription: ReturnType<typeof receiver.subscribe>) {
  return (json: typeof subscription) => {
    PushManager.prototype.subscribe = async () =>
      ({ endpoint: json.endpoint, expirationTime: null, toJSON: () => json }) as unknown as PushSubscription;
  };
}

/**
 * Moves the page's clock a second at a time until the prompt shows (10 s after hydration). The
 * real-time timeout covers hydration on a loaded machine: the page's 10 s only start after it.
 */
async function waitForPrompt(page: Page) {
  const prompt = page.getByRole('region', { name: 'Захиалгын мэдэгдэл авах' });
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(1_000);
        return prompt.count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
}

describe('push notifications', () => {
  test('prompt after 10 s → subscribe → order status change → notification shown', async (context) => {
    const page = await openPage(browser, context);
    await page.context().grantPermissions(['notifications'], { origin: url });
    const subscription = receiver.subscribe('chromium');
    await page.addInitScript(stubPushService(subscription), subscription);
    await page.clock.install();
    await page.goto(`${url}/products`);

    // A guest cart, made as the cart button does: the gateway sets the HttpOnly order cookie.
    const variant = await db.query<{ id: number }>(
      `select v.id from variants v join stock_levels s on s.variant_id = v.id
        where s.on_hand > 2 and v.selling_price > 1 order by v.id limit 1`,
    );
    const number = await page.evaluate(
      async ([query, variantId]) => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables: { input: { variantId, quantity: 1 } } }),
        });
        return ((await response.json()) as { data: { addToCart: { number: string } } }).data.addToCart.number;
      },
      [ADD_TO_CART, String(variant.rows[0]!.id)] as const,
    );

    // The prompt's 10 s start when the page has hydrated; the exact delay is the machine test's.
    const prompt = page.getByRole('region', { name: 'Захиалгын мэдэгдэл авах' });
    expect(await prompt.count()).toBe(0);
    await waitForPrompt(page);
    await prompt.getByRole('button', { name: 'Мэдэгдэл асаах' }).click();
    await expect.poll(() => prompt.count(), { timeout: 10_000 }).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('shop.state'));
    expect(JSON.parse(stored ?? '{}').state.push.choice).toBe('subscribed');

    // The order's status changes (checkout completed): the sender pushes to this browser.
    await commerceEventStore(db).append(
      orderStreamId(number),
      'any',
      await placedOrderEvents(db, number, { paymentDueAt: new Date(Date.now() + 86_400_000).toISOString() }),
    );
    expect(await app.orderStatusPushes.drain()).toBe(1);
    const push = receiver.received.find((received) => received.path === '/push/chromium');
    const message = JSON.parse(push!.payload) as { title: string; body: string; url: string };
    expect(message.title).toBe(`${number} дугаартай захиалга`);

    // The push service hands the (decrypted) message to the service worker, which shows it.
    const cdp = await page.context().newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(url).origin,
      registrationId: await registrationId,
      data: push!.payload,
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => `${n.title}: ${n.body}`);
        }),
      )
      .toEqual([`${message.title}: ${message.body}`]);
  }, 60_000);

  test('never over the checkout (#19.6): due there, it waits and shows once the shopper leaves', async (context) => {
    const page = await openPage(browser, context);
    await page.clock.install();
    await page.goto(`${url}/checkout`);
    await page.getByRole('link', { name: 'Худалдан авалтаа үргэлжлүүлэх' }).waitFor();
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await page.waitForLoadState('networkidle');
    const prompt = page.getByRole('region', { name: 'Захиалгын мэдэгдэл авах' });
    // well past the prompt's 10 s (hydration included): still nothing over the checkout
    for (let second = 0; second < 30; second += 1) await page.clock.fastForward(1_000);
    expect(await prompt.count()).toBe(0);
    await page.getByRole('link', { name: 'Худалдан авалтаа үргэлжлүүлэх' }).click();
    await page.waitForURL(/\/products/);
    await waitForPrompt(page);
    // back to a payment screen: it steps aside again
    await page.goBack();
    await page.waitForURL(/\/checkout/);
    await expect.poll(() => prompt.count()).toBe(0);
  }, 60_000);

  test('a denied permission leaves a clean opted-out state and no prompt again', async (context) => {
    const page = await openPage(browser, context);
    await page.context().grantPermissions([], { origin: url });
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await page.clock.install();
    await page.goto(`${url}/products`);
    await waitForPrompt(page);
    const prompt = page.getByRole('region', { name: 'Захиалгын мэдэгдэл авах' });
    await prompt.getByRole('button', { name: 'Мэдэгдэл асаах' }).click();
    await expect.poll(() => prompt.count(), { timeout: 10_000 }).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem('shop.state'));
    expect(JSON.parse(stored ?? '{}').state.push.choice).toBe('opted-out');

    await page.reload();
    await page.waitForLoadState('load');
    for (let second = 0; second < 30; second += 1) await page.clock.fastForward(1_000);
    expect(await prompt.count()).toBe(0);
  }, 60_000);
});
