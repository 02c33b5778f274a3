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
 * - An unpaid order expires once its payment deadline has passed (`PaymentDeadlinePassed` carries
 *   the instant, so the guard stays pure).
 */

export const MAX_LINE_QUANTITY = 10_000;

export interface OrderProductSnapshot {
  slug: string;
  name: string;
  /** `{ en: { name } }`: names in the other site languages, as the catalog keeps them. */
  translations: Record<string, Record<string, string>>;
  sku: string;
  image: string | null;
}

export interface OrderLine {
  id: number;
  variantId: number;
  quantity: number;
  /** Whole tugrik per unit, fixed when the line was first added. */
  price: number;
  options: Record<string, string>;
  gift: boolean;
  product: OrderProductSnapshot;
}

export interface OrderContext {
  number: string;
  tokenHash: string;
  userId: number | null;
  lines: OrderLine[];
  nextLineId: number;
  paidTotal: number;
  downPayment: number | null;
  paymentDueAt: string | null;
  mergedInto: string | null;
}

export type OrderEvent =
  | { type: 'CartCreated'; number: string; tokenHash: string; userId: number | null }
  | ({ type: 'LineItemAdded' } & Omit<OrderLine, 'id'> & { lineItemId: number })
  | { type: 'LineItemQuantityChanged'; lineItemId: number; quantity: number }
  | { type: 'LineItemRemoved'; lineItemId: number }
  | { type: 'CartEmptied' }
  | { type: 'CartAssignedToUser'; userId: number }
  | { type: 'CartMergedInto'; number: string }
  | { type: 'CheckoutCompleted'; paymentDueAt: string }
  | { type: 'PaymentCaptured'; amount: number; method: string }
  | { type: 'PaymentFailed'; reason: string }
  | { type: 'PaymentDeadlinePassed'; at: string }
  | { type: 'LoanRequested'; downPayment: number }
  | { type: 'DeliveryPrepared' }
  | { type: 'ShipmentDispatched' }
  | { type: 'OrderDelivered' }
  | { type: 'OrderCompleted' }
  | { type: 'OrderFinished' }
  | { type: 'OrderCanceled'; reason: string }
  | { type: 'OrderReturned'; reason: string }
  | { type: 'VatReceiptRequested' }
  | { type: 'VatReceiptPending' }
  | { type: 'VatReceiptIssued' };

export type OrderEventType = OrderEvent['type'];

/** `current`: the shopper's cart (spec: a complete order is no current order); `editable`: lines change. */
export type OrderTag = 'current' | 'editable' | 'closed';

const orderable = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

export function itemTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

const findLine = (context: OrderContext, id: number) => context.lines.find((line) => line.id === id);

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
    coversTotal: ({ context, event }) =>
      event.type === 'PaymentCaptured' && context.paidTotal + event.amount >= itemTotal(context.lines),
    coversDownPayment: ({ context, event }) =>
      event.type === 'PaymentCaptured' &&
      context.downPayment !== null &&
      context.paidTotal + event.amount >= context.downPayment,
    deadlineReached: ({ context, event }) =>
      event.type === 'PaymentDeadlinePassed' &&
      context.paymentDueAt !== null &&
      Date.parse(event.at) >= Date.parse(context.paymentDueAt),
    downPaymentIsValid: ({ context, event }) =>
      event.type === 'LoanRequested' &&
      Number.isInteger(event.downPayment) &&
      event.downPayment > 0 &&
      event.downPayment < itemTotal(context.lines),
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
    setPaymentDeadline: assign(({ event }) =>
      event.type === 'CheckoutCompleted' ? { paymentDueAt: event.paymentDueAt } : {},
    ),
    addPayment: assign(({ context, event }) =>
      event.type === 'PaymentCaptured' ? { paidTotal: context.paidTotal + event.amount } : {},
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
        CheckoutCompleted: { guard: 'hasLines', target: 'placed', actions: 'setPaymentDeadline' },
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
              on: {
                PaymentCaptured: [
                  { guard: 'coversTotal', target: 'paid', actions: 'addPayment' },
                  { actions: 'addPayment' },
                ],
                PaymentFailed: 'failed',
                PaymentDeadlinePassed: { guard: 'deadlineReached', target: '#order.expired' },
              },
            },
            failed: {
              on: {
                PaymentCaptured: [
                  { guard: 'coversTotal', target: 'paid', actions: 'addPayment' },
                  { target: 'pending', actions: 'addPayment' },
                ],
                PaymentDeadlinePassed: { guard: 'deadlineReached', target: '#order.expired' },
              },
            },
            paid: {},
          },
        },
        fulfilment: {
          initial: 'awaitingPayment',
          states: {
            awaitingPayment: {
              on: {
                PaymentCaptured: { guard: 'coversTotal', target: 'ordered' },
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
              on: { PaymentCaptured: { guard: 'coversDownPayment', target: 'applicationSent' } },
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
