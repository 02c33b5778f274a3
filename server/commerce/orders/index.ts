/** Event-sourced orders and cart: what other domains use (accounts merge carts, push reacts to status). */
export {
  addToCart,
  emptyCart,
  removeLineItem,
  updateLineItem,
} from './cart-commands.ts';
export type { OrderDeps } from './command-runner.ts';
export {
  cartEventTypes,
  type OrderEventMetadata,
  type OrderStatusEventType,
  orderEventTypes,
  orderStatusEventTypes,
  orderStreamId,
} from './events.ts';
export { mergeGuestCart } from './merge.ts';
export { orderProjections, ordersProjection } from './projection.ts';
export { currentOrder, getOrder, listOrders, orderTimeline } from './queries.ts';
export type { OrderDto, OrderIdentity } from './read-model.ts';
export { orderRoutes } from './routes.ts';

import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { commerceEventStore } from '../event-store.ts';
import type { OrderDeps } from './command-runner.ts';

/** The dependencies of the order functions, for a caller outside the REST routes (login's merge). */
export function orderDeps(db: Database, clock: Clock): OrderDeps {
  return { db, clock, store: commerceEventStore(db) };
}
