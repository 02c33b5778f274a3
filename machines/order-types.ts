/** The order's data and facts: what the lifecycle machine folds (machines/order-lifecycle.ts). */
export const MAX_LINE_QUANTITY = 10_000;

export interface OrderProductSnapshot {
  slug: string;
  name: string;
  /** `{ en: { name } }`: names in the other site languages, as the catalog keeps them. */
  translations: Record<string, Record<string, string>>;
  sku: string;
  image: string | null;
  /**
   * The variant's option values as the catalog named them when the line was added (Хэмжээ: 15 мл),
   * each with its translations (`{ en: { presentation } }`). Absent on lines added before it was kept.
   */
  options?: readonly { type: OptionName; value: OptionName }[];
}

export interface OptionName {
  presentation: string;
  translations: Record<string, Record<string, string>>;
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

/** Spec §3 "Delivery address". `province` is an aimag or the capital; `district` a district or sum. */
export interface DeliveryAddress {
  province: string;
  district: string;
  address: string;
  zipcode: string;
  country: string;
}

/** Delivered to an address, or picked up at a branch (site data `store_locations`, by code). */
export type Delivery = { kind: 'delivery'; address: DeliveryAddress } | { kind: 'pickup'; storeCode: string };

/** Spec §3 "Organization": a business buyer gets a company VAT receipt instead of a personal one. */
export interface OrganizationBuyer {
  name: string;
  registerNumber: string;
  workerCount: number | null;
  direction: string | null;
  address: string | null;
  phone: string | null;
}

/** A business buyer's VAT receipt names its register number; everyone else's is personal. */
export type VatReceiptKind = 'personal' | 'organization';

/** The address step's answer (spec §3, §5): where, to whom, when, and for which buyer. */
export interface CheckoutDetails {
  delivery: Delivery;
  receiver: { name: string; phone: string };
  /** The chosen delivery window's id (spec §5: a delivery time is required). */
  deliveryTime: string;
  organization: OrganizationBuyer | null;
}

export interface ShippingChoice {
  method: string;
  /** Whole tugrik. */
  cost: number;
}

/** What lowers the amount left to pay: discounts (coupon, voucher) and tenders (wallet, gift card, points). */
export type AdjustmentKind = 'coupon' | 'voucher' | 'giftCard' | 'storeCredit' | 'loyalty';

export interface Adjustment {
  kind: AdjustmentKind;
  /** The coupon / voucher / gift card code; `wallet` for store credit; `points` for loyalty. */
  code: string;
  /** Whole tugrik taken off the order total, > 0. */
  amount: number;
}

/** Spec §9: a delivered order the shopper asked to return, and staff's answer when they refused it. */
export interface ReturnRequest {
  reason: string;
  requestedAt: string;
  /** Staff's reason when they refused it; null while it waits for an answer. */
  refusal: string | null;
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
  checkout: CheckoutDetails | null;
  shipping: ShippingChoice | null;
  adjustments: Adjustment[];
  paymentMethod: string | null;
  /** Provider payment ids already captured or failed: a repeated callback is refused, never counted twice. */
  settledPayments: string[];
  /** When it was delivered (`OrderDelivered.at`): the return window starts here. */
  deliveredAt: string | null;
  /** One return request per order (spec §9); kept after a refusal so the shopper sees why. */
  returnRequest: ReturnRequest | null;
}

export type OrderEvent =
  | { type: 'CartCreated'; number: string; tokenHash: string; userId: number | null }
  | ({ type: 'LineItemAdded' } & Omit<OrderLine, 'id'> & { lineItemId: number })
  | { type: 'LineItemQuantityChanged'; lineItemId: number; quantity: number }
  | { type: 'LineItemRemoved'; lineItemId: number }
  | { type: 'CartEmptied' }
  | { type: 'CartAssignedToUser'; userId: number }
  | { type: 'CartMergedInto'; number: string }
  | ({ type: 'CheckoutDetailsSet' } & CheckoutDetails)
  | ({ type: 'ShippingMethodChosen' } & ShippingChoice)
  | ({ type: 'AdjustmentApplied' } & Adjustment)
  | { type: 'AdjustmentRemoved'; kind: AdjustmentKind; code: string }
  /** `total` is what the shopper agreed to pay; it must equal the order's total at that moment. */
  | { type: 'CheckoutCompleted'; paymentDueAt: string; paymentMethod: string; total: number }
  | { type: 'PaymentCaptured'; amount: number; method: string; paymentId: string }
  | { type: 'PaymentFailed'; reason: string; paymentId: string }
  /** The payment deadline passed unpaid; `at` is the instant, so the machine's guard stays pure. */
  | { type: 'OrderExpired'; at: string }
  | { type: 'LoanRequested'; downPayment: number }
  /** The credit company's answer to the application sent once the down payment was captured. */
  | { type: 'LoanApproved'; applicationRef: string }
  | { type: 'LoanDeclined'; applicationRef: string; reason: string }
  | { type: 'DeliveryPrepared' }
  /** The courier's tracking code when there is one (staff may dispatch without it). */
  | { type: 'ShipmentDispatched'; trackingCode?: string | null }
  /** `at`: the delivery instant, which starts the return window (absent on orders delivered before #16). */
  | { type: 'OrderDelivered'; at?: string }
  | { type: 'OrderCompleted' }
  | { type: 'OrderFinished' }
  | { type: 'OrderCanceled'; reason: string }
  /** The shopper asks to return a delivered order (spec §9: within the return window of receipt). */
  | { type: 'ReturnRequested'; reason: string; requestedAt: string }
  /** Staff refused the return: the order is delivered again, with their reason. */
  | { type: 'ReturnRefused'; reason: string }
  /** Staff accepted the return: what was paid goes back. */
  | { type: 'OrderReturned'; reason: string }
  /** Fully paid: the receipt kind is fixed from the checkout (spec §3: organization or personal). */
  | { type: 'VatReceiptRequested'; kind: VatReceiptKind; registerNumber: string | null }
  /** Delivered: the receipt is due by `dueAt`, 14 days after delivery (spec §9). */
  | { type: 'VatReceiptPending'; dueAt: string }
  /** The tax authority's e-receipt (ebarimt): its number and, for a personal one, the lottery code. */
  | { type: 'VatReceiptIssued'; receiptNumber: string; lotteryCode: string | null; issuedAt: string };

export type OrderEventType = OrderEvent['type'];

export function itemTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function adjustmentTotal(adjustments: readonly Adjustment[]): number {
  return adjustments.reduce((sum, adjustment) => sum + adjustment.amount, 0);
}

/** Items + shipping − adjustments, never below 0 (VAT is included in the prices, spec: MNT). */
export function orderTotal(context: Pick<OrderContext, 'lines' | 'shipping' | 'adjustments'>): number {
  const gross = itemTotal(context.lines) + (context.shipping?.cost ?? 0);
  return Math.max(0, gross - adjustmentTotal(context.adjustments));
}

/** What is still to pay after the captures so far. */
export function amountDue(context: OrderContext): number {
  return Math.max(0, orderTotal(context) - context.paidTotal);
}
