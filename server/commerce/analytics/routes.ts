import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';

/** The e-commerce events of spec §7 (GA4 names), the only ones recorded. */
export const analyticsEventNames = [
  'add_to_cart',
  'remove_from_cart',
  'view_item',
  'page_view',
  'view_cart',
  'add_to_wishlist',
  'purchase',
  'sign_up',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'search',
  'view_item_list',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export const ANALYTICS_EVENT = 'AnalyticsEventTracked';
/** A browser flushes its queue in batches; more than this in one request is not a shopper. */
export const MAX_EVENTS_PER_BATCH = 50;

export interface TrackedEvent {
  name: AnalyticsEventName;
  /** GA4 parameters: currency MNT, value, items, search_term, page_path, item_list_name. */
  params: Record<string, unknown>;
}

const item = {
  type: 'object',
  additionalProperties: false,
  required: ['item_id'],
  properties: {
    item_id: { type: 'string', maxLength: 100 },
    item_name: { type: 'string', maxLength: 300 },
    item_brand: { type: 'string', maxLength: 100 },
    price: { type: 'integer', minimum: 0 },
    quantity: { type: 'integer', minimum: 1, maximum: 10_000 },
    index: { type: 'integer', minimum: 0, maximum: 10_000 },
  },
} as const;

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_EVENTS_PER_BATCH,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name'],
        properties: {
          name: { type: 'string', enum: analyticsEventNames },
          params: {
            type: 'object',
            additionalProperties: false,
            default: {},
            properties: {
              currency: { type: 'string', enum: ['MNT'] },
              value: { type: 'integer', minimum: 0 },
              search_term: { type: 'string', maxLength: 200 },
              page_path: { type: 'string', maxLength: 500 },
              item_list_name: { type: 'string', maxLength: 200 },
              items: { type: 'array', maxItems: 100, items: item },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * `POST /api/v2/analytics/events`: the shop's own record of what shoppers did, beside the tag
 * manager's copy. Each batch is one new stream (`analytics-<uuid>`), so concurrent shoppers never
 * contend on a version; the log keeps them in order by global position.
 */
export const analyticsRoutes: FastifyPluginAsync<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  const store = commerceEventStore(db);
  app.post<{ Body: { events: TrackedEvent[] } }>(
    '/api/v2/analytics/events',
    { schema: { body } },
    async (request, reply) => {
      const at = clock.now().toISOString();
      const recorded = await store.append(
        `analytics-${randomUUID()}`,
        'no_stream',
        request.body.events.map((event) => ({
          type: ANALYTICS_EVENT,
          data: { name: event.name, params: { currency: 'MNT', ...event.params } },
          metadata: { at, request_id: request.id },
        })),
      );
      return reply.status(202).send({ recorded: recorded.length });
    },
  );
};
