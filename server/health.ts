import type { FastifyPluginAsync } from 'fastify';
import type { Database } from './platform/db/index.ts';

/** `GET /health`: the process answers and the database answers a query. 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    const started = performance.now();
    try {
      await db.ping();
      return {
        status: 'ok',
        uptime_s: Math.round(process.uptime()),
        database: {
          kind: db.kind,
          status: 'ok',
          latency_ms: Math.round((performance.now() - started) * 10) / 10,
        },
      };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: { kind: db.kind, status: 'unreachable' } });
    }
  });
};
