import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphqlSocket } from '../support/graphql-socket.ts';
import { freePort, type StartedServer, startServer } from '../support/server-process.ts';
import { createTestShop, type TestShop } from '../support/shop.ts';
import { zipcodeOf } from './commerce/checkout/checkout-support.ts';
import { sellableVariant } from './commerce/orders/order-support.ts';

/**
 * `SHOP_ROLE=gateway` (#14): a gateway process with no DATABASE_URL and no data dir in front of a
 * separate commerce + search process. A shopper searches, fills a cart, checks out and watches the
 * order go paid live, all through the gateway; the capture is committed on the services' side.
 */
let services: TestShop;
let gateway: StartedServer;
let gatewayDataDir: string;
let variantId: number;

beforeAll(async () => {
  services = await createTestShop();
  variantId = (await sellableVariant(services.db, 2)).id;
  const port = await freePort();
  await services.app.listen({ port, host: '127.0.0.1' });
  const servicesUrl = `http://127.0.0.1:${port}`;
  const { secrets } = services.config;
  gatewayDataDir = join(tmpdir(), `gateway-never-${process.pid}-${Date.now()}`);
  gateway = await startServer({
    dataDir: gatewayDataDir,
    env: {
      SHOP_ROLE: 'gateway',
      COMMERCE_URL: servicesUrl,
      SEARCH_URL: servicesUrl,
      SEARCH_INDEX: services.config.searchIndex,
      SHOP_CLIENT_ID: secrets.clientId,
      SHOP_CLIENT_SECRET: secrets.clientSecret,
      SHOP_TOKEN_SECRET: secrets.tokenSecret,
      SEARCH_USER: secrets.searchUser,
      SEARCH_PASSWORD: secrets.searchPassword,
      LOG_LEVEL: 'warn',
    },
  });
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await services?.close();
});

/** A browser-like GraphQL client of the gateway, keeping the guest's order cookie. */
function shopper() {
  let cookie = '';
  return {
    cookie: () => cookie,
    async call<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const set = response.headers.getSetCookie().find((line) => line.startsWith('shop_order='));
      if (set) cookie = set.split(';')[0]!;
      const body = (await response.json()) as { data: Data; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
  };
}

describe('a gateway deployed apart (SHOP_ROLE=gateway)', () => {
  it('runs with no database and writes no data directory', async () => {
    const health = await fetch(`${gateway.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({
      role: 'gateway',
      commerce: { status: 'ok' },
      order_updates: { listening: true },
    });
    expect(existsSync(gatewayDataDir)).toBe(false);
    expect(gateway.logs()).not.toMatch(/pglite|DATABASE_URL/i);
  });

  it('serves search, cart, checkout and the live orderUpdated subscription', async () => {
    const guest = shopper();
    const found = await guest.call<{ search: { total: number; items: { slug: string }[] } }>(
      'query { search(input: { text: "" }) { total items { slug } } }',
    );
    expect(found.search.total).toBeGreaterThan(0);

    const { addToCart } = await guest.call<{ addToCart: { number: string; totalQuantity: number } }>(
      'mutation ($id: ID!) { addToCart(input: { variantId: $id, quantity: 2 }) { number totalQuantity } }',
      { id: String(variantId) },
    );
    expect(addToCart.totalQuantity).toBe(2);
    expect(guest.cookie()).toMatch(/^shop_order=/);

    const { deliveryTimes } = await guest.call<{ deliveryTimes: { id: string }[] }>(
      'query { deliveryTimes { id } }',
    );
    await guest.call(
      `mutation ($input: CheckoutDetailsInput!) { setCheckoutDetails(input: $input) { number } }`,
      {
        input: {
          delivery: 'DELIVERY',
          address: {
            province: 'Улаанбаатар',
            district: 'Сүхбаатар',
            address: 'Энхтайваны өргөн чөлөө 17, 3-р байр, 45 тоот',
            zipcode: await zipcodeOf(services.db, 'district'),
          },
          receiverName: 'Бат-Эрдэнэ',
          receiverPhone: '99112233',
          deliveryTime: deliveryTimes[0]!.id,
        },
      },
    );
    await guest.call('mutation { chooseShippingMethod(code: "standard") { number } }');
    const { placeOrder } = await guest.call<{
      placeOrder: { order: { number: string; total: number; amountDue: number; status: string } };
    }>(
      `mutation { placeOrder(input: { paymentMethod: "bank_transfer", idempotencyKey: "remote-gateway-order-1" }) {
        order { number total amountDue status } } }`,
    );
    const order = placeOrder.order;
    expect(order).toMatchObject({ number: addToCart.number, status: 'PAYMENT_PENDING' });
    expect(order.amountDue).toBe(order.total);

    const socket = await GraphqlSocket.connect(`${gateway.url.replace('http', 'ws')}/graphql`, {
      headers: { cookie: guest.cookie(), origin: gateway.url },
    });
    try {
      socket.subscribe(
        '1',
        'subscription ($number: String!) { orderUpdated(number: $number) { number amountDue statusDetails } }',
        { number: order.number },
      );
      const isNext = (message: { type: string; id?: string }) =>
        message.id === '1' && message.type === 'next';
      expect((await socket.next(isNext)).payload).toMatchObject({
        data: { orderUpdated: { number: order.number, amountDue: order.total } },
      });
      // the bank's capture lands on the services' side; the gateway hears it through commerce's stream
      await services.store.append(`order-${order.number}`, 'any', [
        {
          type: 'PaymentCaptured',
          data: { amount: order.total, method: 'bank_transfer', paymentId: 'remote-pay' },
        },
      ]);
      expect((await socket.next(isNext)).payload).toMatchObject({
        data: {
          orderUpdated: {
            number: order.number,
            amountDue: 0,
            statusDetails: expect.arrayContaining(['PAYMENT_COMPLETED']),
          },
        },
      });
    } finally {
      socket.close();
    }
  });

  it("passes commerce's public paths through: crawler files and product images", async () => {
    const found = (
      await shopper().call<{ search: { items: { slug: string }[] } }>(
        'query { search(input: { text: "" }) { items { slug } } }',
      )
    ).search.items[0]!;
    const robots = await fetch(`${gateway.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
    const image = `/images/products/${found.slug}.svg`;
    const answer = await fetch(`${gateway.url}${image}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/svg/);
    expect(await answer.text()).toContain('<svg');
  });
});
