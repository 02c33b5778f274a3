import type { FastifyPluginAsync } from 'fastify';
import { runPeriodically } from '../../platform/scheduling/periodic.ts';
import type { Outbox } from './outbox.ts';

/** How often the job looks for messages to send: a retry is due at 30 s at the soonest. */
const DELIVERY_INTERVAL_MS = 15_000;

/**
 * The outbox's delivery job: sends what no inline send took (a message written inside another
 * command's transaction, such as the e-tickets of a payment) and retries failed sends with backoff
 * (Outbox.deliverDue). Unref'd and stopped with the app, like every periodic pass.
 */
export const outboxDelivery: FastifyPluginAsync<{ outbox: Outbox; intervalMs?: number }> = async (
  app,
  { outbox, intervalMs = DELIVERY_INTERVAL_MS },
) => {
  runPeriodically(app, {
    intervalMs,
    failure: 'outbox delivery pass failed',
    pass: async () => {
      const counts = await outbox.deliverDue();
      if (counts.sent + counts.kept + counts.failed > 0) app.log.info(counts, 'outbox delivery pass');
    },
  });
};
