import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGiftCardNumber } from '../../../../server/commerce/wallet/gift-cards.ts';
import { issueGiftCard, moneyDeps } from '../../../../server/commerce/wallet/index.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { deliveryDetails, eventCount, guestCart, onHand, setStock } from './checkout-support.ts';

let shop: TestShop;
let variantId: number;

beforeAll(async () => {
  shop = await createTestShop();
  variantId = (await sellableVariant(shop.db, 1)).id;
  await setStock(shop, variantId, 30);
}, 60_000);
afterAll(() => shop.close());

async function readyCart(quantity = 2) {
  const cart = await guestCart(shop, variantId, quantity);
  await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
  await cart.call('PUT', 'shipping_method', { shipping_method: 'standard' });
  return cart;
}

async function place(cart: Awaited<ReturnType<typeof readyCart>>) {
  const placed = await cart.call('POST', 'complete', { payment_method: 'bank_transfer' });
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return placed.body as { total: number; number: string };
}

const cancel = (cart: Awaited<ReturnType<typeof readyCart>>, orderToken = cart.orderToken) =>
  cart.rest('POST', `/api/v2/orders/${cart.number}/cancel`, { headers: { 'x-order-token': orderToken } });

async function giftCardBalance(number: string): Promise<number> {
  const { rows } = await shop.db.query<{ balance: number }>(
    'select balance from gift_cards where number = $1',
    [number],
  );
  return rows[0]!.balance;
}

async function capture(number: string, amount: number, paymentId: string) {
  await moneyDeps(shop.db, shop.clock).store.append(`order-${number}`, 'any', [
    { type: 'PaymentCaptured', data: { amount, method: 'bank_transfer', paymentId } },
  ]);
}

describe('POST /api/v2/orders/:number/cancel', () => {
  it('cancels the guest’s own unpaid order: stock and gift-card balance come back', async () => {
    const card = newGiftCardNumber();
    await issueGiftCard(moneyDeps(shop.db, shop.clock).store, card, {
      amount: 5_000,
      minOrder: 0,
      maxSharePercent: 100,
      expiresAt: '2027-01-01T00:00:00.000Z',
      userId: null,
    });
    const before = await onHand(shop.db, variantId);
    const cart = await readyCart(2);
    const applied = await cart.rest('POST', `/api/v2/orders/${cart.number}/apply_gift_card`, {
      body: { gift_card_number: card },
      headers: { 'x-order-token': cart.orderToken },
    });
    expect(applied.status).toBe(200);
    expect(await giftCardBalance(card)).toBe(0);
    await place(cart);
    expect(await onHand(shop.db, variantId)).toBe(before - 2);

    const answer = await cancel(cart);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ number: cart.number, state: 'canceled', status: 'canceled' });
    expect(await onHand(shop.db, variantId)).toBe(before);
    expect(await giftCardBalance(card)).toBe(5_000);

    // once only: a second cancel changes nothing
    const events = await eventCount(shop.db);
    expect((await cancel(cart)).body.code).toBe('SHOP_ERR_ORDER_TRANSITION_REFUSED');
    expect(await eventCount(shop.db)).toBe(events);
    expect(await onHand(shop.db, variantId)).toBe(before);
  });

  it("refuses someone else's order as not found and a cart as not placed, changing nothing", async () => {
    const order = await readyCart(1);
    await place(order);
    const stranger = await readyCart(1);
    const stock = await onHand(shop.db, variantId);
    const events = await eventCount(shop.db);

    const foreign = await cancel(order, stranger.orderToken);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'SHOP_ERR_ORDER_NOT_FOUND']);
    const anonymous = await order.rest('POST', `/api/v2/orders/${order.number}/cancel`);
    expect(anonymous.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const unplaced = await cancel(stranger);
    expect([unplaced.status, unplaced.body.code]).toEqual([409, 'SHOP_ERR_ORDER_NOT_PLACED']);
    expect(await eventCount(shop.db)).toBe(events);
    expect(await onHand(shop.db, variantId)).toBe(stock);
  });

  it('refuses to cancel a paid order, even one paid in part', async () => {
    const cart = await readyCart(1);
    const placed = await place(cart);
    await capture(placed.number, 1, 'pay_part');
    const events = await eventCount(shop.db);
    const answer = await cancel(cart);
    expect([answer.status, answer.body.code]).toEqual([409, 'SHOP_ERR_ORDER_ALREADY_PAID']);
    expect(await eventCount(shop.db)).toBe(events);
  });

  it('a capture and a cancel at the same moment: exactly one of them wins', async () => {
    for (let round = 0; round < 4; round++) {
      const cart = await readyCart(1);
      const placed = await place(cart);
      const [captured, canceled] = await Promise.allSettled([
        capture(placed.number, placed.total, `pay_race_${round}`),
        cancel(cart),
      ]);
      const { rows } = await shop.db.query<{ state: string; paid_total: number }>(
        'select state, paid_total from orders where number = $1',
        [placed.number],
      );
      const row = rows[0]!;
      if (row.state === 'canceled') {
        expect(captured.status).toBe('rejected');
        expect(row.paid_total).toBe(0);
      } else {
        expect(row).toEqual({ state: 'complete', paid_total: placed.total });
        expect(canceled).toMatchObject({ value: { body: { code: 'SHOP_ERR_ORDER_ALREADY_PAID' } } });
      }
    }
  });
});

describe('GraphQL cancelOrder', () => {
  const CANCEL = 'mutation ($number: String!) { cancelOrder(number: $number) { number state status } }';

  it('cancels the guest’s own order from the order cookie; a stranger gets ORDER_NOT_FOUND', async () => {
    const cart = await readyCart(1);
    await place(cart);
    const stranger = await readyCart(1);
    const foreign = await graphql(
      shop.app,
      CANCEL,
      { number: cart.number },
      {
        cookie: `shop_order=${stranger.orderToken}`,
      },
    );
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');
    const own = await graphql(
      shop.app,
      CANCEL,
      { number: cart.number },
      { cookie: `shop_order=${cart.orderToken}` },
    );
    expect(own.body).toEqual({
      data: { cancelOrder: { number: cart.number, state: 'canceled', status: 'CANCELED' } },
    });
  });
});
