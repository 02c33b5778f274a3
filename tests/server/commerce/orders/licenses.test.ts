import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { licensesProjection } from '../../../../server/commerce/orders/licenses.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cartOf, newKey, placeCart, sandboxWebhook } from '../payments/payment-support.ts';
import { call } from '../staff/back-office-support.ts';
import { paidOrder, placedOrder } from '../staff/staff-support.ts';
import { sellableVariant } from './order-support.ts';

/** Licenses (#16, spec §7 GET /api/v2/orders/licenses): a paid digital product issues one key per unit. */
let shop: TestShop;
let client: string;
let member: number;
const DIGITAL = 2;
const KEY = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  const variant = await sellableVariant(shop.db, 5, DIGITAL);
  await shop.db.query(
    `insert into digital_products (product_id, kind) select product_id, 'driver' from variants where id = $1
      on conflict (product_id) do nothing`,
    [variant.id],
  );
  const { rows } = await shop.db.query<{ id: number }>(
    `insert into users (phone, created_at, updated_at) values ('88001190', now(), now()) returning id`,
  );
  member = rows[0]!.id;
});
afterAll(() => shop.close());

async function keysOf(number: string) {
  const { rows } = await shop.db.query<{ license_key: string }>(
    'select license_key from licenses where order_number = $1 order by license_key',
    [number],
  );
  return rows.map((row) => row.license_key);
}

const licenseEvents = async (number: string) =>
  (
    await shop.db.query<{ n: number }>(
      `select count(*)::int as n from events where stream_id = $1 and type = 'LicenseIssued'`,
      [`license-${number}`],
    )
  ).rows[0]!.n;

describe('issuing', () => {
  it('issues no key before payment, one per unit once paid, each different and recorded in the log', async () => {
    const placed = await placedOrder(shop, client, { skip: DIGITAL });
    expect(await keysOf(placed.number)).toEqual([]);
    const cart = await cartOf(shop, client, { skip: DIGITAL, quantity: 3 });
    await placeCart(shop, cart.number);
    const started = await cart.rest('POST', `/api/v2/orders/${cart.number}/payments`, {
      headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
      body: { payment_method: 'qpay' },
    });
    expect(started.status).toBe(201);
    expect(await keysOf(cart.number)).toEqual([]);
    // The provider calls back, then calls back again (a replay) and 5 more at once: one set of keys.
    const payment = started.body as unknown as { id: string; amount: number };
    const webhook = sandboxWebhook(shop, {
      id: `evt_${payment.id}`,
      type: 'payment.captured',
      data: { payment_id: payment.id, amount: payment.amount },
    });
    expect((await shop.app.inject(webhook)).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => shop.app.inject(webhook)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const keys = await keysOf(cart.number);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    for (const key of keys) expect(key).toMatch(KEY);
    expect(await licenseEvents(cart.number)).toBe(3);
  });

  it('issues nothing for an order of physical products', async () => {
    const paid = await paidOrder(shop, client, { skip: 0 });
    expect(await keysOf(paid.number)).toEqual([]);
    expect(await licenseEvents(paid.number)).toBe(0);
  });

  it('rebuilds the read model from the log to the same keys', async () => {
    const paid = await paidOrder(shop, client, { skip: DIGITAL });
    const before = await keysOf(paid.number);
    expect(before).toHaveLength(1);
    await shop.db.query('delete from licenses where order_number = $1', [paid.number]);
    await commerceEventStore(shop.db).rebuild(licensesProjection);
    expect(await keysOf(paid.number)).toEqual(before);
  });
});

describe('GET /api/v2/orders/:number/licenses and /api/v2/orders/licenses', () => {
  it("shows the buyer their order's keys and every key of the account; a stranger and a guest nothing", async () => {
    const paid = await paidOrder(shop, client, { skip: DIGITAL, userId: member });
    const [key] = await keysOf(paid.number);
    const mine = await call(shop, 'GET', `/api/v2/orders/${paid.number}/licenses`, {
      bearer: client,
      headers: paid.shopper.headers,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.licenses).toEqual([
      expect.objectContaining({ key, kind: 'driver', order_number: paid.number }),
    ]);
    const account = await call(shop, 'GET', '/api/v2/orders/licenses', {
      bearer: client,
      headers: { 'x-shop-user-id': String(member) },
    });
    expect(account.status).toBe(200);
    expect(account.body.licenses.map((license: { key: string }) => license.key)).toEqual([key]);

    const stranger = await call(shop, 'GET', `/api/v2/orders/${paid.number}/licenses`, { bearer: client });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const unknown = await call(shop, 'GET', '/api/v2/orders/R999999999/licenses', { bearer: client });
    expect(unknown.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const guest = await call(shop, 'GET', '/api/v2/orders/licenses', { bearer: client });
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    const noToken = await call(shop, 'GET', '/api/v2/orders/licenses', {});
    expect(noToken.status).toBe(401);
  });
});
