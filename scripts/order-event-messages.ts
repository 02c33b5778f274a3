/**
 * Part of `npm run lint` (scripts/check-messages.ts): every order event the timeline can show has its
 * label. The order page prints `orders.event.<Type>` for each stored fact (web/src/routes/order.tsx);
 * a type without that message shows its raw id ("CheckoutDetailsSet") to the shopper.
 *
 * The types are read from both lists the server keeps, so a fact added to either is caught: the
 * lifecycle machine's own events (what it can fold) and the order stream's declared event types.
 */

import { orderLifecycleMachine } from '../machines/order-lifecycle.ts';
import { orderEventTypes } from '../server/commerce/orders/events.ts';

export const ORDER_EVENT_MESSAGE_PREFIX = 'orders.event.';

/** Every event type an order's timeline may hold, sorted. */
export function timelineEventTypes(): string[] {
  const machineEvents = orderLifecycleMachine.root.events.filter((type) => !type.startsWith('xstate.'));
  return [...new Set([...orderEventTypes, ...machineEvents])].sort();
}

/** One problem per event type and required catalog (English, and Mongolian, the default) lacking its label. */
export function missingOrderEventMessages(
  eventTypes: readonly string[],
  catalogs: Readonly<Record<'en' | 'mn', Readonly<Record<string, string>>>>,
): string[] {
  const problems: string[] = [];
  for (const type of eventTypes) {
    for (const locale of ['en', 'mn'] as const) {
      const id = `${ORDER_EVENT_MESSAGE_PREFIX}${type}`;
      if (!(id in catalogs[locale])) {
        problems.push(
          `the order event ${type} has no "${id}" in ${locale}: the timeline would show its raw id`,
        );
      }
    }
  }
  return problems;
}
