import type { OrderSnapshot } from './order-lifecycle.ts';

/** The status labels of spec §4, one message id each (`orders.status.<label>`). */
export const orderStatusLabels = [
  'pending',
  'paymentPending',
  'paymentCompleted',
  'paymentFailed',
  'ordered',
  'readyToDeliver',
  'shipment',
  'delivered',
  'returnRequested',
  'completed',
  'finished',
  'canceled',
  'returned',
  'expired',
  'waitingVatReceipt',
  'vatReceiptPending',
  'inProgress',
  'merged',
] as const;
export type OrderStatusLabel = (typeof orderStatusLabels)[number];

/** A label as GraphQL clients receive it: `paymentCompleted` → `PAYMENT_COMPLETED`. */
export function statusCode(label: OrderStatusLabel): string {
  return label.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/**
 * The label an order's status details carry exactly while its payment region is `paid`
 * (orderStatusDetails below): fulfilment leaves `awaitingPayment` on the same capture, so every
 * later fulfilment label comes with it (tests/machines/order-status.test.ts walks every state).
 */
export const PAID_LABEL = 'paymentCompleted' satisfies OrderStatusLabel;

/** Spree-style order state: only `cart` is current. */
export type OrderState = 'cart' | 'complete' | 'merged' | 'canceled' | 'expired' | 'returned';

export function orderState(snapshot: OrderSnapshot): OrderState {
  if (snapshot.matches('placed')) return 'complete';
  if (snapshot.matches('new')) return 'cart';
  return snapshot.value as Exclude<OrderState, 'complete'>;
}

/** The one label a shopper sees first: fulfilment once paid, payment before that. */
export function orderStatus(snapshot: OrderSnapshot): OrderStatusLabel {
  if (snapshot.matches('new') || snapshot.matches('cart')) return 'pending';
  if (!snapshot.matches('placed')) return orderState(snapshot) as OrderStatusLabel;
  const value = snapshot.value as { placed: { payment: string; fulfilment: string } };
  const fulfilment = value.placed.fulfilment;
  if (fulfilment !== 'awaitingPayment') return fulfilment as OrderStatusLabel;
  return value.placed.payment === 'failed' ? 'paymentFailed' : 'paymentPending';
}

/** Every label that applies now: the main one plus payment, VAT receipt and loan regions. */
export function orderStatusDetails(snapshot: OrderSnapshot): OrderStatusLabel[] {
  const labels: OrderStatusLabel[] = [orderStatus(snapshot)];
  if (!snapshot.matches('placed')) return labels;
  const value = snapshot.value as { placed: Record<string, string> };
  const region = value.placed;
  if (region.payment === 'paid') labels.push('paymentCompleted');
  if (region.vatReceipt === 'waiting') labels.push('waitingVatReceipt');
  if (region.vatReceipt === 'pending') labels.push('vatReceiptPending');
  if (region.loan === 'applicationSent') labels.push('inProgress');
  return [...new Set(labels)];
}
