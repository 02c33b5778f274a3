/**
 * Concurrent checkouts of a package and of one of its parts never oversell the part (#16). Needs
 * concurrent connections, so it runs on a PostgreSQL server only: `npm run test:pg -- <this file>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLevelsProjection } from '../../../../server/commerce/catalog/projections.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { deliveryDetails, guestCart, onHand, setStock } from '../checkout/checkout-support.ts';
import { type SeededPackage, seededPackage, sellable } from './package-support.ts';

const PACKAGE_CARTS = 12;
const PART_CARTS = 12;
const PAPER = 7;
const CARTRIDGES = 50;

let shop: TestShop;
let pkg: SeededPackage;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this race needs a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
  pkg = await seededPackage(shop.db, 'PKG-HP305-START');
}, 120_000);
afterAll(() => shop?.close());

async function readyCart(variantId: number) {
  const cart = await guestCart(shop, variantId, 1);
  await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
  await cart.call('PUT', 'shipping_method', { shipping_method: 'standard' });
  return { cart, variantId };
}

describe('package and part checkouts at the same moment', () => {
  it(`${PACKAGE_CARTS} package carts and ${PART_CARTS} paper carts share ${PAPER} reams: exactly ${PAPER} placed`, async () => {
    const [black, colour, paper] = pkg.parts.map((part) => part.variantId) as [number, number, number];
    const carts = [];
    for (let index = 0; index < Math.max(PACKAGE_CARTS, PART_CARTS); index++) {
      if (index < PACKAGE_CARTS) carts.push(await readyCart(pkg.variantId));
      if (index < PART_CARTS) carts.push(await readyCart(paper));
    }
    await setStock(shop, black, CARTRIDGES);
    await setStock(shop, colour, CARTRIDGES);
    await setStock(shop, paper, PAPER);

    const answers = await Promise.all(
      carts.map(({ cart }, index) =>
        cart.call(
          'POST',
          'complete',
          { payment_method: 'bank_transfer' },
          { 'idempotency-key': `pkg-race-${index}-0000000000` },
        ),
      ),
    );
    const placed = carts.filter((_, index) => answers[index]!.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(placed).toHaveLength(PAPER);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(new Set(['SHOP_ERR_OUT_OF_STOCK']));

    const packagesSold = placed.filter((entry) => entry.variantId === pkg.variantId).length;
    expect(await onHand(shop.db, paper)).toBe(0);
    expect(await onHand(shop.db, black)).toBe(CARTRIDGES - packagesSold);
    expect(await onHand(shop.db, colour)).toBe(CARTRIDGES - packagesSold);
    expect(await sellable(shop.db, pkg.variantId)).toBe(0);

    // the read model is the fold of the log, and nothing went below zero
    const levels = await shop.db.query('select variant_id, on_hand from stock_levels order by variant_id');
    await shop.store.rebuild(stockLevelsProjection);
    expect(
      (await shop.db.query('select variant_id, on_hand from stock_levels order by variant_id')).rows,
    ).toEqual(levels.rows);
    expect((await shop.db.query('select variant_id from stock_levels where on_hand < 0')).rows).toEqual([]);
  }, 600_000);
});
