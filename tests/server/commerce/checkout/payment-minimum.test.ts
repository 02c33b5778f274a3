import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { deliveryDetails, eventCount, guestCart, onHand } from './checkout-support.ts';

/**
 * §9 "some payment methods have minimums" once discounts bring the amount due down: a coupon that
 * leaves 300 ₮ to pay makes QR payment (500 ₮ minimum) unavailable, both when placing and when
 * starting a payment on the placed order; each refusal writes nothing, and a method without a
 * minimum still takes the order.
 */
let shop: TestShop;
let coupons = 0;

beforeAll(async () => {
  shop = await createTestShop();
}, 60_000);
afterAll(() => shop.close());

/** A cart through the address step and shipping, then a staff coupon that leaves `left` ₮ to pay. */
async function cartLeaving(left: number) {
  const variant = await sellableVariant(shop.db, 5);
  const cart = await guestCart(shop, variant.id, 1);
  await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
  const shipped = await cart.call('PUT', 'shipping_method', { shipping_method: 'standard' });
  const code = `ALMOSTALL${++coupons}`;
  await shop.db.query(
    `insert into coupons (code, kind, discount, value, min_order) values ($1, 'voucher', 'fixed', $2, 0)`,
    [code, (shipped.body.total as number) - left],
  );
  const discounted = await cart.rest('POST', `/api/v2/orders/${cart.number}/apply_coupon_code`, {
    body: { coupon_code: code },
    headers: { 'x-order-token': cart.orderToken },
  });
  expect(discounted.body.total).toBe(left);
  return { ...cart, variantId: variant.id };
}

/** The methods as the checkout asks for them (GET /checkouts/payment_methods), by code. */
async function methodsFor(cart: Awaited<ReturnType<typeof cartLeaving>>) {
  const answer = await cart.rest('GET', `/api/v2/checkouts/payment_methods?order_number=${cart.number}`, {
    headers: { 'x-order-token': cart.orderToken },
  });
  expect(answer.status).toBe(200);
  const methods = answer.body.payment_methods as { code: string; available: boolean }[];
  return { amount: answer.body.amount, byCode: new Map(methods.map((method) => [method.code, method])) };
}

describe('a method minimum after discounts', () => {
  it('lists the methods for the amount left after the discount, as placing will judge them', async () => {
    const cart = await cartLeaving(300);
    const { amount, byCode } = await methodsFor(cart);
    expect(amount).toBe(300);
    expect(byCode.get('qpay')).toMatchObject({
      available: false,
      unavailable_reason: 'PAYMENT_BELOW_MINIMUM',
      minimum: 500,
    });
    expect(byCode.get('storepay')).toMatchObject({
      available: false,
      unavailable_reason: 'PAYMENT_BELOW_MINIMUM',
    });
    expect(byCode.get('bank_transfer')).toMatchObject({ available: true, unavailable_reason: null });
  });

  it('with nothing left to pay, no minimum refuses a method, in the list as when placing', async () => {
    const cart = await cartLeaving(0);
    const { amount, byCode } = await methodsFor(cart);
    expect(amount).toBe(0);
    for (const code of ['qpay', 'storepay']) {
      expect(byCode.get(code)).toMatchObject({ available: true, unavailable_reason: null });
    }
    // A login is still needed: a guest has no saved cards or lease whatever the amount.
    for (const code of ['saved_card', 'lease']) {
      expect(byCode.get(code)).toMatchObject({ available: false, unavailable_reason: 'LOGIN_REQUIRED' });
    }
    expect((await cart.call('POST', 'complete', { payment_method: 'qpay' })).status).toBe(200);
  });

  it('refuses QR for 300 ₮ due when placing, writing nothing; bank transfer still places it', async () => {
    const cart = await cartLeaving(300);
    const before = [await eventCount(shop.db), await onHand(shop.db, cart.variantId)];
    const refused = await cart.call('POST', 'complete', { payment_method: 'qpay' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'SHOP_ERR_PAYMENT_BELOW_MINIMUM', errors: { min: ['500'] } });
    expect([await eventCount(shop.db), await onHand(shop.db, cart.variantId)]).toEqual(before);
    const order = await cart.rest('GET', `/api/v2/orders/${cart.number}`, {
      headers: { 'x-order-token': cart.orderToken },
    });
    expect(order.body.state).toBe('cart');

    const placed = await cart.call('POST', 'complete', { payment_method: 'bank_transfer' });
    expect(placed.status).toBe(200);
  });

  it('refuses to start a QR payment on a placed order with 300 ₮ due, writing nothing', async () => {
    const cart = await cartLeaving(300);
    expect((await cart.call('POST', 'complete', { payment_method: 'bank_transfer' })).status).toBe(200);
    const before = await eventCount(shop.db);
    const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
      body: { payment_method: 'qpay' },
      headers: { 'x-order-token': cart.orderToken, 'idempotency-key': 'minimum-test-qpay-start-1' },
    });
    expect([started.status, started.body.code]).toEqual([422, 'SHOP_ERR_PAYMENT_BELOW_MINIMUM']);
    expect(await eventCount(shop.db)).toBe(before);
  });
});
