import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../platform/db/index.ts';
import { loadNotificationTexts } from './notification-text.ts';
import { OrderStatusPushes } from './order-status-pushes.ts';
import { webPushSender } from './sender.ts';
import type { PushConfig } from './vapid.ts';

/** How often the sender looks for new order-status events: a second is soon enough for a phone. */
export const PUSH_POLL_INTERVAL_MS = 1_000;

/** Runs the order-status push sender beside the app, stopped (after a send in flight) on close. */
const plugin: FastifyPluginAsync<{ db: Database; push: PushConfig }> = async (app, { db, push }) => {
  const pushes = new OrderStatusPushes({
    db,
    send: webPushSender(push),
    texts: await loadNotificationTexts(['mn', 'en', 'ru', 'cn', 'it']),
    log: app.log,
  });
  app.decorate('orderStatusPushes', pushes);
  app.addHook('onReady', async () => pushes.start(PUSH_POLL_INTERVAL_MS));
  app.addHook('preClose', async () => pushes.stop());
};

export const orderStatusPushes = fp(plugin, { name: 'order-status-pushes' });

declare module 'fastify' {
  interface FastifyInstance {
    /** The push sender; tests call `drain()` instead of waiting for the timer. */
    orderStatusPushes: OrderStatusPushes;
  }
}
