import type { FastifyPluginAsync } from 'fastify';
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
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return; // a slow pass is not overlapped by the next tick
    running = runDueJobs(deps, handlers)
      .then((pass) => {
        if (pass.done > 0) app.log.info({ done: pass.done }, 'provider jobs done');
        for (const failure of pass.postponed) app.log.warn(failure, 'provider job postponed');
      })
      .catch((error) => app.log.error({ err: error }, 'provider jobs failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
