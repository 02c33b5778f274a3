import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printerModels } from '../../../../server/commerce/catalog/compatibility.ts';
import type { TestShop } from '../../../support/shop.ts';
import { asUser, lodgeShop, newUser } from '../horeca/horeca-support.ts';
import type { restClient } from '../orders/order-support.ts';

/** Stock by branch, nutrition facts and the printer-compatibility builder (#18, spec §7). */
let shop: TestShop;
let rest: ReturnType<typeof restClient>;

beforeAll(async () => {
  ({ shop, rest } = await lodgeShop());
}, 180_000);
afterAll(() => shop.close());

const variantOf = async (sku: string) =>
  (
    await shop.db.query<{ id: number }>('select id from variants where sku like $1 order by id limit 1', [
      sku,
    ])
  ).rows[0]!.id;

describe('GET /products/0/variants/{id}/stock_items', () => {
  it('lists every branch with its shelf count, stocked branches first, pickup where it hands out', async () => {
    const variant = await variantOf('TT-CLASSIC%');
    const { status, body } = await rest('GET', `/api/v2/products/0/variants/${variant}/stock_items`);
    expect(status).toBe(200);
    const items = body.stock_items as {
      count_on_hand: number;
      in_stock: boolean;
      pickup_available: boolean;
      store_location: { code: string };
    }[];
    const branches = (await shop.db.query('select 1 from store_locations')).rows.length;
    expect(items).toHaveLength(branches);
    const stocked = items.filter((item) => item.in_stock);
    expect(items.slice(0, stocked.length)).toEqual(stocked);
    for (const item of items) {
      expect(item.in_stock).toBe(item.count_on_hand > 0);
      if (!item.in_stock) expect(item.pickup_available).toBe(false);
    }
    const { rows } = await shop.db.query<{ n: number }>(
      'select coalesce(sum(count_on_hand), 0)::int as n from branch_stock where variant_id = $1',
      [variant],
    );
    expect(items.reduce((sum, item) => sum + item.count_on_hand, 0)).toBe(rows[0]!.n);
  });

  it('answers an unknown variant with a coded 404 and a malformed id with a 400', async () => {
    const missing = await rest('GET', '/api/v2/products/0/variants/99999999/stock_items');
    expect([missing.status, missing.body.code]).toEqual([404, 'SHOP_ERR_VARIANT_NOT_FOUND']);
    expect((await rest('GET', '/api/v2/products/0/variants/abc/stock_items')).status).toBe(400);
  });

  it('is deterministic: the same seed gives the same shelves', async () => {
    const { rows } = await shop.db.query<{ n: number }>(
      `select count(*)::int as n from branch_stock b join variants v on v.id = b.variant_id
        where b.count_on_hand <> greatest(0, (abs(hashtextextended(v.sku || '@' ||
          (select code from store_locations where id = b.store_location_id), 0)) % 13)::int - 4)`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});

describe('GET /products/{id}/nutrition', () => {
  it('gives per-100 ml facts and alcohol for a vodka, by slug or id', async () => {
    const { rows } = await shop.db.query<{ id: number; slug: string }>(
      `select p.id, p.slug from products p join variants v on v.product_id = p.id where v.sku like 'TT-KHAAN%' limit 1`,
    );
    const bySlug = await rest('GET', `/api/v2/products/${rows[0]!.slug}/nutrition`);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.nutrition).toMatchObject({
      abv_percent: 42,
      alcohol_g_per_100ml: 33.1,
      per_100ml: { energy_kcal: 232, sugars_g: 0, fat_g: 0 },
      standard_drinks_per_100ml: 3.31,
      serving_ml: 50,
      energy_kcal_per_serving: 116,
    });
    const byId = await rest('GET', `/api/v2/products/${rows[0]!.id}/nutrition`);
    expect(byId.body).toEqual(bySlug.body);
  });

  it('answers a product without facts and an unknown product with coded errors', async () => {
    const { rows } = await shop.db.query<{ slug: string }>(
      `select p.slug from products p join variants v on v.product_id = p.id where v.sku like 'TT-GLASSES%' limit 1`,
    );
    const glasses = await rest('GET', `/api/v2/products/${rows[0]!.slug}/nutrition`);
    expect([glasses.status, glasses.body.code]).toEqual([404, 'SHOP_ERR_NUTRITION_NOT_FOUND']);
    const unknown = await rest('GET', '/api/v2/products/no-such-product/nutrition');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'SHOP_ERR_NOT_FOUND']);
  });
});

describe('compatibility builder', () => {
  it('reads a printer list with its series named once', () => {
    expect(printerModels('HP', 'DeskJet 2710, 2320, Plus 4120')).toEqual([
      'HP DeskJet 2710',
      'HP DeskJet 2320',
      'HP DeskJet Plus 4120',
    ]);
    expect(printerModels('Brother', 'DCP-J100, DCP-J105')).toEqual(['Brother DCP-J100', 'Brother DCP-J105']);
  });

  it('finds printers by a loosely typed model and lists the supplies that fit', async () => {
    const found = await rest('GET', '/api/v2/compatibility_build/printers?q=deskjet2320');
    expect(found.body.printers).toEqual([{ model: 'HP DeskJet 2320', supplies: expect.any(Number) }]);
    const supplies = await rest(
      'GET',
      '/api/v2/compatibility_build/supplies?printer_model=hp%20deskjet%202320',
    );
    expect(supplies.status).toBe(200);
    const products = supplies.body.products as { slug: string; variant_id: number }[];
    expect(products.length).toBe((found.body.printers as { supplies: number }[])[0]!.supplies);
    expect(products.every((product) => product.slug.includes('305'))).toBe(true);
  });

  it('saves a printer to the account once; unknown printers and guests are refused', async () => {
    const user = await newUser(shop);
    const add = (body: unknown, headers: Record<string, string> = asUser(user)) =>
      rest('POST', '/api/v2/compatibility_build/add', { body, headers });
    const saved = await add({ printer_model: 'hp deskjet 2320' });
    expect(saved.body.builds).toMatchObject([{ printer_model: 'HP DeskJet 2320' }]);
    expect((await add({ printer_model: 'HP DeskJet 2320' })).body.builds).toHaveLength(1);
    const unknown = await add({ printer_model: 'Xerox Phaser 9999' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'SHOP_ERR_PRINTER_NOT_FOUND']);
    expect((await add({ printer_model: 'HP DeskJet 2320' }, {})).body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    expect((await add({})).body.code).toBe('SHOP_ERR_VALIDATION');
    const mine = await rest('GET', '/api/v2/compatibility_build', { headers: asUser(user) });
    expect(mine.body.builds).toHaveLength(1);
    const id = (mine.body.builds as { id: number }[])[0]!.id;
    const other = await newUser(shop);
    const stranger = await rest('DELETE', `/api/v2/compatibility_build/${id}`, { headers: asUser(other) });
    expect(stranger.body.code).toBe('SHOP_ERR_NOT_FOUND');
    const removed = await rest('DELETE', `/api/v2/compatibility_build/${id}`, { headers: asUser(user) });
    expect(removed.body.builds).toEqual([]);
  });
});
