import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { seedDemoProductFacts } from './commerce/catalog/demo-facts.ts';
import { commerceEventStore } from './commerce/event-store.ts';
import { seedDemoLodge } from './commerce/horeca/demo.ts';
import { seedDemoLookBooks } from './commerce/lookbooks/demo.ts';
import { seedDemoMoney } from './commerce/wallet/demo.ts';
import type { ShopConfig } from './config.ts';
import { builtWeb } from './gateway-app.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/index.ts';
import { seedDemoCatalog, seedStorefrontContent } from './seed/index.ts';

/**
 * Everything `npm start` needs: the database (migrated), the demo catalog on first start, and the
 * app. Tests call this too, with their own config and clock.
 */
export async function createShop(
  config: ShopConfig,
  options: { clock?: Clock; logger?: FastifyServerOptions['logger']; distDir?: string } = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase(config);
  try {
    if (config.seedDemoCatalog) {
      const store = commerceEventStore(db);
      await seedDemoCatalog(db, { clock, store });
      await seedDemoMoney(db, clock);
      await seedStorefrontContent(db, clock.now());
      await seedDemoLodge(db, clock);
      await seedDemoProductFacts(db);
      await seedDemoLookBooks(db, clock, store);
    }
    return await buildApp({
      config,
      db,
      clock,
      logger: options.logger ?? false,
      web: builtWeb(options.distDir),
    });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
