/** Payments (#5): providers, settlement, saved cards, lease; what the commerce service registers. */
import type { Clock } from '../clock.ts';
import type { Database } from '../db/index.ts';
import { EventStore } from '../events/index.ts';
import { orderProjections } from '../orders/projection.ts';
import type { PaymentsConfig } from './config.ts';
import { createPaymentProvider } from './provider.ts';
import type { PaymentDeps } from './settlement.ts';

export type { PaymentsConfig } from './config.ts';
export { loadPaymentsConfig } from './config.ts';
export { leaseQuote } from './lease.ts';
export { paymentMethodByCode, paymentMethods } from './methods.ts';
export { paymentPublicRoutes } from './public-routes.ts';
export { paymentRoutes } from './routes.ts';

/** The payments service's dependencies; throws ConfigError for the sandbox in production unless allowed. */
export function paymentDeps(options: {
  db: Database;
  clock: Clock;
  config: PaymentsConfig;
  tokenSecret: string;
  /** Where shoppers reach the shop: the sandbox pay page and the QR payload are links under it. */
  publicUrl: string;
}): PaymentDeps {
  return {
    db: options.db,
    clock: options.clock,
    store: new EventStore(options.db, orderProjections),
    provider: createPaymentProvider(options.config, {
      tokenSecret: options.tokenSecret,
      clock: options.clock,
      publicUrl: options.publicUrl,
    }),
  };
}
