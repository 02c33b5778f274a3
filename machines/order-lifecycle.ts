import { assertEvent, assign, type SnapshotFrom, setup, stateIn } from 'xstate';

/**
 * The order's rules (spec §4). The server's order aggregate folds the order's events through this
 * machine with the pure `transition()`: an event the current state does not accept is refused, so a
 * command is never half-applied. Machine events are the stored facts themselves (past tense).
 *
 * - `cart` (Pending) is the only current order: line items change only here.
 * - After checkout the order is `placed`, with independent regions: payment, fulfilment, VAT receipt
 *   and loan. Delivery follows payment: fulfilment leaves `awaitingPayment` only on the capture that
 *   covers the total. A loan application is sent once the captured amount covers the down payment.
 *   The VAT receipt follows both: asked for once paid, pending once delivered, issued once pending.
 *   Each region's steps come one after another (no dispatch before preparing, no loan answer before
 *   the application is sent, no loan asked once the captures already cover its down payment).
 * - Checkout details (address step), the shipping choice and adjustments (coupon, voucher, gift card,
 *   wallet, loyalty points) are facts on the cart; `CheckoutCompleted` fixes the total the shopper
 *   agreed to, and is refused unless it equals the machine's own `orderTotal`.
 * - Each provider payment id settles once: a repeated or late callback is refused, so a capture can
 *   never count twice. An order with nothing left to pay (wallet, gift card) is paid at once.
 * - An unpaid order expires once its payment deadline has passed (`OrderExpired` carries the
 *   instant, so the guard stays pure).
 * - A delivered order may be asked back once (spec §9 returns): `ReturnRequested` waits for staff,
 *   who accept it (`OrderReturned`, the order is closed and refunded) or refuse it (`ReturnRefused`,
 *   delivered again with their reason). The return window is the command's to check: it is a
 *   setting (RETURN_WINDOW_HOURS), not a rule of the order. Completing a delivered order closes the
 *   way to a return.
 */

import { findLine, orderGuards } from './order-guards.ts';
import type { OrderContext, OrderEvent } from './order-types.ts';

export * from './order-types.ts';

/** `current`: the shopper's cart (spec: a complete order is no current order); `editable`: lines change. */
export type OrderTag = 'current' | 'editable' | 'closed';

export const orderLifecycleMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    tags: {} as OrderTag,
  },
  guards: {
    ...orderGuards,
    // The regions are independent, but not their order in time: these read the other regions' state.
    /** The VAT receipt is asked for once the order is fully paid (spec §4 "Waiting VAT receipt"). */
    orderIsPaid: stateIn({ placed: { payment: 'paid' } }),
    /** Its 14 days start at delivery (spec §9), in the same append as `OrderDelivered`. */
    orderIsDelivered: stateIn({ placed: { fulfilment: 'delivered' } }),
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
    recordDelivery: assign(({ event }) => {
      assertEvent(event, 'OrderDelivered');
      return { deliveredAt: event.at ?? null };
    }),
    recordReturnRequest: assign(({ event }) => {
      assertEvent(event, 'ReturnRequested');
      return { returnRequest: { reason: event.reason, requestedAt: event.requestedAt, refusal: null } };
    }),
    recordReturnRefusal: assign(({ context, event }) => {
      assertEvent(event, 'ReturnRefused');
      return context.returnRequest
        ? { returnRequest: { ...context.returnRequest, refusal: event.reason } }
        : {};
    }),
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
    deliveredAt: null,
    returnRequest: null,
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
            shipment: { on: { OrderDelivered: { target: 'delivered', actions: 'recordDelivery' } } },
            delivered: {
              on: {
                OrderCompleted: 'completed',
                ReturnRequested: {
                  guard: 'noReturnAskedYet',
                  target: 'returnRequested',
                  actions: 'recordReturnRequest',
                },
              },
            },
            returnRequested: {
              on: {
                OrderReturned: '#order.returned',
                ReturnRefused: { target: 'delivered', actions: 'recordReturnRefusal' },
              },
            },
            completed: { on: { OrderFinished: 'finished' } },
            finished: {},
          },
        },
        vatReceipt: {
          initial: 'notRequested',
          states: {
            notRequested: { on: { VatReceiptRequested: { guard: 'orderIsPaid', target: 'waiting' } } },
            waiting: { on: { VatReceiptPending: { guard: 'orderIsDelivered', target: 'pending' } } },
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
            applicationSent: {
              on: { LoanApproved: 'approved', LoanDeclined: 'declined' },
            },
            approved: {},
            declined: {},
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
