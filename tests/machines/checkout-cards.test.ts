import { describe, expect, it } from 'vitest';
import {
  cart,
  done,
  failed,
  paymentOptions,
  payments,
  placed,
  savedCards,
} from '../paths/models/checkout.model.ts';
import { member, play, toMethods } from './support/checkout-play.ts';

/**
 * Saved cards and the store-pay app in the checkout machine (issue #5): a member's cards are
 * loaded, chosen and removed through named states and actors; the store-pay app is paid with its
 * tokens. Each story runs a real actor with test server answers (tests/machines/support/checkout-play.ts).
 */
describe('checkout machine: saved cards', () => {
  it("loads a member's cards and places the order with the chosen one", async () => {
    const run = await play([...toMethods, done('loadSavedCards', savedCards)], member);
    expect(run.calls.map((call) => call.src)).toContain('loadSavedCards');
    expect(run.actor.getSnapshot().context.savedCards).toEqual(savedCards);
    await run.dispatch({ type: 'SELECT_SAVED_CARD', cardId: 'card_2' });
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    expect(run.calls.at(-1)).toMatchObject({
      src: 'placeOrder',
      input: { method: 'saved_card', savedCardId: 'card_2', bank: null, key: 'k-1' },
    });
    await run.dispatch(done('placeOrder', { order: placed(), payment: payments.saved_card }));
    expect(run.actor.getSnapshot().matches({ confirmation: 'paid' })).toBe(true);
    run.actor.stop();
  });

  it('a guest gets no saved cards: nothing is loaded and a card id is refused', async () => {
    // As the server answers a guest: saved cards need a login.
    const guestOptions = paymentOptions.map((option) =>
      option.kind === 'SAVED_CARD'
        ? { ...option, available: false, unavailableReason: 'LOGIN_REQUIRED' }
        : option,
    );
    const run = await play([...toMethods.slice(0, -1), done('loadPaymentOptions', guestOptions)], {
      order: cart,
    });
    expect(run.actor.getSnapshot().matches({ payment: { step: 'choosing' } })).toBe(true);
    expect(run.calls.some((call) => call.src === 'loadSavedCards')).toBe(false);
    await run.dispatch({ type: 'SELECT_SAVED_CARD', cardId: 'card_1' });
    const { context } = run.actor.getSnapshot();
    expect(context.method).toBeNull();
    expect(context.fieldProblems).toEqual({ method: { code: 'LOGIN_REQUIRED', values: { min: 0 } } });
    run.actor.stop();
  });

  it('removes a card only after the shopper confirms; a chosen card removed leaves no method', async () => {
    const run = await play(
      [
        ...toMethods,
        done('loadSavedCards', savedCards),
        { type: 'SELECT_SAVED_CARD', cardId: 'card_1' },
        { type: 'REMOVE_SAVED_CARD', cardId: 'card_1' },
      ],
      member,
    );
    expect(run.actor.getSnapshot().matches({ payment: { step: 'confirmingCardRemoval' } })).toBe(true);
    await run.dispatch({ type: 'CANCEL_REMOVE_CARD' });
    expect(run.calls.some((call) => call.src === 'removeSavedCard')).toBe(false);
    expect(run.actor.getSnapshot().context.cardToRemove).toBeNull();

    await run.dispatch({ type: 'REMOVE_SAVED_CARD', cardId: 'card_1' });
    await run.dispatch({ type: 'CONFIRM_REMOVE_CARD' });
    expect(run.calls.at(-1)).toMatchObject({ src: 'removeSavedCard', input: { cardId: 'card_1' } });
    await run.dispatch(done('removeSavedCard', true));
    const { context } = run.actor.getSnapshot();
    expect(context.savedCards.map((card: { id: string }) => card.id)).toEqual(['card_2']);
    expect(context.method).toBeNull();
    expect(context.savedCardId).toBeNull();
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      method: { code: 'PAYMENT_METHOD_REQUIRED' },
    });
    run.actor.stop();
  });

  it('a failed removal says so and keeps the card', async () => {
    const run = await play(
      [
        ...toMethods,
        done('loadSavedCards', savedCards),
        { type: 'REMOVE_SAVED_CARD', cardId: 'card_2' },
        { type: 'CONFIRM_REMOVE_CARD' },
        failed('removeSavedCard', 'CARD_NOT_FOUND'),
      ],
      member,
    );
    const snapshot = run.actor.getSnapshot();
    expect(snapshot.matches({ payment: { step: 'choosing' } })).toBe(true);
    expect(snapshot.context.savedCards).toEqual(savedCards);
    expect(snapshot.context.fieldProblems).toEqual({ savedCards: { code: 'CARD_NOT_FOUND' } });
    run.actor.stop();
  });

  it('cards that fail to load leave the other methods usable', async () => {
    const run = await play([...toMethods, failed('loadSavedCards', 'NETWORK')], member);
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({ savedCards: { code: 'NETWORK' } });
    await run.dispatch({ type: 'SELECT_METHOD', code: 'bank_transfer' });
    await run.dispatch({ type: 'PLACE', key: 'k-1' });
    expect(run.actor.getSnapshot().matches('placing')).toBe(true);
    run.actor.stop();
  });
});

describe('checkout machine: the store-pay app', () => {
  const storePay = { order: placed(), payment: payments.storepay };

  it('waits in the app step and is paid with the app tokens', async () => {
    const run = await play([{ type: 'xstate.init' }], storePay);
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'storePay' } })).toBe(true);
    await run.dispatch({ type: 'PAY_IN_APP', custtkn: ' sbx_cust_a1b2c3d4 ', txntkn: 'sbx_txn_a1b2c3d4e5' });
    expect(run.calls.at(-1)).toMatchObject({
      src: 'payInApp',
      input: { orderNumber: 'R100000001', custtkn: 'sbx_cust_a1b2c3d4', txntkn: 'sbx_txn_a1b2c3d4e5' },
    });
    await run.dispatch(done('payInApp', { ...payments.storepay, state: 'CAPTURED' }));
    expect(run.actor.getSnapshot().matches({ confirmation: 'paid' })).toBe(true);
    run.actor.stop();
  });

  it('refuses missing tokens without a call, shows a refusal, and retries the app after a decline', async () => {
    const run = await play(
      [{ type: 'xstate.init' }, { type: 'PAY_IN_APP', custtkn: '', txntkn: ' ' }],
      storePay,
    );
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({ storePay: { code: 'REQUIRED' } });
    expect(run.calls.some((call) => call.src === 'payInApp')).toBe(false);

    await run.dispatch({ type: 'PAY_IN_APP', custtkn: 'sbx_cust_a1b2c3d4', txntkn: 'sbx_txn_a1b2c3d4e5' });
    await run.dispatch(failed('payInApp', 'PAYMENT_NOT_PENDING'));
    expect(
      run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: { storePay: 'waiting' } } }),
    ).toBe(true);
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({
      storePay: { code: 'PAYMENT_NOT_PENDING' },
    });

    await run.dispatch({ type: 'PAY_IN_APP', custtkn: 'sbx_cust_a1b2c3d4', txntkn: 'sbx_txn_decline01' });
    await run.dispatch(
      done('payInApp', { ...payments.storepay, state: 'FAILED', failureCode: 'PAYMENT_DECLINED' }),
    );
    expect(run.actor.getSnapshot().matches({ confirmation: 'failed' })).toBe(true);
    await run.dispatch({ type: 'TRY_AGAIN', method: 'storepay', key: 't-1' });
    await run.dispatch(done('startPayment', { ...payments.storepay, id: 'pay-2' }));
    expect(run.actor.getSnapshot().matches({ confirmation: { awaitingPayment: 'storePay' } })).toBe(true);
    run.actor.stop();
  });
});
