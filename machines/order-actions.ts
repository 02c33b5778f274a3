/**
 * What a shopper may do with a placed order from its page, read from the order as GraphQL gives it
 * (status codes, amount due, the return request). The server decides (the lifecycle machine and its
 * commands refuse with a code); these only say which buttons to offer, once, beside the machine, so
 * no component re-derives them.
 */
export interface OrderActionFacts {
  /** The main status code, e.g. `PAYMENT_PENDING`. */
  status: string;
  paidTotal: number;
  amountDue: number;
  returnRequest: { refusal: string | null } | null;
}

/** Unpaid and waiting for payment: the shopper may pay, or cancel (server/commerce/checkout/cancel.ts). */
const UNPAID = new Set(['PAYMENT_PENDING', 'PAYMENT_FAILED']);

/** "How to pay" and "Pay again": a placed order with something left to pay. */
export const canPay = (order: OrderActionFacts): boolean => UNPAID.has(order.status) && order.amountDue > 0;

/** The shopper's own cancel takes only an order nothing was paid on (ORDER_ALREADY_PAID otherwise). */
export const canCancel = (order: OrderActionFacts): boolean =>
  UNPAID.has(order.status) && order.paidTotal === 0;

/**
 * Spec §9: a delivered order never asked back. The window (RETURN_WINDOW_HOURS) is the server's
 * setting: past it, the request is refused with RETURN_WINDOW_CLOSED and the page shows that.
 */
export const canAskReturn = (order: OrderActionFacts): boolean =>
  order.status === 'DELIVERED' && order.returnRequest === null;
