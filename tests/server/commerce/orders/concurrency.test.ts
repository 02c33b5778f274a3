import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import type { OrderDto } from '../../../../server/commerce/orders/index.ts';
import { fixedClock } from '../../../../server/platform/clock.ts';
import { type Database, openDatabase } from '../../../../server/platform/db/index.ts';
import { seedDemoCatalog } from '../../../../server/seed/index.ts';
import { type StartedServer, startServer } from '../../../support/server-process.ts';
import { createTestShop, TEST_NOW, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from './order-support.ts';

/**
 * Many shoppers' clicks on one cart at the same moment. On a PostgreSQL server (npm run test:pg):
 * four real server processes share the database and 1,000 concurrent adds hit one cart. On PGlite
 * (one connection, one process) the same check runs through one app with 300 concurrent adds.
 */
const serverUrl = process.env.DATABASE_URL;
const ADDS = serverUrl ? 1_000 : 300;
const PROCESSES = 4;
// 1, 2 or 3 per call, so a lost or doubled add shows in the sum
const quantityOf = (index: number) => 1 + (index % 3);
const expectedTotal = Array.from({ length: ADDS }, (_, index) => quantityOf(index)).reduce(
  (a, b) => a + b,
  0,
);

interface Target {
  /** Sends one REST call to one of the processes. */
  call(
    index: number,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: unknown }>;
  db: Database;
  close(): Promise<void>;
}

const secrets = {
  SHOP_CLIENT_ID: 'concurrency-test-client',
  SHOP_CLIENT_SECRET: randomBytes(24).toString('hex'),
  SHOP_TOKEN_SECRET: randomBytes(24).toString('hex'),
  SEARCH_PASSWORD: randomBytes(12).toString('hex'),
};

async function multiProcessTarget(url: string): Promise<Target> {
  const name = `shop_orders_race_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: dbUrl.toString() });
  const clock = fixedClock(TEST_NOW);
  const store = commerceEventStore(db);
  await seedDemoCatalog(db, { clock, store });
  const servers: StartedServer[] = await Promise.all(
    Array.from({ length: PROCESSES }, () =>
      startServer({
        env: { ...secrets, DATABASE_URL: dbUrl.toString(), SEED_DEMO_CATALOG: 'false', LOG_LEVEL: 'warn' },
        timeoutMs: 150_000,
      }),
    ),
  );
  const tokens = await Promise.all(
    servers.map(async (server) => {
      const response = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: secrets.SHOP_CLIENT_ID,
          client_secret: secrets.SHOP_CLIENT_SECRET,
        }),
      });
      return ((await response.json()) as { access_token: string }).access_token;
    }),
  );
  return {
    db,
    async call(index, method, path, body, headers = {}) {
      const server = servers[index % servers.length]!;
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${tokens[index % servers.length]}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    },
    async close() {
      await Promise.all(servers.map((server) => server.stop()));
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

async function inProcessTarget(): Promise<Target> {
  const shop: TestShop = await createTestShop();
  const token = await shop.token();
  return {
    db: shop.db,
    async call(_index, method, path, body, headers = {}) {
      const response = await shop.app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${token}`, ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    close: () => shop.close(),
  };
}

let target: Target;
beforeAll(async () => {
  target = serverUrl ? await multiProcessTarget(serverUrl) : await inProcessTarget();
}, 240_000);
afterAll(async () => target?.close(), 60_000);

describe(`${ADDS} concurrent adds to one cart (${serverUrl ? `${PROCESSES} processes, PostgreSQL` : 'PGlite'})`, () => {
  it('keeps every add exactly once: final quantity exact, no call failed', async () => {
    const variant = await sellableVariant(target.db, 1);
    // enough stock for every add, through the stock stream as a delivery would
    await commerceEventStore(target.db).append(`stock-${variant.id}`, 'any', [
      { type: 'StockReceived', data: { variantId: variant.id, quantity: expectedTotal } },
    ]);
    const created = await target.call(0, 'POST', '/api/v2/orders/0/line_items', {
      line_item: { variant_id: variant.id, quantity: 1 },
    });
    expect(created.status).toBe(200);
    const { number, token } = created.body as OrderDto;
    const headers = { 'x-order-token': token! };

    const results = await Promise.all(
      Array.from({ length: ADDS }, (_, index) =>
        target.call(
          index,
          'POST',
          `/api/v2/orders/${number}/line_items`,
          { line_item: { variant_id: variant.id, quantity: quantityOf(index) } },
          headers,
        ),
      ),
    );
    const statuses = new Map<number, number>();
    for (const result of results) statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
    expect(Object.fromEntries(statuses)).toEqual({ 200: ADDS });

    const current = await target.call(1, 'GET', `/api/v2/orders/${number}`, undefined, headers);
    const order = current.body as OrderDto;
    expect(order.line_items).toHaveLength(1);
    expect(order.total_quantity).toBe(expectedTotal + 1);
    expect(order.item_total).toBe((expectedTotal + 1) * variant.price);
    const log = await target.db.query<{ count: number; version: number }>(
      `select count(*)::int as count, max(stream_version)::int as version from events where stream_id = $1`,
      [`order-${number}`],
    );
    // CartCreated + the first add + one LineItemAdded per concurrent call, versions without gaps
    expect(log.rows[0]).toEqual({ count: ADDS + 2, version: ADDS + 2 });
  }, 240_000);
});
