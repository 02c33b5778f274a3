import fp from 'fastify-plugin';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { releaseOrderTenders } from '../wallet/index.ts';
import { expiryScheduler, type ReleaseTenders } from './expiry.ts';

/** Checkout (#5): address step, shipping, placing with stock reservation, expiry of unpaid orders. */
export { cancelPlacedOrder, expireDueOrders, type ReleaseTenders } from './expiry.ts';
export { checkoutRoutes } from './routes.ts';

export interface OrderExpiryOptions {
  db: Database;
  clock: Clock;
  intervalMs: number;
  /** Defaults to the wallet's `releaseOrderTenders` (server/commerce/wallet/index.ts). */
  releaseTenders?: ReleaseTenders;
}

/** The expiry scheduler of the server process (one per process; they share the work safely). */
export const orderExpiry = fp<OrderExpiryOptions>(
  async (app, { db, clock, intervalMs, releaseTenders }) => {
    const store = commerceEventStore(db);
    const deps = { db, clock, store, releaseTenders: releaseTenders ?? releaseOrderTenders };
    await app.register(expiryScheduler, { deps, intervalMs });
  },
  { name: 'order-expiry' },
);
