import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '../../../../server/commerce/orders/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import {
  comingSoonSlug,
  orderEventCount,
  placeholderSlug,
  restClient,
  sellableVariant,
  soldOutSlug,
  variantOf,
} from './order-support.ts';

let shop: TestShop;
let rest: ReturnType<typeof restClient>;
let variant: { id: number; price: number; on_hand: number };

beforeAll(async () => {
  shop = await createTestShop();
  rest = restClient(shop, await shop.token());
  variant = await sellableVariant(shop.db, 5);
});
afterAll(async () => shop.close());

const add = (body: unknown, headers: Record<string, string> = {}, number = '0') =>
  rest('POST', `/api/v2/orders/${number}/line_items`, { body, headers });

async function newCart(quantity = 1) {
  const created = await add({ line_item: { variant_id: variant.id, quantity } });
  expect(created.status).toBe(200);
  const order = created.body as unknown as OrderDto;
  return { order, headers: { 'x-order-token': order.token! } };
}

describe('POST /api/v2/orders/{number or 0}/line_items', () => {
  it('creates a cart with a token, then adds to the same line; totals follow the lines', async () => {
    const { order, headers } = await newCart(1);
    expect(order).toMatchObject({ state: 'cart', status: 'pending', total_quantity: 1, currency: 'MNT' });
    expect(order.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await add({ line_item: { variant_id: variant.id, quantity: 2 } }, headers);
    const updated = again.body as unknown as OrderDto;
    expect(updated.number).toBe(order.number);
    expect(updated.token).toBeUndefined();
    expect(updated.line_items).toHaveLength(1);
    expect(updated.line_items[0]).toMatchObject({
      quantity: 3,
      price: variant.price,
      total: 3 * variant.price,
    });
    expect(updated).toMatchObject({
      item_total: 3 * variant.price,
      total: 3 * variant.price,
      ship_total: 0,
      tax_total: Math.round((3 * variant.price * 10) / 110),
      total_quantity: 3,
    });
    // by number too
    const byNumber = await add({ line_item: { variant_id: variant.id, quantity: 1 } }, headers, order.number);
    expect((byNumber.body as unknown as OrderDto).total_quantity).toBe(4);
  });

  it('keeps different options of one variant on separate lines', async () => {
    const { headers } = await newCart(1);
    const withOption = await add(
      { line_item: { variant_id: variant.id, quantity: 1, options: { engraving: 'Bat' } } },
      headers,
    );
    expect((withOption.body as unknown as OrderDto).line_items.map((line) => line.options)).toEqual([
      {},
      { engraving: 'Bat' },
    ]);
  });

  it.each([
    ['zero', 0, 'SHOP_ERR_QUANTITY_NOT_ORDERABLE', 422],
    ['negative', -3, 'SHOP_ERR_QUANTITY_NOT_ORDERABLE', 422],
    ['fractional', 1.5, 'SHOP_ERR_QUANTITY_NOT_ORDERABLE', 422],
    ['over 10,000', 10_001, 'SHOP_ERR_QUANTITY_NOT_ORDERABLE', 422],
    ['a string', 'two', 'SHOP_ERR_VALIDATION', 400],
  ])('refuses a %s quantity, coded, writing nothing', async (_name, quantity, code, status) => {
    const before = await orderEventCount(shop.db);
    const response = await add({ line_item: { variant_id: variant.id, quantity } });
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(await orderEventCount(shop.db)).toBe(before);
  });

  it('refuses more than on hand, sold-out, coming-soon and placeholder-priced variants', async () => {
    const before = await orderEventCount(shop.db);
    const tooMany = await add({ line_item: { variant_id: variant.id, quantity: variant.on_hand + 1 } });
    expect(tooMany).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_QUANTITY_NOT_ORDERABLE' } });
    expect(tooMany.body.errors).toEqual({ quantity: [`must be at most ${variant.on_hand}`] });
    const soldOut = await add({
      line_item: { variant_id: await variantOf(shop.db, soldOutSlug), quantity: 1 },
    });
    expect(soldOut).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_OUT_OF_STOCK' } });
    for (const slug of [comingSoonSlug, placeholderSlug]) {
      const response = await add({ line_item: { variant_id: await variantOf(shop.db, slug), quantity: 1 } });
      expect(response).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_TEMPORARILY_UNAVAILABLE' } });
    }
    const unknown = await add({ line_item: { variant_id: 99_999_999, quantity: 1 } });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_NOT_FOUND' } });
    expect(await orderEventCount(shop.db)).toBe(before);
  });

  it('refuses malformed options and unknown fields with field errors', async () => {
    const before = await orderEventCount(shop.db);
    for (const options of [{ color: { nested: 'x' } }, { 'Bad Key': 'x' }, 'red', { color: '' }]) {
      const response = await add({ line_item: { variant_id: variant.id, quantity: 1, options } });
      expect(response).toMatchObject({ status: 400, body: { code: 'SHOP_ERR_VALIDATION' } });
    }
    const extra = await add({ line_item: { variant_id: variant.id, quantity: 1 }, price: 1 });
    expect(extra.status).toBe(400);
    expect(await orderEventCount(shop.db)).toBe(before);
  });

  it("never lets another shopper's token or a made-up number read or change an order", async () => {
    const mine = await newCart(1);
    const theirs = await newCart(1);
    const before = await orderEventCount(shop.db);
    const read = await rest('GET', `/api/v2/orders/${mine.order.number}`, { headers: theirs.headers });
    expect(read).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_ORDER_NOT_FOUND' } });
    const write = await add(
      { line_item: { variant_id: variant.id, quantity: 1 } },
      theirs.headers,
      mine.order.number,
    );
    expect(write).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_ORDER_NOT_FOUND' } });
    const lineId = mine.order.line_items[0]!.id;
    const change = await rest('PUT', `/api/v2/orders/${mine.order.number}/line_items/${lineId}`, {
      body: { quantity: 5 },
      headers: theirs.headers,
    });
    expect(change.status).toBe(404);
    const anonymous = await rest('GET', `/api/v2/orders/${mine.order.number}`);
    expect(anonymous.status).toBe(404);
    const missing = await rest('GET', '/api/v2/orders/R000000001', { headers: mine.headers });
    expect(missing).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_ORDER_NOT_FOUND' } });
    const stale = await rest('GET', '/api/v2/orders/current', {
      headers: { 'x-order-token': 'x'.repeat(32) },
    });
    expect(stale).toMatchObject({ status: 200, body: { order: null } });
    expect(await orderEventCount(shop.db)).toBe(before);
  });

  it('returns the first result for a repeated Idempotency-Key and writes one event', async () => {
    const { order, headers } = await newCart(1);
    const keyed = { ...headers, 'idempotency-key': 'add-once-0123456789' };
    const before = await orderEventCount(shop.db);
    const first = await add({ line_item: { variant_id: variant.id, quantity: 2 } }, keyed);
    const second = await add({ line_item: { variant_id: variant.id, quantity: 2 } }, keyed);
    expect(second.body).toEqual(first.body);
    expect(await orderEventCount(shop.db)).toBe(before + 1);
    const current = await rest('GET', '/api/v2/orders/current', { headers });
    expect((current.body.order as OrderDto).number).toBe(order.number);
    expect((current.body.order as OrderDto).total_quantity).toBe(3);
  });

  it('refuses the same Idempotency-Key with other parameters, writing nothing (#15.9)', async () => {
    const { headers } = await newCart(1);
    const keyed = { ...headers, 'idempotency-key': 'add-other-0123456789' };
    const first = await add({ line_item: { variant_id: variant.id, quantity: 1 } }, keyed);
    expect(first.status).toBe(200);
    const before = await orderEventCount(shop.db);
    const other = await add({ line_item: { variant_id: variant.id, quantity: 3 } }, keyed);
    expect(other).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_IDEMPOTENCY_KEY_REUSED' } });
    expect(await orderEventCount(shop.db)).toBe(before);
    // the same parameters in another key order still replay
    const same = await add({ line_item: { quantity: 1, variant_id: variant.id } }, keyed);
    expect(same.body).toEqual(first.body);
  });
});

describe('line item changes', () => {
  it('changes a quantity, removes with 0, removes, empties; a missing line is a 404', async () => {
    const { order, headers } = await newCart(2);
    const url = (id: number) => `/api/v2/orders/${order.number}/line_items/${id}`;
    const lineId = order.line_items[0]!.id;
    const changed = await rest('PUT', url(lineId), { body: { quantity: 4 }, headers });
    expect((changed.body as unknown as OrderDto).total_quantity).toBe(4);
    const tooMany = await rest('PUT', url(lineId), { body: { quantity: variant.on_hand + 1 }, headers });
    expect(tooMany.body.code).toBe('SHOP_ERR_QUANTITY_NOT_ORDERABLE');
    const fraction = await rest('PUT', url(lineId), { body: { quantity: 2.5 }, headers });
    expect(fraction.body.code).toBe('SHOP_ERR_QUANTITY_NOT_ORDERABLE');
    const removed = await rest('PUT', url(lineId), { body: { quantity: 0 }, headers });
    expect((removed.body as unknown as OrderDto).line_items).toEqual([]);
    const gone = await rest('DELETE', url(lineId), { headers });
    expect(gone).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_LINE_ITEM_NOT_FOUND' } });

    const refilled = await add({ line_item: { variant_id: variant.id, quantity: 1 } }, headers);
    const newLine = (refilled.body as unknown as OrderDto).line_items[0]!;
    expect(newLine.id).toBe(lineId + 1);
    const deleted = await rest('DELETE', url(newLine.id), { headers });
    expect((deleted.body as unknown as OrderDto).total_quantity).toBe(0);
    await add({ line_item: { variant_id: variant.id, quantity: 2 } }, headers);
    const emptied = await rest('POST', `/api/v2/orders/${order.number}/empty`, { headers });
    expect(emptied.body).toMatchObject({ total_quantity: 0, item_total: 0, line_items: [] });
    const before = await orderEventCount(shop.db);
    const again = await rest('POST', `/api/v2/orders/${order.number}/empty`, { headers });
    expect(again.status).toBe(200);
    expect(await orderEventCount(shop.db)).toBe(before);
  });

  it('lists the timeline with actor, status and product, and never the token hash', async () => {
    const { order, headers } = await newCart(1);
    await rest('PUT', `/api/v2/orders/${order.number}/line_items/${order.line_items[0]!.id}`, {
      body: { quantity: 3 },
      headers,
    });
    const timeline = await rest('GET', `/api/v2/orders/${order.number}/events`, { headers });
    const events = timeline.body.events as Array<Record<string, unknown>>;
    expect(events.map((event) => event.type)).toEqual([
      'CartCreated',
      'LineItemAdded',
      'LineItemQuantityChanged',
    ]);
    expect(events[2]).toMatchObject({ actor: 'guest', status: 'pending', quantity: 3, line_item_id: 1 });
    expect((events[2]!.product as { slug: string }).slug).toBeTruthy();
    expect(JSON.stringify(timeline.body)).not.toContain('tokenHash');
  });
});
