import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/platform/db/index.ts';
import { startServer } from '../support/server-process.ts';
import { percentile, SEARCH, seedProducts, throwawayDatabase } from './seeded.ts';

const products = Number(process.argv[2] ?? 10_000);
const duration = Number(process.argv[3] ?? 10);
const connections = Number(process.argv[4] ?? 10);
const baseUrl = process.env.BENCH_DATABASE_URL;
/** An already seeded PostgreSQL database to measure as it is: seeding 100k products takes minutes. */
const seededUrl = process.env.BENCH_SEEDED_URL;
/**
 * BENCH_COLD=1: every request a different seed (a no-op for the relevance order), so the search
 * service's answer cache never hits and each request runs the SQL — the cost of a new search.
 */
const cold = process.env.BENCH_COLD === '1';
/** BENCH_TEXT: the searched text (default `бэх`, with the brand filter `hp` unless BENCH_BRAND=''). */
const text = process.env.BENCH_TEXT ?? 'бэх';
const brands = (process.env.BENCH_BRAND ?? 'hp').split(',').filter(Boolean);
const engine = baseUrl || seededUrl ? 'postgres' : 'pglite';
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));

/** The seeded database's size; generation and rebuild were timed when it was seeded (not here). */
async function measureSeeded(databaseUrl: string) {
  const db = await openDatabase({ databaseUrl });
  try {
    const { rows } = await db.query<{ documents: number }>(
      'select count(*)::int as documents from search_documents',
    );
    return { generateMs: null, rebuildMs: null, documents: rows[0]?.documents ?? 0 };
  } finally {
    await db.close();
  }
}

async function main() {
  const database = seededUrl ? { url: seededUrl, drop: async () => {} } : await throwawayDatabase(baseUrl);
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-search-'));
  try {
    const index = seededUrl
      ? await measureSeeded(seededUrl)
      : await seedProducts(products, dataDir, database.url);
    console.log(
      `${engine}: ${index.documents} documents; generated ${products} products in ${index.generateMs} ms;` +
        ` full index rebuild ${index.rebuildMs} ms`,
    );
    const server = await startServer({
      dataDir,
      env: { LOG_LEVEL: 'warn', ...(database.url ? { DATABASE_URL: database.url } : {}) },
    });
    try {
      const body = JSON.stringify({
        query: SEARCH,
        variables: {
          input: { text, ...(brands.length ? { brands } : {}), facets: true, page: 1, perPage: 40 },
        },
      });
      const check = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const checked = (await check.json()) as { data?: { search: { total: number } }; errors?: unknown };
      if (!checked.data) throw new Error(`search failed: ${JSON.stringify(checked.errors)}`);
      const latencies: number[] = [];
      let seed = 0;
      const instance = autocannon({
        url: `${server.url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duration,
        connections,
        ...(cold
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    seed += 1;
                    return { ...request, body: body.replace('"page":1', `"seed":${seed},"page":1`) };
                  },
                },
              ],
            }
          : {}),
      });
      (instance as unknown as { on(event: 'response', fn: (...args: number[]) => void): void }).on(
        'response',
        (_client, _status, _bytes, responseTime) => latencies.push(responseTime ?? 0),
      );
      const result = await instance;
      latencies.sort((a, b) => a - b);
      const row = {
        engine,
        label: process.env.BENCH_LABEL ?? null,
        text,
        cache: cold ? 'every request a miss' : 'repeated request',
        products: index.documents,
        hits: checked.data.search.total,
        generateMs: index.generateMs,
        rebuildMs: index.rebuildMs,
        requests: result.requests.total,
        non2xx: result.non2xx,
        reqPerSec: Math.round(result.requests.average),
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        connections,
        duration,
      };
      console.table([row]);
      await mkdir(resultsDir, { recursive: true });
      const file = join(
        resultsDir,
        `search-${engine}-${products}-${new Date().toISOString().replaceAll(':', '-')}.json`,
      );
      await writeFile(file, `${JSON.stringify(row, null, 2)}\n`);
      console.log(`written: ${file}`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
