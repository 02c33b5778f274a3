import {
  adjustmentTotal,
  amountDue,
  itemTotal,
  MAX_LINE_QUANTITY,
  type OrderContext,
  type OrderEvent,
  orderTotal,
} from './order-types.ts';

/**
 * The order lifecycle's guards (machines/order-lifecycle.ts): pure, synchronous checks of a stored
 * fact against the order so far. A guard that says no is a command refused, never half-applied.
 */
type GuardArgs = { context: OrderContext; event: OrderEvent };

const orderable = (quantity: number) =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;

export const findLine = (context: OrderContext, id: number) => context.lines.find((line) => line.id === id);

/**
 * A capture the order can count: whole tugrik, positive, a payment id not settled before, and no more
 * than is still due. More would be paid beyond the total agreed at placing (a stale payment started
 * before a partial one was captured): it is refused, and payments refunds it (server/commerce/payments/settlement.ts).
 */
const countableCapture = (context: OrderContext, event: OrderEvent) =>
  event.type === 'PaymentCaptured' &&
  Number.isInteger(event.amount) &&
  event.amount > 0 &&
  !context.settledPayments.includes(event.paymentId) &&
  event.amount <= amountDue(context);

export const orderGuards = {
  addIsOrderable: ({ context, event }: GuardArgs) => {
    if (event.type !== 'LineItemAdded' || !orderable(event.quantity)) return false;
    const existing = findLine(context, event.lineItemId);
    if (existing)
      return existing.variantId === event.variantId && orderable(existing.quantity + event.quantity);
    return event.lineItemId === context.nextLineId;
  },
  quantityIsOrderable: ({ context, event }: GuardArgs) =>
    event.type === 'LineItemQuantityChanged' &&
    findLine(context, event.lineItemId) !== undefined &&
    orderable(event.quantity),
  lineExists: ({ context, event }: GuardArgs) =>
    event.type === 'LineItemRemoved' && findLine(context, event.lineItemId) !== undefined,
  hasLines: ({ context }: GuardArgs) => context.lines.length > 0,
  isGuestCart: ({ context }: GuardArgs) => context.userId === null,
  detailsAreComplete: ({ context, event }: GuardArgs) =>
    event.type === 'CheckoutDetailsSet' && context.lines.length > 0 && event.deliveryTime.length > 0,
  shippingIsPriced: ({ context, event }: GuardArgs) =>
    event.type === 'ShippingMethodChosen' &&
    context.checkout !== null &&
    Number.isInteger(event.cost) &&
    event.cost >= 0,
  adjustmentFits: ({ context, event }: GuardArgs) =>
    event.type === 'AdjustmentApplied' &&
    Number.isInteger(event.amount) &&
    event.amount > 0 &&
    !context.adjustments.some((item) => item.kind === event.kind && item.code === event.code) &&
    adjustmentTotal(context.adjustments) + event.amount <=
      itemTotal(context.lines) + (context.shipping?.cost ?? 0),
  adjustmentExists: ({ context, event }: GuardArgs) =>
    event.type === 'AdjustmentRemoved' &&
    context.adjustments.some((item) => item.kind === event.kind && item.code === event.code),
  readyToPlace: ({ context, event }: GuardArgs) =>
    event.type === 'CheckoutCompleted' &&
    context.lines.length > 0 &&
    context.checkout !== null &&
    context.shipping !== null &&
    adjustmentTotal(context.adjustments) <= itemTotal(context.lines) + context.shipping.cost &&
    event.total === orderTotal(context),
  newPayment: ({ context, event }: GuardArgs) =>
    (event.type === 'PaymentCaptured' || event.type === 'PaymentFailed') &&
    !context.settledPayments.includes(event.paymentId),
  newCaptureCoversTotal: ({ context, event }: GuardArgs) =>
    countableCapture(context, event) &&
    event.type === 'PaymentCaptured' &&
    event.amount === amountDue(context),
  newCapture: ({ context, event }: GuardArgs) => countableCapture(context, event),
  nothingToPay: ({ context }: GuardArgs) => amountDue(context) === 0,
  coversDownPayment: ({ context, event }: GuardArgs) =>
    countableCapture(context, event) &&
    event.type === 'PaymentCaptured' &&
    context.downPayment !== null &&
    context.paidTotal + event.amount >= context.downPayment,
  /** Spec §9: one return request per order; a refused one is not asked again (staff gave their reason). */
  noReturnAskedYet: ({ context }: GuardArgs) => context.returnRequest === null,
  deadlineReached: ({ context, event }: GuardArgs) =>
    event.type === 'OrderExpired' &&
    context.paymentDueAt !== null &&
    Date.parse(event.at) >= Date.parse(context.paymentDueAt),
  /**
   * A down payment below the total and above what is captured already: a capture still has to cover
   * it, which is what sends the application (asked of a paid order, the loan would wait forever).
   */
  downPaymentIsValid: ({ context, event }: GuardArgs) =>
    event.type === 'LoanRequested' &&
    Number.isInteger(event.downPayment) &&
    event.downPayment > context.paidTotal &&
    event.downPayment > 0 &&
    event.downPayment < orderTotal(context),
} satisfies Record<string, (args: GuardArgs) => boolean>;
