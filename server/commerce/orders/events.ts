import type { OrderEvent, OrderEventType } from '../../../machines/order-lifecycle.ts';

/**
 * The facts of an order's stream `order-<number>`. Their names are the order-lifecycle machine's
 * event types: the aggregate folds the stored events through the machine as they are.
 */
export type { OrderEvent, OrderEventType } from '../../../machines/order-lifecycle.ts';

/** What a stored order event carries: the machine event without its `type`. */
export type OrderEventData<Type extends OrderEventType> = Omit<Extract<OrderEvent, { type: Type }>, 'type'>;

export const cartEventTypes = [
  'CartCreated',
  'LineItemAdded',
  'LineItemQuantityChanged',
  'LineItemRemoved',
  'CartEmptied',
  'CartAssignedToUser',
  'CartMergedInto',
  'CheckoutDetailsSet',
  'ShippingMethodChosen',
  'AdjustmentApplied',
  'AdjustmentRemoved',
] as const satisfies readonly OrderEventType[];

/**
 * The events after which an order shows another status (push notifications react to these). Every
 * one is a past-tense fact; `orderStatus()` of the folded stream gives the new label.
 */
export const orderStatusEventTypes = [
  'CheckoutCompleted',
  'PaymentCaptured',
  'PaymentFailed',
  'OrderExpired',
  'LoanRequested',
  'LoanApproved',
  'LoanDeclined',
  'DeliveryPrepared',
  'ShipmentDispatched',
  'OrderDelivered',
  'OrderCompleted',
  'OrderFinished',
  'OrderCanceled',
  'ReturnRequested',
  'ReturnRefused',
  'OrderReturned',
  'VatReceiptRequested',
  'VatReceiptPending',
  'VatReceiptIssued',
] as const satisfies readonly OrderEventType[];

export type OrderStatusEventType = (typeof orderStatusEventTypes)[number];

export const orderEventTypes: readonly OrderEventType[] = [...cartEventTypes, ...orderStatusEventTypes];

export const ORDER_STREAM_PREFIX = 'order-';

export function orderStreamId(number: string): string {
  return `${ORDER_STREAM_PREFIX}${number}`;
}

/** Who caused an event, kept in its metadata for the timeline. */
export interface OrderEventMetadata {
  actor: 'guest' | 'user' | 'system' | 'staff';
  userId?: number;
  /** A staff action (#18): the staff user who did it (null: the bootstrap STAFF_TOKEN), by name. */
  staffId?: number | null;
  staffName?: string;
  /** For merged lines: the guest cart they came from. */
  mergedFrom?: string;
  idempotencyKey?: string;
}
