import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { catalogProjections } from './commerce/catalog/projections.ts';
import { seedDemoMoney } from './commerce/wallet/demo.ts';
import type { ShopConfig } from './config.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/index.ts';
import { EventStore } from './platform/events/index.ts';
import { seedDemoCatalog } from './seed/index.ts';

const defaultDist = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * Everything `npm start` needs: the database (migrated), the demo catalog on first start, and the
 * app. Tests call this too, with their own config and clock.
 */
export async function createShop(
  config: ShopConfig,
  options: { clock?: Clock; logger?: FastifyServerOptions['logger']; distDir?: string } = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (config.seedDemoCatalog) {
      const store = new EventStore(db, catalogProjections);
      await seedDemoCatalog(db, { clock, store });
      await seedDemoMoney(db, clock);
    }
    const distDir = options.distDir ?? defaultDist;
    const built = existsSync(`${distDir}client/index.html`) && existsSync(`${distDir}server/entry-server.js`);
    return await buildApp({
      config,
      db,
      clock,
      logger: options.logger ?? false,
      web: built ? { distDir } : undefined,
    });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
