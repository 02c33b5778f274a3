/**
 * `npm run bench` (part 2): throughput and latency of the main read paths with autocannon against
 * the real server (a fresh, seeded data dir). Prints req/s and p50/p99 latency per target and
 * writes tests/bench/results/http-<time>.json.
 * Usage: tsx tests/bench/http.ts [seconds per target=10] [connections=10]
 * Note the load generator shares the machine's cores with the server: compare runs on one machine.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type StartedServer, startServer } from '../support/server-process.ts';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 10);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

async function searchCredentials(server: StartedServer): Promise<string> {
  // development secrets are generated into the data dir on first start (server/config.ts)
  const secrets = JSON.parse(await readFile(join(server.dataDir, 'secrets.json'), 'utf8')) as {
    searchUser: string;
    searchPassword: string;
  };
  return `Basic ${Buffer.from(`${secrets.searchUser}:${secrets.searchPassword}`).toString('base64')}`;
}

/** Only targets that answer 200 right now: the routes land over time. */
async function targets(server: StartedServer): Promise<Target[]> {
  const json = { 'content-type': 'application/json' };
  const authorization = await searchCredentials(server);
  const candidates: Target[] = [
    { name: 'GET /health', method: 'GET', path: '/health' },
    { name: 'GET /products (SSR HTML)', method: 'GET', path: '/products' },
    {
      name: 'POST /graphql products',
      method: 'POST',
      path: '/graphql',
      headers: json,
      body: JSON.stringify({
        query:
          'query ($perPage: Int) { products(page: 1, perPage: $perPage) ' +
          '{ total items { id slug name price sellingPrice image brand inStock } } }',
        variables: { perPage: 24 },
      }),
    },
    {
      name: 'POST /search/shoppy/product/_search',
      method: 'POST',
      path: '/search/shoppy/product/_search',
      headers: { ...json, authorization },
      body: JSON.stringify({ query: 'бэх' }),
    },
  ];
  const { firstProduct } = await probeProduct(server);
  if (firstProduct) {
    candidates.push({
      name: 'GET /products/:slug (SSR HTML)',
      method: 'GET',
      path: `/products/${firstProduct}`,
    });
  }
  const usable: Target[] = [];
  for (const target of candidates) {
    const init: RequestInit = { method: target.method };
    if (target.headers) init.headers = target.headers;
    if (target.body) init.body = target.body;
    const response = await fetch(`${server.url}${target.path}`, init);
    const text = await response.text();
    // GraphQL answers errors with 200: a benchmark of error responses would flatter the numbers
    const graphqlErrors = target.path === '/graphql' && text.includes('"errors"');
    if (response.status === 200 && !graphqlErrors) usable.push(target);
    else console.log(`skipping ${target.name}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
  return usable;
}

async function probeProduct(server: StartedServer): Promise<{ firstProduct: string | undefined }> {
  try {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(page: 1, perPage: 1) { items { slug } } }' }),
    });
    const body = (await response.json()) as { data?: { products?: { items?: Array<{ slug: string }> } } };
    return { firstProduct: body.data?.products?.items?.[0]?.slug };
  } catch {
    return { firstProduct: undefined };
  }
}

const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
const results: Array<Record<string, unknown>> = [];
try {
  for (const target of await targets(server)) {
    const result = await autocannon({
      url: `${server.url}${target.path}`,
      method: target.method,
      ...(target.headers ? { headers: target.headers } : {}),
      ...(target.body ? { body: target.body } : {}),
      connections,
      duration,
    });
    const row = {
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    console.log(row);
    results.push(row);
  }
} finally {
  const exit = await server.stop();
  if (exit.code !== 0)
    console.error(`server exited with ${JSON.stringify(exit)}\n${server.logs().slice(-4000)}`);
}

console.log(`\n${duration} s per target, ${connections} connections, node ${process.version}`);
console.table(results);
await mkdir(resultsDir, { recursive: true });
const file = join(resultsDir, `http-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, duration, connections, results }, null, 2)}\n`,
);
console.log(`results: ${file}`);
