import { assign, type SnapshotFrom, setup } from 'xstate';

/**
 * The order's rules (spec §4). The server's order aggregate folds the order's events through this
 * machine with the pure `transition()`: an event the current state does not accept is refused, so a
 * command is never half-applied. Machine events are the stored facts themselves (past tense).
 *
 * - `cart` (Pending) is the only current order: line items change only here.
 * - After checkout the order is `placed`, with independent regions: payment, fulfilment, VAT receipt
 *   and loan. Delivery follows payment: fulfilment leaves `awaitingPayment` only on the capture that
 *   covers the total. A loan application is sent once the captured amount covers the down payment.
 * - Checkout details (address step), the shipping choice and adjustments (coupon, voucher, gift card,
 *   wallet, loyalty points) are facts on the cart; `CheckoutCompleted` fixes the total the shopper
 *   agreed to, and is refused unless it equals the machine's own `orderTotal`.
 * - Each provider payment id settles once: a repeated or late callback is refused, so a capture can
 *   never count twice. An order with nothing left to pay (wallet, gift card) is paid at once.
 * - An unpaid order expires once its payment deadline has passed (`OrderExpired` carries the
 *   instant, so the guard stays pure).
 */

import {
  adjustmentTotal,
  amountDue,
  itemTotal,
  MAX_LINE_QUANTITY,
  type OrderContext,
  type OrderEvent,
  orderTotal,
} from './order-types.ts';

export * from './order-types.ts';

/** `current`: the shopper's cart (spec: a complete order is no current order); `editable`: lines change. */
export type OrderTag = 'current' | 'editable' | 'closed';

const orderable = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

const findLine = (context: OrderContext, id: number) => context.lines.find((line) => line.id === id);

/**
 * A capture the order can count: whole tugrik, positive, a payment id not settled before, and no more
 * than is still due. More would be paid beyond the total agreed at placing (a stale payment started
 * before a partial one was captured): it is refused, and payments refunds it (server/payments/settlement.ts).
 */
const countableCapture = (context: OrderContext, event: OrderEvent) =>
  event.type === 'PaymentCaptured' &&
  Number.isInteger(event.amount) &&
  event.amount > 0 &&
  !context.settledPayments.includes(event.paymentId) &&
  event.amount <= amountDue(context);

export const orderLifecycleMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    tags: {} as OrderTag,
  },
  guards: {
    addIsOrderable: ({ context, event }) => {
      if (event.type !== 'LineItemAdded' || !orderable(event.quantity)) return false;
      const existing = findLine(context, event.lineItemId);
      if (existing)
        return existing.variantId === event.variantId && orderable(existing.quantity + event.quantity);
      return event.lineItemId === context.nextLineId;
    },
    quantityIsOrderable: ({ context, event }) =>
      event.type === 'LineItemQuantityChanged' &&
      findLine(context, event.lineItemId) !== undefined &&
      orderable(event.quantity),
    lineExists: ({ context, event }) =>
      event.type === 'LineItemRemoved' && findLine(context, event.lineItemId) !== undefined,
    hasLines: ({ context }) => context.lines.length > 0,
    isGuestCart: ({ context }) => context.userId === null,
    detailsAreComplete: ({ context, event }) =>
      event.type === 'CheckoutDetailsSet' && context.lines.length > 0 && event.deliveryTime.length > 0,
    shippingIsPriced: ({ context, event }) =>
      event.type === 'ShippingMethodChosen' &&
      context.checkout !== null &&
      Number.isInteger(event.cost) &&
      event.cost >= 0,
    adjustmentFits: ({ context, event }) =>
      event.type === 'AdjustmentApplied' &&
      Number.isInteger(event.amount) &&
      event.amount > 0 &&
      !context.adjustments.some((item) => item.kind === event.kind && item.code === event.code) &&
      adjustmentTotal(context.adjustments) + event.amount <=
        itemTotal(context.lines) + (context.shipping?.cost ?? 0),
    adjustmentExists: ({ context, event }) =>
      event.type === 'AdjustmentRemoved' &&
      context.adjustments.some((item) => item.kind === event.kind && item.code === event.code),
    readyToPlace: ({ context, event }) =>
      event.type === 'CheckoutCompleted' &&
      context.lines.length > 0 &&
      context.checkout !== null &&
      context.shipping !== null &&
      adjustmentTotal(context.adjustments) <= itemTotal(context.lines) + context.shipping.cost &&
      event.total === orderTotal(context),
    newPayment: ({ context, event }) =>
      (event.type === 'PaymentCaptured' || event.type === 'PaymentFailed') &&
      !context.settledPayments.includes(event.paymentId),
    newCaptureCoversTotal: ({ context, event }) =>
      countableCapture(context, event) &&
      event.type === 'PaymentCaptured' &&
      event.amount === amountDue(context),
    newCapture: ({ context, event }) => countableCapture(context, event),
    nothingToPay: ({ context }) => amountDue(context) === 0,
    coversDownPayment: ({ context, event }) =>
      countableCapture(context, event) &&
      event.type === 'PaymentCaptured' &&
      context.downPayment !== null &&
      context.paidTotal + event.amount >= context.downPayment,
    deadlineReached: ({ context, event }) =>
      event.type === 'OrderExpired' &&
      context.paymentDueAt !== null &&
      Date.parse(event.at) >= Date.parse(context.paymentDueAt),
    downPaymentIsValid: ({ context, event }) =>
      event.type === 'LoanRequested' &&
      Number.isInteger(event.downPayment) &&
      event.downPayment > 0 &&
      event.downPayment < orderTotal(context),
  },
  actions: {
    createCart: assign(({ event }) =>
      event.type === 'CartCreated'
        ? { number: event.number, tokenHash: event.tokenHash, userId: event.userId }
        : {},
    ),
    addLine: assign(({ context, event }) => {
      if (event.type !== 'LineItemAdded') return {};
      const { type: _type, lineItemId, ...line } = event;
      const existing = findLine(context, lineItemId);
      if (existing) {
        return {
          lines: context.lines.map((item) =>
            item.id === lineItemId ? { ...item, quantity: item.quantity + line.quantity } : item,
          ),
        };
      }
      return { lines: [...context.lines, { id: lineItemId, ...line }], nextLineId: lineItemId + 1 };
    }),
    changeQuantity: assign(({ context, event }) =>
      event.type === 'LineItemQuantityChanged'
        ? {
            lines: context.lines.map((line) =>
              line.id === event.lineItemId ? { ...line, quantity: event.quantity } : line,
            ),
          }
        : {},
    ),
    removeLine: assign(({ context, event }) =>
      event.type === 'LineItemRemoved'
        ? { lines: context.lines.filter((line) => line.id !== event.lineItemId) }
        : {},
    ),
    emptyLines: assign({ lines: () => [] }),
    assignUser: assign(({ event }) => (event.type === 'CartAssignedToUser' ? { userId: event.userId } : {})),
    recordMerge: assign(({ event }) => (event.type === 'CartMergedInto' ? { mergedInto: event.number } : {})),
    setCheckoutDetails: assign(({ event }) => {
      if (event.type !== 'CheckoutDetailsSet') return {};
      const { type: _type, ...checkout } = event;
      return { checkout };
    }),
    chooseShipping: assign(({ event }) =>
      event.type === 'ShippingMethodChosen' ? { shipping: { method: event.method, cost: event.cost } } : {},
    ),
    applyAdjustment: assign(({ context, event }) =>
      event.type === 'AdjustmentApplied'
        ? {
            adjustments: [
              ...context.adjustments,
              { kind: event.kind, code: event.code, amount: event.amount },
            ],
          }
        : {},
    ),
    removeAdjustment: assign(({ context, event }) =>
      event.type === 'AdjustmentRemoved'
        ? {
            adjustments: context.adjustments.filter(
              (item) => !(item.kind === event.kind && item.code === event.code),
            ),
          }
        : {},
    ),
    placeOrder: assign(({ event }) =>
      event.type === 'CheckoutCompleted'
        ? { paymentDueAt: event.paymentDueAt, paymentMethod: event.paymentMethod }
        : {},
    ),
    addPayment: assign(({ context, event }) =>
      event.type === 'PaymentCaptured'
        ? {
            paidTotal: context.paidTotal + event.amount,
            settledPayments: [...context.settledPayments, event.paymentId],
          }
        : {},
    ),
    recordFailedPayment: assign(({ context, event }) =>
      event.type === 'PaymentFailed'
        ? { settledPayments: [...context.settledPayments, event.paymentId] }
        : {},
    ),
    setDownPayment: assign(({ event }) =>
      event.type === 'LoanRequested' ? { downPayment: event.downPayment } : {},
    ),
  },
}).createMachine({
  id: 'order',
  initial: 'new',
  context: {
    number: '',
    tokenHash: '',
    userId: null,
    lines: [],
    nextLineId: 1,
    paidTotal: 0,
    downPayment: null,
    paymentDueAt: null,
    mergedInto: null,
    checkout: null,
    shipping: null,
    adjustments: [],
    paymentMethod: null,
    settledPayments: [],
  },
  states: {
    new: {
      on: { CartCreated: { target: 'cart', actions: 'createCart' } },
    },
    cart: {
      tags: ['current', 'editable'],
      on: {
        LineItemAdded: { guard: 'addIsOrderable', actions: 'addLine' },
        LineItemQuantityChanged: { guard: 'quantityIsOrderable', actions: 'changeQuantity' },
        LineItemRemoved: { guard: 'lineExists', actions: 'removeLine' },
        CartEmptied: { guard: 'hasLines', actions: 'emptyLines' },
        CartAssignedToUser: { guard: 'isGuestCart', actions: 'assignUser' },
        CartMergedInto: { target: 'merged', actions: 'recordMerge' },
        CheckoutDetailsSet: { guard: 'detailsAreComplete', actions: 'setCheckoutDetails' },
        ShippingMethodChosen: { guard: 'shippingIsPriced', actions: 'chooseShipping' },
        AdjustmentApplied: { guard: 'adjustmentFits', actions: 'applyAdjustment' },
        AdjustmentRemoved: { guard: 'adjustmentExists', actions: 'removeAdjustment' },
        CheckoutCompleted: { guard: 'readyToPlace', target: 'placed', actions: 'placeOrder' },
      },
    },
    merged: { tags: ['closed'], type: 'final' },
    placed: {
      type: 'parallel',
      states: {
        payment: {
          initial: 'pending',
          states: {
            pending: {
              always: { guard: 'nothingToPay', target: 'paid' },
              on: {
                PaymentCaptured: [
                  { guard: 'newCaptureCoversTotal', target: 'paid', actions: 'addPayment' },
                  { guard: 'newCapture', actions: 'addPayment' },
                ],
                PaymentFailed: { guard: 'newPayment', target: 'failed', actions: 'recordFailedPayment' },
                OrderExpired: { guard: 'deadlineReached', target: '#order.expired' },
              },
            },
            failed: {
              on: {
                PaymentCaptured: [
                  { guard: 'newCaptureCoversTotal', target: 'paid', actions: 'addPayment' },
                  { guard: 'newCapture', target: 'pending', actions: 'addPayment' },
                ],
                PaymentFailed: { guard: 'newPayment', actions: 'recordFailedPayment' },
                OrderExpired: { guard: 'deadlineReached', target: '#order.expired' },
              },
            },
            paid: {},
          },
        },
        fulfilment: {
          initial: 'awaitingPayment',
          states: {
            awaitingPayment: {
              always: { guard: 'nothingToPay', target: 'ordered' },
              on: {
                PaymentCaptured: { guard: 'newCaptureCoversTotal', target: 'ordered' },
                OrderCanceled: '#order.canceled',
              },
            },
            ordered: {
              on: { DeliveryPrepared: 'readyToDeliver', OrderCanceled: '#order.canceled' },
            },
            readyToDeliver: {
              on: { ShipmentDispatched: 'shipment', OrderCanceled: '#order.canceled' },
            },
            shipment: { on: { OrderDelivered: 'delivered' } },
            delivered: { on: { OrderCompleted: 'completed', OrderReturned: '#order.returned' } },
            completed: { on: { OrderFinished: 'finished', OrderReturned: '#order.returned' } },
            finished: {},
          },
        },
        vatReceipt: {
          initial: 'notRequested',
          states: {
            notRequested: { on: { VatReceiptRequested: 'waiting' } },
            waiting: { on: { VatReceiptPending: 'pending' } },
            pending: { on: { VatReceiptIssued: 'issued' } },
            issued: {},
          },
        },
        loan: {
          initial: 'none',
          states: {
            none: {
              on: {
                LoanRequested: {
                  guard: 'downPaymentIsValid',
                  target: 'downPayment',
                  actions: 'setDownPayment',
                },
              },
            },
            downPayment: {
              on: {
                PaymentCaptured: { guard: 'coversDownPayment', target: 'applicationSent' },
              },
            },
            applicationSent: {},
          },
        },
      },
    },
    canceled: { tags: ['closed'], type: 'final' },
    expired: { tags: ['closed'], type: 'final' },
    returned: { tags: ['closed'], type: 'final' },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderLifecycleMachine>;

// The shopper-facing status derived from a snapshot lives beside the machine.
export * from './order-status.ts';
