import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cards, cartOf, newKey, orderEvents, paidTotal, placeCart } from './payment-support.ts';

/** Card payments through the REST service with the sandbox's test cards (spec §1, §5, §8). */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop();
  token = await shop.token();
});
afterAll(() => shop.close());

async function placedOrder(options: { userId?: number } = {}) {
  const cart = await cartOf(shop, token, options);
  const { total } = await placeCart(shop, cart.number);
  return { ...cart, total };
}

async function startCard(order: Awaited<ReturnType<typeof placedOrder>>, key = newKey()) {
  return order.rest('POST', `/api/v2/orders/${order.number}/payments`, {
    headers: { ...order.shopper.headers, 'idempotency-key': key },
    body: { payment_method: 'card' },
  });
}

function pay(order: Awaited<ReturnType<typeof placedOrder>>, paymentId: string, number: string, extra = {}) {
  return order.rest('POST', `/api/v2/payments/${paymentId}/card`, {
    headers: { ...order.shopper.headers, 'idempotency-key': newKey() },
    body: { card_number: number, expiry: '12/30', cvc: '123', ...extra },
  });
}

describe('card payments', () => {
  it('captures 4242 once: the payment, one PaymentCaptured and the paid total agree', async () => {
    const order = await placedOrder();
    const started = await startCard(order);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ state: 'PENDING', amount: order.total, method: 'card' });
    const paid = await pay(order, started.body.id as string, cards.ok);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ state: 'CAPTURED', failure_code: null });
    // a second click with another key neither charges nor counts again
    const again = await pay(order, started.body.id as string, cards.ok);
    expect(again.body.state).toBe('CAPTURED');
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(1);
    expect(await paidTotal(shop, order.number)).toBe(order.total);
    const view = await order.rest('GET', `/api/v2/orders/${order.number}`, {
      headers: order.shopper.headers,
    });
    expect(view.body.status).toBe('ordered');
    const another = await startCard(order);
    expect(another.body.code).toBe('SHOP_ERR_ORDER_ALREADY_PAID');
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const order = await placedOrder();
    const key = newKey();
    const first = await startCard(order, key);
    const second = await startCard(order, key);
    expect(second.body).toEqual(first.body);
    const list = await order.rest('GET', `/api/v2/orders/${order.number}/payments`, {
      headers: order.shopper.headers,
    });
    expect(list.body.payments).toHaveLength(1);
  });

  it('refuses a reused Idempotency-Key with other parameters: another method, another card (#15.9)', async () => {
    const order = await placedOrder();
    const key = newKey();
    const started = await startCard(order, key);
    const otherMethod = await order.rest('POST', `/api/v2/orders/${order.number}/payments`, {
      headers: { ...order.shopper.headers, 'idempotency-key': key },
      body: { payment_method: 'qpay' },
    });
    expect(otherMethod).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_IDEMPOTENCY_KEY_REUSED' } });

    const cardKey = newKey();
    const payWith = (number: string) =>
      order.rest('POST', `/api/v2/payments/${started.body.id}/card`, {
        headers: { ...order.shopper.headers, 'idempotency-key': cardKey },
        body: { card_number: number, expiry: '12/30', cvc: '123' },
      });
    const declined = await payWith(cards.declined);
    expect(declined.body).toMatchObject({ state: 'FAILED', failure_code: 'PAYMENT_DECLINED' });
    // the good card under the decline's key is another request: refused, not answered "declined"
    const otherCard = await payWith(cards.ok);
    expect(otherCard).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_IDEMPOTENCY_KEY_REUSED' } });
    expect(await orderEvents(shop, order.number, 'PaymentCaptured')).toHaveLength(0);
    expect((await payWith(cards.declined)).body).toEqual(declined.body);
  });

  it('records a decline and a failure as PaymentFailed; the shopper can pay again', async () => {
    const order = await placedOrder();
    const first = await startCard(order);
    const declined = await pay(order, first.body.id as string, cards.declined);
    expect(declined.body).toMatchObject({ state: 'FAILED', failure_code: 'PAYMENT_DECLINED' });
    let view = await order.rest('GET', `/api/v2/orders/${order.number}`, { headers: order.shopper.headers });
    expect(view.body.status).toBe('paymentFailed');
    const retryDeclined = await pay(order, first.body.id as string, cards.ok);
    expect(retryDeclined.body.code).toBe('SHOP_ERR_PAYMENT_NOT_PENDING');

    const second = await startCard(order);
    const failed = await pay(order, second.body.id as string, cards.fails);
    expect(failed.body).toMatchObject({ state: 'FAILED', failure_code: 'PAYMENT_FAILED' });
    const third = await startCard(order);
    expect((await pay(order, third.body.id as string, cards.ok)).body.state).toBe('CAPTURED');
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toHaveLength(2);
    view = await order.rest('GET', `/api/v2/orders/${order.number}`, { headers: order.shopper.headers });
    expect(view.body.status).toBe('ordered');
  });

  it('refuses bad card data with a coded error and changes nothing', async () => {
    const order = await placedOrder();
    const started = await startCard(order);
    const id = started.body.id as string;
    const luhn = await pay(order, id, '4242 4242 4242 4241');
    expect(luhn).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_CARD_INVALID' } });
    expect(luhn.body.errors).toHaveProperty('cardNumber');
    const badCvc = await pay(order, id, cards.ok, { cvc: '12' });
    expect(badCvc.body.code).toBe('SHOP_ERR_CARD_INVALID');
    const expired = await pay(order, id, cards.ok, { expiry: '05/26' });
    expect(expired).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_CARD_EXPIRED' } });
    const unknownField = await pay(order, id, cards.ok, { pan_copy: 'x' });
    expect(unknownField.body.code).toBe('SHOP_ERR_VALIDATION');
    const payment = await order.rest('GET', `/api/v2/payments/${id}`, { headers: order.shopper.headers });
    expect(payment.body.state).toBe('PENDING');
    expect(await orderEvents(shop, order.number, 'PaymentFailed')).toHaveLength(0);
  });

  it('asks 4000…3220 for a TAN: a wrong code counts, the right one captures', async () => {
    const order = await placedOrder();
    const id = (await startCard(order)).body.id as string;
    expect((await pay(order, id, cards.tan)).body.state).toBe('REQUIRES_TAN');
    const tan = (code: string) =>
      order.rest('POST', `/api/v2/payments/${id}/tan`, {
        headers: order.shopper.headers,
        body: { tan: code },
      });
    const wrong = await tan('000000');
    expect(wrong).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_TAN_INCORRECT' } });
    expect(wrong.body.errors).toEqual({ tan: ['2 attempts left'] });
    expect((await tan('123456')).body.state).toBe('CAPTURED');
    expect(await paidTotal(shop, order.number)).toBe(order.total);
  });

  it('fails the payment on the third wrong TAN', async () => {
    const order = await placedOrder();
    const id = (await startCard(order)).body.id as string;
    await pay(order, id, cards.tan);
    const tan = (code: string) =>
      order.rest('POST', `/api/v2/payments/${id}/tan`, {
        headers: order.shopper.headers,
        body: { tan: code },
      });
    expect((await tan('111111')).body.code).toBe('SHOP_ERR_TAN_INCORRECT');
    expect((await tan('222222')).body.errors).toEqual({ tan: ['1 attempts left'] });
    expect((await tan('333333')).body).toMatchObject({ state: 'FAILED', failure_code: 'PAYMENT_FAILED' });
    expect((await tan('123456')).body.code).toBe('SHOP_ERR_PAYMENT_NOT_PENDING');
    expect(await paidTotal(shop, order.number)).toBe(0);
  });

  it("never shows or pays another shopper's order or payment", async () => {
    const mine = await placedOrder();
    const theirs = await placedOrder();
    const id = (await startCard(theirs)).body.id as string;
    const read = await mine.rest('GET', `/api/v2/payments/${id}`, { headers: mine.shopper.headers });
    expect(read).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_PAYMENT_NOT_FOUND' } });
    const charge = await pay(mine, id, cards.ok);
    expect(charge.body.code).toBe('SHOP_ERR_PAYMENT_NOT_FOUND');
    const start = await mine.rest('POST', `/api/v2/orders/${theirs.number}/payments`, {
      headers: { ...mine.shopper.headers, 'idempotency-key': newKey() },
      body: { payment_method: 'card' },
    });
    expect(start.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const list = await mine.rest('GET', `/api/v2/orders/${theirs.number}/payments`, {
      headers: mine.shopper.headers,
    });
    expect(list.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    expect(await paidTotal(shop, theirs.number)).toBe(0);
  });

  it('only pays a placed order, with a known method, and needs an Idempotency-Key', async () => {
    const cart = await cartOf(shop, token);
    const start = (body: object, key: string | null = newKey()) =>
      cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
        headers: { ...cart.shopper.headers, ...(key ? { 'idempotency-key': key } : {}) },
        body,
      });
    expect((await start({ payment_method: 'card' })).body.code).toBe('SHOP_ERR_ORDER_NOT_PLACED');
    await placeCart(shop, cart.number);
    expect((await start({ payment_method: 'cash' })).body.code).toBe('SHOP_ERR_PAYMENT_METHOD_NOT_FOUND');
    expect((await start({ payment_method: 'card' }, null)).body.code).toBe('SHOP_ERR_VALIDATION');
    expect((await start({ payment_method: 'internet_bank', bank: 'nowhere' })).body.code).toBe(
      'SHOP_ERR_BANK_NOT_FOUND',
    );
    expect((await start({ payment_method: 'saved_card', saved_card_id: 'card_x' })).body.code).toBe(
      'SHOP_ERR_LOGIN_REQUIRED',
    );
  });
});
