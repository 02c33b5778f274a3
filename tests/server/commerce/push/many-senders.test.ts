import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStreamId } from '../../../../server/commerce/orders/events.ts';
import type { OrderDto } from '../../../../server/commerce/orders/read-model.ts';
import { loadNotificationTexts } from '../../../../server/commerce/push/notification-text.ts';
import { OrderStatusPushes } from '../../../../server/commerce/push/order-status-pushes.ts';
import { webPushSender } from '../../../../server/commerce/push/sender.ts';
import { drainPast } from '../../../support/follower.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { restClient, sellableVariant } from '../orders/order-support.ts';
import { startPushReceiver } from './push-receiver.ts';

/**
 * Several server processes share one database, and each runs a push sender: a status change must
 * still reach a phone once. Under `npm run test:pg` the senders race on a real PostgreSQL server
 * (each drain's claim runs on its own pooled connection, as separate processes would); on PGlite
 * the same claims interleave on its one connection.
 */
const ORDERS = 24;
const SENDERS = 3;

let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  // The local push service's certificate is self-signed (push-receiver.ts); this process only.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  // the local push service is admitted as the shop's own (PUSH_ENDPOINT_ORIGINS): it is on loopback
  receiver = await startPushReceiver();
  shop = await createTestShop({ PUSH_ENDPOINT_ORIGINS: receiver.origin });
  // The app's own timer-driven sender would be one more racer whose counts the test cannot see.
  await shop.app.orderStatusPushes.stop();
  rest = restClient(shop, await shop.token());
});

afterAll(async () => {
  await shop?.close();
  await receiver?.close();
  delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
});

async function orderWithDevice(name: string): Promise<OrderDto> {
  const variant = await sellableVariant(shop.db);
  const created = await rest('POST', '/api/v2/orders/0/line_items', {
    body: { line_item: { variant_id: variant.id, quantity: 1 } },
  });
  expect(created.status).toBe(200);
  const order = created.body as unknown as OrderDto;
  const linked = await rest('POST', '/api/v2/users/link_device', {
    body: { playerId: `device-${name}`, subscription: receiver.subscribe(name), locale: 'en' },
    headers: { 'x-order-token': order.token! },
  });
  expect(linked.status).toBe(200);
  return order;
}

/**
 * A status event in the log, as the order service appends it. Written directly: the sender reads
 * only the log and the order list, and walking each order through checkout would test the order
 * rules (tests/server/commerce/orders) rather than the senders' race.
 */
const completeCheckout = (order: OrderDto) =>
  shop.db.query(
    `insert into events (stream_id, stream_version, type, data)
     select $1, coalesce(max(stream_version), 0) + 1, 'CheckoutCompleted', '{}'::jsonb
       from events where stream_id = $1`,
    [orderStreamId(order.number)],
  );

describe('order-status pushes from several processes', () => {
  it('send each status change once while the senders race, even as new changes arrive', async () => {
    const texts = await loadNotificationTexts(['en']);
    const send = webPushSender(shop.config.push);
    const senders = Array.from(
      { length: SENDERS },
      () => new OrderStatusPushes({ db: shop.db, send, texts }),
    );
    // Each sender starts its checkpoint at the end of the log, as a fresh process would.
    await Promise.all(senders.map((sender) => sender.drain()));

    const names = Array.from({ length: ORDERS }, (_, index) => `race-${index}`);
    const orders: OrderDto[] = [];
    for (const name of names) orders.push(await orderWithDevice(name));
    const firstHalf = orders.slice(0, ORDERS / 2);
    const secondHalf = orders.slice(ORDERS / 2);
    for (const order of firstHalf) await completeCheckout(order);

    // Every sender drains twice while the second half of the changes is being appended.
    const draining = senders.flatMap((sender) => [sender.drain(), sender.drain()]);
    for (const order of secondHalf) await completeCheckout(order);
    const sentWhileRacing = (await Promise.all(draining)).reduce((sum, count) => sum + count, 0);
    // Whatever the race left for later goes out on the next rounds, still once.
    let sentAfter = 0;
    await drainPast(shop.db, 'order-status', orderStreamId(secondHalf.at(-1)!.number), async () => {
      sentAfter += (await Promise.all(senders.map((sender) => sender.drain()))).reduce((a, b) => a + b, 0);
    });

    expect(sentWhileRacing + sentAfter).toBe(ORDERS);
    const paths = receiver.received.map((push) => push.path).sort();
    expect(paths).toEqual(names.map((name) => `/push/${name}`).sort());
    const numbers = receiver.received.map((push) => (JSON.parse(push.payload) as { tag: string }).tag);
    expect(new Set(numbers).size).toBe(ORDERS);

    // Nothing is left and nothing is sent again.
    expect(await Promise.all(senders.map((sender) => sender.drain()))).toEqual([0, 0, 0]);
    expect(receiver.received).toHaveLength(ORDERS);
  });

  it('leaves the checkpoint to the process holding it: a drain that finds it taken sends nothing', async () => {
    const texts = await loadNotificationTexts(['en']);
    const sender = new OrderStatusPushes({ db: shop.db, send: webPushSender(shop.config.push), texts });
    await sender.drain();
    const order = await orderWithDevice('held');
    await completeCheckout(order);
    const before = receiver.received.length;

    if (shop.db.kind === 'postgres') {
      // Another process is mid-claim: it holds the checkpoint row until its transaction ends.
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held!: () => void;
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      const otherProcess = shop.db.transaction(async (tx) => {
        // what a process draining the follower holds (platform/events/follower.ts)
        await tx.query("select pg_advisory_xact_lock(hashtextextended('event-follower:order-status', 90))");
        held();
        await released;
      });
      await holding;
      expect(await sender.drain()).toBe(0);
      release();
      await otherProcess;
    }
    // Once the row is free the change goes out, exactly once.
    let sent = 0;
    await drainPast(shop.db, 'order-status', orderStreamId(order.number), async () => {
      sent += await sender.drain();
    });
    expect(sent).toBe(1);
    expect(receiver.received.length).toBe(before + 1);
    expect(await sender.drain()).toBe(0);
  });
});
