/**
 * The checkout machine's data (machines/checkout.ts): the address step's form, the order summary as
 * the gateway answers it, payment methods, payments, and the pure checks its guards make once.
 * Shapes mirror schema/checkout.graphql so the web's GraphQL answers fit without copying.
 */

export type DeliveryKind = 'DELIVERY' | 'PICKUP';

export interface AddressForm {
  province: string;
  district: string;
  address: string;
  zipcode: string;
}

export interface OrganizationForm {
  name: string;
  registerNumber: string;
  workerCount: number | null;
  direction: string;
  address: string;
  phone: string;
}

/** The address step as the shopper filled it in (spec §3, §5). */
export interface CheckoutForm {
  delivery: DeliveryKind;
  address: AddressForm;
  storeCode: string;
  receiverName: string;
  receiverPhone: string;
  deliveryTime: string;
  /** Null unless the organization buyer switch is on. */
  organization: OrganizationForm | null;
}

export interface CheckoutAdjustment {
  kind: 'COUPON' | 'VOUCHER' | 'GIFT_CARD' | 'STORE_CREDIT' | 'LOYALTY';
  code: string;
  amount: number;
  label: string;
}

export interface CheckoutLine {
  id: string;
  quantity: number;
  price: number;
  total: number;
  product: {
    name: string;
    sku: string;
    slug?: string;
    image?: string | null;
    /** The variant's option values, named in the shopper's language (Хэмжээ: 15 мл). */
    variant?: readonly { name: string; value: string }[];
  };
}

/** The order as the checkout shows it (the gateway's `Order`, narrowed). */
export interface CheckoutOrder {
  number: string;
  state: string;
  status: string;
  statusDetails: readonly string[];
  itemTotal: number;
  shipTotal: number;
  taxTotal: number;
  adjustmentTotal: number;
  total: number;
  paidTotal: number;
  amountDue: number;
  paymentMethod?: string | null;
  paymentDueAt?: string | null;
  adjustments: readonly CheckoutAdjustment[];
  lineItems: readonly CheckoutLine[];
  shipping?: { method: string; name: string; cost: number } | null;
  /** The address step's answer as the order keeps it (its events); null until given. */
  checkout?: OrderCheckoutDetails | null;
}

/** What the order holds of the address step (the gateway's `OrderCheckout`, narrowed). */
export interface OrderCheckoutDetails {
  delivery: DeliveryKind;
  address?: AddressForm | null;
  pickupLocation?: { code: string; name: string } | null;
  receiverName: string;
  receiverPhone: string;
  deliveryTime: { id: string };
  organization?: {
    name: string;
    registerNumber: string;
    workerCount?: number | null;
    direction?: string | null;
    address?: string | null;
    phone?: string | null;
  } | null;
}

export interface ShippingOption {
  code: string;
  name: string;
  cost: number;
  etaHours: number;
}

export interface PaymentOption {
  code: string;
  kind: string;
  name: string;
  minimum: number | null;
  available: boolean;
  unavailableReason: string | null;
  banks: readonly { code: string; name: string }[];
}

export type PaymentState = 'PENDING' | 'REQUIRES_TAN' | 'CAPTURED' | 'FAILED' | 'REFUNDED' | 'CANCELED';

export interface CheckoutPayment {
  id: string;
  orderNumber: string;
  method: string;
  amount: number;
  state: PaymentState;
  failureCode: string | null;
  bankAccount?: {
    bankName: string;
    accountName: string;
    accountNumber: string;
    iban: string;
    reference: string;
  } | null;
  qr?: { payload: string; svg: string; payUrl: string; expiresAt: string } | null;
  redirectUrl?: string | null;
  /** Made by the sandbox (the provider's test mode): it may be completed in test mode. */
  testMode?: boolean;
}

/** A logged-in shopper's saved card (the gateway's `SavedCard`): never its number. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
  holder: string | null;
}

/** A member's wallet (schema `Wallet`): the balance, and what this order may take from it (§9 caps). */
export interface WalletBalance {
  balance: number;
  usableOnCart: number;
  minimumUse: number;
}

/** What the payment step shows beside the wallet and points fields; null: unknown (not shown). */
export interface CheckoutBalances {
  wallet: WalletBalance | null;
  loyaltyPoints: number | null;
}

export interface LeaseTerms {
  amount: number;
  eligible: boolean;
  reason: string | null;
  downPayment: number;
  financed: number;
  months: number;
  monthly: number;
  interestPercent: number;
  allowedMin: number;
  allowedMax: number;
  monthOptions: readonly number[];
}

/** A coded problem to translate (`error.<code>`), with the values its message shows (`max`, `min`). */
export interface Problem {
  code: string;
  values?: Record<string, number | string>;
}

export type CheckoutField =
  | 'province'
  | 'district'
  | 'address'
  | 'zipcode'
  | 'storeCode'
  | 'receiverName'
  | 'receiverPhone'
  | 'deliveryTime'
  | 'organizationName'
  | 'registerNumber'
  | 'coupon'
  | 'giftCard'
  | 'storeCredit'
  | 'loyalty'
  | 'method'
  | 'lease'
  | 'card'
  | 'tan'
  | 'savedCards'
  | 'storePay';

export type FieldProblems = Partial<Record<CheckoutField, Problem>>;

export interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holder: string;
  saveCard: boolean;
}

export interface CheckoutContext {
  order: CheckoutOrder | null;
  form: CheckoutForm;
  shippingOptions: readonly ShippingOption[];
  paymentOptions: readonly PaymentOption[];
  /** The chosen method (code), bank and saved card. */
  method: string | null;
  bank: string | null;
  savedCardId: string | null;
  /**
   * The idempotency key of the first placing attempt, reused by every retry: after a lost answer the
   * server may have placed the order, and only the same key (with the order number) replays it.
   */
  placeKey: string | null;
  lease: LeaseTerms | null;
  payment: CheckoutPayment | null;
  /** A logged-in shopper: saved cards and "save this card" are offered; a guest sees neither. */
  member: boolean;
  savedCards: readonly SavedCard[];
  /**
   * A member's wallet and loyalty points beside their fields, asked as the payment step opens and
   * again when the order's adjustments change; null until answered, and after a failed lookup (a
   * wrong number is worse than none).
   */
  wallet: WalletBalance | null;
  loyaltyPoints: number | null;
  /** The order's adjustment total the balances were last asked for. */
  balancesAskedAt: number | null;
  /** The saved card the shopper asked to remove, while they confirm it. */
  cardToRemove: string | null;
  /** Problems of single fields, from the guards or from the server's coded errors. */
  fieldProblems: FieldProblems;
  /** A problem of the whole step (a failed call, stock, rates). */
  problem: Problem | null;
}

export type AdjustmentKind = CheckoutAdjustment['kind'];

export type CheckoutEvent =
  | { type: 'SUBMIT_DETAILS'; form: CheckoutForm }
  | { type: 'CHOOSE_SHIPPING'; code: string }
  | { type: 'EDIT_ADDRESS' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'SELECT_METHOD'; code: string; bank?: string | null; savedCardId?: string | null }
  | { type: 'SELECT_SAVED_CARD'; cardId: string }
  /** Asks to remove a saved card; CONFIRM_REMOVE_CARD removes it, CANCEL_REMOVE_CARD keeps it. */
  | { type: 'REMOVE_SAVED_CARD'; cardId: string }
  | { type: 'CONFIRM_REMOVE_CARD' }
  | { type: 'CANCEL_REMOVE_CARD' }
  /** `quiet`: a code applied for the shopper (from a link): a refusal shows nothing (§8). */
  | { type: 'APPLY_COUPON'; code: string; quiet?: boolean }
  | { type: 'APPLY_GIFT_CARD'; number: string }
  | { type: 'APPLY_STORE_CREDIT'; amount: number }
  | { type: 'APPLY_LOYALTY'; points: number }
  | { type: 'REMOVE_ADJUSTMENT'; kind: AdjustmentKind; code: string }
  /** `downPayment` null: the smallest allowed (§9 term 30 %). */
  | { type: 'QUOTE_LEASE'; months: number; downPayment: number | null }
  /** `key`: the host's idempotency key for this click. */
  | { type: 'PLACE'; key: string }
  | { type: 'PAY_CARD'; card: CardForm; key: string }
  | { type: 'SUBMIT_TAN'; tan: string }
  /** The store-pay app's customer and transaction tokens (in test mode: the sandbox's own). */
  | { type: 'PAY_IN_APP'; custtkn: string; txntkn: string }
  | { type: 'TRY_AGAIN'; method: string; key: string }
  | { type: 'ORDER_UPDATED'; order: CheckoutOrder };

export interface CheckoutInput {
  /** The cart (address step) or a placed order (confirmation). */
  order: CheckoutOrder | null;
  /** The placed order's latest payment, when resuming its confirmation page. */
  payment?: CheckoutPayment | null;
  form?: CheckoutForm;
  /** Logged in (the page asked `me`); a guest when absent. */
  member?: boolean;
}

/** The success toasts of §8, by message id. */
export type CheckoutNotice =
  | 'checkout.toast.couponApplied'
  | 'checkout.toast.walletDeducted'
  | 'checkout.toast.applied';
