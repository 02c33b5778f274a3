import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { OrderUpdateHandlers, OrderUpdateSource } from '../commerce/contract.ts';

/** The pubsub topic of one order's updates (Mercurius' in-process emitter). */
export const orderTopic = (number: string) => `orderUpdated:${number}`;
/** Published after the database listener reconnected: every live order reloads once. */
export const ORDER_RESYNC_TOPIC = 'orderUpdated:*resync';

/**
 * The WebSocket handshake's CSRF check. Browsers send cookies with a WebSocket upgrade from any site
 * (no SameSite protection for same-site subdomains, no CORS preflight), so a page elsewhere could
 * subscribe with the shopper's cookies: an `Origin` whose host is not the one the request came to
 * is refused (403 before the upgrade). Clients that are not browsers send no Origin and carry no
 * ambient cookies of a shopper; they are let through.
 */
export function sameOriginUpgrade(info: { origin?: string | undefined; req: IncomingMessage }): boolean {
  const origin = info.origin;
  if (!origin) return true;
  const host = info.req.headers.host;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export interface LiveOrderUpdatesOptions {
  /**
   * Opens commerce's feed of committed order changes with these handlers: the composition root
   * (server/app.ts) hands in commerce's own, so the gateway knows no database.
   */
  openFeed(handlers: OrderUpdateHandlers): OrderUpdateSource;
}

/**
 * Feeds the GraphQL `orderUpdated` subscription from commerce's order updates, so a capture committed
 * by any process reaches the subscribers connected to this one.
 */
export const liveOrderUpdates = fp<LiveOrderUpdatesOptions>(
  async (app, { openFeed }) => {
    const publish = (topic: string, number: string | null) =>
      app.graphql.pubsub.publish({ topic, payload: { number } });
    const feed = openFeed({
      updated: (number) => publish(orderTopic(number), number),
      resync: () => {
        app.log.warn('order updates: listener reconnected; live orders reload');
        publish(ORDER_RESYNC_TOPIC, null);
      },
      failed: (error) => app.log.error({ err: error }, 'order updates: listener reconnect failed'),
    });
    await feed.start();
    app.addHook('preClose', async () => feed.stop());
    app.decorate('orderUpdateFeed', feed);
  },
  { name: 'live-order-updates', dependencies: ['graphql-gateway'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Commerce's order updates behind the orderUpdated subscription (tests watch `listening`). */
    orderUpdateFeed: OrderUpdateSource;
  }
}
