import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface Drain {
  /** Requests whose work is not done: HTTP ones and in-process `inject` calls alike. */
  readonly inFlight: number;
  /** Stops accepting connections and resolves once the work of every request in flight is done. */
  drain(): Promise<void>;
}

const isStream = (payload: unknown): payload is Readable =>
  payload !== null && typeof payload === 'object' && typeof (payload as Readable).pipe === 'function';

/**
 * Graceful shutdown that does not break the work it lets finish. `app.close()` alone would make every
 * later in-process `inject` fail (FST_ERR_REOPENED_CLOSE_SERVER), and a request in flight still needs
 * those to reach the commerce and search services and the gateway. So: stop listening, wait for the
 * work of every request, and only then close the app (and the database).
 *
 * A request's work ends when its answer has gone out, not when its socket closes: a shopper who
 * leaves mid-page leaves a handler (and a streaming render) still using the database, which ended
 * with "Cannot use a pool after calling end on the pool" when the drain counted sockets (#21). So
 * each request counts from onRequest to onResponse, or — when the client has left, for which Fastify
 * calls no onResponse — to its onSend, or for a streamed answer to the end of its stream. A client
 * may leave without Fastify seeing an abort (a load generator closing its sockets once the request
 * was read): the socket is gone by onSend, or goes while the answer is written. The inner
 * `inject` calls of a render count on their own, so a render in progress keeps the count up.
 */
export function trackRequests(app: FastifyInstance): Drain {
  let inFlight = 0;
  let draining = false;
  const idle = new Set<() => void>();
  const finished = new WeakSet<FastifyRequest>();
  const aborted = new WeakSet<FastifyRequest>();
  const finish = (request: FastifyRequest) => {
    if (finished.has(request)) return;
    finished.add(request);
    inFlight--;
    if (inFlight === 0) for (const resolve of idle.values()) resolve();
  };
  app.addHook('onRequest', async () => {
    inFlight++;
  });
  app.addHook('onRequestAbort', async (request) => {
    aborted.add(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Keep-alive clients should reconnect elsewhere instead of reusing a connection that is closing.
    if (draining) reply.header('connection', 'close');
    if (isStream(payload)) {
      const done = () => finish(request);
      payload.once('end', done).once('close', done).once('error', done);
    } else if (aborted.has(request) || reply.raw.destroyed || reply.raw.socket?.destroyed) {
      // the work is done and nobody is left to take the answer
      finish(request);
    } else {
      // the client may still go while the answer is written: then no onResponse either
      reply.raw.once('close', () => finish(request));
    }
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    finish(request);
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
