import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLevelsProjection } from '../../../../server/commerce/catalog/projections.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import { deliveryDetails, guestCart, onHand, setStock } from './checkout-support.ts';

/**
 * Many shoppers check out the last units at once. On a PostgreSQL server (npm run test:pg) the
 * 200 placings really run in parallel through the connection pool; on PGlite (one connection) the
 * same rules are checked with 30.
 */
const CARTS = process.env.DATABASE_URL ? 200 : 30;
const UNITS = 10;

let shop: TestShop;
let variantId: number;

beforeAll(async () => {
  shop = await createTestShop();
  variantId = (await sellableVariant(shop.db, 1)).id;
}, 60_000);
afterAll(() => shop.close());

describe('no overselling', () => {
  it(`${CARTS} concurrent checkouts of an item with ${UNITS} units place exactly ${UNITS}`, async () => {
    const carts = [];
    for (let index = 0; index < CARTS; index++) {
      const cart = await guestCart(shop, variantId, 1);
      await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
      await cart.call('PUT', 'shipping_method', { shipping_method: 'standard' });
      carts.push(cart);
    }
    await setStock(shop, variantId, UNITS);

    const answers = await Promise.all(
      carts.map((cart, index) =>
        cart.call(
          'POST',
          'complete',
          { payment_method: 'bank_transfer' },
          { 'idempotency-key': `oversell-${index}-key-0000` },
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(UNITS);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(new Set(['SHOP_ERR_OUT_OF_STOCK']));
    expect(await onHand(shop.db, variantId)).toBe(0);

    const reserved = await shop.db.query<{ count: number }>(
      `select count(*)::int as count from events where stream_id = $1 and type = 'StockReserved'`,
      [`stock-${variantId}`],
    );
    expect(reserved.rows[0]!.count).toBe(UNITS);
    const levels = await shop.db.query('select variant_id, on_hand from stock_levels order by variant_id');
    await shop.store.rebuild(stockLevelsProjection);
    expect(
      (await shop.db.query('select variant_id, on_hand from stock_levels order by variant_id')).rows,
    ).toEqual(levels.rows);
    const negative = await shop.db.query('select variant_id from stock_levels where on_hand < 0');
    expect(negative.rows).toEqual([]);
  }, 600_000);
});
