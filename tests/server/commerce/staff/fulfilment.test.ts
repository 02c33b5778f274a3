import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { restClient } from '../orders/order-support.ts';
import { paidOrder, placedOrder, staffCall, streamEvents } from './staff-support.ts';

/** The staff API moves a paid order on: "Ordered" → "Ready to deliver" → "Shipment" → "Delivered". */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());

async function shopperView(order: Awaited<ReturnType<typeof placedOrder>>) {
  const view = await restClient(shop, token)('GET', `/api/v2/orders/${order.number}`, {
    headers: order.shopper.headers,
  });
  return view.body as { status: string; status_details: string[] };
}

describe('staff token', () => {
  it('refuses a missing, wrong or shopper-client token with 401 and changes nothing', async () => {
    const order = await paidOrder(shop, token);
    const before = await streamEvents(shop.db, order.number);
    const refused = [
      null,
      'Bearer ',
      `Bearer ${shop.config.secrets.staffToken}x`,
      `Basic ${Buffer.from(`staff:${shop.config.secrets.staffToken}`).toString('base64')}`,
      // the OAuth client token reaches /api/v2 but is no staff token
      `Bearer ${token}`,
    ];
    for (const authorization of refused) {
      const answer = await staffCall(shop, order.number, 'prepare', { authorization });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
      expect(answer.headers['www-authenticate']).toContain('Bearer');
    }
    expect(await streamEvents(shop.db, order.number)).toEqual(before);
    expect((await shopperView(order)).status).toBe('ordered');
  });
});

describe('moving an order on', () => {
  it('refuses to prepare an unpaid order, and answers an unknown one "no order was found"', async () => {
    const order = await placedOrder(shop, token);
    const before = await streamEvents(shop.db, order.number);
    const answer = await staffCall(shop, order.number, 'prepare');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SHOP_ERR_ORDER_TRANSITION_REFUSED');
    expect(answer.body.error).toContain('awaitingPayment');
    expect(await streamEvents(shop.db, order.number)).toEqual(before);
    expect((await shopperView(order)).status).toBe('paymentPending');
    const unknown = await staffCall(shop, 'R000000001', 'prepare');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
  });

  it('takes a paid order through every step with the shopper seeing each label', async () => {
    const order = await paidOrder(shop, token);
    expect(await shopperView(order)).toMatchObject({
      status: 'ordered',
      status_details: ['ordered', 'paymentCompleted', 'waitingVatReceipt'],
    });
    // steps out of order are refused and leave the order as it was
    for (const step of ['dispatch', 'deliver'] as const) {
      const early = await staffCall(shop, order.number, step);
      expect(early.body.code).toBe('SHOP_ERR_ORDER_TRANSITION_REFUSED');
    }
    const prepared = await staffCall(shop, order.number, 'prepare');
    expect(prepared.status).toBe(200);
    expect(prepared.body).toMatchObject({ number: order.number, status: 'readyToDeliver' });
    expect((await staffCall(shop, order.number, 'prepare')).status).toBe(409);
    const badCode = await staffCall(shop, order.number, 'dispatch', { body: { tracking_code: 'a b' } });
    expect(badCode.status).toBe(400);
    expect(badCode.body.code).toBe('SHOP_ERR_VALIDATION');
    const dispatched = await staffCall(shop, order.number, 'dispatch', {
      body: { tracking_code: 'MN-123456' },
    });
    expect(dispatched.body.status).toBe('shipment');
    const delivered = await staffCall(shop, order.number, 'deliver');
    expect(delivered.body.status).toBe('delivered');
    expect(await shopperView(order)).toMatchObject({
      status: 'delivered',
      status_details: ['delivered', 'paymentCompleted', 'vatReceiptPending'],
    });
    expect((await staffCall(shop, order.number, 'deliver')).status).toBe(409);

    const events = await streamEvents(shop.db, order.number);
    const staffEvents = events.filter((event) => event.actor === 'staff');
    expect(staffEvents.map((event) => event.type)).toEqual([
      'DeliveryPrepared',
      'ShipmentDispatched',
      'OrderDelivered',
      'VatReceiptPending',
    ]);
    expect(staffEvents[1]!.data).toEqual({ trackingCode: 'MN-123456' });
  });

  it('dispatches without a tracking code', async () => {
    const order = await paidOrder(shop, token, { skip: 1 });
    await staffCall(shop, order.number, 'prepare');
    const dispatched = await staffCall(shop, order.number, 'dispatch');
    expect(dispatched.status).toBe(200);
    expect(dispatched.body.status).toBe('shipment');
    const events = await streamEvents(shop.db, order.number);
    expect(events.at(-1)).toMatchObject({ type: 'ShipmentDispatched', data: { trackingCode: null } });
  });

  it('shows the staff steps on the shopper order timeline', async () => {
    const order = await paidOrder(shop, token, { skip: 2 });
    await staffCall(shop, order.number, 'prepare');
    const timeline = await restClient(shop, token)('GET', `/api/v2/orders/${order.number}/events`, {
      headers: order.shopper.headers,
    });
    const entries = timeline.body.events as { type: string; actor: string; status: string }[];
    expect(entries.at(-1)).toMatchObject({
      type: 'DeliveryPrepared',
      actor: 'staff',
      status: 'readyToDeliver',
    });
  });
});
