import { paymentDeps } from '../../../../server/commerce/payments/index.ts';
import type { LeaseProvider } from '../../../../server/commerce/payments/lease-provider.ts';
import type { PaymentProvider } from '../../../../server/commerce/payments/provider.ts';
import {
  type ProviderJobContext,
  providerJobHandlers,
} from '../../../../server/commerce/payments/provider-job-handlers.ts';
import { runDueJobs } from '../../../../server/commerce/payments/provider-jobs.ts';
import type { TestShop } from '../../../support/shop.ts';

/** The payments service's own dependencies for a test shop, with a provider swapped where asked. */
export function jobContext(
  shop: TestShop,
  overrides: { provider?: PaymentProvider; leaseProvider?: LeaseProvider } = {},
): ProviderJobContext {
  const deps = paymentDeps({
    db: shop.db,
    clock: shop.clock,
    config: shop.config.payments,
    tokenSecret: shop.config.secrets.tokenSecret,
    publicUrl: shop.config.accounts.publicUrl,
  });
  return { ...deps, ...overrides };
}

/** One pass of the provider outbox, as the scheduler runs it. */
export function workProviderJobs(shop: TestShop, context: ProviderJobContext = jobContext(shop)) {
  return runDueJobs(context, providerJobHandlers(context));
}

export async function jobsOf(shop: TestShop, subject: string) {
  const { rows } = await shop.db.query<{
    kind: string;
    state: string;
    attempts: number;
    last_error: string | null;
  }>('select kind, state, attempts, last_error from provider_jobs where subject = $1 order by id', [subject]);
  return rows;
}

/** A provider whose first `failures` calls of `method` fail, as an unreachable acquirer would. */
export function flaky<Target extends object>(target: Target, method: keyof Target, failures = 1): Target {
  let left = failures;
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver);
      if (property !== method || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        if (left > 0) {
          left--;
          throw new Error('connect ETIMEDOUT (the provider did not answer)');
        }
        return value.apply(object, args);
      };
    },
  });
}

/** The refund jobs of a payment: one per charge (subject `<payment id>` or `<payment id>:<charge>`). */
export async function refundJobsOf(shop: TestShop, paymentId: string) {
  const { rows } = await shop.db.query<{
    kind: string;
    state: string;
    attempts: number;
    last_error: string | null;
  }>(
    `select kind, state, attempts, last_error from provider_jobs
      where kind = 'refund' and (subject = $1 or subject like $1 || ':%') order by id`,
    [paymentId],
  );
  return rows;
}
