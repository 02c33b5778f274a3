/** Payments (#5): providers, settlement, saved cards, lease; what the commerce service registers. */
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import { PaymentConfigError, type PaymentsConfig } from './config.ts';
import { CreditCompanyLeaseProvider, SandboxLeaseProvider } from './lease-provider.ts';
import { createPaymentProvider } from './provider.ts';
import type { ProviderJobContext } from './provider-job-handlers.ts';

export type { PaymentsConfig } from './config.ts';
export { loadPaymentsConfig } from './config.ts';
export { leaseQuote } from './lease.ts';
export { paymentMethodByCode, paymentMethods } from './methods.ts';
export { providerJobScheduler } from './provider-job-scheduler.ts';
export { paymentPublicRoutes } from './public-routes.ts';
export { paymentRoutes } from './routes.ts';

/** The sandbox approves leases nobody finances: production needs a credit company, or a demo shop. */
function leaseProviderOf(config: PaymentsConfig) {
  if (config.lease) return new CreditCompanyLeaseProvider(config.lease);
  if (!config.sandboxAllowed) {
    throw new PaymentConfigError(
      'The lease sandbox approves applications no one finances: in production set LEASE_PROVIDER=credit, or PAYMENT_SANDBOX_ALLOWED=true for a demo shop',
    );
  }
  return new SandboxLeaseProvider();
}

/** The payments service's dependencies; throws ConfigError for the sandbox in production unless allowed. */
export function paymentDeps(options: {
  db: Database;
  clock: Clock;
  config: PaymentsConfig;
  tokenSecret: string;
  /** Where shoppers reach the shop: the sandbox pay page and the QR payload are links under it. */
  publicUrl: string;
}): ProviderJobContext {
  return {
    db: options.db,
    clock: options.clock,
    store: commerceEventStore(options.db),
    provider: createPaymentProvider(options.config, {
      tokenSecret: options.tokenSecret,
      clock: options.clock,
      publicUrl: options.publicUrl,
      db: options.db,
    }),
    leaseProvider: leaseProviderOf(options.config),
  };
}
