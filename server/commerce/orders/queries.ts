import type { OrderStatusLabel } from '../../../machines/order-lifecycle.ts';
import { ShopError } from '../../platform/errors.ts';
import { readStreams } from '../../platform/events/index.ts';
import { decide, emptyOrder, orderStatus, toMachineEvent } from './aggregate.ts';
import type { OrderDeps } from './command-runner.ts';
import type { OrderEventMetadata } from './events.ts';
import {
  canAccess,
  findCurrentCart,
  findOrder,
  listUserOrders,
  type OrderDto,
  type OrderIdentity,
  type OrderPage,
  type OrderRow,
  toOrderDto,
} from './read-model.ts';

export async function currentOrder(deps: OrderDeps, identity: OrderIdentity): Promise<OrderDto | null> {
  const row = await findCurrentCart(deps.db, identity);
  return row ? toOrderDto(row) : null;
}

async function ownOrder(deps: OrderDeps, identity: OrderIdentity, number: string): Promise<OrderRow> {
  const row = await findOrder(deps.db, number);
  // Someone else's order and no order look the same: a number alone reveals nothing.
  if (!row || !canAccess(row, identity)) throw new ShopError('ORDER_NOT_FOUND');
  return row;
}

export async function getOrder(deps: OrderDeps, identity: OrderIdentity, number: string): Promise<OrderDto> {
  return toOrderDto(await ownOrder(deps, identity, number));
}

export function listOrders(
  deps: OrderDeps,
  identity: OrderIdentity,
  page: number,
  perPage: number,
): Promise<OrderPage> {
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return listUserOrders(deps.db, identity.userId, page, perPage);
}

/** One entry of the shopper-visible timeline: what happened, when, by whom, and the status after it. */
export interface TimelineEntryDto {
  id: number;
  type: string;
  recorded_at: string;
  actor: OrderEventMetadata['actor'];
  status: OrderStatusLabel;
  line_item_id: number | null;
  quantity: number | null;
  amount: number | null;
  product: { slug: string; name: string; translations: Record<string, Record<string, string>> } | null;
}

/**
 * The order's log, replayed through the machine so every entry also shows the status it led to.
 * Secrets in the data (the token hash) are never part of an entry.
 */
export async function orderTimeline(
  deps: OrderDeps,
  identity: OrderIdentity,
  number: string,
): Promise<TimelineEntryDto[]> {
  const row = await ownOrder(deps, identity, number);
  const events = await readStreams(deps.db, [row.stream_id]);
  let snapshot = emptyOrder().snapshot;
  const products = new Map<number, TimelineEntryDto['product']>();
  return events.map((event) => {
    snapshot = decide(snapshot, toMachineEvent(event));
    const data = event.data as Record<string, unknown>;
    const lineItemId = typeof data.lineItemId === 'number' ? data.lineItemId : null;
    const product = data.product as (TimelineEntryDto['product'] & object) | undefined;
    if (lineItemId !== null && product) {
      products.set(lineItemId, {
        slug: product.slug,
        name: product.name,
        translations: product.translations,
      });
    }
    const metadata = event.metadata as Partial<OrderEventMetadata>;
    return {
      id: event.globalPosition,
      type: event.type,
      recorded_at: event.recordedAt.toISOString(),
      actor: metadata.actor ?? 'system',
      status: orderStatus(snapshot),
      line_item_id: lineItemId,
      quantity: typeof data.quantity === 'number' ? data.quantity : null,
      amount: typeof data.amount === 'number' ? data.amount : null,
      product: lineItemId !== null ? (products.get(lineItemId) ?? null) : null,
    };
  });
}
