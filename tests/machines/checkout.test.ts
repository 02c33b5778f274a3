import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.ts';
import {
  card,
  cart,
  checkoutModel,
  done,
  failed,
  lease,
  paidOrder,
  paymentOptionsFor,
  payments,
  placed,
  validForm,
} from '../paths/models/checkout.model.ts';
import { describeModel } from '../paths/vitest.ts';
import { play, toMethods } from './support/checkout-play.ts';

/**
 * Model-based paths over the checkout machine (tests/paths/models/checkout.model.ts): @xstate/graph
 * walks it with shopper events and server answers, each path is replayed on a real actor with
 * test server calls, and the paths must cover every state and transition. Then the five shopper
 * stories of issue #5, step by step.
 */
const paths = describeModel(checkoutModel, { timeout: 60_000 });

describe('checkout machine', () => {
  it('has generated paths through every step', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it('exports for the Stately editor with every action and guard named', () => {
    const json = JSON.stringify(checkoutMachine.toJSON());
    expect(json).not.toMatch(/"(actions|entry|exit)":\[[^\]]*null/);
    for (const name of [
      'formValid',
      'ratesUnavailable',
      'quietCoupon',
      'showFieldProblem',
      'trackPurchase',
    ]) {
      expect(json).toContain(name);
    }
  });

  it('guest checkout with bank transfer: waits in "Payment pending" until the bank confirms', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'bank_transfer' },
      { type: 'PLACE', key: 'k-1' },
      done('placeOrder', { order: placed(), payment: payments.bank_transfer }),
    ]);
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'bankTransfer' } })).toBe(true);
    expect(run.calls.find((call) => call.src === 'placeOrder')?.input).toEqual({
      orderNumber: 'R100000001',
      method: 'bank_transfer',
      bank: null,
      savedCardId: null,
      key: 'k-1',
    });
    await run.dispatch({ type: 'ORDER_UPDATED', order: paidOrder });
    expect(run.actor.getSnapshot().hasTag('paid')).toBe(true);
    expect(run.effects.filter((name) => name.startsWith('track'))).toEqual([
      'trackBeginCheckout',
      'trackAddressStep',
      'trackPaymentStep',
      'trackPurchase',
    ]);
    run.actor.stop();
  });

  it('placing again after a lost answer reuses the first key and names the order, so it replays', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'bank_transfer' },
      { type: 'PLACE', key: 'k-1' },
      failed('placeOrder', 'NETWORK'),
    ]);
    expect(run.actor.getSnapshot().matches({ payment: { step: 'choosing' } })).toBe(true);
    expect(run.actor.getSnapshot().context.problem).toEqual({ code: 'NETWORK' });
    // The shopper changes nothing but clicks again: a new click key, the same placing key.
    await run.dispatch({ type: 'PLACE', key: 'k-2' });
    const attempts = run.calls.filter((call) => call.src === 'placeOrder').map((call) => call.input);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toEqual(attempts[0]);
    expect(attempts[1]).toMatchObject({ orderNumber: 'R100000001', key: 'k-1' });
    await run.dispatch(done('placeOrder', { order: placed(), payment: payments.bank_transfer }));
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'bankTransfer' } })).toBe(true);
    run.actor.stop();
  });

  it('QR paid elsewhere: the live update moves the page to paid', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'qpay' },
      { type: 'PLACE', key: 'k-1' },
      done('placeOrder', { order: placed(), payment: payments.qpay }),
    ]);
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'qr' } })).toBe(true);
    expect(run.calls.find((call) => call.src === 'watchOrder')?.input).toEqual({ number: 'R100000001' });
    await run.dispatch({ type: 'ORDER_UPDATED', order: placed() });
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'qr' } })).toBe(true);
    await run.dispatch({ type: 'ORDER_UPDATED', order: paidOrder });
    expect(run.actor.getSnapshot().matches({ confirmation: 'paid' })).toBe(true);
    run.actor.stop();
  });

  it('declined card, then another card that succeeds', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'card' },
      { type: 'PLACE', key: 'k-1' },
      done('placeOrder', { order: placed(), payment: payments.card }),
      { type: 'PAY_CARD', card: card('4000 0000 0000 0002'), key: 'c-1' },
      done('payByCard', { ...payments.card, state: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
    ]);
    expect(run.actor.getSnapshot().matches({ confirmation: 'failed' })).toBe(true);
    await run.dispatch({ type: 'TRY_AGAIN', method: 'card', key: 't-1' });
    await run.dispatch(done('startPayment', { ...payments.card, id: 'pay-2' }));
    await run.dispatch({ type: 'PAY_CARD', card: card('4242 4242 4242 4242'), key: 'c-2' });
    expect(run.calls.at(-1)?.input).toMatchObject({ paymentId: 'pay-2', key: 'c-2' });
    await run.dispatch(done('payByCard', { ...payments.card, id: 'pay-2', state: 'CAPTURED' }));
    expect(run.actor.getSnapshot().matches({ confirmation: 'paid' })).toBe(true);
    run.actor.stop();
  });

  it('coupon plus wallet: nothing left to pay, placed without a method', async () => {
    const run = await play([...toMethods, { type: 'APPLY_COUPON', code: '12345' }]);
    // Looks like a promo code but is not 4 digits: refused before any call (§5).
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({ coupon: { code: 'PROMO_CODE_FORMAT' } });
    expect(run.calls.some((call) => call.src === 'applyCoupon')).toBe(false);
    await run.dispatch({ type: 'APPLY_COUPON', code: '2024' });
    await run.dispatch(done('applyCoupon', { ...cart, amountDue: 100_000, adjustmentTotal: 25_000 }));
    // The methods follow the amount due: asked for again before the wallet can be used.
    expect(run.calls.at(-1)).toMatchObject({ src: 'loadPaymentOptions' });
    await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(100_000)));
    await run.dispatch({ type: 'APPLY_STORE_CREDIT', amount: 200_000 });
    await run.dispatch(failed('applyStoreCredit', 'WALLET_AMOUNT_TOO_HIGH', { max: 50_000 }));
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      storeCredit: { code: 'WALLET_AMOUNT_TOO_HIGH', values: { max: 50_000 } },
    });
    await run.dispatch({ type: 'APPLY_STORE_CREDIT', amount: 100_000 });
    await run.dispatch(done('applyStoreCredit', { ...cart, amountDue: 0, adjustmentTotal: 125_000 }));
    await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(0)));
    expect(run.effects.filter((name) => name === 'notify')).toHaveLength(2);
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    await run.dispatch(done('placeOrder', { order: paidOrder, payment: null }));
    expect(run.actor.getSnapshot().matches({ confirmation: 'paid' })).toBe(true);
    run.actor.stop();
  });

  it('a coupon from a link: a refusal, even of a mistyped code, shows nothing; a good one toasts', async () => {
    const run = await play([...toMethods, { type: 'APPLY_COUPON', code: '1234567', quiet: true }]);
    // Mistyped: dropped before any call, and no format message either.
    expect(run.calls.some((call) => call.src === 'applyCoupon')).toBe(false);
    await run.dispatch({ type: 'APPLY_COUPON', code: 'SPRING10', quiet: true });
    expect(run.calls.at(-1)).toMatchObject({ src: 'applyCoupon', input: { code: 'SPRING10' } });
    await run.dispatch(failed('applyCouponQuietly', 'COUPON_NOT_FOUND'));
    expect(run.effects).not.toContain('notify');
    const refused = run.actor.getSnapshot();
    expect(refused.matches({ payment: { step: 'choosing' } })).toBe(true);
    expect(refused.context.fieldProblems).toEqual({});
    expect(refused.context.problem).toBeNull();
    expect(refused.context.order?.adjustments).toEqual([]);
    await run.dispatch({ type: 'APPLY_COUPON', code: '2024', quiet: true });
    await run.dispatch(done('applyCouponQuietly', { ...cart, amountDue: 100_000, adjustmentTotal: 25_000 }));
    expect(run.actor.getSnapshot().context.order?.amountDue).toBe(100_000);
    // Only the refusal is quiet: a code that takes toasts "Coupon code applied".
    expect(run.effects.filter((name) => name === 'notify')).toEqual(['notify']);
    run.actor.stop();
  });

  it('lease: needs an eligible quote, then sends the application with its terms', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'lease' },
      { type: 'PLACE', key: 'k-0' },
    ]);
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      method: { code: 'LEASE_QUOTE_REQUIRED' },
    });
    await run.dispatch({ type: 'QUOTE_LEASE', months: 6, downPayment: 37_500 });
    expect(run.calls.at(-1)?.input).toEqual({ amount: 125_000, months: 6, downPayment: 37_500 });
    await run.dispatch(done('quoteLease', lease));
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    await run.dispatch(done('placeOrder', { order: placed(), payment: payments.lease }));
    expect(run.calls.at(-1)).toMatchObject({
      src: 'requestLease',
      input: { orderNumber: 'R100000001', months: 6, downPayment: 37_500 },
    });
    await run.dispatch(done('requestLease', placed()));
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'qr' } })).toBe(true);
    run.actor.stop();
  });

  it('shipping rates unavailable: back to the address with the Mongolian message', async () => {
    const run = await play([
      { type: 'xstate.init' },
      { type: 'SUBMIT_DETAILS', form: validForm },
      done('saveDetails', cart),
      failed('loadShippingOptions', 'SHIPPING_RATES_UNAVAILABLE'),
    ]);
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ address: 'editing' })).toBe(true);
    expect(snapshot.context.problem).toEqual({ code: 'SHIPPING_RATES_UNAVAILABLE' });
    run.actor.stop();
  });

  it('refuses an imprecise address and a missing delivery time without calling the server', async () => {
    const run = await play([
      { type: 'xstate.init' },
      {
        type: 'SUBMIT_DETAILS',
        form: { ...validForm, deliveryTime: '', address: { ...validForm.address, address: 'СБД' } },
      },
    ]);
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      address: { code: 'ADDRESS_NOT_PRECISE' },
      deliveryTime: { code: 'DELIVERY_TIME_REQUIRED' },
    });
    expect(run.calls.filter((call) => call.src === 'saveDetails')).toHaveLength(0);
    run.actor.stop();
  });
});
