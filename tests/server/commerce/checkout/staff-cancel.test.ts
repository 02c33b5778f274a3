import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cards, cartOf, newKey, placeCart } from '../payments/payment-support.ts';
import { refundJobsOf, workProviderJobs } from '../payments/provider-job-support.ts';

/**
 * Staff cancel a placed order even when paid: OrderCanceled by staff, each capture refunded once
 * through the provider outbox, open payments voided; without the staff token nothing changes.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop({ PAYMENT_JOBS_INTERVAL_MS: '3600000' });
  token = await shop.token();
});
afterAll(() => shop.close());

/** A placed order paid by card, with a QR payment started before and left open. */
async function paidOrder() {
  const cart = await cartOf(shop, token);
  await placeCart(shop, cart.number);
  const start = async (method: string) =>
    (
      await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
        headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
        body: { payment_method: method },
      })
    ).body as { id: string; amount: number };
  const stale = await start('qpay');
  const card = await start('card');
  const paid = await cart.rest('POST', `/api/v2/payments/${card.id}/card`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
  });
  expect(paid.body.state).toBe('CAPTURED');
  return { number: cart.number, card, stale };
}

const cancel = (number: string, authorization?: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/v2/admin/orders/${number}/cancel`,
    headers: authorization === undefined ? {} : { authorization },
    payload: { reason: 'the customer called: cancel and refund' },
  });
const staff = () => `Bearer ${shop.config.secrets.staffToken}`;

async function snapshotOf(number: string) {
  const order = await shop.db.query('select state, status, paid_total from orders where number = $1', [
    number,
  ]);
  const payments = await shop.db.query('select id, state from payments where order_number = $1 order by id', [
    number,
  ]);
  const events = await shop.db.query<{ type: string; metadata: { actor: string } }>(
    `select type, metadata from events where stream_id = $1 and type = 'OrderCanceled'`,
    [`order-${number}`],
  );
  return { order: order.rows[0], payments: payments.rows, canceled: events.rows };
}

describe('staff cancel with refund', () => {
  it('refuses a missing or wrong staff token and changes nothing', async () => {
    const order = await paidOrder();
    const before = await snapshotOf(order.number);
    for (const authorization of [undefined, `Bearer ${token}`, `${staff()}x`]) {
      const answer = await cancel(order.number, authorization);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
    }
    expect(await snapshotOf(order.number)).toEqual(before);
    expect(await refundJobsOf(shop, order.card.id)).toEqual([]);
  });

  it('cancels a paid order: refunded once per capture, the open QR voided, actor staff', async () => {
    const order = await paidOrder();
    const answer = await cancel(order.number, staff());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ number: order.number, state: 'canceled' });
    const after = await snapshotOf(order.number);
    expect(after.canceled).toEqual([
      { type: 'OrderCanceled', metadata: expect.objectContaining({ actor: 'staff' }) },
    ]);
    expect(Object.fromEntries(after.payments.map((row) => [row.id, row.state]))).toEqual({
      [order.card.id]: 'REFUNDED',
      [order.stale.id]: 'CANCELED',
    });
    await workProviderJobs(shop);
    const refunds = await shop.db.query(
      `select payment_id, amount, reason from payment_refunds
        where payment_id in (select id from payments where order_number = $1)`,
      [order.number],
    );
    expect(refunds.rows).toEqual([
      { payment_id: order.card.id, amount: order.card.amount, reason: 'ORDER_CANCELED' },
    ]);
    expect((await cancel(order.number, staff())).json().code).toBe('SHOP_ERR_ORDER_TRANSITION_REFUSED');
  });

  it('five cancels at once: one wins, one refund', async () => {
    const order = await paidOrder();
    const answers = await Promise.all(Array.from({ length: 5 }, () => cancel(order.number, staff())));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().code)).sort();
    expect(codes).toEqual([...Array(4).fill('SHOP_ERR_ORDER_TRANSITION_REFUSED'), 'ok']);
    expect((await snapshotOf(order.number)).canceled).toHaveLength(1);
    await Promise.all([workProviderJobs(shop), workProviderJobs(shop)]);
    expect(await refundJobsOf(shop, order.card.id)).toEqual([
      { kind: 'refund', state: 'done', attempts: 1, last_error: null },
    ]);
    const refunds = await shop.db.query('select 1 from payment_refunds where payment_id = $1', [
      order.card.id,
    ]);
    expect(refunds.rows).toHaveLength(1);
  });

  it('answers an unknown order and a bad reason with codes', async () => {
    expect((await cancel('R000000000', staff())).json().code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const order = await paidOrder();
    const empty = await shop.app.inject({
      method: 'POST',
      url: `/api/v2/admin/orders/${order.number}/cancel`,
      headers: { authorization: staff() },
      payload: { reason: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect((await snapshotOf(order.number)).canceled).toEqual([]);
  });
});
