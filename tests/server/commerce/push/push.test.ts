import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { orderStreamId } from '../../../../server/commerce/orders/events.ts';
import type { OrderDto } from '../../../../server/commerce/orders/read-model.ts';
import { loadPushConfig } from '../../../../server/commerce/push/vapid.ts';
import { ConfigError } from '../../../../server/config.ts';
import { drainPast } from '../../../support/follower.ts';
import { placedOrderEvents } from '../../../support/placed-order.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { restClient, sellableVariant } from '../orders/order-support.ts';
import { startPushReceiver } from './push-receiver.ts';

let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  // The local push service's certificate is self-signed (push-receiver.ts); this process only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  // the local push service is admitted as the shop's own (PUSH_ENDPOINT_ORIGINS): it is on loopback
  receiver = await startPushReceiver();
  shop = await createTestShop({ PUSH_ENDPOINT_ORIGINS: receiver.origin });
  rest = restClient(shop, await shop.token());
});

afterAll(async () => {
  await shop?.close();
  await receiver?.close();
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
});

async function newCart() {
  const variant = await sellableVariant(shop.db);
  const created = await rest('POST', '/api/v2/orders/0/line_items', {
    body: { line_item: { variant_id: variant.id, quantity: 1 } },
  });
  expect(created.status).toBe(200);
  return created.body as unknown as OrderDto;
}

const orders = () => commerceEventStore(shop.db);

describe('VAPID keys', () => {
  it('are generated into the data dir at first start and reused after', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-vapid-'));
    try {
      const first = await loadPushConfig({}, dataDir, false);
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const stored = JSON.parse(await readFile(join(dataDir, 'vapid.json'), 'utf8'));
      expect(stored.publicKey).toBe(first.publicKey);
      expect(await loadPushConfig({}, dataDir, false)).toEqual(first);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('are required from the environment in production, and a bad subject is refused', async () => {
    await expect(loadPushConfig({}, '/nonexistent', true)).rejects.toThrow(ConfigError);
    const env = { VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' };
    await expect(loadPushConfig(env, '/nonexistent', true)).resolves.toMatchObject({ publicKey: 'pub' });
    await expect(loadPushConfig({ ...env, VAPID_SUBJECT: 'ftp://x' }, '/x', true)).rejects.toThrow(
      ConfigError,
    );
  });
});

describe('POST /api/v2/users/link_device', () => {
  it('needs the service token', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/v2/users/link_device', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a missing playerId, a non-URL endpoint or malformed keys', async () => {
    const subscription = receiver.subscribe();
    for (const body of [
      { subscription },
      { playerId: 'short', subscription },
      { playerId: 'device-0001', subscription: { ...subscription, endpoint: 'javascript:alert(1)' } },
      { playerId: 'device-0001', subscription: { ...subscription, keys: { p256dh: '<>', auth: 'x' } } },
      { playerId: 'device-0001', subscription, extra: true },
    ]) {
      const response = await rest('POST', '/api/v2/users/link_device', { body });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('SHOP_ERR_VALIDATION');
    }
  });

  it('refuses endpoints the shop must not call out to: loopback, private, link-local, plain http, other ports', async () => {
    const subscription = receiver.subscribe('outsider');
    const before = await shop.db.query('select count(*)::int as n from push_devices');
    for (const endpoint of [
      'https://127.0.0.1/push/x',
      'https://[::1]/push/x',
      'https://10.0.0.7/push/x',
      'https://192.168.1.20/push/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push/x',
      'https://localhost/push/x',
      'https://metadata.internal/push/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      // the receiver itself, on another port than the one admitted
      `${receiver.origin.replace(/:\d+$/, ':1')}/push/x`,
    ]) {
      const response = await rest('POST', '/api/v2/users/link_device', {
        body: { playerId: 'device-outsider', subscription: { ...subscription, endpoint } },
      });
      expect(response.status, endpoint).toBe(400);
      expect(response.body.code).toBe('SHOP_ERR_VALIDATION');
    }
    const after = await shop.db.query('select count(*)::int as n from push_devices');
    expect(after.rows).toEqual(before.rows);
  });

  it('gives the public key browsers subscribe with', async () => {
    const response = await rest('GET', '/api/v2/push/public_key');
    expect(response.body).toEqual({ public_key: shop.config.push.publicKey });
  });
});

/**
 * The pushes sent until the sender has read past the order's last event (on a PostgreSQL server
 * shared with other test files, one drain can stop short of it: tests/support/follower.ts).
 */
async function pushesPast(number: string): Promise<number> {
  let sent = 0;
  await drainPast(shop.db, 'order-status', orderStreamId(number), async () => {
    sent += await shop.app.orderStatusPushes.drain();
  });
  return sent;
}

describe('a push when an order changes status', () => {
  it('reaches the devices of the order’s shopper, encrypted and VAPID-signed, in their language', async () => {
    await shop.app.orderStatusPushes.drain();
    const order = await newCart();
    const mine = receiver.subscribe('mine');
    const stranger = receiver.subscribe('stranger');
    const linked = await rest('POST', '/api/v2/users/link_device', {
      body: { playerId: 'device-mine-1', subscription: mine, locale: 'en' },
      headers: { 'x-order-token': order.token! },
    });
    expect(linked).toMatchObject({ status: 200, body: { linked: true } });
    await rest('POST', '/api/v2/users/link_device', {
      body: { playerId: 'device-stranger', subscription: stranger },
      headers: { 'x-order-token': 'another-guest-token-0123456789' },
    });

    await orders().append(
      orderStreamId(order.number),
      'any',
      await placedOrderEvents(shop.db, order.number, { paymentDueAt: '2026-06-16T09:00:00.000Z' }),
    );
    expect(await pushesPast(order.number)).toBe(1);

    expect(receiver.received.map((push) => push.path)).toEqual(['/push/mine']);
    const [push] = receiver.received;
    expect(JSON.parse(push!.payload)).toEqual({
      title: `Order ${order.number}`,
      body: 'Payment pending',
      url: `/orders/${order.number}`,
      tag: order.number,
    });
    expect(push!.headers.authorization).toContain(`k=${shop.config.push.publicKey}`);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBe(86_400);

    // Handled once: a second drain sends nothing more.
    expect(await shop.app.orderStatusPushes.drain()).toBe(0);
  });

  it('forgets a device whose push service says the subscription is gone', async () => {
    const order = await newCart();
    await rest('POST', '/api/v2/users/link_device', {
      body: { playerId: 'device-gone-1', subscription: receiver.subscribe('gone'), locale: 'mn' },
      headers: { 'x-order-token': order.token! },
    });
    receiver.respondWith(410);
    try {
      await orders().append(
        orderStreamId(order.number),
        'any',
        await placedOrderEvents(shop.db, order.number, { paymentDueAt: '2026-06-16T09:00:00.000Z' }),
      );
      expect(await pushesPast(order.number)).toBe(0);
    } finally {
      receiver.respondWith(201);
    }
    const left = await shop.db.query('select 1 from push_devices where player_id = $1', ['device-gone-1']);
    expect(left.rowCount).toBe(0);
  });

  it('ignores cart changes: only status events notify', async () => {
    const before = receiver.received.length;
    const cart = await newCart();
    expect(await pushesPast(cart.number)).toBe(0);
    expect(receiver.received.length).toBe(before);
  });
});
