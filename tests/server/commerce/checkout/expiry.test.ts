import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelPlacedOrder,
  expireDueOrders,
  type ReleaseTenders,
} from '../../../../server/commerce/checkout/index.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { deliveryDetails, guestCart, onHand, setStock } from './checkout-support.ts';

let shop: TestShop;
let variantId: number;
const released: { number: string; reason: string }[] = [];
const releaseTenders: ReleaseTenders = async (_tx, _store, order, reason) => {
  released.push({ number: order.number, reason });
};
const deps = () => ({
  db: shop.db,
  clock: shop.clock,
  store: commerceEventStore(shop.db),
  releaseTenders,
});

beforeAll(async () => {
  shop = await createTestShop();
  variantId = (await sellableVariant(shop.db, 1)).id;
  await setStock(shop, variantId, 20);
}, 60_000);
afterAll(() => shop.close());

async function placed(method: string, quantity = 1) {
  const cart = await guestCart(shop, variantId, quantity);
  await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
  await cart.call('PUT', 'shipping_method', { shipping_method: 'express' });
  const answer = await cart.call('POST', 'complete', { payment_method: method });
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return cart;
}

const stateOf = async (number: string) =>
  (
    await shop.db.query<{ state: string; status: string }>(
      'select state, status from orders where number = $1',
      [number],
    )
  ).rows[0];

describe('expiry of unpaid orders', () => {
  it('expires exactly the overdue orders, releases their stock and tenders, once', async () => {
    const card = await placed('card', 2); // 30 minutes to pay
    const transfer = await placed('bank_transfer', 3); // a day to pay
    expect(await onHand(shop.db, variantId)).toBe(15);

    shop.clock.advance(29 * 60_000);
    expect(await expireDueOrders(deps())).toEqual([]);
    shop.clock.advance(60_000);
    // Two schedulers (two processes) on the same tick: each order is expired by one of them only.
    const [a, b] = await Promise.all([expireDueOrders(deps()), expireDueOrders(deps())]);
    expect([...a, ...b]).toEqual([card.number]);
    expect(await stateOf(card.number)).toMatchObject({ state: 'expired' });
    expect(await stateOf(transfer.number)).toMatchObject({ state: 'complete' });
    expect(await onHand(shop.db, variantId)).toBe(17);
    expect(released).toEqual([{ number: card.number, reason: 'expired' }]);

    shop.clock.advance(24 * 3_600_000);
    expect(await expireDueOrders(deps())).toEqual([transfer.number]);
    expect(await onHand(shop.db, variantId)).toBe(20);
    expect(await expireDueOrders(deps())).toEqual([]);
  });

  it('leaves a paid order alone', async () => {
    const cart = await placed('card');
    const { rows } = await shop.db.query<{ total: number }>('select total from orders where number = $1', [
      cart.number,
    ]);
    const version = (
      await shop.db.query<{ version: number }>('select version from orders where number = $1', [cart.number])
    ).rows[0]!.version;
    await deps().store.append(`order-${cart.number}`, version, [
      { type: 'PaymentCaptured', data: { amount: rows[0]!.total, method: 'card', paymentId: 'pay_1' } },
    ]);
    shop.clock.advance(3 * 3_600_000);
    expect(await expireDueOrders(deps())).toEqual([]);
    expect(await stateOf(cart.number)).toMatchObject({ state: 'complete', status: 'ordered' });
  });

  it('releases the stock of a canceled order', async () => {
    const before = await onHand(shop.db, variantId);
    const cart = await placed('bank_transfer', 4);
    expect(await onHand(shop.db, variantId)).toBe(before - 4);
    await cancelPlacedOrder(deps(), cart.number, 'shopper changed their mind');
    expect(await stateOf(cart.number)).toMatchObject({ state: 'canceled' });
    expect(await onHand(shop.db, variantId)).toBe(before);
    expect(released.at(-1)).toEqual({ number: cart.number, reason: 'canceled' });
  });
});
