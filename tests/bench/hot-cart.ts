/**
 * One hot cart (#15.10): many connections adding to the same cart at once, as a shopper's many tabs
 * or a script would. Every add of a cart is serialised (one stream, one lock), so this measures how
 * many adds one cart takes per second. Usage:
 *   BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/hot-cart.ts [seconds] [connections] [processes]
 * With BENCH_CPU_PROF=<dir> each server writes a V8 CPU profile there when it stops (open it in
 * Chrome DevTools or speedscope). BENCH_VIA=rest sends the adds to the commerce service's own REST
 * route (`POST /api/v2/orders/{number}/line_items` with the cart's token) instead of the GraphQL
 * gateway: the cart's own capacity, without the gateway's cost per request.
 */
import autocannon from 'autocannon';
import { commerceEventStore } from '../../server/commerce/event-store.ts';
import { openDatabase } from '../../server/platform/db/index.ts';
import { throwawayServerDatabase } from '../support/database.ts';
import { type StartedServer, startServer } from '../support/server-process.ts';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const processes = Number(process.argv[4] ?? 1);
const baseUrl = process.env.BENCH_DATABASE_URL;
if (!baseUrl) throw new Error('BENCH_DATABASE_URL: a PostgreSQL server (PGlite serves one process only)');

const profileDir = process.env.BENCH_CPU_PROF;
const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const database = await throwawayServerDatabase(baseUrl, 'shop_bench');
// known client credentials, so the REST mode can get a bearer token (POST /oauth/token)
const client = { SHOP_CLIENT_ID: 'hot-cart-bench', SHOP_CLIENT_SECRET: 'hot-cart-bench-secret-0123456789' };
const servers: StartedServer[] = [];
try {
  servers.push(
    await startServer({ nodeArgs, env: { LOG_LEVEL: 'warn', DATABASE_URL: database.url, ...client } }),
  );
  for (let index = 1; index < processes; index++) {
    servers.push(
      await startServer({
        nodeArgs,
        env: { LOG_LEVEL: 'warn', DATABASE_URL: database.url, SEED_DEMO_CATALOG: 'false', ...client },
      }),
    );
  }
  // 50 variants with stock for the whole run: the cart's lines grow, none runs out
  const db = await openDatabase({ databaseUrl: database.url });
  const { rows } = await db.query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      where v.selling_price > 1 and (p.available_on is null or p.available_on <= now())
        and not exists (select 1 from variants o where o.product_id = p.id and o.id <> v.id)
      order by v.id limit 50`,
  );
  const store = commerceEventStore(db);
  for (const { id } of rows) {
    await store.append(`stock-${id}`, 'any', [
      { type: 'StockReceived', data: { variantId: id, quantity: 100_000 } },
    ]);
  }
  await db.close();
  const variants = rows.map((row) => row.id);
  const viaRest = process.env.BENCH_VIA === 'rest';
  const add = (variant: number) =>
    JSON.stringify({
      query:
        'mutation ($v: ID!) { addToCart(input: { variantId: $v, quantity: 1 }) { number totalQuantity } }',
      variables: { v: String(variant) },
    });
  const restAdd = (variant: number) => JSON.stringify({ line_item: { variant_id: variant, quantity: 1 } });
  const first = await fetch(`${servers[0]!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: add(variants[0]!),
  });
  const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
  // the cart cookie holds the guest cart's token (the REST routes' x-order-token)
  const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  const { number } = ((await first.json()) as { data: { addToCart: { number: string } } }).data.addToCart;
  // each server signs its own bearer tokens (its own data dir's secret): one token per server
  const bearers: string[] = [];
  if (viaRest) {
    for (const server of servers) {
      const granted = await fetch(`${server.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: client.SHOP_CLIENT_ID,
          client_secret: client.SHOP_CLIENT_SECRET,
        }),
      });
      const bearer = `Bearer ${((await granted.json()) as { access_token: string }).access_token}`;
      const probe = await fetch(`${server.url}/api/v2/orders/${number}/line_items`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-order-token': token, authorization: bearer },
        body: restAdd(variants[1]!),
      });
      if (!probe.ok) throw new Error(`the REST add is refused: ${probe.status} ${await probe.text()}`);
      bearers.push(bearer);
    }
  }
  let sent = 0;
  const results = await Promise.all(
    servers.map((server, index) =>
      autocannon({
        url: viaRest ? `${server.url}/api/v2/orders/${number}/line_items` : `${server.url}/graphql`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(viaRest ? { 'x-order-token': token, authorization: bearers[index]! } : { cookie }),
        },
        connections: Math.ceil(connections / servers.length),
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const variant = variants[sent++ % variants.length]!;
              return { ...request, body: viaRest ? restAdd(variant) : add(variant) };
            },
          },
        ],
      }),
    ),
  );
  const check = await fetch(`${servers[0]!.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ currentOrder { totalQuantity } }' }),
  });
  const quantity = ((await check.json()) as { data: { currentOrder: { totalQuantity: number } } }).data
    .currentOrder.totalQuantity;
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
  console.log({
    via: viaRest ? 'commerce REST' : 'GraphQL gateway',
    processes,
    connections,
    'adds/s': Math.round(total / duration),
    'p50 ms': results[0]!.latency.p50,
    'p97.5 ms': results[0]!.latency.p97_5,
    requests: total,
    non2xx,
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
    // every acknowledged add is in the cart (plus the first one)
    'cart quantity': quantity,
    // at most `connections` more: the adds still in flight when the run stopped
    'acknowledged + 1 (cart holds at least)': total - non2xx + 1 + (viaRest ? servers.length : 0),
  });
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
