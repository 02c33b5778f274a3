import { describe, expect, it } from 'vitest';
import {
  cart,
  cartOrder,
  done,
  failed,
  paymentOptions,
  paymentOptionsFor,
  savedCards,
  validForm,
} from '../paths/models/checkout.model.ts';
import { member, pendingCalls, play, shipping, toMethods } from './support/checkout-play.ts';

/**
 * A member's saved cards load beside the payment step (issue #5): nothing the shopper does while
 * the list is on its way waits for it or is lost to it, and the list lands whenever it arrives.
 * Each story runs a real actor with test server answers (tests/machines/support/checkout-play.ts).
 */
describe('checkout machine: saved cards load beside the payment step', () => {
  it('asks for the cards as the step opens, without blocking it', async () => {
    const run = await play(toMethods.slice(0, -1), member);
    // Both lists are asked for at once; only the methods hold the step.
    expect(pendingCalls(run)).toEqual(['loadBalances', 'loadPaymentOptions', 'loadSavedCards']);
    await run.dispatch(done('loadPaymentOptions', paymentOptions));
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ payment: { step: 'choosing', savedCards: 'loading' } })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    run.actor.stop();
  });

  it('a coupon entered while the cards load is applied, and the cards arrive later', async () => {
    const run = await play([...toMethods, { type: 'APPLY_COUPON', code: '2024' }], member);
    expect(run.actor.getSnapshot().matches({ payment: { step: 'applyingCoupon' } })).toBe(true);
    expect(run.calls.at(-1)).toMatchObject({ src: 'applyCoupon', input: { code: '2024' } });
    await run.dispatch(done('applyCoupon', cartOrder(115_000)));
    let snapshot = run.actor.getSnapshot();
    expect(snapshot.context.order?.amountDue).toBe(115_000);
    expect(snapshot.context.savedCards).toEqual([]);
    // The methods are asked for again for the new amount; the cards are still on their way.
    expect(snapshot.matches({ payment: { step: 'loadingMethods', savedCards: 'loading' } })).toBe(true);
    expect(pendingCalls(run)).toEqual(['loadBalances', 'loadPaymentOptions', 'loadSavedCards']);
    await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(115_000)));
    snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ payment: { step: 'choosing', savedCards: 'loading' } })).toBe(true);

    await run.dispatch(done('loadSavedCards', savedCards));
    snapshot = run.actor.getSnapshot();
    expect(snapshot.context.savedCards).toEqual(savedCards);
    expect(snapshot.context.order?.amountDue).toBe(115_000);
    expect(snapshot.matches({ payment: { step: 'choosing', savedCards: 'listed' } })).toBe(true);
    run.actor.stop();
  });

  it('cards arriving while a coupon is with the server change neither call', async () => {
    const run = await play(
      [...toMethods, { type: 'APPLY_COUPON', code: '2024' }, done('loadSavedCards', savedCards)],
      member,
    );
    let snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ payment: { step: 'applyingCoupon', savedCards: 'listed' } })).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    await run.dispatch(failed('applyCoupon', 'COUPON_NOT_FOUND'));
    snapshot = run.actor.getSnapshot();
    expect(snapshot.context.savedCards).toEqual(savedCards);
    expect(snapshot.context.fieldProblems).toEqual({ coupon: { code: 'COUPON_NOT_FOUND' } });
    run.actor.stop();
  });

  it("a list that fails later joins the coupon's message instead of replacing it", async () => {
    const run = await play(
      [
        ...toMethods,
        { type: 'APPLY_COUPON', code: '2024' },
        failed('applyCoupon', 'COUPON_EXPIRED'),
        failed('loadSavedCards', 'NETWORK'),
      ],
      member,
    );
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.context.fieldProblems).toEqual({
      coupon: { code: 'COUPON_EXPIRED' },
      savedCards: { code: 'NETWORK' },
    });
    expect(snapshot.matches({ payment: { step: 'choosing', savedCards: 'failed' } })).toBe(true);
    run.actor.stop();
  });

  it('a method chosen while an adjustment is with the server sticks', async () => {
    const run = await play(
      [
        ...toMethods,
        done('loadSavedCards', savedCards),
        { type: 'APPLY_GIFT_CARD', number: 'GC-0001' },
        { type: 'SELECT_METHOD', code: 'qpay' },
      ],
      member,
    );
    expect(run.actor.getSnapshot().context.method).toBe('qpay');
    await run.dispatch({ type: 'SELECT_SAVED_CARD', cardId: 'card_2' });
    await run.dispatch(done('applyGiftCard', cartOrder(105_000)));
    let { context } = run.actor.getSnapshot();
    expect(context).toMatchObject({ method: 'saved_card', savedCardId: 'card_2' });
    expect(context.order?.amountDue).toBe(105_000);
    // The methods for 105,000 ₮ still take a saved card: the choice outlives the reload too.
    await run.dispatch(done('loadPaymentOptions', paymentOptionsFor(105_000)));
    ({ context } = run.actor.getSnapshot());
    expect(context).toMatchObject({ method: 'saved_card', savedCardId: 'card_2', fieldProblems: {} });
    run.actor.stop();
  });

  it('going back and on asks for the list again and offers no stale one meanwhile', async () => {
    const run = await play(
      [
        ...toMethods,
        done('loadSavedCards', savedCards),
        { type: 'BACK' },
        { type: 'SUBMIT_DETAILS', form: validForm },
        done('saveDetails', cart),
        done('loadShippingOptions', shipping),
        { type: 'CHOOSE_SHIPPING', code: 'standard' },
        done('chooseShipping', cart),
      ],
      member,
    );
    expect(run.calls.filter((call) => call.src === 'loadSavedCards')).toHaveLength(2);
    expect(run.actor.getSnapshot().context.savedCards).toEqual([]);
    await run.dispatch(done('loadSavedCards', savedCards.slice(1)));
    expect(run.actor.getSnapshot().context.savedCards).toEqual(savedCards.slice(1));
    run.actor.stop();
  });

  it('placing before the list arrives stops asking for it', async () => {
    const run = await play(
      [...toMethods, { type: 'SELECT_METHOD', code: 'bank_transfer' }, { type: 'PLACE', key: 'k-1' }],
      member,
    );
    expect(run.actor.getSnapshot().matches('placing')).toBe(true);
    expect(pendingCalls(run)).toEqual(['placeOrder']);
    run.actor.stop();
  });
});
