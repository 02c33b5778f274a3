import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { commerceEventStore } from '../../server/commerce/event-store.ts';
import { loadConfig, type ShopConfig } from '../../server/config.ts';
import { type Clock, fixedClock } from '../../server/platform/clock.ts';
import type { Database } from '../../server/platform/db/index.ts';
import type { EventStore } from '../../server/platform/events/index.ts';
import { seedDemoCatalog } from '../../server/seed/index.ts';
import { createSeededTestDatabase, createTestDatabase } from './database.ts';

/** The instant every server test lives at; the seed's sale windows and availability are relative to it. */
export const TEST_NOW = '2026-06-15T09:00:00.000Z';

export interface TestShop {
  app: FastifyInstance;
  db: Database;
  config: ShopConfig;
  clock: Clock & { advance(ms: number): void; set(at: Date | string): void };
  store: EventStore;
  /** A bearer token for the commerce REST service. */
  token(): Promise<string>;
  close(): Promise<void>;
}

/** A seeded shop on a fresh database (PGlite, or the PostgreSQL server under DATABASE_URL). */
export async function createTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  const config = await loadConfig({ DATA_DIR: dataDir, ...env });
  const clock = fixedClock(TEST_NOW);
  // the run's seeded dump where there is one (PGlite); otherwise migrate and seed here
  const seeded = await createSeededTestDatabase();
  const db = seeded ?? (await createTestDatabase());
  const store = commerceEventStore(db);
  if (!seeded) await seedDemoCatalog(db, { clock, store });
  const app = await buildApp({ config, db, clock });
  await app.ready();
  return testShopOf({ app, db, config, clock, store }, async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });
}

/** A built, ready app as a TestShop: a client-credentials `token()` and the given `close`. */
export function testShopOf(
  parts: Pick<TestShop, 'app' | 'db' | 'config' | 'clock' | 'store'>,
  close: () => Promise<void>,
): TestShop {
  const { app, config } = parts;
  return {
    ...parts,
    async token() {
      const response = await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: {
          grant_type: 'client_credentials',
          client_id: config.secrets.clientId,
          client_secret: config.secrets.clientSecret,
        },
      });
      return response.json<{ access_token: string }>().access_token;
    },
    close,
  };
}

/** POST /graphql through inject; returns the parsed body and status. */
export async function graphql<Data = Record<string, unknown>>(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers,
  });
  return {
    status: response.statusCode,
    body: response.json<{
      data: Data | null;
      errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string[]> } }[];
    }>(),
  };
}
