import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { orderEventCount, receiveStock, restClient, sellableVariant } from './order-support.ts';

let shop: TestShop;
let rest: ReturnType<typeof restClient>;
/**
 * The T-shirt (sizes S–XXL) and, beside its sized variants, a size-less one: Spree's master variant,
 * which carries no option values. Adding that one is "without a size".
 */
let sizeless: number;
let sizeM: number;

beforeAll(async () => {
  shop = await createTestShop();
  rest = restClient(shop, await shop.token());
  const { rows } = await shop.db.query<{ id: number; product_id: number; size: string }>(
    `select v.id, v.product_id, ov.name as size
       from variants v join products p on p.id = v.product_id
       join option_values ov on ov.id = any(v.option_value_ids)
      where p.name = 'Цагаан Тал футболк' order by v.id`,
  );
  sizeM = rows.find((row) => row.size === 'm')!.id;
  const inserted = await shop.db.query<{ id: number }>(
    `insert into variants (product_id, sku, is_master, price, selling_price, option_value_ids, position)
     values ($1, 'TT-TSHIRT-MASTER', false, 35900, 35900, '{}', 99) returning id`,
    [rows[0]!.product_id],
  );
  sizeless = inserted.rows[0]!.id;
  // stock on it too, so only the size rule can refuse it
  await receiveStock(shop, sizeless, 10);
});
afterAll(async () => shop.close());

const add = (lineItem: Record<string, unknown>) =>
  rest('POST', '/api/v2/orders/0/line_items', { body: { line_item: { quantity: 1, ...lineItem } } });

describe('spec §5 "A size is required"', () => {
  it('refuses a sizable product added without a size, coded and with nothing appended', async () => {
    const before = await orderEventCount(shop.db);
    const { status, body } = await add({ variant_id: sizeless });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'SHOP_ERR_SIZE_REQUIRED', error: 'A size is required' });
    expect(body.errors).toEqual({ size: ['must be chosen'] });
    expect(await orderEventCount(shop.db)).toBe(before);
  });

  it('refuses an option that is not a size, or an empty size', async () => {
    for (const options of [{ engraving: 'Bat' }, { shoe_size: '42' }]) {
      expect((await add({ variant_id: sizeless, options })).body.code).toBe('SHOP_ERR_SIZE_REQUIRED');
    }
  });

  it('accepts the variant of a size, or a size chosen in the line options', async () => {
    const sized = await add({ variant_id: sizeM });
    expect(sized.status).toBe(200);
    const chosen = await add({ variant_id: sizeless, options: { clothing_size: 'l' } });
    expect(chosen.status).toBe(200);
  });

  it('leaves products without sizes alone', async () => {
    const plain = await sellableVariant(shop.db, 5);
    expect((await add({ variant_id: plain.id })).status).toBe(200);
  });

  it('answers SIZE_REQUIRED in GraphQL addToCart', async () => {
    const { body } = await graphql(
      shop.app,
      'mutation ($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }',
      { input: { variantId: String(sizeless), quantity: 1 } },
    );
    expect(body.errors?.[0]).toMatchObject({
      message: 'A size is required',
      extensions: { code: 'SIZE_REQUIRED', fields: { size: ['must be chosen'] } },
    });
  });
});
