/**
 * Hot paths (#20): the requests a shopper makes most, each measured alone with autocannon against
 * the built server (run as `npm start` runs it) on the demo catalog plus N generated products:
 *   add       `addToCart`: each connection its own guest cart (its cookie), a new cart every 10 adds
 *   current   `currentOrder` on a 3-line cart, its cookie on every request
 *   search    `search` with text (`бэх`), a brand (`hp`) and facets, 40 a page, every request a
 *             cache miss (a new seed each time, as search.ts does with BENCH_COLD=1)
 *   word      the same without the brand, one word (`хор`): #21's one-word cold search
 *   words     two words (`хар хор`), no brand: #21's two-word cold search
 *   products  server-rendered `GET /products`
 *   product   server-rendered `GET /products/:slug`, rotating over 100 slugs
 * Pages are asked as a visitor who passed the age gate (its cookie sent), as lighthouse.ts does;
 * uncompressed, as the table was measured, unless BENCH_ACCEPT_ENCODING is set (`br`, as
 * a browser asks: the page then goes out compressed, ~15 kB instead of ~150 kB of HTML).
 * Each row: a 5 s warm-up, then the measured seconds. Any non-2xx answer, connection error or
 * timeout, or GraphQL answer with `errors`, fails the run (exit code 1, after the table; `failed`
 * counts the warm-up's too). On PostgreSQL each row also gives the statements and rows per request
 * (pg_stat_statements, when the server preloads it; otherwise the transactions per request from
 * pg_stat_database).
 * Prints a table and writes tests/bench/results/hot-paths-<time>.json. Usage:
 *   npm run build && npx tsx tests/bench/hot-paths.ts [products=10000] [seconds=20] [connections=10]
 * BENCH_DATABASE_URL=postgres://… for a throwaway database on that server (PGlite by default);
 * BENCH_SEEDED_URL=postgres://…/db measures an already seeded database as it is (seeding 100k
 * products takes minutes: `DATABASE_URL=… npm run seed -- --products 100000`), and keeps it;
 * BENCH_ROWS=add,current,search,word,words,products,product picks the rows; BENCH_NODE_ARGS are given to the
 * server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of the rows run).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { AGE_COOKIE } from '../../web/src/brand/age-cookie.ts';
import { type StartedServer, startServer } from '../support/server-process.ts';
import { percentile, SEARCH, seedProducts, throwawayDatabase } from './seeded.ts';

const products = Number(process.argv[2] ?? 10_000);
const duration = Number(process.argv[3] ?? 20);
const connections = Number(process.argv[4] ?? 10);
const WARM_UP_SECONDS = 5;
const ADDS_PER_CART = 10;
const CART_LINES = 3;
const PRODUCT_PAGES = 100;
const baseUrl = process.env.BENCH_DATABASE_URL;
const seededUrl = process.env.BENCH_SEEDED_URL;
const engine = baseUrl || seededUrl ? 'postgres' : 'pglite';
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const ROWS = ['add', 'current', 'search', 'word', 'words', 'products', 'product'] as const;
type RowName = (typeof ROWS)[number];
const isRow = (name: string): name is RowName => (ROWS as readonly string[]).includes(name);
const asked = (process.env.BENCH_ROWS ?? ROWS.join(',')).split(',').map((name) => name.trim());
const unknownRows = asked.filter((name) => !isRow(name));
if (unknownRows.length > 0) throw new Error(`BENCH_ROWS: no row ${unknownRows} (rows: ${ROWS})`);
const rows = ROWS.filter((name) => asked.includes(name));

const ADD =
  'mutation ($v: ID!) { addToCart(input: { variantId: $v, quantity: 1 }) { number totalQuantity } }';
const CURRENT = '{ currentOrder { number totalQuantity total lineItems { id quantity } } }';
const LISTED = `{ products(page: 1, perPage: ${PRODUCT_PAGES}) { items { slug variantId inStock } } }`;
const SEARCH_INPUT = { text: 'бэх', brands: ['hp'], facets: true, page: 1, perPage: 40 } as const;
/** #21's one- and two-word searches: text and facets, no filter. */
const WORD_INPUT = { text: 'хор', facets: true, page: 1, perPage: 40 } as const;
const WORDS_INPUT = { ...WORD_INPUT, text: 'хар хор' } as const;
type SearchInput = typeof SEARCH_INPUT | typeof WORD_INPUT | typeof WORDS_INPUT;
const JSON_HEADERS = { 'content-type': 'application/json' };
/** The guest cart's cookie (server/graphql/resolvers/orders.ts ORDER_COOKIE). */
const ORDER_COOKIE = 'shop_order';
const VERIFIED_VISITOR = { cookie: `${AGE_COOKIE}=1` };

/** The failed responses of one row (warm-up included): any one fails the run. */
class Failures {
  count = 0;
  readonly first: string[] = [];
  note(detail: string) {
    this.count += 1;
    if (this.first.length < 3) this.first.push(detail.replace(/\s+/g, ' ').slice(0, 200));
  }
  /**
   * Notes a non-2xx answer, or a GraphQL answer without data or with `errors` (GraphQL refuses
   * with a 200: a benchmark of refusals would flatter the figures). Looking for the `"errors":`
   * key in the text is enough: inside a string of the data its quotes would be escaped.
   */
  check(status: number, body: string, graphql: boolean): boolean {
    if (status < 200 || status >= 300) this.note(`HTTP ${status} ${body}`);
    else if (graphql && (body.includes('"errors":') || !body.startsWith('{"data":{'))) this.note(body);
    else return true;
    return false;
  }
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The sequence each connection loops over; its context starts empty at every loop. */
  requests: autocannon.Request[];
}

/** What a connection of the add row knows about its cart. */
interface CartContext {
  cookie?: string;
  /** Where the cart's adds start in the variant list: carts differ, lines of a cart too. */
  first?: number;
}

async function graphql(url: string, query: string, variables = {}, cookie?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return { data: body.data, cookie: orderCookie(response.headers.getSetCookie()) };
}

/** `shop_order=…` among Set-Cookie values, as the next request's Cookie header. */
function orderCookie(setCookie: string | string[] | undefined): string | undefined {
  const values = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  const found = values.find((value) => value.startsWith(`${ORDER_COOKIE}=`));
  return found?.split(';')[0];
}

const addBody = (variantId: string) => JSON.stringify({ query: ADD, variables: { v: variantId } });

/**
 * Variants an add accepts (in stock, no age or quantity rule in the way): each listed product's
 * quick-add variant, tried once in a cart of its own.
 */
async function orderableVariants(url: string, listed: { variantId: string; inStock: boolean }[]) {
  const variants: string[] = [];
  for (const { variantId } of listed.filter((item) => item.inStock)) {
    if (variants.length === 2 * ADDS_PER_CART) break;
    const tried = await graphql(url, ADD, { v: variantId }).catch(() => undefined);
    if (tried) variants.push(variantId);
  }
  if (variants.length < ADDS_PER_CART) throw new Error(`only ${variants.length} variants can be added`);
  return variants;
}

function addScenario(variants: string[], failures: Failures): Scenario {
  let carts = 0;
  return {
    name: `addToCart (a new cart every ${ADDS_PER_CART} adds)`,
    method: 'POST',
    path: '/graphql',
    headers: JSON_HEADERS,
    requests: Array.from({ length: ADDS_PER_CART }, (_, index) => ({
      setupRequest: (request: autocannon.Request, context: object) => {
        const cart = context as CartContext;
        cart.first ??= carts++;
        const variant = variants[(cart.first + index) % variants.length]!;
        const headers = cart.cookie ? { ...request.headers, cookie: cart.cookie } : request.headers;
        return { ...request, headers, body: addBody(variant) };
      },
      onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
        const cart = context as CartContext;
        if (!failures.check(status, body, true)) return;
        cart.cookie = orderCookie(headers?.['set-cookie']) ?? cart.cookie;
        // each add lands in the connection's own cart, one more line each time
        if (!cart.cookie) failures.note(`no ${ORDER_COOKIE} cookie after an add: ${body}`);
        else if (!body.includes(`"totalQuantity":${index + 1}}`)) failures.note(`not the own cart: ${body}`);
      },
    })),
  };
}

function currentScenario(cookie: string, failures: Failures): Scenario {
  return {
    name: `currentOrder (${CART_LINES} lines)`,
    method: 'POST',
    path: '/graphql',
    headers: { ...JSON_HEADERS, cookie },
    body: JSON.stringify({ query: CURRENT }),
    requests: [
      {
        onResponse: (status: number, body: string) => {
          if (failures.check(status, body, true) && !body.includes(`"totalQuantity":${CART_LINES},`))
            failures.note(`not the ${CART_LINES}-line cart: ${body}`);
        },
      },
    ],
  };
}

function searchScenario(input: SearchInput, failures: Failures): Scenario {
  // the seed is a no-op for a relevance order but part of the answer cache's key: every request a miss
  let seed = 0;
  const filters = 'brands' in input ? ` + ${input.brands.join(',')}` : '';
  return {
    name: `search "${input.text}"${filters} + facets (cold)`,
    method: 'POST',
    path: '/graphql',
    headers: JSON_HEADERS,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify({ query: SEARCH, variables: { input: { ...input, seed: ++seed } } }),
        }),
        onResponse: (status: number, body: string) => void failures.check(status, body, true),
      },
    ],
  };
}

function pageScenario(name: string, paths: string[], failures: Failures): Scenario {
  let sent = 0;
  return {
    name,
    method: 'GET',
    path: paths[0]!,
    headers: process.env.BENCH_ACCEPT_ENCODING
      ? { ...VERIFIED_VISITOR, 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING }
      : VERIFIED_VISITOR,
    requests: [
      {
        setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[sent++ % paths.length]! }),
        onResponse: (status: number, body: string) => void failures.check(status, body, false),
      },
    ],
  };
}

/** One autocannon run of a scenario, with every response's latency (autocannon's histogram has no p95). */
function run(server: StartedServer, scenario: Scenario, seconds: number, failures: Failures) {
  return new Promise<{ result: autocannon.Result; latencies: number[] }>((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url: `${server.url}${scenario.path}`,
        method: scenario.method,
        headers: scenario.headers,
        ...(scenario.body ? { body: scenario.body } : {}),
        requests: scenario.requests,
        connections,
        duration: seconds,
      },
      (error: Error | null, result: autocannon.Result) =>
        error ? reject(error) : resolve({ result, latencies }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    // counted in the result's errors; the first few kept to say what went wrong
    instance.on('reqError', (error: Error) => {
      if (failures.first.length < 3) failures.first.push(`request error: ${error.message}`);
    });
  });
}

/** The bench database's counters: pg_stat_statements' calls and rows, or else its transactions. */
type Counters = { calls: number; rows: number } | { transactions: number };

/**
 * PostgreSQL's own count of the work a row did. pg_stat_statements counts every statement at once;
 * without it (not in shared_preload_libraries) pg_stat_database's transactions stand in, which
 * backends report a while after the fact (PostgreSQL 15: within 10 s of going idle), hence a wait
 * before each of those readings.
 */
class DatabaseMeter {
  private constructor(
    private readonly client: pg.Client,
    private readonly statements: boolean,
  ) {}

  static async open(url: string): Promise<DatabaseMeter> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('create extension if not exists pg_stat_statements');
      await client.query('select count(*) from pg_stat_statements');
      return new DatabaseMeter(client, true);
    } catch (error) {
      console.log(`pg_stat_statements: ${(error as Error).message}; counting transactions instead`);
      return new DatabaseMeter(client, false);
    }
  }

  async read(): Promise<Counters> {
    if (this.statements) {
      const { rows } = await this.client.query<{ calls: string; rows: string }>(
        `select coalesce(sum(calls), 0) as calls, coalesce(sum(rows), 0) as rows from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())`,
      );
      return { calls: Number(rows[0]!.calls), rows: Number(rows[0]!.rows) };
    }
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const { rows } = await this.client.query<{ transactions: string }>(
      `select xact_commit + xact_rollback as transactions from pg_stat_database
        where datname = current_database()`,
    );
    return { transactions: Number(rows[0]!.transactions) };
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

/** Per request, one decimal: the figures of a row from its counters before and after. */
function perRequest(before: Counters, after: Counters, requests: number) {
  const per = (from: number, to: number) =>
    requests ? Math.round(((to - from) / requests) * 10) / 10 : null;
  if ('calls' in before && 'calls' in after)
    return { 'statements/req': per(before.calls, after.calls), 'rows/req': per(before.rows, after.rows) };
  if ('transactions' in before && 'transactions' in after)
    return { 'transactions/req': per(before.transactions, after.transactions) };
  return {};
}

async function measure(
  server: StartedServer,
  scenario: Scenario,
  failures: Failures,
  meter: DatabaseMeter | undefined,
) {
  const warmUp = await run(server, scenario, WARM_UP_SECONDS, failures);
  const before = await meter?.read();
  const { result, latencies } = await run(server, scenario, duration, failures);
  const after = await meter?.read();
  latencies.sort((a, b) => a - b);
  const requests = result.requests.total;
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    operation: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': ms(50),
    'p95 ms': ms(95),
    'p99 ms': ms(99),
    requests,
    failed: failures.count + warmUp.result.errors + result.errors,
    ...(before && after ? perRequest(before, after, requests) : {}),
  };
}

/** The input, once checked to find something: a search that finds nothing would flatter the figures. */
async function findingInput<Input extends SearchInput>(url: string, input: Input): Promise<Input> {
  const { data } = await graphql(url, SEARCH, { input });
  if ((data.search as { total: number }).total === 0) throw new Error(`"${input.text}" finds nothing`);
  return input;
}

async function main() {
  const built = fileURLToPath(new URL('../../dist/server/entry-server.js', import.meta.url));
  if (!(await readFile(built).catch(() => null))) throw new Error('npm run build first: pages are rendered');
  const database = seededUrl ? { url: seededUrl, drop: async () => {} } : await throwawayDatabase(baseUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-hot-'));
  const results: Array<Awaited<ReturnType<typeof measure>>> = [];
  const failureDetails: Record<string, string[]> = {};
  try {
    if (seededUrl) console.log(`${engine}: measuring the seeded database as it is`);
    else {
      const catalog = await seedProducts(products, dataDir, database.url);
      console.log(
        `${engine}: ${catalog.documents} products (${products} generated in ${catalog.generateMs} ms)`,
      );
    }
    const server = await startServer({
      dataDir,
      nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
      env: { LOG_LEVEL: 'warn', ...(database.url ? { DATABASE_URL: database.url } : {}) },
    });
    const meter = database.url ? await DatabaseMeter.open(database.url) : undefined;
    try {
      const listed = (await graphql(server.url, LISTED)).data.products as {
        items: { slug: string; variantId: string; inStock: boolean }[];
      };
      let orderable: Promise<string[]> | undefined;
      const variants = () => {
        orderable ??= orderableVariants(server.url, listed.items);
        return orderable;
      };
      const scenarios: Record<RowName, (failures: Failures) => Promise<Scenario>> = {
        add: async (failures) => addScenario(await variants(), failures),
        current: async (failures) => {
          const [first, ...rest] = (await variants()).slice(0, CART_LINES);
          const { cookie } = await graphql(server.url, ADD, { v: first });
          if (!cookie) throw new Error(`an add sets no ${ORDER_COOKIE} cookie`);
          for (const variant of rest) await graphql(server.url, ADD, { v: variant }, cookie);
          return currentScenario(cookie, failures);
        },
        search: async (failures) => searchScenario(await findingInput(server.url, SEARCH_INPUT), failures),
        word: async (failures) => searchScenario(await findingInput(server.url, WORD_INPUT), failures),
        words: async (failures) => searchScenario(await findingInput(server.url, WORDS_INPUT), failures),
        products: async (failures) => pageScenario('SSR GET /products', ['/products'], failures),
        product: async (failures) =>
          pageScenario(
            `SSR GET /products/:slug (${listed.items.length} slugs)`,
            listed.items.map((item) => `/products/${encodeURIComponent(item.slug)}`),
            failures,
          ),
      };
      for (const name of rows) {
        const failures = new Failures();
        const row = await measure(server, await scenarios[name](failures), failures, meter);
        console.log(row);
        results.push(row);
        if (failures.first.length > 0) failureDetails[row.operation] = failures.first;
      }
    } finally {
      await meter?.close();
      const exit = await server.stop();
      if (exit.code !== 0)
        console.error(`server exited with ${JSON.stringify(exit)}\n${server.logs().slice(-4000)}`);
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${products} generated products, ${WARM_UP_SECONDS} s warm-up + ${duration} s per row, ` +
      `${connections} connections, node ${process.version}, ${engine}`,
  );
  console.table(results);
  for (const [operation, details] of Object.entries(failureDetails))
    console.log(`${operation} failed:\n  ${details.join('\n  ')}`);
  await mkdir(resultsDir, { recursive: true });
  const file = join(resultsDir, `hot-paths-${engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        node: process.version,
        engine,
        products,
        warmUp: WARM_UP_SECONDS,
        duration,
        connections,
        results,
        failures: failureDetails,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`results: ${file}`);
  const failed = results.reduce((sum, row) => sum + row.failed, 0);
  if (failed > 0) {
    console.error(`${failed} failed requests: the figures above do not count`);
    process.exitCode = 1;
  }
}

await main();
