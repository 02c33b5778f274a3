import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotesProjection } from '../../../../server/commerce/quotes/events.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { deliveryDetails } from '../checkout/checkout-support.ts';
import { restClient } from '../orders/order-support.ts';
import { call } from '../staff/back-office-support.ts';
import { buyer, buyerApi, quoteCounts, salesStaff, stockedVariants } from './quote-support.ts';

/**
 * An answered quote goes into the buyer's cart at its prices (#17), once, before it expires; the
 * checkout places it at those prices and refuses it after the expiry.
 */
let shop: TestShop;
let client: string;
let variants: { id: number; price: number; on_hand: number }[];
let sales: string;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  variants = await stockedVariants(shop, 2);
  sales = (await salesStaff(shop)).token;
}, 180_000);
afterAll(() => shop.close());

/** A buyer with an answered quote: 4 of the first variant at 1000 ₮ off, 2 of the second at list. */
async function answeredQuote(expiresInDays?: number) {
  const me = await buyer(shop);
  const api = buyerApi(shop, client, me.headers);
  const asked = await api('POST', '/api/v2/quotes', {
    lines: [
      { variant_id: variants[0]!.id, quantity: 4 },
      { variant_id: variants[1]!.id, quantity: 2 },
    ],
  });
  const id = asked.body.quote.id as number;
  const prices = [variants[0]!.price - 1000, variants[1]!.price];
  const answered = await call(shop, 'POST', `/api/v2/admin/quotes/${id}/answer`, {
    bearer: sales,
    body: { prices, ...(expiresInDays ? { expires_in_days: expiresInDays } : {}) },
  });
  expect(answered.status).toBe(200);
  return { me, api, id, prices };
}

const cartLines = (order: {
  line_items: { variant_id: number; quantity: number; price: number; options: object }[];
}) =>
  order.line_items.map(({ variant_id, quantity, price, options }) => ({
    variant_id,
    quantity,
    price,
    options,
  }));

describe('accepting a quote', () => {
  it('puts every line in the cart at its quoted price, marked with the quote, and the quote is accepted', async () => {
    const { api, id, prices } = await answeredQuote();
    const accepted = await api('POST', `/api/v2/quotes/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(cartLines(accepted.body.order)).toEqual([
      { variant_id: variants[0]!.id, quantity: 4, price: prices[0], options: { quote: String(id) } },
      { variant_id: variants[1]!.id, quantity: 2, price: prices[1], options: { quote: String(id) } },
    ]);
    expect(accepted.body.quote).toMatchObject({
      status: 'accepted',
      order_number: accepted.body.order.number,
    });
  });

  it('joins the cart the buyer already has, beside a normal line of the same product', async () => {
    const { me, api, id, prices } = await answeredQuote();
    const rest = restClient(shop, client);
    const added = await rest('POST', '/api/v2/orders/0/line_items', {
      headers: me.headers,
      body: { line_item: { variant_id: variants[0]!.id, quantity: 1 } },
    });
    const accepted = await api('POST', `/api/v2/quotes/${id}/accept`);
    expect(accepted.body.order.number).toBe(added.body.number);
    expect(cartLines(accepted.body.order).map((line) => line.price)).toEqual([
      variants[0]!.price,
      prices[0],
      prices[1],
    ]);
  });

  it('only once: a second accept is QUOTE_ALREADY_ACCEPTED and writes nothing', async () => {
    const { api, id } = await answeredQuote();
    await api('POST', `/api/v2/quotes/${id}/accept`);
    const before = await quoteCounts(shop);
    const again = await api('POST', `/api/v2/quotes/${id}/accept`);
    expect(again.body.code).toBe('SHOP_ERR_QUOTE_ALREADY_ACCEPTED');
    expect(await quoteCounts(shop)).toEqual(before);
  });

  it('not before the answer, nor as a guest', async () => {
    const me = await buyer(shop);
    const api = buyerApi(shop, client, me.headers);
    const asked = await api('POST', '/api/v2/quotes', {
      lines: [{ variant_id: variants[0]!.id, quantity: 1 }],
    });
    const early = await api('POST', `/api/v2/quotes/${asked.body.quote.id}/accept`);
    expect(early.body.code).toBe('SHOP_ERR_QUOTE_NOT_ANSWERED');
    const guest = await buyerApi(shop, client, {})('POST', `/api/v2/quotes/${asked.body.quote.id}/accept`);
    expect(guest.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });

  it('expires: at its expiry the quote reads expired and cannot be accepted', async () => {
    const { api, id } = await answeredQuote(1);
    shop.clock.advance(86_400_000);
    try {
      const read = await api('GET', `/api/v2/quotes/${id}`);
      expect(read.body.quote.status).toBe('expired');
      const before = await quoteCounts(shop);
      const late = await api('POST', `/api/v2/quotes/${id}/accept`);
      expect(late.body.code).toBe('SHOP_ERR_QUOTE_EXPIRED');
      expect(await quoteCounts(shop)).toEqual(before);
      // a day on, the staff session has ended: the (non-production) staff token reads the list
      const listed = await call(shop, 'GET', '/api/v2/admin/quotes?status=expired&per_page=100', {
        bearer: shop.config.secrets.staffToken,
      });
      expect(listed.body.quotes.map((quote: { id: number }) => quote.id)).toContain(id);
    } finally {
      shop.clock.advance(-86_400_000);
    }
  });

  it('checks stock: more than on hand is refused and nothing is written', async () => {
    const { api, id } = await answeredQuote();
    await shop.store.append(`stock-${variants[1]!.id}`, 'any', [
      {
        type: 'StockAdjusted',
        data: { variantId: variants[1]!.id, quantity: 1 - variants[1]!.on_hand, reason: 'test' },
      },
    ]);
    try {
      const before = await quoteCounts(shop);
      const refused = await api('POST', `/api/v2/quotes/${id}/accept`);
      expect(refused.body.code).toBe('SHOP_ERR_QUANTITY_NOT_ORDERABLE');
      expect(await quoteCounts(shop)).toEqual(before);
    } finally {
      await shop.store.append(`stock-${variants[1]!.id}`, 'any', [
        {
          type: 'StockAdjusted',
          data: { variantId: variants[1]!.id, quantity: variants[1]!.on_hand - 1, reason: 'test' },
        },
      ]);
    }
  });
});

describe('quoted lines in the cart and at checkout', () => {
  it('a quoted line can be lowered but not raised, and no client can make a quoted line', async () => {
    const { me, api, id } = await answeredQuote();
    const order = (await api('POST', `/api/v2/quotes/${id}/accept`)).body.order;
    const rest = restClient(shop, client);
    const line = order.line_items[0];
    const raised = await rest('PUT', `/api/v2/orders/${order.number}/line_items/${line.id}`, {
      headers: me.headers,
      body: { quantity: 5 },
    });
    expect(raised.body.code).toBe('SHOP_ERR_QUOTE_LINE_FIXED');
    const lowered = await rest('PUT', `/api/v2/orders/${order.number}/line_items/${line.id}`, {
      headers: me.headers,
      body: { quantity: 3 },
    });
    expect(lowered.status).toBe(200);
    const forged = await rest('POST', '/api/v2/orders/0/line_items', {
      headers: me.headers,
      body: { line_item: { variant_id: variants[0]!.id, quantity: 10, options: { quote: String(id) } } },
    });
    expect(forged.body.code).toBe('SHOP_ERR_QUOTE_LINE_FIXED');
  });

  async function readyToPlace() {
    const quote = await answeredQuote();
    const order = (await quote.api('POST', `/api/v2/quotes/${quote.id}/accept`)).body.order;
    const rest = restClient(shop, client);
    const step = (method: 'PUT' | 'POST', action: string, body: object) =>
      rest(method, `/api/v2/checkouts/${order.number}/${action}`, { headers: quote.me.headers, body });
    expect((await step('PUT', 'details', await deliveryDetails(shop, rest))).status).toBe(200);
    expect((await step('PUT', 'shipping_method', { shipping_method: 'standard' })).status).toBe(200);
    return { ...quote, order, place: () => step('POST', 'complete', { payment_method: 'bank_transfer' }) };
  }

  it('the order is placed at the quoted prices', async () => {
    const { place, prices } = await readyToPlace();
    const placed = await place();
    expect(placed.status).toBe(200);
    expect(placed.body.item_total).toBe(prices[0]! * 4 + prices[1]! * 2);
  });

  it('after the expiry the order is not placed (QUOTE_EXPIRED) and the cart stays as it was', async () => {
    const { place, order } = await readyToPlace();
    shop.clock.advance(14 * 86_400_000);
    try {
      const late = await place();
      expect(late.body.code).toBe('SHOP_ERR_QUOTE_EXPIRED');
      const { rows } = await shop.db.query<{ state: string }>('select state from orders where number = $1', [
        order.number,
      ]);
      expect(rows[0]!.state).toBe('cart');
    } finally {
      shop.clock.advance(-14 * 86_400_000);
    }
  });
});

describe('the read model', () => {
  it('is the fold of the log: rebuilding quotes and their lines from the events gives the same rows', async () => {
    await answeredQuote();
    const read = async () => ({
      quotes: (await shop.db.query('select * from quotes order by id')).rows,
      lines: (await shop.db.query('select * from quote_lines order by quote_id, position')).rows,
    });
    const before = await read();
    expect(before.quotes.length).toBeGreaterThan(5);
    await shop.store.rebuild(quotesProjection);
    expect(await read()).toEqual(before);
  });
});
