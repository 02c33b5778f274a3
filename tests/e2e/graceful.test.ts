/**
 * Shutdown and restart as an operator sees them: SIGTERM lets an in-flight request finish and the
 * process exit 0; a restart on the same data dir is warm (migrated, seeded) and does not seed again.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPglite } from '../../server/platform/db/pglite.ts';
import { DEMO_CATALOG_KEY } from '../../server/seed/index.ts';
import { logLines, type StartedServer, startServer } from '../support/server-process.ts';

let dataDir: string;
const started: StartedServer[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-e2e-graceful-'));
});

afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<StartedServer> {
  const server = await startServer({ dataDir });
  started.push(server);
  return server;
}

const productsQuery = JSON.stringify({
  query: 'query ($perPage: Int) { products(page: 1, perPage: $perPage) { total items { slug name } } }',
  variables: { perPage: 5 },
});

/**
 * POST /graphql whose body arrives in two halves: the request is in flight (headers parsed, body
 * pending) for as long as we hold back the second half.
 */
function slowGraphqlRequest(url: string): {
  sendRest(): void;
  response: Promise<{ status: number; body: string }>;
} {
  const body = Buffer.from(productsQuery);
  const half = Math.floor(body.length / 2);
  const req = request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  // a test that fails before awaiting the response must not add an unhandled rejection on top
  response.catch(() => undefined);
  req.flushHeaders();
  req.write(body.subarray(0, half));
  return { sendRest: () => req.end(body.subarray(half)), response };
}

/** What a re-seed would change, read from the (stopped) server's PGlite data dir. */
async function databaseFacts(): Promise<{ seed: unknown; events: number; lastPosition: number | null }> {
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    const seed = await db.query<{ value: unknown }>('select value from app_meta where key = $1', [
      DEMO_CATALOG_KEY,
    ]);
    const events = await db.query<{ events: number; last: number | null }>(
      'select count(*)::int as events, max(global_position) as last from events',
    );
    return {
      seed: seed.rows[0]?.value,
      events: events.rows[0]?.events ?? 0,
      lastPosition: events.rows[0]?.last ?? null,
    };
  } finally {
    await db.close();
  }
}

/**
 * Until the server logs its shutdown (server/main.ts: msg "shutting down") or `ms` pass: a server
 * that logs only after draining must not stall the test, the signal is handled within ms anyway.
 */
async function shutdownStarted(server: StartedServer, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (logLines(server.logs()).some((line) => line.msg === 'shutting down' || 'signal' in line)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function productsTotal(server: StartedServer): Promise<number> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: productsQuery,
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: { products?: { total: number } } };
  expect(body.data?.products?.total, text).toBeGreaterThan(0);
  return body.data!.products!.total;
}

/** Start-up time of the first (cold) start on dataDir, and the product total it answered. */
let coldStartupMs: number | undefined;
let coldTotal: number | undefined;

test('SIGTERM while a request is in flight: the request completes and the process exits 0', async () => {
  const cold = await start();
  coldStartupMs = cold.startupMs;
  try {
    const total = await productsTotal(cold);
    coldTotal = total;

    // Wait for the request to reach the server before signalling, so it is truly in flight.
    const inFlight = slowGraphqlRequest(cold.url);
    await new Promise((resolve) => setTimeout(resolve, 300));
    cold.child.kill('SIGTERM');
    await shutdownStarted(cold);
    inFlight.sendRest();

    const answer = await inFlight.response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body), answer.body).toMatchObject({ data: { products: { total } } });
    const exit = await cold.exited;
    expect(exit, `server logs:\n${cold.logs()}`).toEqual({ code: 0, signal: null });
  } finally {
    await cold.stop();
  }
});

test('a restart on the same data dir is warm and does not re-seed', async () => {
  if (coldStartupMs === undefined) {
    // the first test failed before its server started: make the first start here
    const cold = await start();
    coldStartupMs = cold.startupMs;
    await cold.stop();
  }
  const afterCold = await databaseFacts();
  expect(afterCold.seed).toMatchObject({ products: expect.any(Number) });

  const warm = await start();
  console.log(
    `cold start ${coldStartupMs} ms (fresh dir: initdb + migrate + seed), warm ${warm.startupMs} ms`,
  );
  // opening an existing data dir skips initdb and the seed: far less work than the first start
  expect(warm.startupMs).toBeLessThan(coldStartupMs);
  const total = await productsTotal(warm);
  if (coldTotal !== undefined) expect(total).toBe(coldTotal);

  expect(await warm.stop()).toMatchObject({ code: 0 });
  // the seed marker and the event log are exactly as the first start left them: nothing re-seeded
  expect(await databaseFacts()).toEqual(afterCold);
});
