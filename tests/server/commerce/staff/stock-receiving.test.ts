import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call, staffUser } from './back-office-support.ts';

/** Receiving goods in the back office (#18): StockReceived with who did it; on hand and search follow. */
let shop: TestShop;
let clerk: Awaited<ReturnType<typeof staffUser>>;
let cashier: Awaited<ReturnType<typeof staffUser>>;
let sku: string;
let variantId: number;
let productId: number;
let packageSku: string;

beforeAll(async () => {
  shop = await createTestShop();
  clerk = await staffUser(shop, ['fulfilment'], 'Няраав Дорж');
  cashier = await staffUser(shop, ['coupons'], 'Кассир Оюун');
  const { rows } = await shop.db.query<{ id: number; sku: string; product_id: number }>(
    `select v.id, v.sku, v.product_id from variants v
      where not exists (select 1 from package_parts pp where pp.package_variant_id = v.id)
        and v.sku is not null order by v.id limit 1`,
  );
  ({ sku, id: variantId, product_id: productId } = rows[0]!);
  const packages = await shop.db.query<{ sku: string }>(
    'select v.sku from variants v join package_parts pp on pp.package_variant_id = v.id limit 1',
  );
  packageSku = packages.rows[0]!.sku;
});
afterAll(() => shop.close());

const onHand = async () =>
  (
    await shop.db.query<{ n: number }>('select on_hand as n from stock_levels where variant_id = $1', [
      variantId,
    ])
  ).rows[0]?.n ?? 0;
const documentOnHand = async () =>
  (
    await shop.db.query<{ n: number }>('select total_on_hand as n from search_documents where id = $1', [
      productId,
    ])
  ).rows[0]!.n;

describe('stock receiving', () => {
  it('receives goods by SKU: on hand and the search document rise, the receipt names the staff member', async () => {
    const before = await onHand();
    const documentBefore = await documentOnHand();
    const found = await call(
      shop,
      'GET',
      `/api/back_office/stock?sku=${encodeURIComponent(sku.toLowerCase())}`,
      {
        bearer: clerk.token,
      },
    );
    expect(found.body).toMatchObject({ variant_id: variantId, sku, on_hand: before });
    const received = await call(shop, 'POST', '/api/back_office/stock/receive', {
      bearer: clerk.token,
      body: { sku, quantity: 24, note: ' Нийлүүлэгч: Монос ' },
    });
    expect(received).toMatchObject({ status: 201, body: { sku, on_hand: before + 24 } });
    expect(await onHand()).toBe(before + 24);
    expect(await documentOnHand()).toBe(documentBefore + 24);
    const receipts = await call(shop, 'GET', '/api/back_office/stock/receipts', { bearer: clerk.token });
    expect(receipts.body.receipts[0]).toMatchObject({
      sku,
      quantity: 24,
      note: 'Нийлүүлэгч: Монос',
      received_by: 'Няраав Дорж',
    });
  });

  it('refuses bad quantities, unknown SKUs, packages and other roles, writing nothing', async () => {
    const events = async () =>
      (
        await shop.db.query<{ n: number }>(
          "select count(*)::int as n from events where type = 'StockReceived'",
        )
      ).rows[0]!.n;
    const before = await events();
    const receive = (body: object, bearer = clerk.token) =>
      call(shop, 'POST', '/api/back_office/stock/receive', { bearer, body });
    for (const quantity of [0, -5, 10_001]) {
      const refused = await receive({ sku, quantity });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toHaveProperty('quantity');
    }
    expect((await receive({ sku, quantity: 1.5 })).status).toBe(400);
    expect((await receive({ sku: 'NO-SUCH-SKU', quantity: 3 })).body.code).toBe(
      'SHOP_ERR_STOCK_SKU_NOT_FOUND',
    );
    expect((await receive({ sku: packageSku, quantity: 3 })).body.code).toBe(
      'SHOP_ERR_STOCK_PACKAGE_FROM_PARTS',
    );
    expect((await receive({ sku, quantity: 3 }, cashier.token)).status).toBe(403);
    expect((await receive({ sku, quantity: 3 }, '')).status).toBe(401);
    expect(await events()).toBe(before);
  });
});
