import type { FastifyInstance } from 'fastify';

export interface PeriodicPass {
  /** How often the pass runs. */
  intervalMs: number;
  /** One pass: its own logging of what it did; a throw is logged with `failure` and the next tick runs. */
  pass: () => Promise<void>;
  /** The log message for a failed pass. */
  failure: string;
}

/**
 * Runs `pass` every `intervalMs` while `app` is up, for the schedulers that work database rows
 * (expiry, provider jobs, VAT receipts, pruning): a slow pass is never overlapped by the next tick,
 * a failed one is logged and not fatal, the timer never keeps the process alive, and closing the
 * app stops it and waits for the pass in flight.
 */
export function runPeriodically(app: FastifyInstance, { intervalMs, pass, failure }: PeriodicPass): void {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
