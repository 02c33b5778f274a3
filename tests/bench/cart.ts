import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { commerceEventStore } from '../../server/commerce/event-store.ts';
import { ordersProjection } from '../../server/commerce/orders/index.ts';
import { fixedClock } from '../../server/platform/clock.ts';
import { openDatabase } from '../../server/platform/db/index.ts';
import { EventStore, type StreamAppend } from '../../server/platform/events/index.ts';
import { seedDemoCatalog } from '../../server/seed/index.ts';
import { startServer } from '../support/server-process.ts';
import { throwawayDatabase } from './seeded.ts';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const eventCount = Number(process.argv[4] ?? 100_000);
const baseUrl = process.env.BENCH_DATABASE_URL;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const engine = baseUrl ? 'postgres' : 'pglite';

async function graphql(url: string, query: string, variables = {}, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    body: (await response.json()) as { data: Record<string, unknown> },
    cookie: response.headers.get('set-cookie'),
  };
}

async function httpBench() {
  const database = await throwawayDatabase(baseUrl);
  const server = await startServer({
    env: { LOG_LEVEL: 'warn', ...(database.url ? { DATABASE_URL: database.url } : {}) },
  });
  const rows: Array<Record<string, unknown>> = [];
  try {
    const products = await graphql(server.url, '{ products(perPage: 40) { items { slug inStock } } }');
    const items = (products.body.data.products as { items: { slug: string; inStock: boolean }[] }).items;
    const slug = items.find((item) => item.inStock && !item.slug.startsWith('tsagaan-tal'))!.slug;
    const product = await graphql(server.url, `{ product(slug: "${slug}") { variants { id inStock } } }`);
    const variantId = (
      product.body.data.product as { variants: { id: string; inStock: boolean }[] }
    ).variants.find((variant) => variant.inStock)!.id;
    const add = JSON.stringify({
      query:
        'mutation ($v: ID!) { addToCart(input: { variantId: $v, quantity: 1 }) { number totalQuantity total } }',
      variables: { v: variantId },
    });
    const first = await graphql(server.url, JSON.parse(add).query, { v: variantId });
    const cookie = first.cookie!.split(';')[0]!;
    const targets = [
      { name: 'addToCart (distinct carts)', body: add, headers: { 'content-type': 'application/json' } },
      {
        name: 'currentOrder (one cart)',
        body: JSON.stringify({
          query: '{ currentOrder { number totalQuantity total lineItems { id quantity } } }',
        }),
        headers: { 'content-type': 'application/json', cookie },
      },
    ];
    for (const target of targets) {
      const result = await autocannon({
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: target.headers,
        body: target.body,
        connections,
        duration,
      });
      const row = {
        engine,
        target: target.name,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        // autocannon's histogram has no p95: p90 and p97.5 bracket it
        'p90 ms': result.latency.p90,
        'p97.5 ms': result.latency.p97_5,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      console.log(row);
      rows.push(row);
    }
  } finally {
    await server.stop();
    await database.drop();
  }
  return rows;
}

/** 100,000 events: carts of 10 events (created, 6 adds, 2 quantity changes, 1 removal). */
async function rebuildBench() {
  const database = await throwawayDatabase(baseUrl);
  const db = await openDatabase({ databaseUrl: database.url });
  try {
    await seedDemoCatalog(db, {
      clock: fixedClock('2026-06-15T09:00:00Z'),
      store: commerceEventStore(db),
    });
    const raw = new EventStore(db); // no projections: the log alone, then one rebuild
    const product = { slug: 'p', name: 'Бараа', translations: {}, sku: 'SKU', image: null };
    const carts = Math.ceil(eventCount / 10);
    for (let start = 0; start < carts; start += 1_000) {
      const appends: StreamAppend[] = [];
      for (let cart = start; cart < Math.min(carts, start + 1_000); cart++) {
        const number = `B${String(cart).padStart(9, '0')}`;
        const adds = Array.from({ length: 6 }, (_, index) => ({
          type: 'LineItemAdded',
          data: {
            lineItemId: index + 1,
            variantId: index + 1,
            quantity: 1,
            price: 1_000 + index,
            options: {},
            gift: false,
            product,
          },
        }));
        appends.push({
          streamId: `order-${number}`,
          expectedVersion: 'no_stream',
          events: [
            { type: 'CartCreated', data: { number, tokenHash: `hash-${number}`, userId: null } },
            ...adds,
            { type: 'LineItemQuantityChanged', data: { lineItemId: 1, quantity: 3 } },
            { type: 'LineItemQuantityChanged', data: { lineItemId: 2, quantity: 5 } },
            { type: 'LineItemRemoved', data: { lineItemId: 6 } },
          ],
        });
      }
      await raw.appendMany(appends);
    }
    const started = performance.now();
    const applied = await raw.rebuild(ordersProjection);
    const ms = Math.round(performance.now() - started);
    const orders = await db.query<{ count: number }>('select count(*)::int as count from orders');
    const row = {
      engine,
      target: `rebuild orders from ${applied} events`,
      ms,
      orders: orders.rows[0]!.count,
    };
    console.log(row);
    return [row];
  } finally {
    await db.close();
    await database.drop();
  }
}

const results = [...(await httpBench()), ...(await rebuildBench())];
console.log(`\n${duration} s per target, ${connections} connections, node ${process.version}, ${engine}`);
console.table(results);
await mkdir(resultsDir, { recursive: true });
const file = join(resultsDir, `cart-${engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, duration, connections, results }, null, 2)}\n`,
);
console.log(`results: ${file}`);
