import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '../../../../server/commerce/orders/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { restClient, sellableVariant } from './order-support.ts';

let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let variantId: number;

beforeAll(async () => {
  shop = await createTestShop();
  rest = restClient(shop, await shop.token());
  variantId = (await sellableVariant(shop.db, 20)).id;
});
afterAll(async () => shop.close());

const asUser = (id: number) => ({ 'x-shop-user-id': String(id) });
const add = (headers: Record<string, string>, quantity = 1) =>
  rest('POST', '/api/v2/orders/0/line_items', {
    body: { line_item: { variant_id: variantId, quantity } },
    headers,
  });

describe("a logged-in user's orders (x-shop-user-id from the gateway)", () => {
  it('finds the current cart by user id; concurrent first adds make one cart', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => add(asUser(7))));
    expect(results.map((result) => result.status)).toEqual(Array(8).fill(200));
    const numbers = new Set(results.map((result) => (result.body as unknown as OrderDto).number));
    expect(numbers.size).toBe(1);
    const current = await rest('GET', '/api/v2/orders/current', { headers: asUser(7) });
    expect((current.body.order as OrderDto).total_quantity).toBe(8);
    const other = await rest('GET', '/api/v2/orders/current', { headers: asUser(8) });
    expect(other.body.order).toBeNull();
    const foreign = await rest('GET', `/api/v2/orders/${[...numbers][0]}`, { headers: asUser(8) });
    expect(foreign).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_ORDER_NOT_FOUND' } });
  });

  it('lists mine, paged; a guest needs a login; a malformed user header is refused', async () => {
    await add(asUser(9), 2);
    const mine = await rest('GET', '/api/v2/orders/mine?page=1&per_page=5', { headers: asUser(9) });
    expect(mine).toMatchObject({
      status: 200,
      body: { page: 1, per_page: 5, total_count: 1, total_pages: 1 },
    });
    expect((mine.body.orders as OrderDto[])[0]).toMatchObject({
      user_id: 9,
      total_quantity: 2,
      state: 'cart',
    });
    const guest = await rest('GET', '/api/v2/orders/mine');
    expect(guest).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_LOGIN_REQUIRED' } });
    const malformed = await rest('GET', '/api/v2/orders/current', {
      headers: { 'x-shop-user-id': '1 or 1=1' },
    });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'SHOP_ERR_VALIDATION' } });
    const badPage = await rest('GET', '/api/v2/orders/mine?page=0', { headers: asUser(9) });
    expect(badPage.status).toBe(400);
  });

  it('refuses the order routes without the gateway client token', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/orders/current',
      headers: asUser(7),
    });
    expect(response.statusCode).toBe(401);
  });
});
