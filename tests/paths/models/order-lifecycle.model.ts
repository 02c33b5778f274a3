import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  amountDue,
  type CheckoutDetails,
  type OrderEvent,
  type OrderSnapshot,
  orderLifecycleMachine,
  orderStatusDetails,
  orderTotal,
} from '../../../machines/order-lifecycle.ts';
import type { PathModel } from '../model.ts';

const PRICE = 1_000;
export const DUE = '2026-06-16T09:00:00.000Z';
const product = { slug: 'pen', name: 'Үзэг', translations: {}, sku: 'PEN-1', image: null };
export const added = (lineItemId: number, quantity: number): OrderEvent => ({
  type: 'LineItemAdded',
  lineItemId,
  variantId: 7,
  quantity,
  price: PRICE,
  options: {},
  gift: false,
  product,
});

/** A complete address step (spec §3): delivered to an address, with a delivery window. */
export const details: CheckoutDetails = {
  delivery: {
    kind: 'delivery',
    address: {
      province: 'Улаанбаатар',
      district: 'СБД',
      address: '1-р хороо',
      zipcode: '14200',
      country: 'MN',
    },
  },
  receiver: { name: 'Бат', phone: '99112233' },
  deliveryTime: 'morning',
  organization: null,
};

/** One sample of every event type, valid in some state (the refusal sweep uses these too). */
export function allOrderEvents(snapshot: OrderSnapshot): OrderEvent[] {
  const { lines, nextLineId, adjustments, settledPayments } = snapshot.context;
  const context = snapshot.context;
  const paymentId = `p${settledPayments.length + 1}`;
  return [
    { type: 'CartCreated', number: 'R100000001', tokenHash: 'hash', userId: null },
    added(lines[0]?.id ?? nextLineId, 1),
    { type: 'LineItemQuantityChanged', lineItemId: lines[0]?.id ?? 1, quantity: 3 },
    { type: 'LineItemRemoved', lineItemId: lines[0]?.id ?? 1 },
    { type: 'CartEmptied' },
    { type: 'CartAssignedToUser', userId: 42 },
    { type: 'CartMergedInto', number: 'R100000002' },
    { type: 'CheckoutDetailsSet', ...details },
    { type: 'ShippingMethodChosen', method: 'pickup', cost: 0 },
    // A gift card worth one item: with one item in the cart, the order is paid the moment it is placed.
    { type: 'AdjustmentApplied', kind: 'giftCard', code: 'GC1', amount: PRICE },
    {
      type: 'AdjustmentRemoved',
      kind: adjustments[0]?.kind ?? 'giftCard',
      code: adjustments[0]?.code ?? 'GC1',
    },
    { type: 'CheckoutCompleted', paymentDueAt: DUE, paymentMethod: 'qpay', total: orderTotal(context) },
    { type: 'PaymentCaptured', amount: Math.max(amountDue(context), 1), method: 'qpay', paymentId },
    { type: 'PaymentFailed', reason: 'declined', paymentId },
    { type: 'OrderExpired', at: DUE },
    { type: 'LoanRequested', downPayment: 1 },
    { type: 'LoanApproved', applicationRef: 'L1' },
    { type: 'LoanDeclined', applicationRef: 'L1', reason: 'CREDIT_LIMIT_EXCEEDED' },
    { type: 'DeliveryPrepared' },
    { type: 'ShipmentDispatched' },
    { type: 'OrderDelivered', at: DUE },
    { type: 'OrderCompleted' },
    { type: 'OrderFinished' },
    { type: 'OrderCanceled', reason: 'asked' },
    { type: 'ReturnRequested', reason: 'broken', requestedAt: DUE },
    { type: 'ReturnRefused', reason: 'used' },
    { type: 'OrderReturned', reason: 'broken' },
    { type: 'VatReceiptRequested', kind: 'personal', registerNumber: null },
    { type: 'VatReceiptPending', dueAt: DUE },
    { type: 'VatReceiptIssued', receiptNumber: 'R1', lotteryCode: 'L1', issuedAt: DUE },
  ];
}

const CART_CHANGES: ReadonlySet<string> = new Set([
  'LineItemAdded',
  'LineItemQuantityChanged',
  'LineItemRemoved',
  'CartEmptied',
  'CartAssignedToUser',
]);

const VAT_EVENTS: ReadonlySet<string> = new Set([
  'VatReceiptRequested',
  'VatReceiptPending',
  'VatReceiptIssued',
]);
const LOAN_EVENTS: ReadonlySet<string> = new Set(['LoanRequested', 'LoanApproved', 'LoanDeclined']);
const DELIVERY_EVENTS: ReadonlySet<string> = new Set([
  'DeliveryPrepared',
  'ShipmentDispatched',
  'OrderDelivered',
  'OrderCompleted',
  'OrderFinished',
  'ReturnRequested',
  'ReturnRefused',
  'OrderReturned',
]);

/**
 * The walk's events: the samples plus a partial payment, kept finite and small. In the cart: one
 * line of at most 2, changed only before checkout starts, checkout started by a guest with the
 * first line only, each checkout fact set once. Once placed, the independent regions take turns
 * instead of interleaving freely: the receipt is asked for while the order waits in `ordered` and
 * moves on once it is `delivered`, the delivery waits while a receipt is pending, the loan is asked
 * before any receipt; at most two payment answers fail. Every transition is still taken (the
 * coverage check says so), and the out-of-turn facts (`refusedOutOfTurn`) are offered and refused.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const order = snapshot as OrderSnapshot;
  const { lines, nextLineId, checkout, shipping, adjustments, settledPayments, paidTotal, userId } =
    order.context;
  const checkoutStarted = checkout !== null || shipping !== null || adjustments.length > 0;
  const mayStartCheckout = userId === null && nextLineId === 2;
  const receiptPending = order.matches({ placed: { vatReceipt: 'pending' } });
  const allowed = (type: string): boolean => {
    if (CART_CHANGES.has(type))
      return (
        !checkoutStarted && (type !== 'LineItemAdded' || (lines[0] ? lines[0].quantity < 2 : nextLineId <= 2))
      );
    if (type === 'CheckoutDetailsSet') return checkout === null && mayStartCheckout;
    if (type === 'ShippingMethodChosen') return shipping === null && mayStartCheckout;
    if (type === 'AdjustmentApplied') return adjustments.length === 0 && mayStartCheckout;
    if (type === 'PaymentFailed') return settledPayments.length < 2;
    if (type === 'VatReceiptRequested') return order.matches({ placed: { fulfilment: 'ordered' } });
    if (VAT_EVENTS.has(type)) return order.matches({ placed: { fulfilment: 'delivered' } });
    if (DELIVERY_EVENTS.has(type)) return !receiptPending;
    if (LOAN_EVENTS.has(type)) return order.matches({ placed: { vatReceipt: 'notRequested' } });
    return true;
  };
  const candidates: AnyEventObject[] = allOrderEvents(order).filter((event) => allowed(event.type));
  if (paidTotal === 0 && amountDue(order.context) > 1)
    candidates.push({
      type: 'PaymentCaptured',
      amount: 1,
      method: 'qpay',
      paymentId: `p${settledPayments.length + 1}`,
    });
  return candidates;
}

/**
 * The walk's vertex. In the cart: the cart's shape plus the arriving edge, so every cart rule is
 * taken. Once placed, the state and the whole context but no arriving edge: the four
 * placed regions are independent, and their interleavings times every arriving edge would make tens
 * of thousands of paths that test nothing new.
 */
export function serializeOrder(
  snapshot: AnyMachineSnapshot,
  event?: AnyEventObject,
  previous?: AnyMachineSnapshot,
) {
  const context = (snapshot as OrderSnapshot).context;
  // A closed order is told apart by where it came from: each closing transition is its own vertex.
  if (typeof snapshot.value === 'string' && snapshot.value !== 'cart' && snapshot.value !== 'new')
    return JSON.stringify([snapshot.value, context, previous?.value]);
  if (snapshot.value !== 'cart') return JSON.stringify([snapshot.value, context]);
  const {
    lines,
    paidTotal,
    downPayment,
    userId,
    nextLineId,
    checkout,
    shipping,
    adjustments,
    settledPayments,
  } = context;
  const facts = [
    checkout !== null,
    shipping !== null,
    adjustments.map((item) => item.code),
    settledPayments.length,
  ];
  const shape = JSON.stringify([
    snapshot.value,
    lines,
    nextLineId,
    paidTotal > 0,
    downPayment,
    userId,
    facts,
  ]);
  return event ? `${shape} via ${event.type} from ${JSON.stringify(previous?.value)}` : shape;
}

function describeEvent(event: AnyEventObject): string {
  const e = event as OrderEvent;
  switch (e.type) {
    case 'LineItemAdded':
      return `line ${e.lineItemId} added (×${e.quantity})`;
    case 'LineItemQuantityChanged':
      return `line ${e.lineItemId} set to ×${e.quantity}`;
    case 'PaymentCaptured':
      return `payment ${e.paymentId} of ${e.amount} ₮ captured`;
    case 'PaymentFailed':
      return `payment ${e.paymentId} failed`;
    case 'CheckoutDetailsSet':
      return 'address step filled in';
    case 'ShippingMethodChosen':
      return `shipping "${e.method}" chosen (${e.cost} ₮)`;
    case 'AdjustmentApplied':
      return `${e.kind} ${e.code} applied (−${e.amount} ₮)`;
    case 'CheckoutCompleted':
      return `order placed to pay ${e.total} ₮ by ${e.paymentMethod}`;
    case 'LoanRequested':
      return `loan requested (down payment ${e.downPayment} ₮)`;
    case 'CartAssignedToUser':
      return 'cart assigned to a member';
    default:
      // Stored facts are past-tense names already: `OrderDelivered` → `order delivered`.
      return e.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  }
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const order = snapshot as OrderSnapshot;
  const details = orderStatusDetails(order);
  const lines = order.context.lines.reduce((sum, line) => sum + line.quantity, 0);
  const where = typeof order.value === 'string' ? order.value : 'placed';
  return `${where}: ${details.join(', ')}${order.hasTag('editable') ? ` (${lines} item${lines === 1 ? '' : 's'})` : ''}`;
}

/** The order lifecycle: the server's rules; no actors, so every step is a stored fact. */
export const orderLifecycleModel: PathModel = {
  name: 'order-lifecycle',
  title: 'order lifecycle',
  machine: orderLifecycleMachine,
  scenarios: { 'new order': undefined },
  events,
  serializeState: serializeOrder,
  select: 'covering',
  describeEvent,
  describeState,
  assertState: (actual, expected) => {
    assert.deepEqual(actual.context, expected.context);
  },
};
