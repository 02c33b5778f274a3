/**
 * Soak (#15): shoppers browsing, searching, adding and checking out against two server processes on
 * one PostgreSQL database, for minutes. Reports the error rate, p50/p95 per operation and each
 * process's RSS over time (growth would be a leak). A benchmark, not a test: it asserts nothing but
 * prints, and writes tests/bench/results/soak-<time>.json.
 *
 *   BENCH_DATABASE_URL=postgres://… npx tsx tests/bench/soak.ts [seconds=600] [shoppers=50] [processes=2]
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { throwawayServerDatabase } from '../support/database.ts';
import { type StartedServer, startServer } from '../support/server-process.ts';

const seconds = Number(process.argv[2] ?? 600);
const shoppers = Number(process.argv[3] ?? 50);
const processes = Number(process.argv[4] ?? 2);
const baseUrl = process.env.BENCH_DATABASE_URL;
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const WORDS = ['бэх', 'цаас', 'hp', 'canon', 'тонер', 'хавтас', 'үзэг', 'bichig', 'epson', 'картридж'];
const PRODUCTS = '{ products(perPage: 40) { items { slug } } }';
const SEARCH = 'query($q: String) { products(query: $q, perPage: 40) { total items { slug } } }';
const PRODUCT = 'query($s: String!) { product(slug: $s) { id variants { id inStock } } }';
const ADD = 'mutation($v: ID!) { addToCart(input: { variantId: $v, quantity: 1 }) { number totalQuantity } }';
const CURRENT = '{ currentOrder { number totalQuantity } }';
const DETAILS = `mutation($input: CheckoutDetailsInput!) { setCheckoutDetails(input: $input) { number } }`;
const TIMES = '{ deliveryTimes { id } }';
const SHIPPING = '{ shippingMethods { code } }';
const CHOOSE = 'mutation($code: String!) { chooseShippingMethod(code: $code) { number } }';
const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number } } }';

class Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly refusals = new Map<string, Map<string, number>>();
  refuse(operation: string, code: string) {
    const codes = this.refusals.get(operation) ?? new Map<string, number>();
    codes.set(code, (codes.get(code) ?? 0) + 1);
    this.refusals.set(operation, codes);
  }
  /** The first error each operation met, to tell a benchmark's bug from the shop's. */
  readonly firstError = new Map<string, string>();
  count(operation: string, ms: number, failed: boolean, detail?: string) {
    if (failed && detail && !this.firstError.has(operation))
      this.firstError.set(operation, detail.slice(0, 300));
    const list = this.samples.get(operation) ?? [];
    list.push(ms);
    this.samples.set(operation, list);
    if (failed) this.errors.set(operation, (this.errors.get(operation) ?? 0) + 1);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One shopper: its own cookies, a loop of browse → search → product → add, and a checkout every 8th. */
async function shopper(urls: string[], index: number, until: number, recorder: Recorder) {
  let cookie = '';
  const url = urls[index % urls.length]!;
  const call = async (operation: string, query: string, variables: Record<string, unknown> = {}) => {
    const started = performance.now();
    let failed = true;
    let detail: string | undefined = 'no answer';
    try {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const setCookie = response.headers.getSetCookie().map((value) => value.split(';')[0]!);
      const order = setCookie.find((value) => value.startsWith('shop_order='));
      if (order) cookie = order;
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      // a failure is the shop's (5xx, INTERNAL, an upstream); a coded refusal (out of stock after
      // minutes of buying, a per-order limit) is the shop doing its job, counted apart
      const codes = (body.errors ?? []).map(
        (error) => (error as { extensions?: { code?: string } }).extensions?.code,
      );
      failed =
        response.status >= 500 ||
        codes.some((code) => !code || code === 'INTERNAL' || code.startsWith('UPSTREAM'));
      if (!failed && codes.length > 0) recorder.refuse(operation, codes[0]!);
      detail = failed ? JSON.stringify(body.errors ?? response.status) : undefined;
      return body.data;
    } finally {
      recorder.count(operation, performance.now() - started, failed, detail);
    }
  };
  const page = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`).catch(() => null);
    await response?.arrayBuffer();
    recorder.count('page', performance.now() - started, !response || response.status >= 500);
  };
  for (let round = 0; Date.now() < until; round++) {
    await page(round % 2 ? '/products' : '/');
    const listed = (await call('products', PRODUCTS)) as
      | { products?: { items: { slug: string }[] } }
      | undefined;
    const found = (await call('search', SEARCH, { q: WORDS[(index + round) % WORDS.length] })) as
      | { products?: { items: { slug: string }[] } }
      | undefined;
    const items = found?.products?.items.length ? found.products.items : (listed?.products?.items ?? []);
    const slug = items[(index * 7 + round) % Math.max(1, items.length)]?.slug;
    if (!slug) continue;
    await page(`/products/${slug}`);
    const product = (await call('product', PRODUCT, { s: slug })) as
      | { product?: { variants: { id: string; inStock: boolean }[] } }
      | undefined;
    const variant = product?.product?.variants.find((candidate) => candidate.inStock);
    if (!variant) continue;
    await call('addToCart', ADD, { v: variant.id });
    await call('currentOrder', CURRENT);
    if (round % 8 === 7) {
      const times = (await call('deliveryTimes', TIMES)) as { deliveryTimes?: { id: string }[] } | undefined;
      await call('setCheckoutDetails', DETAILS, {
        input: {
          delivery: 'DELIVERY',
          address: {
            province: 'Улаанбаатар',
            district: 'Сүхбаатар',
            address: '1-р хороо, Энхтайваны өргөн чөлөө 17, 5-р байр, 12 тоот',
            zipcode: '14000',
          },
          receiverName: `Худалдан авагч ${index}`,
          receiverPhone: '99112233',
          deliveryTime: times?.deliveryTimes?.[0]?.id ?? '',
        },
      });
      const methods = (await call('shippingMethods', SHIPPING)) as
        | { shippingMethods?: { code: string }[] }
        | undefined;
      await call('chooseShippingMethod', CHOOSE, { code: methods?.shippingMethods?.[0]?.code ?? 'standard' });
      await call('placeOrder', PLACE, {
        input: { paymentMethod: 'bank_transfer', idempotencyKey: randomUUID() },
      });
      cookie = '';
    }
  }
}

async function rssKb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
}

async function main() {
  const built = fileURLToPath(new URL('../../dist/client/index.html', import.meta.url));
  if (!(await readFile(built).catch(() => null)))
    throw new Error('npm run build first: the soak renders pages');
  if (!baseUrl) throw new Error('BENCH_DATABASE_URL=postgres://… is required: the soak runs on PostgreSQL');
  const database = await throwawayServerDatabase(baseUrl, 'shop_soak');
  const servers: StartedServer[] = [];
  try {
    const env = { LOG_LEVEL: 'warn', DATABASE_URL: database.url };
    // the first seeds the catalog; the others find it there
    servers.push(await startServer({ env }));
    for (let i = 1; i < processes; i++) servers.push(await startServer({ env }));
    const urls = servers.map((server) => server.url);
    const recorder = new Recorder();
    const rss: { second: number; kb: number[] }[] = [];
    const started = Date.now();
    const until = started + seconds * 1000;
    const sampler = setInterval(async () => {
      rss.push({
        second: Math.round((Date.now() - started) / 1000),
        kb: await Promise.all(servers.map((server) => rssKb(server.child.pid))),
      });
    }, 10_000);
    await Promise.all(Array.from({ length: shoppers }, (_, index) => shopper(urls, index, until, recorder)));
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    const operations = [...recorder.samples].map(([operation, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        operation,
        count: list.length,
        errors: recorder.errors.get(operation) ?? 0,
        refused: [...(recorder.refusals.get(operation) ?? [])].map(([code, n]) => `${code} ${n}`).join(', '),
        p50: Math.round(percentile(sorted, 50)),
        p95: Math.round(percentile(sorted, 95)),
        p99: Math.round(percentile(sorted, 99)),
      };
    });
    const total = operations.reduce((sum, row) => sum + row.count, 0);
    const errors = operations.reduce((sum, row) => sum + row.errors, 0);
    const result = {
      seconds: elapsed,
      shoppers,
      processes,
      requestsPerSecond: Math.round(total / elapsed),
      errorRate: total ? errors / total : 0,
      operations,
      firstErrors: Object.fromEntries(recorder.firstError),
      rss,
    };
    console.table(operations);
    console.log(
      `${total} requests in ${elapsed.toFixed(0)} s (${result.requestsPerSecond} req/s), errors ${errors} ` +
        `(${(result.errorRate * 100).toFixed(3)} %)`,
    );
    for (const [operation, detail] of recorder.firstError)
      console.log(`first error of ${operation}: ${detail}`);
    console.log('RSS MB per process over time:');
    for (const sample of rss)
      console.log(`  ${sample.second}s  ${sample.kb.map((kb) => (kb / 1024).toFixed(0)).join('  ')}`);
    await mkdir(resultsDir, { recursive: true });
    const file = join(resultsDir, `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`written ${file}`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

await main();
