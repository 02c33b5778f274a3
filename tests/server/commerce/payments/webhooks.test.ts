import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentDto } from '../../../../server/commerce/payments/payment-records.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import {
  appendOrderEvent,
  cartOf,
  newKey,
  orderEvents,
  paidTotal,
  placeCart,
  sandboxWebhook,
} from './payment-support.ts';
import { workProviderJobs } from './provider-job-support.ts';

/**
 * Provider callbacks: the sandbox page sends signed webhooks like a provider; forged, stale and
 * tampered ones are refused; duplicates and out-of-order ones never count twice; a capture that
 * arrives too late is refunded.
 */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());

type PaymentJson = PaymentDto & { qr: NonNullable<PaymentDto['qr']> };

async function pendingPayment(method = 'qpay') {
  const cart = await cartOf(shop, token);
  const { total, dueAt } = await placeCart(shop, cart.number);
  const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
    headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
    body: { payment_method: method, ...(method === 'internet_bank' ? { bank: 'khan' } : {}) },
  });
  expect(started.status).toBe(201);
  return { ...cart, total, dueAt, payment: started.body as unknown as PaymentJson };
}

const captured = (payment: { id: string; amount: number }, eventId = `evt_${payment.id}`) => ({
  id: eventId,
  type: 'payment.captured',
  data: { payment_id: payment.id, amount: payment.amount },
});

async function paymentState(id: string) {
  const result = await shop.db.query<{ state: string; failure_code: string | null }>(
    'select state, failure_code from payments where id = $1',
    [id],
  );
  return result.rows[0]!;
}

describe('sandbox pay page', () => {
  it('shows a real QR of the pay link; "Pay" sends a signed webhook that captures once', async () => {
    const order = await pendingPayment('qpay');
    const { qr } = order.payment;
    expect(qr.svg).toMatch(/^<svg[\s\S]*<path/);
    expect(qr.pay_url).toBe(qr.payload);
    expect(qr.pay_url).toMatch(new RegExp(`/sandbox/pay/${order.payment.id}$`));
    expect(qr.expires_at).toBe(order.dueAt);
    const path = new URL(qr.pay_url).pathname;
    const page = await shop.app.inject({ method: 'GET', url: path });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Төлөх');
    const english = await shop.app.inject({ method: 'GET', url: `${path}?lang=en` });
    expect(english.body).toContain('>Pay</button>');
    const paid = await shop.app.inject({
      method: 'POST',
      url: `${path}/pay?lang=en`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain('result=sent');
    expect(await paymentState(order.payment.id)).toMatchObject({ state: 'CAPTURED' });
    expect(await paidTotal(shop, order.number)).toBe(order.total);
    // Pressing "Pay" again is a new callback for a captured payment: nothing more is counted.
    await shop.app.inject({ method: 'POST', url: `${path}/pay`, payload: '' });
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
  });

  it('shows the bank account with the order number as reference; "Decline" fails the payment', async () => {
    const order = await pendingPayment('bank_transfer');
    expect(order.payment.bank_account).toMatchObject({
      accountName: 'Шоппи ХХК',
      iban: 'MN580005005012345678',
      reference: order.number,
    });
    const path = `/sandbox/pay/${order.payment.id}`;
    const page = await shop.app.inject({
      method: 'GET',
      url: path,
      headers: { 'accept-language': 'en-US,en' },
    });
    expect(page.body).toContain('MN580005005012345678');
    expect(page.body).toContain(order.number);
    await shop.app.inject({ method: 'POST', url: `${path}/decline`, payload: '' });
    expect(await paymentState(order.payment.id)).toMatchObject({
      state: 'FAILED',
      failure_code: 'PAYMENT_DECLINED',
    });
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toHaveLength(1);
  });

  it('sends internet banking and wallets to the sandbox page', async () => {
    const order = await pendingPayment('internet_bank');
    expect(order.payment).toMatchObject({ bank: 'khan', qr: null });
    expect(order.payment.redirect_url).toMatch(/\/sandbox\/pay\/pay_/);
  });
});

describe('webhook verification', () => {
  it('refuses forged, stale, tampered and mis-sized callbacks and changes nothing', async () => {
    const order = await pendingPayment();
    const body = captured(order.payment as { id: string; amount: number });
    const forged = await shop.app.inject(sandboxWebhook(shop, body, { secret: 'not-the-secret' }));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('SHOP_ERR_PAYMENT_CALLBACK_INVALID');
    const stale = await shop.app.inject(
      sandboxWebhook(shop, body, { at: new Date(shop.clock.now().getTime() - 10 * 60_000) }),
    );
    expect(stale.json().code).toBe('SHOP_ERR_PAYMENT_CALLBACK_INVALID');
    const signed = sandboxWebhook(shop, body);
    const tampered = await shop.app.inject({
      ...signed,
      payload: signed.payload.replace(/"amount":\d+/, '"amount":1'),
    });
    expect(tampered.json().code).toBe('SHOP_ERR_PAYMENT_CALLBACK_INVALID');
    const wrongAmount = await shop.app.inject(
      sandboxWebhook(shop, { ...body, data: { ...body.data, amount: body.data.amount - 1 } }),
    );
    expect(wrongAmount.json().code).toBe('SHOP_ERR_PAYMENT_CALLBACK_INVALID');
    const unsigned = await shop.app.inject({ ...signed, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const otherProvider = await shop.app.inject({ ...signed, url: '/api/v2/payments/webhooks/qpay' });
    expect(otherProvider.statusCode).toBe(404);
    expect(await paymentState(order.payment.id)).toMatchObject({ state: 'PENDING' });
    expect(await paidTotal(shop, order.number)).toBe(0);
  });

  it('acknowledges a replayed webhook as a duplicate; 20 copies at once capture once', async () => {
    const order = await pendingPayment();
    const request = sandboxWebhook(shop, captured(order.payment as { id: string; amount: number }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.app.inject(request)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });
});

describe('out-of-order and late callbacks', () => {
  it('ignores a failure after the capture', async () => {
    const order = await pendingPayment();
    const payment = order.payment as { id: string; amount: number };
    await shop.app.inject(sandboxWebhook(shop, captured(payment)));
    const late = await shop.app.inject(
      sandboxWebhook(shop, {
        id: 'evt_late_fail',
        type: 'payment.failed',
        data: { payment_id: payment.id, amount: payment.amount },
      }),
    );
    expect(late.json()).toMatchObject({ duplicate: false, payment_state: 'CAPTURED' });
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toHaveLength(0);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });

  it('refunds a capture after a failure, never counting it', async () => {
    const order = await pendingPayment();
    const payment = order.payment as { id: string; amount: number };
    await shop.app.inject(
      sandboxWebhook(shop, {
        id: 'evt_fail_first',
        type: 'payment.failed',
        data: { payment_id: payment.id, amount: payment.amount },
      }),
    );
    const late = await shop.app.inject(sandboxWebhook(shop, captured(payment, 'evt_capture_after')));
    expect(late.json().payment_state).toBe('REFUNDED');
    expect(await paidTotal(shop, order.number)).toBe(0);
    await workProviderJobs(shop); // the refund goes out through the provider outbox
    const refunds = await shop.db.query('select reason, amount from payment_refunds where payment_id = $1', [
      payment.id,
    ]);
    expect(refunds.rows).toEqual([{ reason: 'PAYMENT_ALREADY_SETTLED', amount: payment.amount }]);
  });

  it('refunds a capture that arrives after the order expired', async () => {
    const order = await pendingPayment();
    const payment = order.payment as { id: string; amount: number };
    shop.clock.advance(61 * 60_000);
    await appendOrderEvent(shop, order.number, 'OrderExpired', { at: shop.clock.now().toISOString() });
    const late = await shop.app.inject(sandboxWebhook(shop, captured(payment)));
    expect(late.json().payment_state).toBe('REFUNDED');
    expect(await paymentState(payment.id)).toEqual({ state: 'REFUNDED', failure_code: 'ORDER_EXPIRED' });
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(0);
    await workProviderJobs(shop);
    const refunds = await shop.db.query('select reason from payment_refunds where payment_id = $1', [
      payment.id,
    ]);
    expect(refunds.rows).toEqual([{ reason: 'ORDER_EXPIRED' }]);
    const again = await order.rest('POST', `/api/v2/orders/${order.number}/payments`, {
      headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
      body: { payment_method: 'card' },
    });
    expect(again.body.code).toBe('SHOP_ERR_PAYMENT_OVERDUE');
  });

  it('refunds a second payment captured after the order was already paid', async () => {
    const order = await pendingPayment();
    const second = await order.rest('POST', `/api/v2/orders/${order.number}/payments`, {
      headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
      body: { payment_method: 'bank_transfer' },
    });
    await shop.app.inject(sandboxWebhook(shop, captured(order.payment as { id: string; amount: number })));
    const late = await shop.app.inject(
      sandboxWebhook(shop, captured(second.body as { id: string; amount: number })),
    );
    expect(late.json().payment_state).toBe('REFUNDED');
    expect(await paymentState(second.body.id as string)).toMatchObject({
      failure_code: 'ORDER_ALREADY_PAID',
    });
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });
});
