import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expireDueOrders } from '../../../../server/commerce/checkout/index.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { releaseOrderTenders } from '../../../../server/commerce/wallet/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cartOf, newKey, orderEvents, placeCart, sandboxWebhook } from '../payments/payment-support.ts';
import { jobsOf } from '../payments/provider-job-support.ts';

/**
 * An order that expires or is canceled takes its open payments with it: they are CANCELED in the
 * closing transaction and their intents voided at the provider (by the app's own outbox worker
 * here), so the sandbox pay page stops taking money; a capture the provider took before the void
 * arrived is refunded, never counted.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop({ PAYMENT_JOBS_INTERVAL_MS: '1000' });
  token = await shop.token();
});
afterAll(() => shop.close());

const deps = () => ({
  db: shop.db,
  clock: shop.clock,
  store: commerceEventStore(shop.db),
  releaseTenders: releaseOrderTenders,
});

async function pendingPayment(method: string) {
  const cart = await cartOf(shop, token);
  await placeCart(shop, cart.number, { dueInMinutes: 60 });
  const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: method },
  });
  expect(started.status).toBe(201);
  return { ...cart, payment: started.body as { id: string; amount: number } };
}

const paymentRow = async (id: string) =>
  (
    await shop.db.query<{ state: string; failure_code: string | null }>(
      'select state, failure_code from payments where id = $1',
      [id],
    )
  ).rows[0];

const jobDone = (subject: string, kind: string) =>
  vi.waitFor(
    async () => {
      expect(await jobsOf(shop, subject)).toContainEqual(expect.objectContaining({ kind, state: 'done' }));
    },
    { timeout: 10_000, interval: 200 },
  );

describe('open payments of a closing order', () => {
  it('expiry voids the QR: the pay page no longer takes money, a capture already taken is refunded', async () => {
    const order = await pendingPayment('qpay');
    const page = `/sandbox/pay/${order.payment.id}`;
    expect((await shop.app.inject({ method: 'GET', url: `${page}?lang=en` })).body).toContain(
      '>Pay</button>',
    );

    shop.clock.advance(61 * 60_000);
    expect(await expireDueOrders(deps())).toContain(order.number);
    expect(await paymentRow(order.payment.id)).toEqual({ state: 'CANCELED', failure_code: 'ORDER_EXPIRED' });
    await jobDone(order.payment.id, 'cancel_intent');

    const closed = await shop.app.inject({ method: 'GET', url: `${page}?lang=en` });
    expect(closed.body).toContain('This payment is closed.');
    expect(closed.body).not.toContain('>Pay</button>');
    const paid = await shop.app.inject({ method: 'POST', url: `${page}/pay?lang=en`, payload: '' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).not.toContain('result=sent');
    expect(await paymentRow(order.payment.id)).toMatchObject({ state: 'CANCELED' });

    // The provider had taken the money before the void reached it: its callback comes late.
    const late = await shop.app.inject(
      sandboxWebhook(shop, {
        id: `evt_late_${order.payment.id}`,
        type: 'payment.captured',
        data: { payment_id: order.payment.id, amount: order.payment.amount },
      }),
    );
    expect(late.json().payment_state).toBe('REFUNDED');
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toEqual([]);
    await jobDone(order.payment.id, 'refund');
    const refunds = await shop.db.query('select amount, reason from payment_refunds where payment_id = $1', [
      order.payment.id,
    ]);
    expect(refunds.rows).toEqual([{ amount: order.payment.amount, reason: 'ORDER_EXPIRED' }]);
  });

  it("the shopper's cancel voids the bank transfer waiting to be made", async () => {
    const order = await pendingPayment('bank_transfer');
    const canceled = await order.rest('POST', `/api/v2/orders/${order.number}/cancel`, {
      headers: order.shopper.headers,
    });
    expect(canceled.status).toBe(200);
    expect(await paymentRow(order.payment.id)).toEqual({ state: 'CANCELED', failure_code: 'ORDER_CANCELED' });
    await jobDone(order.payment.id, 'cancel_intent');
    const view = await order.rest('GET', `/api/v2/payments/${order.payment.id}`, {
      headers: order.shopper.headers,
    });
    expect(view.body).toMatchObject({ state: 'CANCELED', bank_account: expect.anything(), qr: null });
  });
});
