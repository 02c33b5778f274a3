import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../../../server/app.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { orderTopic } from '../../../../server/graphql/live-orders.ts';
import { type Database, openDatabase } from '../../../../server/platform/db/index.ts';
import { freePort } from '../../../support/free-port.ts';
import { GraphqlSocket } from '../../../support/graphql-socket.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';
import { restClient, sellableVariant } from '../orders/order-support.ts';
import { deliveryDetails, guestCart, setStock } from './checkout-support.ts';

/**
 * The live order status (`orderUpdated` over WebSocket). Two app instances share one database: A
 * serves the subscribers on a real port, B takes the payment. On PGlite they share the one embedded
 * database in this process; on a PostgreSQL server (npm run test:pg) each has its own pool and its
 * own LISTEN connection, as two server processes would.
 */
const serverUrl = process.env.DATABASE_URL;

const ORDER_UPDATED = `subscription ($number: String!) {
  orderUpdated(number: $number) { number state status statusDetails paidTotal amountDue }
}`;

let shop: TestShop;
let appB: FastifyInstance;
let dbB: Database;
let url: string;
let origin: string;
let variantId: number;

beforeAll(async () => {
  shop = await createTestShop();
  variantId = (await sellableVariant(shop.db, 1)).id;
  await setStock(shop, variantId, 50);
  if (serverUrl) {
    const { rows } = await shop.db.query<{ name: string }>('select current_database() as name');
    const sameDatabase = new URL(serverUrl);
    sameDatabase.pathname = `/${rows[0]!.name}`;
    dbB = await openDatabase({ databaseUrl: sameDatabase.toString() });
  } else {
    // one embedded database: B must not close it under A
    dbB = { ...shop.db, close: async () => {} };
  }
  appB = await buildApp({ config: shop.config, db: dbB, clock: shop.clock });
  await appB.ready();
  const port = await freePort();
  await shop.app.listen({ port, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${port}`;
  url = `ws://127.0.0.1:${port}/graphql`;
}, 60_000);

afterAll(async () => {
  await appB?.close();
  await shop?.close();
});

/** A guest's placed, unpaid bank-transfer order, placed through instance B. */
async function placedOrder() {
  const cart = await guestCart({ ...shop, app: appB }, variantId, 1);
  await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
  await cart.call('PUT', 'shipping_method', { shipping_method: 'standard' });
  const placed = await cart.call('POST', 'complete', { payment_method: 'bank_transfer' });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return { ...cart, total: placed.body.total as number };
}

/** The provider's capture, appended through instance B's database connection. */
async function capture(number: string, amount: number, paymentId: string) {
  const store = commerceEventStore(dbB);
  await store.append(`order-${number}`, 'any', [
    { type: 'PaymentCaptured', data: { amount, method: 'bank_transfer', paymentId } },
  ]);
}

const guestCookie = (orderToken: string) => ({ cookie: `shop_order=${orderToken}`, origin });

const isNext = (id: string) => (message: { type: string; id?: string }) =>
  message.id === id && (message.type === 'next' || message.type === 'data');

describe('orderUpdated: live order status over WebSocket', () => {
  it('pushes the order to its guest when a payment is captured through another instance', async () => {
    const order = await placedOrder();
    const other = await placedOrder();
    const socket = await GraphqlSocket.connect(url, { headers: guestCookie(order.orderToken) });
    try {
      socket.subscribe('1', ORDER_UPDATED, { number: order.number });
      // first the order as it is: live from here on
      const first = await socket.next(isNext('1'));
      expect(first.payload).toMatchObject({
        data: { orderUpdated: { number: order.number, status: 'PAYMENT_PENDING', amountDue: order.total } },
      });
      // an unrelated order's capture does not reach this subscriber
      await capture(other.number, other.total, 'pay_other');
      await capture(order.number, order.total, 'pay_live_1');
      const message = await socket.next(isNext('1'));
      expect(message.payload).toEqual({
        data: {
          orderUpdated: {
            number: order.number,
            state: 'complete',
            status: expect.any(String),
            statusDetails: expect.arrayContaining(['PAYMENT_COMPLETED']),
            paidTotal: order.total,
            amountDue: 0,
          },
        },
      });
      expect(socket.pending()).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('sends nothing for a notification that finds the order as last sent (a late one of its placement)', async () => {
    const order = await placedOrder();
    const socket = await GraphqlSocket.connect(url, { headers: guestCookie(order.orderToken) });
    try {
      socket.subscribe('late', ORDER_UPDATED, { number: order.number });
      await socket.next(isNext('late'));
      // what a placement's notification delivered after the subscription's first snapshot looks like
      await shop.app.graphql.pubsub.publish({
        topic: orderTopic(order.number),
        payload: { number: order.number },
      });
      await capture(order.number, order.total, 'pay_late');
      const message = await socket.next(isNext('late'));
      expect(message.payload).toMatchObject({
        data: { orderUpdated: { number: order.number, amountDue: 0 } },
      });
      expect(socket.pending()).toEqual([]);
    } finally {
      socket.close();
    }
  });

  it('speaks the legacy graphql-ws protocol too', async () => {
    const order = await placedOrder();
    const socket = await GraphqlSocket.connect(url, {
      headers: guestCookie(order.orderToken),
      protocol: 'graphql-ws',
    });
    try {
      socket.subscribe('a', ORDER_UPDATED, { number: order.number }, true);
      await socket.next(isNext('a'));
      await capture(order.number, order.total, 'pay_legacy');
      const message = await socket.next(isNext('a'));
      expect(message).toMatchObject({
        type: 'data',
        payload: { data: { orderUpdated: { number: order.number, amountDue: 0 } } },
      });
    } finally {
      socket.close();
    }
  });

  it("refuses a stranger's subscription to someone else's order with ORDER_NOT_FOUND", async () => {
    const stranger = await placedOrder();
    for (const headers of [guestCookie(stranger.orderToken), { origin }]) {
      const order = await placedOrder();
      const socket = await GraphqlSocket.connect(url, { headers });
      try {
        socket.subscribe('x', ORDER_UPDATED, { number: order.number });
        const refused = await socket.next((message) => message.id === 'x');
        expect(refused).toMatchObject({
          type: 'error',
          payload: [{ message: expect.any(String), extensions: { code: 'ORDER_NOT_FOUND' } }],
        });
        // and nothing leaks afterwards either
        await capture(order.number, order.total, `pay_stranger_${order.number}`);
        await expect(socket.next(isNext('x'), 300)).rejects.toThrow(/no matching message/);
      } finally {
        socket.close();
      }
    }
  });

  it("follows a logged-in user's order from the session cookie, through their cancelation", async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, 'live.status@example.mn');
    const rest = restClient(shop, await shop.token());
    const user = { 'x-shop-user-id': String(userId) };
    const added = await rest('POST', '/api/v2/orders/0/line_items', {
      body: { line_item: { variant_id: variantId, quantity: 1 } },
      headers: user,
    });
    const number = added.body.number as string;
    const checkout = (method: 'PUT' | 'POST', action: string, body: unknown) =>
      rest(method, `/api/v2/checkouts/${number}/${action}`, { body, headers: user });
    await checkout('PUT', 'details', await deliveryDetails(shop, rest));
    await checkout('PUT', 'shipping_method', { shipping_method: 'standard' });
    expect((await checkout('POST', 'complete', { payment_method: 'bank_transfer' })).status).toBe(200);

    const socket = await GraphqlSocket.connect(url, {
      headers: { cookie: `shop_session=${caller.session}`, origin },
    });
    const other = await signUp(shop.app, shop.db, 'someone.else@example.mn');
    const stranger = await GraphqlSocket.connect(url, {
      headers: { cookie: `shop_session=${other.caller.session}`, origin },
    });
    const forged = await GraphqlSocket.connect(url, {
      headers: { cookie: 'shop_session=not-a-session', origin },
    });
    try {
      socket.subscribe('u', ORDER_UPDATED, { number });
      expect((await socket.next(isNext('u'))).payload).toMatchObject({
        data: { orderUpdated: { number, status: 'PAYMENT_PENDING' } },
      });
      for (const refused of [stranger, forged]) {
        refused.subscribe('s', ORDER_UPDATED, { number });
        expect(await refused.next((message) => message.id === 's')).toMatchObject({
          type: 'error',
          payload: [{ extensions: { code: 'ORDER_NOT_FOUND' } }],
        });
      }
      const canceled = await caller.gql(
        'mutation ($number: String!) { cancelOrder(number: $number) { state } }',
        {
          number,
        },
      );
      expect(canceled.body).toEqual({ data: { cancelOrder: { state: 'canceled' } } });
      expect((await socket.next(isNext('u'))).payload).toMatchObject({
        data: { orderUpdated: { number, state: 'canceled', status: 'CANCELED' } },
      });
    } finally {
      for (const open of [socket, stranger, forged]) open.close();
    }
  });

  it('refuses a cross-site WebSocket upgrade before any subscription', async () => {
    await expect(GraphqlSocket.connect(url, { headers: { origin: 'https://evil.example' } })).rejects.toThrow(
      /upgrade refused: 403/,
    );
    await expect(GraphqlSocket.connect(url, { headers: { origin: 'null' } })).rejects.toThrow(
      /upgrade refused: 403/,
    );
  });

  it('closes a WebSocket speaking no GraphQL protocol (1002)', async () => {
    const socket = new WebSocket(url, 'chat', { headers: { origin } });
    const code = await new Promise<number>((resolve) => socket.on('close', resolve));
    expect(code).toBe(1002);
  });
});
