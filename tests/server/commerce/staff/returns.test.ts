import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { workProviderJobs } from '../payments/provider-job-support.ts';
import { deliveredOrder, paidOrder, staffCall, streamEvents } from './staff-support.ts';

/**
 * Spec §9 returns: the shopper asks to return a delivered order within RETURN_WINDOW_HOURS (72 by
 * default); staff accept (Returned, captured payments refunded through the outbox) or refuse
 * (Delivered again, with the reason). Then OrderCompleted / OrderFinished as staff steps.
 */
let shop: TestShop;
let token: string;
/** Each test takes its own product, so their carts never meet. */
let skip = 0;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());

type Order = Awaited<ReturnType<typeof deliveredOrder>>;

function askReturn(order: Order, reason: unknown, headers: Record<string, string> = order.shopper.headers) {
  return order.rest('POST', `/api/v2/orders/${order.number}/return`, { headers, body: { reason } });
}

async function shopperView(order: Order) {
  const view = await order.rest('GET', `/api/v2/orders/${order.number}`, { headers: order.shopper.headers });
  return view.body as { status: string; state: string; return_request: unknown };
}

describe('the shopper asks to return a delivered order', () => {
  it('within the window: "Return requested", with the reason, by the shopper', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    shop.clock.advance(71 * 3_600_000);
    const answer = await askReturn(order, '  Too small  ');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'returnRequested',
      return_request: { reason: 'Too small', refusal: null, requested_at: shop.clock.now().toISOString() },
    });
    const last = (await streamEvents(shop.db, order.number)).at(-1);
    expect(last).toMatchObject({ type: 'ReturnRequested', data: { reason: 'Too small' } });
    expect(last?.actor).not.toBe('staff');
  });

  it('outside the window: RETURN_WINDOW_CLOSED, nothing written', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    shop.clock.advance(72 * 3_600_000 + 1_000);
    const before = await streamEvents(shop.db, order.number);
    const answer = await askReturn(order, 'Too small');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SHOP_ERR_RETURN_WINDOW_CLOSED');
    expect(await streamEvents(shop.db, order.number)).toEqual(before);
    expect((await shopperView(order)).status).toBe('delivered');
  });

  it('twice: RETURN_ALREADY_REQUESTED, while waiting and after a refusal', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    expect((await askReturn(order, 'Too small')).status).toBe(200);
    const again = await askReturn(order, 'Too small');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SHOP_ERR_RETURN_ALREADY_REQUESTED');
    await staffCall(shop, order.number, 'return/refuse', { body: { reason: 'Worn' } });
    expect((await askReturn(order, 'Please')).body.code).toBe('SHOP_ERR_RETURN_ALREADY_REQUESTED');
  });

  it("someone else's order: ORDER_NOT_FOUND", async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    const stranger = await askReturn(order, 'Mine now', { 'x-order-token': 'not-the-shoppers-token-000000' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    expect((await shopperView(order)).status).toBe('delivered');
  });

  it('not delivered yet: RETURN_NOT_DELIVERED', async () => {
    const order = await paidOrder(shop, token, { skip: skip++ });
    await staffCall(shop, order.number, 'prepare');
    const answer = await askReturn(order, 'Changed my mind');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SHOP_ERR_RETURN_NOT_DELIVERED');
  });

  it('a blank or too long reason: RETURN_REASON_INVALID', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    for (const reason of ['   ', 'x'.repeat(501)]) {
      const answer = await askReturn(order, reason);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('SHOP_ERR_RETURN_REASON_INVALID');
    }
    expect((await askReturn(order, 'x'.repeat(500))).status).toBe(200);
  });
});

describe('staff answer a return', () => {
  it('accept: Returned, the captured card payment refunded once through the outbox', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    await askReturn(order, 'Broken on arrival');
    const accepted = await staffCall(shop, order.number, 'return/accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ state: 'returned', status: 'returned' });
    const payments = await shop.db.query<{ state: string }>(
      'select state from payments where order_number = $1',
      [order.number],
    );
    expect(payments.rows.map((row) => row.state)).toEqual(['REFUNDED']);
    await workProviderJobs(shop);
    const refunds = await shop.db.query<{ amount: number; reason: string }>(
      `select amount, reason from payment_refunds
        where payment_id in (select id from payments where order_number = $1)`,
      [order.number],
    );
    expect(refunds.rows).toEqual([{ amount: order.total, reason: 'ORDER_RETURNED' }]);
    expect((await staffCall(shop, order.number, 'return/accept')).body.code).toBe(
      'SHOP_ERR_RETURN_NOT_REQUESTED',
    );
    expect((await streamEvents(shop.db, order.number)).at(-1)).toMatchObject({
      type: 'OrderReturned',
      actor: 'staff',
    });
  });

  it('refuse: Delivered again, with the reason the shopper reads', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    await askReturn(order, 'Too small');
    const short = await staffCall(shop, order.number, 'return/refuse', { body: { reason: '' } });
    expect(short.status).toBe(400);
    const refused = await staffCall(shop, order.number, 'return/refuse', {
      body: { reason: 'The seal is broken' },
    });
    expect(refused.status).toBe(200);
    expect(await shopperView(order)).toMatchObject({
      status: 'delivered',
      return_request: { reason: 'Too small', refusal: 'The seal is broken' },
    });
  });

  it('no request waiting: RETURN_NOT_REQUESTED; the staff token is required', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    const answer = await staffCall(shop, order.number, 'return/accept');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SHOP_ERR_RETURN_NOT_REQUESTED');
    const shopper = await staffCall(shop, order.number, 'return/accept', {
      authorization: `Bearer ${token}`,
    });
    expect(shopper.status).toBe(401);
  });

  it('complete and finish a delivered order; a completed order takes no return', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    expect((await staffCall(shop, order.number, 'finish')).status).toBe(409);
    expect((await staffCall(shop, order.number, 'complete')).body.status).toBe('completed');
    expect((await askReturn(order, 'Too small')).body.code).toBe('SHOP_ERR_RETURN_NOT_DELIVERED');
    expect((await staffCall(shop, order.number, 'finish')).body.status).toBe('finished');
  });
});

describe('GraphQL requestReturn', () => {
  const RETURN = `mutation ($number: String!, $reason: String!) {
    requestReturn(number: $number, reason: $reason) {
      status deliveredAt returnRequest { reason refusal }
    }
  }`;

  it('asks from the order cookie and answers "Return requested"; refusals carry their code', async () => {
    const order = await deliveredOrder(shop, token, { skip: skip++ });
    const cookie = `shop_order=${order.shopper.headers['x-order-token']}`;
    const blank = await graphql(shop.app, RETURN, { number: order.number, reason: ' ' }, { cookie });
    expect(blank.body.errors?.[0]?.extensions?.code).toBe('RETURN_REASON_INVALID');
    const asked = await graphql(shop.app, RETURN, { number: order.number, reason: 'Too small' }, { cookie });
    expect(asked.body.data?.requestReturn).toEqual({
      status: 'RETURN_REQUESTED',
      deliveredAt: shop.clock.now().toISOString(),
      returnRequest: { reason: 'Too small', refusal: null },
    });
    const again = await graphql(shop.app, RETURN, { number: order.number, reason: 'Too small' }, { cookie });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('RETURN_ALREADY_REQUESTED');
  });
});
