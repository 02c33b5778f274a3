import type { Projection } from '../../platform/events/index.ts';
import { ORDER_STREAM_PREFIX, orderEventTypes, orderStatusEventTypes } from './events.ts';
import { loadOrderAggregates } from './order-loading.ts';
import { writeOrderRows } from './order-rows.ts';
import { beginOrdersRebuild } from './orders-rebuild.ts';
import { vatReceiptRequests } from './vat-receipt-requests.ts';

export { loadOrderAggregates };

/** NOTIFY channel: an order's status changed (the payload is its number); sent only on commit. */
export const ORDER_UPDATED_CHANNEL = 'order_updated';
const statusEvents: readonly string[] = orderStatusEventTypes;

/**
 * `orders`: one row per order stream, the state the command decided (or, in a rebuild, the fold of
 * the stream through the lifecycle machine); its snapshot is stored, so the next command and the
 * next batch continue from it (server/commerce/orders/order-rows.ts). Other
 * tables reference it, so a rebuild writes over it in place (server/commerce/orders/orders-rebuild.ts).
 */
export const ordersProjection: Projection = {
  name: 'orders',
  handles: orderEventTypes,
  async apply(tx, events, _appender, decided) {
    await writeOrderRows(tx, 'orders', events, decided);
    // Live order status (orderUpdated subscription): NOTIFY is queued in this transaction and sent
    // on commit only, so a listener never sees a status that was rolled back.
    const changed = [
      ...new Set(
        events
          .filter(
            (event) => statusEvents.includes(event.type) && event.streamId.startsWith(ORDER_STREAM_PREFIX),
          )
          .map((event) => event.streamId.slice(ORDER_STREAM_PREFIX.length)),
      ),
    ];
    if (changed.length > 0) {
      await tx.query('select pg_notify($1, number) from unnest($2::text[]) as number', [
        ORDER_UPDATED_CHANNEL,
        changed,
      ]);
    }
  },
  rebuildInPlace: beginOrdersRebuild,
  async reset() {
    // Never emptied: payments and lease applications refer to its rows (see rebuildInPlace).
  },
};

/**
 * The orders read model, then the reactions that follow from its facts (in the same transaction):
 * a fully paid order asks for its VAT receipt.
 */
export const orderProjections: readonly Projection[] = [ordersProjection, vatReceiptRequests];
