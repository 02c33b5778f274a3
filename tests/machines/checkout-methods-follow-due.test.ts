import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import {
  cart,
  cartOrder,
  done,
  failed,
  lease,
  paymentOptionsFor,
  savedCards,
} from '../paths/models/checkout.model.ts';
import { type CheckoutRun, member, pendingCalls, play, toMethods } from './support/checkout-play.ts';

/**
 * The payment methods follow the amount due (issue #5, spec §9 minimums): every adjustment the
 * server takes asks for the methods again, a chosen method the new list no longer takes is let go
 * with a note, and a lease quote for the old amount is dropped. Real actor, test server answers.
 */
const step = (run: CheckoutRun) =>
  (run.actor.getSnapshot().value as { payment: { step: string } }).payment.step;

/** Each adjustment, its server answer (the order with the new amount due), and its actor. */
const adjustments: Array<[string, AnyEventObject, string]> = [
  ['a coupon', { type: 'APPLY_COUPON', code: '2024' }, 'applyCoupon'],
  ['a coupon from a link', { type: 'APPLY_COUPON', code: 'SPRING10', quiet: true }, 'applyCouponQuietly'],
  ['a gift card', { type: 'APPLY_GIFT_CARD', number: 'GC-0001' }, 'applyGiftCard'],
  ['wallet credit', { type: 'APPLY_STORE_CREDIT', amount: 10_000 }, 'applyStoreCredit'],
  ['loyalty points', { type: 'APPLY_LOYALTY', points: 1_000 }, 'applyLoyalty'],
  ['a removal', { type: 'REMOVE_ADJUSTMENT', kind: 'COUPON', code: '2024' }, 'removeAdjustment'],
];

describe('checkout machine: the methods follow the amount due', () => {
  it.each(adjustments)(
    '%s the server took asks for the methods again, busy meanwhile',
    async (_, event, src) => {
      const run = await play([...toMethods, { type: 'SELECT_METHOD', code: 'lease' }, event], member);
      await run.dispatch(done(src, cartOrder(115_000)));
      expect(step(run)).toBe('loadingMethods');
      // The balances beside the step are asked again too (tests/machines/checkout-balances.test.ts).
      expect(run.calls.filter((call) => call.src !== 'loadBalances').at(-1)).toMatchObject({
        src: 'loadPaymentOptions',
        input: { orderNumber: 'R100000001' },
      });
      expect(run.actor.getSnapshot().hasTag('busy')).toBe(true);
      // One server call at a time: another adjustment, a lease quote or placing waits for the list.
      for (const next of [
        { type: 'APPLY_GIFT_CARD', number: 'GC-0002' },
        { type: 'QUOTE_LEASE', months: 6, downPayment: null },
        { type: 'PLACE', key: 'k-1' },
      ]) {
        await run.dispatch(next);
      }
      expect(pendingCalls(run)).toEqual(['loadBalances', 'loadPaymentOptions', 'loadSavedCards']);
      expect(step(run)).toBe('loadingMethods');

      // 115,000 ₮ is under the lease's 120,000 ₮ minimum: the choice is let go, saying why.
      await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(115_000)));
      const { context } = run.actor.getSnapshot();
      expect(step(run)).toBe('choosing');
      expect(context).toMatchObject({ method: null, bank: null, savedCardId: null });
      expect(context.fieldProblems).toEqual({
        method: { code: 'METHOD_WITHDRAWN_BELOW_MINIMUM', values: { method: 'lease', min: 120_000 } },
      });
      expect(context.paymentOptions).toContainEqual(
        expect.objectContaining({ code: 'lease', available: false }),
      );
      run.actor.stop();
    },
  );

  it('placing after the note asks for a method and calls nothing; a method still taken places', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'lease' },
      { type: 'APPLY_COUPON', code: '2024' },
      done('applyCoupon', cartOrder(115_000)),
      done('loadPaymentOptions', paymentOptionsFor(115_000)),
      { type: 'PLACE', key: 'k-1' },
    ]);
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      method: { code: 'PAYMENT_METHOD_REQUIRED' },
    });
    expect(run.calls.some((call) => call.src === 'placeOrder')).toBe(false);
    // The withdrawn method cannot be chosen again while the amount stays under its minimum.
    await run.dispatch({ type: 'SELECT_METHOD', code: 'lease' });
    expect(run.actor.getSnapshot().context.method).toBeNull();
    await run.dispatch({ type: 'SELECT_METHOD', code: 'qpay' });
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    expect(run.calls.at(-1)).toMatchObject({ src: 'placeOrder', input: { method: 'qpay' } });
    run.actor.stop();
  });

  it('a method the amount still reaches stays chosen, with no note', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'qpay' },
      { type: 'APPLY_STORE_CREDIT', amount: 10_000 },
      done('applyStoreCredit', cartOrder(115_000)),
      done('loadPaymentOptions', paymentOptionsFor(115_000)),
    ]);
    const { context } = run.actor.getSnapshot();
    expect(context.method).toBe('qpay');
    expect(context.fieldProblems).toEqual({});
    run.actor.stop();
  });

  it('a method chosen while the list reloads is judged by the new list', async () => {
    // Nothing to pay after the wallet: every method is taken, the store-pay app too.
    const run = await play([
      ...toMethods,
      { type: 'APPLY_STORE_CREDIT', amount: 125_000 },
      done('applyStoreCredit', cartOrder(0)),
      done('loadPaymentOptions', paymentOptionsFor(0)),
      { type: 'SELECT_METHOD', code: 'storepay' },
      { type: 'REMOVE_ADJUSTMENT', kind: 'STORE_CREDIT', code: 'wallet' },
      done('removeAdjustment', cart),
    ]);
    expect(run.actor.getSnapshot().context.method).toBe('storepay');
    await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(125_000)));
    expect(run.actor.getSnapshot().context).toMatchObject({
      method: null,
      fieldProblems: {
        method: { code: 'METHOD_WITHDRAWN_BELOW_MINIMUM', values: { method: 'storepay', min: 1_000_000 } },
      },
    });
    run.actor.stop();
  });

  it('a saved card the new list leaves out is let go, named as the old list named it', async () => {
    const run = await play(
      [
        ...toMethods,
        done('loadSavedCards', savedCards),
        { type: 'SELECT_SAVED_CARD', cardId: 'card_2' },
        { type: 'APPLY_LOYALTY', points: 1_000 },
        done('applyLoyalty', cartOrder(124_000)),
      ],
      member,
    );
    const withoutCards = paymentOptionsFor(124_000).filter((option) => option.code !== 'saved_card');
    await run.dispatch(done('loadPaymentOptions', withoutCards));
    const { context } = run.actor.getSnapshot();
    expect(context).toMatchObject({ method: null, savedCardId: null, savedCards });
    expect(context.fieldProblems).toEqual({
      method: { code: 'METHOD_WITHDRAWN', values: { method: 'saved_card' } },
    });
    run.actor.stop();
  });

  it("the cards' failure and the note stand side by side, whichever lands first", async () => {
    const run = await play(
      [
        ...toMethods,
        { type: 'SELECT_METHOD', code: 'lease' },
        { type: 'APPLY_GIFT_CARD', number: 'GC-0001' },
        done('applyGiftCard', cartOrder(105_000)),
        failed('loadSavedCards', 'NETWORK'),
        done('loadPaymentOptions', paymentOptionsFor(105_000)),
      ],
      member,
    );
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      savedCards: { code: 'NETWORK' },
      method: { code: 'METHOD_WITHDRAWN_BELOW_MINIMUM', values: { method: 'lease', min: 120_000 } },
    });
    run.actor.stop();
  });

  it('a lease quote for the old amount is dropped; the next quote is for the new amount', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'lease' },
      { type: 'QUOTE_LEASE', months: 6, downPayment: 37_500 },
      done('quoteLease', lease),
      { type: 'APPLY_LOYALTY', points: 1_000 },
      done('applyLoyalty', cartOrder(124_000)),
      done('loadPaymentOptions', paymentOptionsFor(124_000)),
    ]);
    // 124,000 ₮ still reaches the lease's minimum: the method stays, its quote does not.
    expect(run.actor.getSnapshot().context).toMatchObject({
      method: 'lease',
      lease: null,
      fieldProblems: {},
    });
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      method: { code: 'LEASE_QUOTE_REQUIRED' },
    });
    await run.dispatch({ type: 'QUOTE_LEASE', months: 6, downPayment: null });
    expect(run.calls.at(-1)).toMatchObject({ src: 'quoteLease', input: { amount: 124_000 } });
    run.actor.stop();
  });

  it('a quote for the amount due now outlives a reload that changes nothing', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'lease' },
      { type: 'QUOTE_LEASE', months: 6, downPayment: 37_500 },
      done('quoteLease', lease),
      { type: 'APPLY_GIFT_CARD', number: 'GC-0001' },
      failed('applyGiftCard', 'GIFT_CARD_INVALID'),
      { type: 'REMOVE_ADJUSTMENT', kind: 'GIFT_CARD', code: 'GC-0009' },
      done('removeAdjustment', cart),
      done('loadPaymentOptions', paymentOptionsFor(125_000)),
    ]);
    expect(run.actor.getSnapshot().context.lease).toEqual(lease);
    run.actor.stop();
  });

  it('a list that fails to reload offers a retry; the retried list decides the choice', async () => {
    const run = await play([
      ...toMethods,
      { type: 'SELECT_METHOD', code: 'lease' },
      { type: 'APPLY_COUPON', code: '2024' },
      done('applyCoupon', cartOrder(115_000)),
      failed('loadPaymentOptions', 'NETWORK'),
    ]);
    let snapshot = run.actor.getSnapshot();
    expect(step(run)).toBe('unavailable');
    expect(snapshot.context.problem).toEqual({ code: 'NETWORK' });
    expect(snapshot.context.order?.amountDue).toBe(115_000);
    // No placing from a list that could not be asked for.
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    expect(run.calls.some((call) => call.src === 'placeOrder')).toBe(false);
    await run.dispatch({ type: 'RETRY' });
    await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(115_000)));
    snapshot = run.actor.getSnapshot();
    expect(snapshot.context.method).toBeNull();
    expect(snapshot.context.fieldProblems.method?.code).toBe('METHOD_WITHDRAWN_BELOW_MINIMUM');
    run.actor.stop();
  });
});
