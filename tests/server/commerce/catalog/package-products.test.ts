import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expireDueOrders } from '../../../../server/commerce/checkout/expiry.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { createTestShop, TEST_NOW, type TestShop } from '../../../support/shop.ts';
import { deliveryDetails, eventCount, guestCart, onHand, setStock } from '../checkout/checkout-support.ts';
import { restClient } from '../orders/order-support.ts';
import { type SeededPackage, seededPackage, sellable } from './package-support.ts';

// HP 305 starter: 1 black cartridge, 1 tri-colour cartridge, 1 ream of paper.
let shop: TestShop;
let pkg: SeededPackage;

beforeAll(async () => {
  shop = await createTestShop();
  pkg = await seededPackage(shop.db, 'PKG-HP305-START');
}, 60_000);
afterAll(() => shop.close());

beforeEach(async () => {
  shop.clock.set(TEST_NOW);
  for (const part of pkg.parts) await setStock(shop, part.variantId, 10);
});

const [black, colour, paper] = [0, 1, 2];
const part = (index: number) => pkg.parts[index]!.variantId;

async function placedPackageOrder(quantity: number) {
  const cart = await guestCart(shop, pkg.variantId, quantity);
  await cart.call('PUT', 'details', await deliveryDetails(shop, cart.rest));
  await cart.call('PUT', 'shipping_method', { shipping_method: 'standard' });
  return cart;
}

const complete = (cart: Awaited<ReturnType<typeof placedPackageOrder>>, key: string) =>
  cart.call(
    'POST',
    'complete',
    { payment_method: 'bank_transfer' },
    { 'idempotency-key': `${key}-0000000000` },
  );

describe('package stock', () => {
  it('is the minimum over its parts of floor(part stock / part quantity), on the page and in search', async () => {
    await setStock(shop, part(colour), 3);
    expect(await sellable(shop.db, pkg.variantId)).toBe(3);
    const page = await restClient(shop, await shop.token())('GET', `/api/v2/products/${pkg.slug}`);
    expect(page.body.total_on_hand).toBe(3);
    expect((page.body.package_contents as { variant_id: number }[]).map((row) => row.variant_id)).toEqual(
      pkg.parts.map((p) => p.variantId),
    );
    // selling a loose part re-syncs the package's search document too
    const doc = await shop.db.query<{ total_on_hand: number }>(
      'select d.total_on_hand from search_documents d join products p on p.id = d.id where p.slug = $1',
      [pkg.slug],
    );
    expect(doc.rows[0]!.total_on_hand).toBe(3);
  });

  it('a part sold out makes the package unavailable: out of stock, nothing written', async () => {
    await setStock(shop, part(paper), 0);
    expect(await sellable(shop.db, pkg.variantId)).toBe(0);
    const before = await eventCount(shop.db);
    const rest = restClient(shop, await shop.token());
    const added = await rest('POST', '/api/v2/orders/0/line_items', {
      body: { line_item: { variant_id: pkg.variantId, quantity: 1 } },
    });
    expect(added.body.code).toBe('SHOP_ERR_OUT_OF_STOCK');
    expect(await eventCount(shop.db)).toBe(before);
  });

  it('more packages than the parts allow are refused with the maximum, nothing written', async () => {
    await setStock(shop, part(black), 2);
    const before = await eventCount(shop.db);
    const rest = restClient(shop, await shop.token());
    const added = await rest('POST', '/api/v2/orders/0/line_items', {
      body: { line_item: { variant_id: pkg.variantId, quantity: 3 } },
    });
    expect(added.body.code).toBe('SHOP_ERR_QUANTITY_NOT_ORDERABLE');
    expect(await eventCount(shop.db)).toBe(before);
  });
});

describe('selling a package', () => {
  it('placing the order reduces every part, one StockReserved per part for this order', async () => {
    const cart = await placedPackageOrder(2);
    const answer = await complete(cart, 'pkg-place');
    expect(answer.status).toBe(200);
    for (const p of pkg.parts) expect(await onHand(shop.db, p.variantId)).toBe(10 - 2 * p.quantity);
    expect(await onHand(shop.db, pkg.variantId)).toBe(0); // the package itself holds no stock
    const reserved = await shop.db.query<{ stream_id: string }>(
      `select stream_id from events where type = 'StockReserved' and data->>'orderNumber' = $1 order by stream_id`,
      [cart.number],
    );
    expect(reserved.rows.map((row) => row.stream_id).sort()).toEqual(
      pkg.parts.map((p) => `stock-${p.variantId}`).sort(),
    );
  });

  it('a cart whose package and loose part together exceed the part is refused at checkout, nothing reserved', async () => {
    await setStock(shop, part(paper), 2);
    const cart = await placedPackageOrder(2);
    const loose = await cart.rest('POST', '/api/v2/orders/0/line_items', {
      body: { line_item: { variant_id: part(paper), quantity: 1 } },
      headers: { 'x-order-token': cart.orderToken },
    });
    expect(loose.status).toBe(200);
    const before = await eventCount(shop.db);
    const answer = await complete(cart, 'pkg-short');
    expect(answer.body.code).toBe('SHOP_ERR_OUT_OF_STOCK');
    expect(await eventCount(shop.db)).toBe(before);
    expect(await onHand(shop.db, part(paper))).toBe(2);
  });

  it('canceling the order gives back every part', async () => {
    const cart = await placedPackageOrder(3);
    expect((await complete(cart, 'pkg-cancel')).status).toBe(200);
    expect(await onHand(shop.db, part(paper))).toBe(7);
    const canceled = await cart.rest('POST', `/api/v2/orders/${cart.number}/cancel`, {
      headers: { 'x-order-token': cart.orderToken },
    });
    expect(canceled.status).toBe(200);
    for (const p of pkg.parts) expect(await onHand(shop.db, p.variantId)).toBe(10);
  });

  it('an expired unpaid order gives back every part', async () => {
    const deps = { db: shop.db, clock: shop.clock, store: commerceEventStore(shop.db) };
    // the orders placed above are unpaid too: let them expire first, then start from 10 of each part
    shop.clock.advance(3 * 24 * 60 * 60_000);
    await expireDueOrders(deps);
    shop.clock.set(TEST_NOW);
    for (const p of pkg.parts) await setStock(shop, p.variantId, 10);
    const cart = await placedPackageOrder(4);
    expect((await complete(cart, 'pkg-expire')).status).toBe(200);
    expect(await sellable(shop.db, pkg.variantId)).toBe(6);
    shop.clock.advance(3 * 24 * 60 * 60_000);
    expect(await expireDueOrders(deps)).toEqual([cart.number]);
    for (const p of pkg.parts) expect(await onHand(shop.db, p.variantId)).toBe(10);
    expect(await sellable(shop.db, pkg.variantId)).toBe(10);
  });
});
