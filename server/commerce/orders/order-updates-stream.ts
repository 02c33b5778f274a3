import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/index.ts';
import { OrderUpdateFeed } from './order-updates.ts';

/** A comment line every so often, so proxies and the gateway see a quiet stream is still alive. */
export const ORDER_UPDATES_HEARTBEAT_MS = 15_000;

/**
 * `GET /api/v2/order_updates`: commerce's feed of committed order status changes as Server-Sent
 * Events, for a gateway deployed apart (it holds no database). Each connection listens on its own
 * feed (one per gateway process): `ready` once listening, `updated` with an order number per
 * committed change, `resync` after the listener reconnected (changes in between are lost, so every
 * live order reloads). Behind the client token, like every /api/v2 route.
 */
export const orderUpdateStream: FastifyPluginAsync<{ db: Database; heartbeatMs?: number }> = async (
  app,
  { db, heartbeatMs = ORDER_UPDATES_HEARTBEAT_MS },
) => {
  const open = new Set<() => void>();
  // a shutting-down service ends its streams, so the gateway reconnects elsewhere (or later)
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.get('/api/v2/order_updates', async (request, reply) => {
    const send = (event: string, data = '') => {
      if (!reply.raw.destroyed) reply.raw.write(`event: ${event}\ndata: ${data}\n\n`);
    };
    const feed = new OrderUpdateFeed(db, {
      updated: (number) => send('updated', number),
      resync: () => send('resync'),
      failed: (error) => request.log.warn({ err: error }, 'order updates stream: listener reconnect failed'),
    });
    await feed.start();
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    send('ready');
    const heartbeat = setInterval(() => {
      if (!reply.raw.destroyed) reply.raw.write(': alive\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      void feed.stop();
      reply.raw.end();
    };
    open.add(end);
    reply.raw.on('close', end);
  });
};
