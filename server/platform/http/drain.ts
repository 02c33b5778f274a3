import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** HTTP requests being answered right now (in-process inject calls are not counted). */
  readonly inFlight: number;
  /** Stops accepting connections and resolves once every request in flight has been answered. */
  drain(): Promise<void>;
}

/**
 * Graceful shutdown that does not break the requests it lets finish. `app.close()` alone would make
 * every later in-process `inject` fail (FST_ERR_REOPENED_CLOSE_SERVER), and a request in flight
 * still needs those to reach the commerce and search services and the gateway. So: stop listening,
 * wait for the requests counted on the raw server, and only then close the app.
 */
export function trackRequests(app: FastifyInstance): Drain {
  let inFlight = 0;
  let draining = false;
  const idle = new Set<() => void>();
  app.server.on('request', (_request, response) => {
    inFlight++;
    // 'close' fires for finished and for abandoned responses alike, so the count cannot stick.
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) for (const resolve of idle) resolve();
    });
  });
  app.addHook('onSend', async (_request, reply) => {
    // Keep-alive clients should reconnect elsewhere instead of reusing a connection that is closing.
    if (draining) reply.header('connection', 'close');
  });
  return {
    get inFlight() {
      return inFlight;
    },
    drain() {
      draining = true;
      app.server.close();
      app.server.closeIdleConnections();
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => idle.add(resolve));
    },
  };
}
