import type { FastifyPluginAsync } from 'fastify';
import { runPeriodically } from '../../platform/scheduling/periodic.ts';
import { type ProviderJobContext, providerJobHandlers } from './provider-job-handlers.ts';
import { runDueJobs } from './provider-jobs.ts';

export interface ProviderJobSchedulerOptions {
  deps: ProviderJobContext;
  /** How often due jobs are worked (`PAYMENT_JOBS_INTERVAL_MS`). */
  intervalMs: number;
}

/**
 * Works the provider outbox every `intervalMs` while the app is up. Jobs live in the database, so a
 * restart loses none; every process runs this, and the claims keep any one job on one process.
 */
export const providerJobScheduler: FastifyPluginAsync<ProviderJobSchedulerOptions> = async (
  app,
  { deps, intervalMs },
) => {
  const handlers = providerJobHandlers(deps);
  runPeriodically(app, {
    intervalMs,
    failure: 'provider jobs failed',
    pass: async () => {
      const pass = await runDueJobs(deps, handlers);
      if (pass.done > 0) app.log.info({ done: pass.done }, 'provider jobs done');
      for (const failure of pass.postponed) app.log.warn(failure, 'provider job postponed');
    },
  });
};
