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
 * uncompressed, as the issue's table was measured, unless BENCH_ACCEPT_ENCODING is set (`br`, as
 * a browser asks: the page then goes out compressed, ~15 kB instead of ~150 kB of HTML).
 * Each row: a 5 s warm-up, then the measured seconds. Any non-2xx answer, connection error or
 * timeout, or GraphQL answer with `errors`, fails the run (exit code 1, after the table; `failed`
 * counts the warm-up's too). On PostgreSQL each row also gives the statements and rows per request
 * (pg_stat_statements, when the server preloads it; otherwise the transactions per request from
 * pg_stat_database), and on Linux the CPU each request cost the shop, PostgreSQL, the load generator
 * and the whole machine, with the rate the machine's cores could bear at that cost (cpu-meter.ts).
 * Prints a table and writes tests/bench/results/hot-paths-<time>.json. Usage:
 *   npm run build && npx tsx tests/bench/hot-paths.ts [products=10000] [seconds=20] [connections=10]
 * BENCH_DATABASE_URL=postgres://… for a throwaway database on that server (PGlite by default);
 * BENCH_SEEDED_URL=postgres://…/db measures an already seeded database as it is (seeding 100k
 * products takes minutes: `DATABASE_URL=… npm run seed -- --products 100000`), and keeps it;
 * BENCH_ROWS=add,current,search,word,words,products,product picks the rows; BENCH_NODE_ARGS are given to
 * each server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof` for a profile of the rows run).
 * BENCH_PROCESSES=1,2,4 measures every row with 1, then 2, then 4 servers on the one PostgreSQL
 * database (not PGlite: it is one process's), each on its own port, all loaded at once: an autocannon
 * per process, the connections split so that they still add up to `connections` (10 over 4: 3+3+2+2).
 * A row then gives the req/s in all and per process, p50/p95/p99 over every request to any process,
 * and statements and rows per request over the whole database. Default 1: one server, as always.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { StartedServer } from '../support/server-process.ts';
import { cpuPerRequest, postmasterOf, readCpu } from './cpu-meter.ts';
import { DatabaseMeter, perRequest } from './database-meter.ts';
import { Failures, hotPathScenarios, ROWS, type RowName, type Scenario } from './hot-path-scenarios.ts';
import { percentile, seedProducts, throwawayDatabase } from './seeded.ts';
import { splitConnections, startShops, stopShops } from './shop-processes.ts';

const products = Number(process.argv[2] ?? 10_000);
const duration = Number(process.argv[3] ?? 20);
const connections = Number(process.argv[4] ?? 10);
const WARM_UP_SECONDS = 5;
const baseUrl = process.env.BENCH_DATABASE_URL;
const seededUrl = process.env.BENCH_SEEDED_URL;
const engine = baseUrl || seededUrl ? 'postgres' : 'pglite';
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

const isRow = (name: string): name is RowName => (ROWS as readonly string[]).includes(name);
const asked = (process.env.BENCH_ROWS ?? ROWS.join(',')).split(',').map((name) => name.trim());
const unknownRows = asked.filter((name) => !isRow(name));
if (unknownRows.length > 0) throw new Error(`BENCH_ROWS: no row ${unknownRows} (rows: ${ROWS})`);
const rows = ROWS.filter((name) => asked.includes(name));

const processCounts = (process.env.BENCH_PROCESSES ?? '1').split(',').map((count) => Number(count.trim()));
if (processCounts.some((count) => !Number.isInteger(count) || count < 1))
  throw new Error(`BENCH_PROCESSES: numbers of processes, e.g. 1,2,4 (got "${process.env.BENCH_PROCESSES}")`);
if (engine === 'pglite' && processCounts.some((count) => count > 1))
  throw new Error(
    'BENCH_PROCESSES above 1 needs PostgreSQL (BENCH_SEEDED_URL or BENCH_DATABASE_URL): ' +
      'PGlite is the database of one process, in its data dir',
  );
// refused before anything is seeded or started
for (const count of processCounts) splitConnections(connections, count);

/**
 * One run of a scenario at every process at once: an autocannon instance each, with its share of
 * the connections. Every response's latency is kept, whichever process answered (autocannon's
 * histograms have no p95): the percentiles are exact over all requests, not a merge of each
 * instance's.
 */
async function run(servers: StartedServer[], scenario: Scenario, seconds: number, failures: Failures) {
  const latencies: number[] = [];
  const shares = splitConnections(connections, servers.length);
  const results = await Promise.all(
    servers.map(
      (server, index) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const instance = autocannon(
            {
              url: `${server.url}${scenario.path}`,
              method: scenario.method,
              headers: scenario.headers,
              ...(scenario.body ? { body: scenario.body } : {}),
              // copies: autocannon keeps each request's built bytes, its Host header among them, on it
              requests: scenario.requests.map((request) => ({ ...request })),
              connections: shares[index]!,
              duration: seconds,
            },
            (error: Error | null, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
          );
          instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
          // counted in the result's errors; the first few kept to say what went wrong
          instance.on('reqError', (error: Error) => {
            if (failures.first.length < 3) failures.first.push(`request error: ${error.message}`);
          });
        }),
    ),
  );
  return { results, latencies };
}

async function measure(
  servers: StartedServer[],
  scenario: Scenario,
  failures: Failures,
  meter: DatabaseMeter | undefined,
  postmaster: number | undefined,
) {
  const warmUp = await run(servers, scenario, WARM_UP_SECONDS, failures);
  const pids = servers.map((server) => server.child.pid!);
  const before = await meter?.read();
  const cpuBefore = await readCpu(pids, postmaster);
  const { results, latencies } = await run(servers, scenario, duration, failures);
  const cpuAfter = await readCpu(pids, postmaster);
  const after = await meter?.read();
  latencies.sort((a, b) => a - b);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const requests = sum(results.map((result) => result.requests.total));
  const ms = (p: number) => Math.round(percentile(latencies, p) * 10) / 10;
  return {
    processes: servers.length,
    operation: scenario.name,
    connections: splitConnections(connections, servers.length),
    'req/s': Math.round(sum(results.map((result) => result.requests.average))),
    'req/s per process': results.map((result) => Math.round(result.requests.average)),
    'p50 ms': ms(50),
    'p95 ms': ms(95),
    'p99 ms': ms(99),
    requests,
    failed: failures.count + sum([...warmUp.results, ...results].map((result) => result.errors)),
    ...(before && after ? perRequest(before, after, requests) : {}),
    ...(cpuBefore && cpuAfter && requests ? cpuPerRequest(cpuBefore, cpuAfter, requests) : {}),
  };
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
    const meter = database.url ? await DatabaseMeter.open(database.url) : undefined;
    const postmaster = meter ? await postmasterOf(await meter.backendPid()) : undefined;
    try {
      for (const count of processCounts) {
        const servers = await startShops(count, {
          dataDir,
          nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
          env: { LOG_LEVEL: 'warn', ...(database.url ? { DATABASE_URL: database.url } : {}) },
        });
        console.log(
          `${count} process(es) started: ${servers.map((server) => `:${server.port} in ${server.startupMs} ms`).join(', ')}`,
        );
        try {
          const scenarios = await hotPathScenarios(servers.map((server) => server.url));
          for (const name of rows) {
            const failures = new Failures();
            const row = await measure(servers, await scenarios[name](failures), failures, meter, postmaster);
            console.log(row);
            results.push(row);
            if (failures.first.length > 0) failureDetails[`${count}× ${row.operation}`] = failures.first;
          }
        } finally {
          await stopShops(servers);
        }
      }
    } finally {
      await meter?.close();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\n${products} generated products, ${WARM_UP_SECONDS} s warm-up + ${duration} s per row, ` +
      `${connections} connections in all (each process's share: connections), node ${process.version}, ${engine}`,
  );
  // arrays print whole as "3+3+2+2" (console.table cuts an array after three items); the JSON keeps them
  console.table(
    results.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, Array.isArray(value) ? value.join('+') : value]),
      ),
    ),
  );
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
        processes: processCounts,
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
