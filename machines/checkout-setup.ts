import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  cardProblem,
  couponProblem,
  FIELD_OF_CODE,
  formProblems,
  paymentView,
  problemOf,
  SAVED_CARD_METHOD,
  withdrawnMethodNote,
} from './checkout-checks.ts';
import type {
  AdjustmentKind,
  CardForm,
  CheckoutBalances,
  CheckoutContext,
  CheckoutEvent,
  CheckoutField,
  CheckoutForm,
  CheckoutInput,
  CheckoutNotice,
  CheckoutOrder,
  CheckoutPayment,
  LeaseTerms,
  PaymentOption,
  SavedCard,
  ShippingOption,
} from './checkout-types.ts';
import { PAID_LABEL, statusCode } from './order-status.ts';

/**
 * The checkout machine's effects and rules (machines/checkout.ts holds the flow): the GraphQL
 * calls as actors, analytics and toasts as host actions (no-ops here, given with `.provide()`),
 * context changes as named `assign`s (inline ones export as `null` for the Stately editor), and
 * the guards, each a pure check made once.
 */

const notProvided = (name: string) => () => Promise.reject(new Error(`checkout machine: provide ${name}`));
const call = <Output, Input>(name: string) => fromPromise<Output, Input>(notProvided(name));
const hostAction = () => {};

const PAID_STATUS = statusCode(PAID_LABEL);
const errorCode = (error: unknown) => problemOf(error).code;

function isPaid(order: CheckoutOrder | null): boolean {
  if (!order || order.state === 'cart') return false;
  return order.amountDue <= 0 || order.statusDetails.includes(PAID_STATUS);
}

const isExpired = (order: CheckoutOrder | null) => order?.state === 'expired' || order?.status === 'EXPIRED';

function chosenOption(context: CheckoutContext): PaymentOption | undefined {
  return context.paymentOptions.find((option) => option.code === context.method);
}

const savedCardKnown = (context: CheckoutContext, cardId: string | null) =>
  cardId !== null && context.savedCards.some((card) => card.id === cardId);

export const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as 'busy' | 'awaitingPayment' | 'paid',
  },
  actors: {
    saveDetails: call<CheckoutOrder, { form: CheckoutForm }>('saveDetails'),
    loadShippingOptions: call<ShippingOption[], { orderNumber: string }>('loadShippingOptions'),
    chooseShipping: call<CheckoutOrder, { code: string }>('chooseShipping'),
    loadPaymentOptions: call<PaymentOption[], { orderNumber: string }>('loadPaymentOptions'),
    applyCoupon: call<CheckoutOrder, { code: string }>('applyCoupon'),
    applyGiftCard: call<CheckoutOrder, { number: string }>('applyGiftCard'),
    applyStoreCredit: call<CheckoutOrder, { amount: number }>('applyStoreCredit'),
    applyLoyalty: call<CheckoutOrder, { points: number }>('applyLoyalty'),
    removeAdjustment: call<CheckoutOrder, { kind: AdjustmentKind; code: string }>('removeAdjustment'),
    quoteLease: call<LeaseTerms, { amount: number; months: number; downPayment: number | null }>(
      'quoteLease',
    ),
    placeOrder: call<
      { order: CheckoutOrder; payment: CheckoutPayment | null },
      {
        orderNumber: string | null;
        method: string;
        bank: string | null;
        savedCardId: string | null;
        key: string;
      }
    >('placeOrder'),
    requestLease: call<CheckoutOrder, { orderNumber: string; months: number; downPayment: number }>(
      'requestLease',
    ),
    payByCard: call<CheckoutPayment, { paymentId: string; card: CardForm; key: string }>('payByCard'),
    confirmTan: call<CheckoutPayment, { paymentId: string; tan: string }>('confirmTan'),
    startPayment: call<CheckoutPayment, { orderNumber: string; method: string; key: string }>('startPayment'),
    loadSavedCards: call<SavedCard[], void>('loadSavedCards'),
    removeSavedCard: call<boolean, { cardId: string }>('removeSavedCard'),
    /** The wallet and the points, each null when its own lookup failed. */
    loadBalances: call<CheckoutBalances, void>('loadBalances'),
    payInApp: call<CheckoutPayment, { orderNumber: string; custtkn: string; txntkn: string }>('payInApp'),
    /** The order's live status (the `orderUpdated` subscription): sends ORDER_UPDATED. */
    watchOrder: fromCallback<CheckoutEvent, { number: string }>(() => () => {}),
  },
  actions: {
    // Host actions: analytics (§7, in MNT) and toasts (§8), given by the browser.
    trackBeginCheckout: hostAction,
    trackAddressStep: hostAction,
    trackPaymentStep: hostAction,
    trackPurchase: hostAction,
    notify: (_, _params: { notice: CheckoutNotice }) => {},

    saveForm: assign(({ event }) => (event.type === 'SUBMIT_DETAILS' ? { form: event.form } : {})),
    saveOrder: assign((_, params: { order: CheckoutOrder }) => ({ order: params.order })),
    saveUpdatedOrder: assign(({ event }) => (event.type === 'ORDER_UPDATED' ? { order: event.order } : {})),
    saveShippingOptions: assign((_, params: { options: readonly ShippingOption[] }) => ({
      shippingOptions: params.options,
    })),
    savePaymentOptions: assign((_, params: { options: readonly PaymentOption[] }) => ({
      paymentOptions: params.options,
    })),
    // Placing with a method the server no longer takes for this amount would only be refused.
    withdrawChosenMethod: assign(({ context }, params: { options: readonly PaymentOption[] }) => {
      const note = withdrawnMethodNote(context.method, params.options, context.paymentOptions);
      if (!note) return {};
      return {
        method: null,
        bank: null,
        savedCardId: null,
        fieldProblems: { ...context.fieldProblems, method: note },
      };
    }),
    // A quote is for the amount it was asked for: after a discount it is asked again before placing.
    forgetStaleLease: assign(({ context }) =>
      context.lease !== null && context.lease.amount !== context.order?.amountDue ? { lease: null } : {},
    ),
    selectMethod: assign(({ event }) =>
      event.type === 'SELECT_METHOD'
        ? { method: event.code, bank: event.bank ?? null, savedCardId: event.savedCardId ?? null }
        : {},
    ),
    // A refusal stores nothing under the key on the server, so reusing it after one is harmless.
    keepPlaceKey: assign(({ context, event }) => ({
      placeKey: context.placeKey ?? (event.type === 'PLACE' ? event.key : null),
    })),
    saveSavedCards: assign((_, params: { cards: readonly SavedCard[] }) => ({ savedCards: params.cards })),
    forgetSavedCards: assign({ savedCards: [] }),
    // The list arrives whenever it does: its failure joins what the shopper is already being shown.
    addSavedCardsProblem: assign(({ context }, params: { error: unknown }) => ({
      fieldProblems: { ...context.fieldProblems, savedCards: problemOf(params.error) },
    })),
    selectSavedCard: assign(({ event }) =>
      event.type === 'SELECT_SAVED_CARD'
        ? { method: SAVED_CARD_METHOD, bank: null, savedCardId: event.cardId }
        : {},
    ),
    askCardRemoval: assign(({ event }) =>
      event.type === 'REMOVE_SAVED_CARD' ? { cardToRemove: event.cardId } : {},
    ),
    forgetCardRemoval: assign({ cardToRemove: null }),
    // A removed card that was chosen leaves no method chosen: placing asks for one again.
    dropRemovedCard: assign(({ context }) => {
      const removed = context.cardToRemove;
      const wasChosen = removed !== null && context.savedCardId === removed;
      return {
        savedCards: context.savedCards.filter((card) => card.id !== removed),
        cardToRemove: null,
        ...(wasChosen ? { method: null, savedCardId: null } : {}),
      };
    }),
    noteBalancesAsked: assign(({ context }) => ({
      balancesAskedAt: context.order?.adjustmentTotal ?? 0,
    })),
    saveBalances: assign((_, params: { balances: CheckoutBalances }) => ({
      wallet: params.balances.wallet,
      loyaltyPoints: params.balances.loyaltyPoints,
    })),
    forgetBalances: assign({ wallet: null, loyaltyPoints: null }),
    saveLease: assign((_, params: { lease: LeaseTerms }) => ({ lease: params.lease })),
    savePlaced: assign((_, params: { order: CheckoutOrder; payment: CheckoutPayment | null }) => ({
      order: params.order,
      payment: params.payment,
    })),
    savePayment: assign((_, params: { payment: CheckoutPayment }) => ({ payment: params.payment })),
    clearProblems: assign({ fieldProblems: {}, problem: null }),
    // Each shows only what the last step found: an old message never lingers beside a new one.
    showProblem: assign((_, params: { error: unknown }) => ({
      problem: problemOf(params.error),
      fieldProblems: {},
    })),
    showDetailsProblem: assign((_, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      const field = FIELD_OF_CODE[problem.code];
      return field ? { fieldProblems: { [field]: problem }, problem: null } : { problem, fieldProblems: {} };
    }),
    showFieldProblem: assign((_, params: { field: CheckoutField; error: unknown }) => ({
      fieldProblems: { [params.field]: problemOf(params.error) },
      problem: null,
    })),
    showRequired: assign((_, params: { field: CheckoutField }) => ({
      fieldProblems: { [params.field]: { code: 'REQUIRED' } },
      problem: null,
    })),
    showFormProblems: assign(({ event }) =>
      event.type === 'SUBMIT_DETAILS' ? { fieldProblems: formProblems(event.form), problem: null } : {},
    ),
    showCouponProblem: assign(({ event }) =>
      event.type === 'APPLY_COUPON'
        ? { fieldProblems: { coupon: couponProblem(event.code) ?? { code: 'REQUIRED' } }, problem: null }
        : {},
    ),
    showCardProblem: assign(({ event }) =>
      event.type === 'PAY_CARD'
        ? { fieldProblems: { card: cardProblem(event.card) ?? { code: 'REQUIRED' } }, problem: null }
        : {},
    ),
    showMethodUnavailable: assign(({ context, event }) => {
      const chosenCode =
        event.type === 'SELECT_METHOD'
          ? event.code
          : event.type === 'SELECT_SAVED_CARD'
            ? SAVED_CARD_METHOD
            : null;
      const option = context.paymentOptions.find((candidate) => candidate.code === chosenCode);
      const code = option?.unavailableReason ?? 'PAYMENT_METHOD_UNAVAILABLE';
      return { fieldProblems: { method: { code, values: { min: option?.minimum ?? 0 } } }, problem: null };
    }),
    showMethodMissing: assign(({ context }) => ({
      problem: null,
      fieldProblems: {
        method: {
          code: chosenOption(context)?.kind === 'LEASE' ? 'LEASE_QUOTE_REQUIRED' : 'PAYMENT_METHOD_REQUIRED',
        },
      },
    })),
  },
  guards: {
    orderPlaced: ({ context }) => context.order !== null && context.order.state !== 'cart',
    cartEmpty: ({ context }) => !context.order || context.order.lineItems.length === 0,
    detailsGiven: ({ context }) => Boolean(context.order?.checkout),
    shippingChosen: ({ context }) => Boolean(context.order?.checkout && context.order.shipping),
    formValid: ({ event }) =>
      event.type === 'SUBMIT_DETAILS' && Object.keys(formProblems(event.form)).length === 0,
    ratesUnavailable: (_, params: { error: unknown }) =>
      errorCode(params.error) === 'SHIPPING_RATES_UNAVAILABLE',
    checkoutIncomplete: (_, params: { error: unknown }) => errorCode(params.error) === 'CHECKOUT_INCOMPLETE',
    shippingOffered: ({ context, event }) =>
      event.type === 'CHOOSE_SHIPPING' &&
      context.shippingOptions.some((option) => option.code === event.code),
    chosenMethodWithdrawn: ({ context }, params: { options: readonly PaymentOption[] }) =>
      withdrawnMethodNote(context.method, params.options, context.paymentOptions) !== null,
    methodAvailable: ({ context, event }) =>
      event.type === 'SELECT_METHOD' &&
      context.paymentOptions.some((option) => option.code === event.code && option.available),
    couponMalformed: ({ event }) => event.type === 'APPLY_COUPON' && couponProblem(event.code) !== null,
    quietCoupon: ({ event }) => event.type === 'APPLY_COUPON' && event.quiet === true,
    giftCardGiven: ({ event }) => event.type === 'APPLY_GIFT_CARD' && event.number.trim() !== '',
    amountPositive: ({ event }) => {
      const amount =
        event.type === 'APPLY_STORE_CREDIT'
          ? event.amount
          : event.type === 'APPLY_LOYALTY'
            ? event.points
            : 0;
      return Number.isInteger(amount) && amount > 0;
    },
    /** A method that can take the amount due (a lease also needs an eligible quote), or nothing to pay. */
    readyToPlace: ({ context }) => {
      if (context.order && context.order.amountDue <= 0) return true;
      const option = chosenOption(context);
      if (!option?.available) return false;
      if (option.kind === 'SAVED_CARD') return savedCardKnown(context, context.savedCardId);
      return option.kind !== 'LEASE' || context.lease?.eligible === true;
    },
    member: ({ context }) => context.member,
    adjustmentsChangedSinceBalancesAsked: ({ context }) =>
      (context.order?.adjustmentTotal ?? 0) !== context.balancesAskedAt,
    savedCardListed: ({ context, event }) =>
      event.type === 'REMOVE_SAVED_CARD' && savedCardKnown(context, event.cardId),
    savedCardUsable: ({ context, event }) =>
      event.type === 'SELECT_SAVED_CARD' &&
      savedCardKnown(context, event.cardId) &&
      context.paymentOptions.some((option) => option.code === SAVED_CARD_METHOD && option.available),
    paysInApp: ({ context }) => context.payment !== null && paymentView(context.payment) === 'storePay',
    inAppTokensGiven: ({ event }) =>
      event.type === 'PAY_IN_APP' && event.custtkn.trim() !== '' && event.txntkn.trim() !== '',
    leaseChosen: ({ context }) => chosenOption(context)?.kind === 'LEASE',
    paymentSettled: ({ context }) => context.payment?.state === 'CAPTURED' || isPaid(context.order),
    orderExpired: ({ context }) => isExpired(context.order),
    paymentFailed: ({ context }) => context.payment?.state === 'FAILED',
    paymentNeedsTan: ({ context }) => context.payment?.state === 'REQUIRES_TAN',
    paysByQr: ({ context }) => context.payment !== null && paymentView(context.payment) === 'qr',
    paysByBankTransfer: ({ context }) =>
      context.payment !== null && paymentView(context.payment) === 'bankTransfer',
    paysElsewhere: ({ context }) => context.payment !== null && paymentView(context.payment) === 'redirect',
    cardValid: ({ event }) => event.type === 'PAY_CARD' && cardProblem(event.card) === null,
    tanWellFormed: ({ event }) => event.type === 'SUBMIT_TAN' && /^\d{4,8}$/.test(event.tan.trim()),
    retryMethodGiven: ({ event }) => event.type === 'TRY_AGAIN' && event.method.trim() !== '',
    updatePaid: ({ event }) => event.type === 'ORDER_UPDATED' && isPaid(event.order),
    updateExpired: ({ event }) => event.type === 'ORDER_UPDATED' && isExpired(event.order),
  },
});

/** Named action objects the flow repeats, with their params taken from the event. */
export const onProblem = {
  type: 'showProblem',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;
export const fieldProblem = (field: CheckoutField) =>
  ({
    type: 'showFieldProblem',
    params: ({ event }: { event: { error: unknown } }) => ({ field, error: event.error }),
  }) as const;
export const saveOrder = {
  type: 'saveOrder',
  params: ({ event }: { event: { output: CheckoutOrder } }) => ({ order: event.output }),
} as const;
export const savePayment = {
  type: 'savePayment',
  params: ({ event }: { event: { output: CheckoutPayment } }) => ({ payment: event.output }),
} as const;
