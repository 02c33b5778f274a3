import { initialTransition, transition } from 'xstate';
import {
  adjustmentTotal,
  itemTotal,
  type OrderEvent,
  type OrderSnapshot,
  orderLifecycleMachine,
  orderState,
  orderStatus,
  orderStatusDetails,
  orderTotal,
} from '../../../machines/order-lifecycle.ts';
import { ShopError } from '../../platform/errors.ts';
import type { RecordedEvent } from '../../platform/events/index.ts';
import { inspectOrderDecision } from './inspect.ts';

/** An order's state: the fold of its stream through the lifecycle machine, and the stream version. */
export interface OrderAggregate {
  snapshot: OrderSnapshot;
  version: number;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export function emptyOrder(): OrderAggregate {
  const [snapshot] = initialTransition(orderLifecycleMachine);
  return { snapshot, version: 0, createdAt: null, updatedAt: null };
}

export function toMachineEvent(event: Pick<RecordedEvent, 'type' | 'data'>): OrderEvent {
  return { ...(event.data as object), type: event.type } as OrderEvent;
}

/**
 * The machine's verdict on one event: the next snapshot, or ORDER_TRANSITION_REFUSED when the current
 * state does not accept it (nothing is written then).
 */
export function decide(snapshot: OrderSnapshot, event: OrderEvent): OrderSnapshot {
  if (!snapshot.can(event)) {
    throw new ShopError(
      'ORDER_TRANSITION_REFUSED',
      `An order in state ${JSON.stringify(snapshot.value)} does not accept ${event.type}`,
    );
  }
  const [next] = transition(orderLifecycleMachine, snapshot, event);
  inspectOrderDecision(snapshot, event, next);
  return next;
}

/** What the read model keeps of the machine: enough to continue folding without replaying the stream. */
export interface StoredOrderSnapshot {
  value: OrderSnapshot['value'];
  context: OrderSnapshot['context'];
}

export function storedSnapshot(snapshot: OrderSnapshot): StoredOrderSnapshot {
  return { value: snapshot.value, context: snapshot.context };
}

export function restoreOrder(
  stored: StoredOrderSnapshot,
  version: number,
  createdAt: Date,
  updatedAt: Date,
): OrderAggregate {
  const snapshot = orderLifecycleMachine.resolveState({ value: stored.value, context: stored.context });
  return { snapshot, version, createdAt, updatedAt };
}

/** Folds stored events; a stored event the machine refuses means a corrupt stream, so it throws. */
export function foldOrder(
  events: readonly RecordedEvent[],
  from: OrderAggregate = emptyOrder(),
): OrderAggregate {
  let { snapshot, version, createdAt, updatedAt } = from;
  for (const event of events) {
    snapshot = decide(snapshot, toMachineEvent(event));
    version = event.streamVersion;
    createdAt ??= event.recordedAt;
    updatedAt = event.recordedAt;
  }
  return { snapshot, version, createdAt, updatedAt };
}

/** Mongolian prices include 10 % VAT: the included tax is 10/110 of the item total, whole tugrik. */
export function includedVat(amount: number): number {
  return Math.round((amount * 10) / 110);
}

export interface OrderTotals {
  itemTotal: number;
  shipTotal: number;
  /** Coupon, voucher, gift card, wallet and points taken off together. */
  adjustmentTotal: number;
  taxTotal: number;
  total: number;
  paidTotal: number;
  totalQuantity: number;
}

/** Money of an order. Tax is the VAT included in the total (prices include it), not added to it. */
export function orderTotals(snapshot: OrderSnapshot): OrderTotals {
  const { context } = snapshot;
  const total = orderTotal(context);
  return {
    itemTotal: itemTotal(context.lines),
    shipTotal: context.shipping?.cost ?? 0,
    adjustmentTotal: adjustmentTotal(context.adjustments),
    taxTotal: includedVat(total),
    total,
    paidTotal: context.paidTotal,
    totalQuantity: context.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

export { orderState, orderStatus, orderStatusDetails };
