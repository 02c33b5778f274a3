import type { OrderEvent } from '../../../machines/order-lifecycle.ts';
import { added, DUE, details } from './order-lifecycle.model.ts';

/**
 * The order lifecycle's invalid events: facts that arrive out of turn, each with the history that
 * leads up to it and the reason the machine refuses it. The server appends them only at the right
 * moment, but the machine is the rule: a command that slipped past the server's own checks is still
 * refused with ORDER_TRANSITION_REFUSED (tests/machines/order-lifecycle.test.ts replays every one).
 */
export interface OutOfTurnFact {
  reason: string;
  history: OrderEvent[];
  refused: OrderEvent;
  /** The missing steps after which the same fact is accepted, when there are any: it is its turn that is wrong. */
  inTurnAfter?: OrderEvent[];
}

/** A placed order of 2 000 ₮ (two items at 1 000 ₮), nothing paid yet. */
const placed: OrderEvent[] = [
  { type: 'CartCreated', number: 'R200000001', tokenHash: 'hash', userId: 7 },
  added(1, 2),
  { type: 'CheckoutDetailsSet', ...details },
  { type: 'ShippingMethodChosen', method: 'pickup', cost: 0 },
  { type: 'CheckoutCompleted', paymentDueAt: DUE, paymentMethod: 'qpay', total: 2_000 },
];
const capture = (amount: number, paymentId: string): OrderEvent => ({
  type: 'PaymentCaptured',
  amount,
  method: 'qpay',
  paymentId,
});
const paid: OrderEvent[] = [...placed, capture(2_000, 'p1')];
const requested: OrderEvent = { type: 'VatReceiptRequested', kind: 'personal', registerNumber: null };
const pending: OrderEvent = { type: 'VatReceiptPending', dueAt: DUE };
const issued: OrderEvent = {
  type: 'VatReceiptIssued',
  receiptNumber: 'E1',
  lotteryCode: 'L1',
  issuedAt: DUE,
};
const prepared: OrderEvent = { type: 'DeliveryPrepared' };
const dispatched: OrderEvent = { type: 'ShipmentDispatched', trackingCode: null };
const delivered: OrderEvent = { type: 'OrderDelivered', at: DUE };
const returnAsked: OrderEvent = { type: 'ReturnRequested', reason: 'too small', requestedAt: DUE };
const returnRefused: OrderEvent = { type: 'ReturnRefused', reason: 'worn' };
const returned: OrderEvent = { type: 'OrderReturned', reason: 'too small' };

export const refusedOutOfTurn: readonly OutOfTurnFact[] = [
  {
    reason: 'a VAT receipt is asked for only once the order is fully paid',
    history: placed,
    refused: requested,
    inTurnAfter: [capture(2_000, 'p1')],
  },
  {
    reason: 'a partial capture does not ask for the VAT receipt either',
    history: [...placed, capture(500, 'p1')],
    refused: requested,
    inTurnAfter: [capture(1_500, 'p2')],
  },
  { reason: 'a VAT receipt is asked for once', history: [...paid, requested], refused: requested },
  {
    reason: "the receipt's 14 days start at delivery, not at dispatch",
    history: [...paid, requested, prepared, dispatched],
    refused: pending,
    inTurnAfter: [delivered],
  },
  {
    reason: 'a receipt never asked for cannot be pending',
    history: [...paid, prepared, dispatched, delivered],
    refused: pending,
  },
  {
    reason: 'a receipt is issued only once it is pending',
    history: [...paid, requested],
    refused: issued,
    inTurnAfter: [prepared, dispatched, delivered, pending],
  },
  {
    reason: 'a receipt is issued once',
    history: [...paid, requested, prepared, dispatched, delivered, pending, issued],
    refused: issued,
  },
  {
    reason: 'an unpaid order is not prepared for delivery',
    history: placed,
    refused: prepared,
    inTurnAfter: [capture(2_000, 'p1')],
  },
  {
    reason: 'an order is dispatched only once it is prepared',
    history: paid,
    refused: dispatched,
    inTurnAfter: [prepared],
  },
  {
    reason: 'an order is delivered only once it is dispatched',
    history: [...paid, prepared],
    refused: delivered,
    inTurnAfter: [dispatched],
  },
  {
    reason: 'an order is completed only once it is delivered',
    history: [...paid, prepared, dispatched],
    refused: { type: 'OrderCompleted' },
    inTurnAfter: [delivered],
  },
  {
    reason: 'a loan is answered only once its application is sent',
    history: [...placed, { type: 'LoanRequested', downPayment: 500 }],
    refused: { type: 'LoanApproved', applicationRef: 'L1' },
    inTurnAfter: [capture(500, 'p1')],
  },
  {
    reason: 'no loan is declined that was never asked for',
    history: paid,
    refused: { type: 'LoanDeclined', applicationRef: 'L1', reason: 'CREDIT_LIMIT_EXCEEDED' },
  },
  {
    reason: 'a paid order takes no loan: no capture is left to send the application',
    history: paid,
    refused: { type: 'LoanRequested', downPayment: 500 },
  },
  {
    reason: 'a down payment the captures already cover would never send the application',
    history: [...placed, capture(600, 'p1')],
    refused: { type: 'LoanRequested', downPayment: 500 },
  },
  {
    reason: 'a return is asked only of a delivered order (spec §9)',
    history: [...paid, prepared, dispatched],
    refused: returnAsked,
    inTurnAfter: [delivered],
  },
  {
    reason: 'a return is asked once: not again while it waits for staff',
    history: [...paid, prepared, dispatched, delivered, returnAsked],
    refused: returnAsked,
  },
  {
    reason: 'a refused return is not asked again',
    history: [...paid, prepared, dispatched, delivered, returnAsked, returnRefused],
    refused: returnAsked,
  },
  {
    reason: 'a completed order takes no return request',
    history: [...paid, prepared, dispatched, delivered, { type: 'OrderCompleted' }],
    refused: returnAsked,
  },
  {
    reason: 'staff return an order only once the shopper asked',
    history: [...paid, prepared, dispatched, delivered],
    refused: returned,
    inTurnAfter: [returnAsked],
  },
  {
    reason: 'a return waiting for staff is not completed under it',
    history: [...paid, prepared, dispatched, delivered, returnAsked],
    refused: { type: 'OrderCompleted' },
    inTurnAfter: [returnRefused],
  },
];
