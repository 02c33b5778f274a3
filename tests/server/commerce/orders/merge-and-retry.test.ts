import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import {
  addToCart,
  currentOrder,
  mergeGuestCart,
  type OrderDeps,
  orderDeps,
} from '../../../../server/commerce/orders/index.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import { StreamVersionConflictError } from '../../../../server/platform/events/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { orderEventCount, restClient, sellableVariant } from './order-support.ts';

let shop: TestShop;
let deps: OrderDeps;
let a: number;
let b: number;

beforeAll(async () => {
  shop = await createTestShop();
  deps = orderDeps(shop.db, shop.clock);
  a = (await sellableVariant(shop.db, 20, 0)).id;
  b = (await sellableVariant(shop.db, 20, 1)).id;
});
afterAll(async () => shop.close());

async function guestCart(lines: Array<[number, number]>) {
  let token: string | undefined;
  for (const [variantId, quantity] of lines) {
    const order = await addToCart(deps, { orderToken: token }, { number: '0', variantId, quantity });
    token ??= order.token;
  }
  return token!;
}

describe('mergeGuestCart (login)', () => {
  it("adds the guest's lines to the user's cart, quantities summed, and closes the guest cart", async () => {
    const userId = 101;
    await addToCart(deps, { userId }, { number: '0', variantId: a, quantity: 2 });
    const guestToken = await guestCart([
      [a, 3],
      [b, 1],
    ]);
    const merged = await mergeGuestCart(deps, { guestOrderToken: guestToken, userId });
    expect(merged?.line_items.map((line) => [line.variant_id, line.quantity])).toEqual([
      [a, 5],
      [b, 1],
    ]);
    expect(await currentOrder(deps, { orderToken: guestToken })).toBeNull();
    const events = await orderEventCount(shop.db);
    const again = await mergeGuestCart(deps, { guestOrderToken: guestToken, userId });
    expect(again).toEqual(merged);
    expect(await orderEventCount(shop.db)).toBe(events);
    const guestRow = await shop.db.query<{ state: string }>(
      `select state from orders where token_hash <> '' and user_id is null and state = 'merged'`,
    );
    expect(guestRow.rows.length).toBeGreaterThanOrEqual(1);
  });

  it('gives the guest cart to a user who has none; a token-less merge finds nothing', async () => {
    const userId = 202;
    const guestToken = await guestCart([[b, 2]]);
    const assigned = await mergeGuestCart(deps, { guestOrderToken: guestToken, userId });
    expect(assigned).toMatchObject({ user_id: userId, total_quantity: 2, state: 'cart' });
    expect((await currentOrder(deps, { userId }))?.number).toBe(assigned?.number);
    expect(await mergeGuestCart(deps, { guestOrderToken: 'n'.repeat(32), userId: 303 })).toBeNull();
  });

  it('is offered over REST for the gateway, with the user id header', async () => {
    const rest = restClient(shop, await shop.token());
    const guestToken = await guestCart([[a, 1]]);
    const response = await rest('POST', '/api/v2/orders/merge_guest_cart', {
      body: { order_token: guestToken },
      headers: { 'x-shop-user-id': '404' },
    });
    expect(response).toMatchObject({ status: 200, body: { order: { user_id: 404, total_quantity: 1 } } });
    const withoutUser = await rest('POST', '/api/v2/orders/merge_guest_cart', {
      body: { order_token: guestToken },
    });
    expect(withoutUser).toMatchObject({ status: 400, body: { code: 'SHOP_ERR_VALIDATION' } });
  });
});

describe('conflicts', () => {
  /** A store that loses the race `failures` times: another writer appended first. */
  function flakyDeps(failures: number): OrderDeps {
    const store = commerceEventStore(shop.db);
    let left = failures;
    const append = store.append.bind(store);
    store.append = async (streamId, expected, events, tx) => {
      if (left-- > 0) throw new StreamVersionConflictError(streamId, expected, Number(expected) + 1);
      return append(streamId, expected, events, tx);
    };
    return { ...deps, store };
  }

  it('decides again on the fresh state and keeps the add exactly once', async () => {
    const token = await guestCart([[a, 1]]);
    const order = await addToCart(
      flakyDeps(3),
      { orderToken: token },
      { number: '0', variantId: a, quantity: 2 },
    );
    expect(order.total_quantity).toBe(3);
  });

  it('answers a coded CONFLICT after the bounded retries, writing nothing', async () => {
    const token = await guestCart([[a, 1]]);
    const before = await orderEventCount(shop.db);
    const failing = addToCart(
      flakyDeps(100),
      { orderToken: token },
      { number: '0', variantId: a, quantity: 1 },
    );
    await expect(failing).rejects.toMatchObject({ shopCode: 'CONFLICT' });
    await expect(failing).rejects.toBeInstanceOf(ShopError);
    expect(await orderEventCount(shop.db)).toBe(before);
  });
});
