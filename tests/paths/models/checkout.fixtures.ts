import {
  type CheckoutForm,
  type CheckoutOrder,
  type CheckoutPayment,
  emptyForm,
  type LeaseTerms,
  type PaymentOption,
  type SavedCard,
} from '../../../machines/checkout.ts';

/**
 * The checkout model's data (tests/paths/models/checkout.model.ts): orders at each stage, the
 * address form, payment methods, payments as the server answers them, saved cards, a lease quote,
 * and the shapes of the server's answers to the machine's calls.
 */

const line = { id: '1', quantity: 2, price: 60_000, total: 120_000, product: { name: 'Хор', sku: 'INK-1' } };
export const cartOrder = (amountDue: number, overrides: Partial<CheckoutOrder> = {}): CheckoutOrder => ({
  number: 'R100000001',
  state: 'cart',
  status: 'PENDING',
  statusDetails: ['PENDING'],
  itemTotal: 120_000,
  shipTotal: 5_000,
  taxTotal: 11_364,
  adjustmentTotal: 125_000 - amountDue,
  total: amountDue,
  paidTotal: 0,
  amountDue,
  adjustments: [],
  lineItems: [line],
  ...overrides,
});
export const cart = cartOrder(125_000);
/** The same order once placed: its number, total and deadline fixed, nothing paid yet. */
export const placed = (amountDue = 125_000): CheckoutOrder =>
  cartOrder(amountDue, { state: 'complete', status: 'PAYMENT_PENDING', statusDetails: ['PAYMENT_PENDING'] });
export const paidOrder = cartOrder(0, {
  state: 'complete',
  status: 'ORDERED',
  statusDetails: ['ORDERED', 'PAYMENT_COMPLETED'],
  paidTotal: 125_000,
});
export const expiredOrder = cartOrder(125_000, {
  state: 'expired',
  status: 'EXPIRED',
  statusDetails: ['EXPIRED'],
});

export const validForm: CheckoutForm = {
  ...emptyForm(),
  address: {
    province: 'Улаанбаатар',
    district: 'Сүхбаатар',
    address: '1-р хороо, 5-р байр, 12 тоот',
    zipcode: '14200',
  },
  receiverName: 'Бат',
  receiverPhone: '9911 2233',
  deliveryTime: 'today-evening',
};
export const noDeliveryTime: CheckoutForm = { ...validForm, deliveryTime: '' };

/** A cart reloaded after its address step (#19.4): the order holds the answer, no method yet. */
export const cartWithDetails = cartOrder(125_000, {
  shipTotal: 0,
  checkout: {
    delivery: 'DELIVERY',
    address: validForm.address,
    pickupLocation: null,
    receiverName: validForm.receiverName,
    receiverPhone: validForm.receiverPhone,
    deliveryTime: { id: validForm.deliveryTime },
    organization: null,
  },
});
/** …and after its shipping method too: the payment step is where the shopper left off. */
export const cartWithShipping = cartOrder(125_000, {
  checkout: cartWithDetails.checkout,
  shipping: { method: 'standard', name: 'Standard', cost: 5_000 },
});

/** The methods and their minimums (storepay's set high so the cart stays under it). */
const methods: ReadonlyArray<readonly [code: string, kind: string, minimum: number | null]> = [
  ['bank_transfer', 'BANK_TRANSFER', null],
  ['qpay', 'QR', 500],
  ['card', 'CARD', null],
  ['socialpay', 'DIGITAL_WALLET', null],
  ['saved_card', 'SAVED_CARD', null],
  ['storepay', 'STORE_PAY_APP', 1_000_000],
  ['lease', 'LEASE', 120_000],
];
/**
 * The methods as the server answers them for an amount due (server/commerce/payments/order-payment-options.ts):
 * a method whose minimum a positive amount does not reach is unavailable; with nothing to pay, none is.
 */
export const paymentOptionsFor = (amountDue: number): PaymentOption[] =>
  methods.map(([code, kind, minimum]) => {
    const below = amountDue > 0 && minimum !== null && amountDue < minimum;
    return {
      code,
      kind,
      name: code,
      minimum,
      available: !below,
      unavailableReason: below ? 'PAYMENT_BELOW_MINIMUM' : null,
      banks: [],
    };
  });
/** For the 125,000 ₮ cart: storepay is under its minimum, the lease just over its own. */
export const paymentOptions = paymentOptionsFor(125_000);

const payment = (method: string, extra: Partial<CheckoutPayment> = {}): CheckoutPayment => ({
  id: `pay-${method}`,
  orderNumber: 'R100000001',
  method,
  amount: 125_000,
  state: 'PENDING',
  failureCode: null,
  ...extra,
});
export const payments = {
  bank_transfer: payment('bank_transfer', {
    bankAccount: {
      bankName: 'Хаан банк',
      accountName: 'Shoppy LLC',
      accountNumber: '5000123456',
      iban: 'MN12000500 5000123456',
      reference: 'R100000001',
    },
  }),
  qpay: payment('qpay', { qr: { payload: 'qr', svg: '<svg/>', payUrl: '/sandbox/qr/1', expiresAt: '' } }),
  card: payment('card'),
  socialpay: payment('socialpay', { redirectUrl: '/sandbox/wallet/1' }),
  // Paid at once with the card's token (the sandbox's "succeeds" card).
  saved_card: payment('saved_card', { state: 'CAPTURED' }),
  storepay: payment('storepay', { testMode: true }),
  lease: payment('lease', {
    amount: 37_500,
    bankAccount: null,
    qr: { payload: 'qr', svg: '<svg/>', payUrl: '/p', expiresAt: '' },
  }),
} satisfies Record<string, CheckoutPayment>;
/** A member's saved cards (the gateway's `savedCards`). */
export const savedCards: SavedCard[] = [
  { id: 'card_1', brand: 'VISA', last4: '4242', expiry: '12/29', holder: 'BAT' },
  { id: 'card_2', brand: 'MASTERCARD', last4: '4444', expiry: '01/30', holder: null },
];

export const lease: LeaseTerms = {
  amount: 125_000,
  eligible: true,
  reason: null,
  downPayment: 37_500,
  financed: 87_500,
  months: 6,
  monthly: 15_896,
  interestPercent: 1.8,
  allowedMin: 120_000,
  allowedMax: 1_500_000,
  monthOptions: [3, 6, 12],
};

export const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
export const failed = (actor: string, code: string, extensions: Record<string, unknown> = {}) => ({
  type: `xstate.error.actor.${actor}`,
  error: { code, errors: [{ extensions: { code, ...extensions } }] },
});
export const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/29',
  cvc: '123',
  holder: '',
  saveCard: false,
});
