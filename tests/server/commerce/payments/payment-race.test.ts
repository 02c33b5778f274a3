import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStream } from '../../../../server/commerce/orders/order-stream.ts';
import { StreamVersionConflictError } from '../../../../server/platform/events/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import {
  appendOrderEvent,
  cards,
  cartOf,
  newKey,
  orderEvents,
  paidTotal,
  placeCart,
  sandboxWebhook,
} from './payment-support.ts';

/**
 * The double-payment races. Under `npm run test:pg -- tests/server/commerce/payments/payment-race.test.ts`
 * the shop runs on a PostgreSQL server with a connection pool, so the requests really overlap;
 * on PGlite (one connection) the same assertions hold with the requests interleaved.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());

async function pendingCardPayment() {
  const cart = await cartOf(shop, token);
  const { total } = await placeCart(shop, cart.number);
  const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: 'card' },
  });
  return { ...cart, total, payment: started.body as { id: string; amount: number } };
}

describe(`payment races (${process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('20 identical webhooks and 5 card confirms at once: one PaymentCaptured, paid total right', async () => {
    const order = await pendingCardPayment();
    const webhook = sandboxWebhook(shop, {
      id: `evt_race_${order.payment.id}`,
      type: 'payment.captured',
      data: { payment_id: order.payment.id, amount: order.payment.amount },
    });
    const webhooks = Array.from({ length: 20 }, () => shop.app.inject(webhook));
    const confirms = Array.from({ length: 5 }, () =>
      order.rest('POST', `/api/v2/payments/${order.payment.id}/card`, {
        headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
        body: { card_number: cards.ok, expiry: '12/30', cvc: '123' },
      }),
    );
    const [hooks, cardAnswers] = await Promise.all([Promise.all(webhooks), Promise.all(confirms)]);
    expect(hooks.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(hooks.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    // each confirm charges, finds the payment captured, or is told another confirm is in flight
    for (const answer of cardAnswers) {
      if (answer.status === 200) expect(answer.body.state).toBe('CAPTURED');
      else expect([answer.status, answer.body.code]).toEqual([409, 'SHOP_ERR_PAYMENT_IN_PROGRESS']);
    }
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([
      { amount: order.total, method: 'card', paymentId: order.payment.id },
    ]);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
    const refunds = await shop.db.query('select 1 from payment_refunds where payment_id = $1', [
      order.payment.id,
    ]);
    expect(refunds.rows).toHaveLength(0);
  });

  it('two payments of one order captured at once: one counts, the other is refunded', async () => {
    const order = await pendingCardPayment();
    const second = await order.rest('POST', `/api/v2/orders/${order.number}/payments`, {
      headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
      body: { payment_method: 'qpay' },
    });
    const payments = [order.payment, second.body as { id: string; amount: number }];
    const answers = await Promise.all(
      payments.map((payment) =>
        shop.app.inject(
          sandboxWebhook(shop, {
            id: `evt_both_${payment.id}`,
            type: 'payment.captured',
            data: { payment_id: payment.id, amount: payment.amount },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.json().payment_state).sort()).toEqual(['CAPTURED', 'REFUNDED']);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });

  it('a capture racing the expiry: either paid or expired and refunded, never both', async () => {
    const order = await pendingCardPayment();
    shop.clock.advance(61 * 60_000);
    const expire = async () => {
      for (;;) {
        try {
          await appendOrderEvent(shop, order.number, 'OrderExpired', { at: shop.clock.now().toISOString() });
          return 'expired';
        } catch (error) {
          if (error instanceof StreamVersionConflictError) continue;
          // the machine refused it: the capture came first and the order is paid
          return 'refused';
        }
      }
    };
    const [, webhook] = await Promise.all([
      expire(),
      shop.app.inject(
        sandboxWebhook(shop, {
          id: `evt_expiry_${order.payment.id}`,
          type: 'payment.captured',
          data: { payment_id: order.payment.id, amount: order.payment.amount },
        }),
      ),
    ]);
    const { snapshot } = (await loadStream(shop.db, order.number)).aggregate;
    if (snapshot.matches('expired')) {
      expect(webhook.json().payment_state).toBe('REFUNDED');
      expect(await paidTotal(shop, order.number)).toBe(0);
    } else {
      expect(webhook.json().payment_state).toBe('CAPTURED');
      expect(await paidTotal(shop, order.number)).toBe(order.total);
    }
  });
});
