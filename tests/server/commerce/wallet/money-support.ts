import Fastify, { type FastifyInstance } from 'fastify';
import type { OrderEvent } from '../../../../machines/order-lifecycle.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { type OrderDto, orderRoutes } from '../../../../server/commerce/orders/index.ts';
import { moneyDeps, walletRoutes } from '../../../../server/commerce/wallet/index.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import type { EventStore } from '../../../../server/platform/events/index.ts';
import { restErrorHandler } from '../../../../server/platform/http/errors.ts';
import { seedDemoCatalog } from '../../../../server/seed/index.ts';
import { createTestDatabase } from '../../../support/database.ts';
import { TEST_NOW } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';

/**
 * The commerce service's order and money routes on a seeded database, without the rest of the app
 * (oauth, web, gateway): these tests are about the money rules, and stay independent of other
 * domains' plugins. tests/server/commerce/wallet/money-graphql.test.ts covers the whole app.
 */
export interface MoneyShop {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof fixedClock>;
  /** The store of the money commands: order and money projections. */
  store: EventStore;
  close(): Promise<void>;
}

export async function createMoneyShop(db?: Database): Promise<MoneyShop> {
  const database = db ?? (await createTestDatabase());
  const clock = fixedClock(TEST_NOW);
  if (!db) await seedDemoCatalog(database, { clock, store: commerceEventStore(database) });
  // as server/app.ts: unknown fields are refused, not silently dropped
  const app = Fastify({ ajv: { customOptions: { removeAdditional: false } } });
  app.setErrorHandler(restErrorHandler);
  await app.register(orderRoutes, { db: database, clock });
  await app.register(walletRoutes, { db: database, clock, rewardsIntervalMs: 0 });
  await app.ready();
  return {
    app,
    db: database,
    clock,
    store: moneyDeps(database, clock).store,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type Rest = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options?: { body?: unknown; headers?: Record<string, string> },
) => Promise<{ status: number; body: Record<string, unknown> & { code?: string } }>;

export function restOf(shop: MoneyShop): Rest {
  return async (method, url, options = {}) => {
    const response = await shop.app.inject({
      method,
      url,
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** Raises a variant's stock through its event stream, as a delivery would. */
async function receiveStock(shop: MoneyShop, variantId: number, quantity: number) {
  await commerceEventStore(shop.db).append(`stock-${variantId}`, 'any', [
    { type: 'StockReceived', data: { variantId, quantity } },
  ]);
}

export interface Shopper {
  userId?: number;
  orderToken?: string;
}

export function headersOf(shopper: Shopper): Record<string, string> {
  const headers: Record<string, string> = {};
  if (shopper.userId !== undefined) headers['x-shop-user-id'] = String(shopper.userId);
  if (shopper.orderToken) headers['x-order-token'] = shopper.orderToken;
  return headers;
}

/**
 * A fresh guest cart holding at least `minTotal` ₮ of one sellable variant; a logged-in shopper
 * then reaches it by its token (the wallet is the user's whichever cart it pays).
 */
export async function cartOf(shop: MoneyShop, rest: Rest, minTotal: number, userId?: number) {
  const variant = await sellableVariant(shop.db, 1);
  const quantity = Math.max(1, Math.ceil(minTotal / variant.price));
  await receiveStock(shop, variant.id, quantity + 10);
  const added = await rest('POST', '/api/v2/orders/0/line_items', {
    body: { line_item: { variant_id: variant.id, quantity } },
  });
  if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.body)}`);
  const order = added.body as unknown as OrderDto & { token: string };
  const shopper: Shopper = { orderToken: order.token, ...(userId === undefined ? {} : { userId }) };
  return { number: order.number, total: order.total, shopper };
}

/** A cart of one unit of a variant cheaper than `below` ₮. */
export async function smallCartOf(shop: MoneyShop, rest: Rest, below: number, userId?: number) {
  const found = await shop.db.query<{ id: number }>(
    `select v.id from variants v join stock_levels s on s.variant_id = v.id
      where v.selling_price > 1 and v.selling_price < $1 and s.on_hand > 0 order by v.id limit 1`,
    [below],
  );
  const variantId = found.rows[0]!.id;
  const added = await rest('POST', '/api/v2/orders/0/line_items', {
    body: { line_item: { variant_id: variantId, quantity: 1 } },
  });
  if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.body)}`);
  const order = added.body as unknown as OrderDto & { token: string };
  const shopper: Shopper = { orderToken: order.token, ...(userId === undefined ? {} : { userId }) };
  return { number: order.number, total: order.total, shopper };
}

export function onOrder(rest: Rest, number: string, shopper: Shopper) {
  return (action: string, body: unknown, extraHeaders: Record<string, string> = {}) =>
    rest('POST', `/api/v2/orders/${number}/${action}`, {
      body,
      headers: { ...headersOf(shopper), ...extraHeaders },
    });
}

export async function walletOf(db: Database, userId: number) {
  const result = await db.query<{ cash: number; bonus: number }>(
    'select cash, bonus from wallet_balances where user_id = $1',
    [userId],
  );
  return result.rows[0] ?? { cash: 0, bonus: 0 };
}

export async function orderRow(db: Database, number: string) {
  const result = await db.query<{
    total: number;
    version: number;
    snapshot: { context: { adjustments: unknown[] } };
  }>('select total, version, snapshot from orders where number = $1', [number]);
  const row = result.rows[0]!;
  return { total: row.total, version: row.version, adjustments: row.snapshot.context.adjustments };
}

export async function eventCount(db: Database): Promise<number> {
  const result = await db.query<{ count: number }>('select count(*)::int as count from events');
  return result.rows[0]!.count;
}

/** Appends order events as checkout and payments would (their commands are other helpers' work). */
export async function appendOrderEvents(shop: MoneyShop, number: string, events: OrderEvent[]) {
  const { store } = shop;
  const version = await shop.db.query<{ version: number }>('select version from orders where number = $1', [
    number,
  ]);
  await store.append(
    `order-${number}`,
    version.rows[0]!.version,
    events.map(({ type, ...data }) => ({ type, data, metadata: { actor: 'system' } })),
  );
}

/** Address step, shipping and checkout completion, so the order is placed and waits for payment. */
export async function placeOrder(shop: MoneyShop, number: string) {
  const row = await orderRow(shop.db, number);
  const shippingCost = 5_000;
  await appendOrderEvents(shop, number, [
    {
      type: 'CheckoutDetailsSet',
      delivery: {
        kind: 'delivery',
        address: {
          province: 'Улаанбаатар',
          district: 'Сүхбаатар',
          address: '1-р хороо, 5-р байр, 12 тоот',
          zipcode: '14200',
          country: 'MN',
        },
      },
      receiver: { name: 'Бат', phone: '99112233' },
      deliveryTime: 'today-18',
      organization: null,
    },
    { type: 'ShippingMethodChosen', method: 'standard', cost: shippingCost },
    {
      type: 'CheckoutCompleted',
      paymentDueAt: '2026-06-16T09:00:00.000Z',
      paymentMethod: 'bank_transfer',
      total: row.total + shippingCost,
    },
  ]);
  return row.total + shippingCost;
}
