import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { fixedClock } from '../../server/platform/clock.ts';
import { createShop } from '../../server/shop.ts';
import { throwawayServerDatabase } from '../support/database.ts';
import { TEST_NOW } from '../support/shop.ts';

/**
 * A deployment starts several identical processes on one PostgreSQL database (docs/scaling.md),
 * the first time on an empty one: each migrates and seeds the demo shop on start. They must all come
 * up, and the demo data must be there once, not once per process.
 */
const serverUrl = process.env.DATABASE_URL as string;
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function startProcess(databaseUrl: string): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-start-race-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const config = await loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  const app = await createShop(config, { clock: fixedClock(TEST_NOW) });
  cleanups.push(() => app.close());
  await app.ready();
  return app;
}

describe('three processes starting at once on an empty database', () => {
  it('all come up, and the demo shop is seeded once', async () => {
    const database = await throwawayServerDatabase(serverUrl, 'shop_start_race');
    cleanups.push(() => database.drop());

    const started = await Promise.allSettled([1, 2, 3].map(() => startProcess(database.url)));
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
      'up',
      'up',
      'up',
    ]);

    const app = (started[0] as PromiseFulfilledResult<FastifyInstance>).value;
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: database.url });
    await client.connect();
    try {
      const cards = await client.query(
        `select stream_id, count(*)::int as events from events where stream_id like 'giftcard-%' group by stream_id`,
      );
      expect(cards.rows.map((row) => row.events)).toEqual([1, 1]);
      const lookBooks = await client.query('select count(*)::int as n from look_books');
      expect(lookBooks.rows[0].n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });
});
