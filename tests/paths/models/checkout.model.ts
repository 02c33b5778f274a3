import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { checkoutMachine } from '../../../machines/checkout.ts';
import type { PathModel } from '../model.ts';
import {
  card,
  cart,
  cartOrder,
  cartWithDetails,
  cartWithShipping,
  done,
  expiredOrder,
  failed,
  lease,
  noDeliveryTime,
  paidOrder,
  paymentOptionsFor,
  payments,
  placed,
  savedCards,
  validForm,
} from './checkout.fixtures.ts';

export * from './checkout.fixtures.ts';

/** A member's wallet and points beside the payment step. */
export const balances = {
  wallet: { balance: 80_000, usableOnCart: 40_000, minimumUse: 500 },
  loyaltyPoints: 1_200,
};

import { besideTheStep, paymentValue } from './checkout.walk.ts';

/**
 * While a member's cards load, the walk goes on with the step only as far as a coupon with the
 * server; elsewhere it waits for the list, so the rest of the step is walked once per list outcome.
 */
function candidates(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const all = shopperEventsAndAnswers(snapshot);
  const payment = paymentValue(snapshot);
  if (payment?.savedCards === 'loading') {
    const race = /\.actor\.(loadSavedCards|loadPaymentOptions|applyCoupon)$/;
    return all.filter((event) => race.test(event.type) || (event.type === 'APPLY_COUPON' && !event.quiet));
  }
  // A member's balances are answered before the step goes on: walking the step with them still
  // asked doubled the member's walk (50 s → 2½ min) for no transition more. Their race with an
  // adjustment (an answer for the old total dropped) is walked above, while the cards load.
  if (payment?.balances === 'asking') {
    return all.filter((event) => /\.actor\.loadBalances$/.test(event.type));
  }
  // Without the list, a member's step is a guest's (walked in full there) with wallet and points.
  if (payment?.savedCards === 'failed') {
    const otherMethod = /^(SELECT_METHOD|PLACE|APPLY_STORE_CREDIT)$|\.actor\.applyStoreCredit$/;
    return all.filter((event) => otherMethod.test(event.type));
  }
  return all;
}

/** Shopper events (valid and invalid) and server answers, given where they make sense. */
function shopperEventsAndAnswers(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const method: string | null = snapshot.context.method;
  const placedAnswer =
    method && method in payments
      ? { order: placed(), payment: payments[method as keyof typeof payments] }
      : { order: paidOrder, payment: null };
  return [
    { type: 'SUBMIT_DETAILS', form: noDeliveryTime },
    { type: 'SUBMIT_DETAILS', form: validForm },
    done('saveDetails', cart),
    failed('saveDetails', 'ADDRESS_NOT_PRECISE'),
    failed('saveDetails', 'NETWORK'),
    done('loadShippingOptions', [{ code: 'standard', name: 'Standard', cost: 5_000, etaHours: 24 }]),
    failed('loadShippingOptions', 'SHIPPING_RATES_UNAVAILABLE'),
    { type: 'CHOOSE_SHIPPING', code: 'teleport' },
    { type: 'CHOOSE_SHIPPING', code: 'standard' },
    { type: 'EDIT_ADDRESS' },
    done('chooseShipping', cart),
    failed('chooseShipping', 'SHIPPING_RATES_UNAVAILABLE'),
    failed('chooseShipping', 'SHIPPING_METHOD_NOT_FOUND'),
    // As the server answers: for the amount due now, after any adjustment.
    done('loadPaymentOptions', paymentOptionsFor(snapshot.context.order?.amountDue ?? 0)),
    failed('loadPaymentOptions', 'NETWORK'),
    { type: 'RETRY' },
    { type: 'BACK' },
    // The wallet and points, answered only while asked (the call is pending).
    ...(paymentValue(snapshot)?.balances === 'asking'
      ? [done('loadBalances', balances), failed('loadBalances', 'NETWORK')]
      : []),
    ...besideTheStep(snapshot, [
      done('loadSavedCards', savedCards),
      failed('loadSavedCards', 'NETWORK'),
      { type: 'SELECT_SAVED_CARD', cardId: 'card_1' },
      { type: 'SELECT_SAVED_CARD', cardId: 'card_gone' },
      ...['bank_transfer', 'qpay', 'card', 'socialpay', 'storepay', 'lease'].map((code) => ({
        type: 'SELECT_METHOD',
        code,
      })),
    ]),
    { type: 'REMOVE_SAVED_CARD', cardId: 'card_1' },
    { type: 'CONFIRM_REMOVE_CARD' },
    { type: 'CANCEL_REMOVE_CARD' },
    done('removeSavedCard', true),
    failed('removeSavedCard', 'CARD_NOT_FOUND'),
    { type: 'APPLY_COUPON', code: '123' },
    { type: 'APPLY_COUPON', code: '2024' },
    { type: 'APPLY_COUPON', code: 'SPRING10', quiet: true },
    { type: 'APPLY_COUPON', code: '1234567', quiet: true },
    done('applyCoupon', cartOrder(115_000)),
    failed('applyCoupon', 'COUPON_NOT_FOUND'),
    done('applyCouponQuietly', cartOrder(115_000)),
    failed('applyCouponQuietly', 'COUPON_EXPIRED'),
    { type: 'APPLY_GIFT_CARD', number: ' ' },
    { type: 'APPLY_GIFT_CARD', number: 'GC-0001' },
    done('applyGiftCard', cartOrder(105_000)),
    failed('applyGiftCard', 'GIFT_CARD_INVALID'),
    { type: 'APPLY_STORE_CREDIT', amount: 0 },
    { type: 'APPLY_STORE_CREDIT', amount: 115_000 },
    done('applyStoreCredit', cartOrder(0)),
    failed('applyStoreCredit', 'WALLET_AMOUNT_TOO_HIGH', { max: 50_000 }),
    { type: 'APPLY_LOYALTY', points: -5 },
    { type: 'APPLY_LOYALTY', points: 1_000 },
    done('applyLoyalty', cartOrder(124_000)),
    failed('applyLoyalty', 'LOYALTY_POINTS_INSUFFICIENT'),
    { type: 'REMOVE_ADJUSTMENT', kind: 'COUPON', code: '2024' },
    done('removeAdjustment', cart),
    failed('removeAdjustment', 'NETWORK'),
    { type: 'QUOTE_LEASE', months: 6, downPayment: 37_500 },
    done('quoteLease', lease),
    failed('quoteLease', 'LEASE_AMOUNT_TOO_LOW'),
    { type: 'PLACE', key: 'k-1' },
    done('placeOrder', placedAnswer),
    failed('placeOrder', 'OUT_OF_STOCK'),
    failed('placeOrder', 'CHECKOUT_INCOMPLETE'),
    done('requestLease', placed()),
    failed('requestLease', 'LEASE_AMOUNT_TOO_HIGH'),
    { type: 'PAY_CARD', card: card('4242'), key: 'c-1' },
    { type: 'PAY_CARD', card: card('4242424242424242'), key: 'c-2' },
    done('payByCard', { ...payments.card, state: 'CAPTURED' }),
    done('payByCard', { ...payments.card, state: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
    done('payByCard', { ...payments.card, state: 'REQUIRES_TAN' }),
    failed('payByCard', 'PAYMENT_FAILED'),
    { type: 'SUBMIT_TAN', tan: '12' },
    { type: 'SUBMIT_TAN', tan: '123456' },
    done('confirmTan', { ...payments.card, state: 'CAPTURED' }),
    failed('confirmTan', 'TAN_INCORRECT'),
    { type: 'TRY_AGAIN', method: ' ', key: 't-0' },
    { type: 'TRY_AGAIN', method: 'card', key: 't-1' },
    done('startPayment', payments.card),
    { type: 'PAY_IN_APP', custtkn: ' ', txntkn: '' },
    { type: 'PAY_IN_APP', custtkn: 'sbx_cust_a1b2c3d4', txntkn: 'sbx_txn_a1b2c3d4e5' },
    done('payInApp', { ...payments.storepay, state: 'CAPTURED' }),
    done('payInApp', { ...payments.storepay, state: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
    failed('payInApp', 'PAYMENT_NOT_PENDING'),
    failed('startPayment', 'PAYMENT_FAILED'),
    { type: 'ORDER_UPDATED', order: placed() },
    { type: 'ORDER_UPDATED', order: paidOrder },
    { type: 'ORDER_UPDATED', order: expiredOrder },
  ];
}

const answer = /^xstate\.(done|error)\.actor\.(\w+)$/;

function describeEvent(event: AnyEventObject): string {
  const reply = answer.exec(event.type);
  if (reply) {
    if (reply[1] === 'error') return `server refuses ${reply[2]} (${event.error.code})`;
    const output = event.output as { state?: string; failureCode?: string; amountDue?: number } | null;
    if (output && typeof output === 'object' && 'state' in output && typeof output.state === 'string') {
      if (['payByCard', 'confirmTan', 'startPayment', 'payInApp'].includes(reply[2]!))
        return `server answers ${reply[2]}: ${output.state}`;
    }
    return `server answers ${reply[2]}`;
  }
  switch (event.type) {
    case 'SUBMIT_DETAILS':
      return event.form.deliveryTime
        ? 'sends a complete address'
        : 'sends the address without a delivery time';
    case 'CHOOSE_SHIPPING':
      return `chooses shipping "${event.code}"`;
    case 'SELECT_METHOD':
      return `chooses ${event.code}`;
    case 'APPLY_COUPON':
      return `${event.quiet ? 'has' : 'enters'} coupon "${event.code}"${event.quiet ? ' applied quietly' : ''}`;
    case 'APPLY_GIFT_CARD':
      return `enters gift card "${event.number}"`;
    case 'APPLY_STORE_CREDIT':
      return `uses ${event.amount} ₮ of wallet credit`;
    case 'APPLY_LOYALTY':
      return `uses ${event.points} loyalty points`;
    case 'SELECT_SAVED_CARD':
      return `chooses saved card ${event.cardId}`;
    case 'REMOVE_SAVED_CARD':
      return `asks to remove saved card ${event.cardId}`;
    case 'PAY_IN_APP':
      return event.txntkn ? 'completes the store-pay app payment in test mode' : 'sends no app tokens';
    case 'PAY_CARD':
      return `pays with card ${event.card.cardNumber}`;
    case 'SUBMIT_TAN':
      return `enters TAN "${event.tan}"`;
    case 'TRY_AGAIN':
      return `tries again with "${event.method}"`;
    case 'ORDER_UPDATED':
      return `the order changes elsewhere (${event.order.status})`;
    case 'QUOTE_LEASE':
      return `asks the lease calculator for ${event.months} months`;
    default:
      return (
        {
          EDIT_ADDRESS: 'goes back to edit the address',
          BACK: 'goes back to the address step',
          RETRY: 'retries',
          PLACE: 'places the order',
          REMOVE_ADJUSTMENT: 'removes the coupon',
          CONFIRM_REMOVE_CARD: 'confirms removing the card',
          CANCEL_REMOVE_CARD: 'keeps the card',
        }[event.type] ?? event.type
      );
  }
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const value = JSON.stringify(snapshot.value).replace(/[{}"]/g, '').replace(/:/g, '.');
  const problem = snapshot.context.problem ? `, shows ${snapshot.context.problem.code}` : '';
  const fields = Object.keys(snapshot.context.fieldProblems);
  return `${value}${problem}${fields.length ? `, marks ${fields.join(', ')}` : ''}`;
}

/** What the guards read and the view shows: the vertex is the state plus these, then the arriving edge. */
function facets(snapshot: AnyMachineSnapshot): string {
  const { method, lease: quote, payment: current, order, problem, fieldProblems } = snapshot.context;
  const { member, savedCards: cards, savedCardId, cardToRemove } = snapshot.context;
  const shown = [
    problem?.code,
    ...Object.entries(fieldProblems).map(([field, p]) => `${field}:${(p as { code: string }).code}`),
  ];
  return [
    method,
    quote?.eligible,
    current?.state,
    current?.method,
    order?.state,
    order?.amountDue > 0,
    member,
    cards.length,
    savedCardId,
    cardToRemove,
    ...shown,
  ].join('|');
}

/** Checkout: every step, shopper event and server answer; live order updates on the confirmation page. */
export const checkoutModel: PathModel = {
  name: 'checkout',
  title: 'checkout',
  machine: checkoutMachine,
  scenarios: {
    'cart with one item': { order: cart },
    "a logged-in shopper's cart": { order: cart, member: true },
    'empty cart': { order: null },
    'cart reloaded after its address step': { order: cartWithDetails },
    'cart reloaded after its shipping choice': { order: cartWithShipping },
    'placed order paid by QR': { order: placed(), payment: payments.qpay },
    'placed order to pay in the store-pay app (test mode)': { order: placed(), payment: payments.storepay },
    'expired order': { order: expiredOrder, payment: payments.bank_transfer },
    'order whose card was declined': {
      order: placed(),
      payment: { ...payments.card, state: 'FAILED', failureCode: 'PAYMENT_DECLINED' },
    },
  },
  events: candidates,
  select: 'covering',
  serializeState: (snapshot, event, previous) => {
    const arrival = event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : '';
    return `${JSON.stringify(snapshot.value)} ${facets(snapshot)}${arrival}`;
  },
  hostActions: ['trackBeginCheckout', 'trackAddressStep', 'trackPaymentStep', 'trackPurchase', 'notify'],
  describeEvent,
  describeState,
  assertState: (actual, expected, run) => {
    assert.deepEqual(actual.context.fieldProblems, expected.context.fieldProblems);
    assert.deepEqual(actual.context.problem, expected.context.problem);
    const children = Object.values(actual.children as Record<string, { id: string } | undefined>);
    // Busy exactly while a server call runs, besides the live subscription, the saved-card list and
    // the balances, which load beside the payment step and block nothing.
    const beside = new Set(['watchOrder', 'loadSavedCards', 'loadBalances']);
    const running = [...run.pending.entries()].filter(
      ([id, call]) => !beside.has(call.src) && children.some((child) => child?.id === id),
    );
    assert.equal(actual.hasTag('busy'), running.length > 0, 'busy exactly while a server call runs');
    // The live subscription runs exactly while the confirmation page is shown.
    const watching = children.some((child) => child?.id === 'watchOrder');
    assert.equal(watching, actual.matches('confirmation'), 'watches the order only on the confirmation page');
    // A card number never enters the context (the inspector would show it).
    assert.ok(
      !JSON.stringify(actual.context).includes('4242424242424242'),
      'a card number entered the context',
    );
  },
  assertPath: (_path, run) => {
    // Purchase is tracked once, and only on a paid order; begin checkout at most once.
    const purchases = run.effects.filter((name) => name === 'trackPurchase').length;
    assert.equal(purchases, run.actor.getSnapshot().matches({ confirmation: 'paid' }) ? 1 : 0);
    assert.ok(run.effects.filter((name) => name === 'trackBeginCheckout').length <= 1);
    // A guest's checkout never asks for saved cards, the wallet or points.
    if (!(run.actor.getSnapshot().context.member as boolean))
      assert.ok(
        !run.calls.some((call) => call.src === 'loadSavedCards' || call.src === 'loadBalances'),
        'a guest was asked for saved cards or balances',
      );
    for (const call of run.calls) {
      if (call.src === 'applyCoupon')
        assert.match((call.input as { code: string }).code, /^(2024|SPRING10)$/);
      if (call.src === 'placeOrder') assert.equal((call.input as { key: string }).key, 'k-1');
    }
  },
};
