import { describe, expect, it } from 'vitest';
import { balances, cartOrder, done, failed } from '../paths/models/checkout.model.ts';
import { guest, member, pendingCalls, play, toMethods } from './support/checkout-play.ts';

/**
 * A member's wallet balance and loyalty points beside their fields (spec §9 caps): the checkout
 * machine asks for them as the payment step opens and again whenever the order's adjustments change,
 * keeps them in its context, and shows nothing after a failed lookup. Real actor, test server answers.
 */
const balancesState = (run: Awaited<ReturnType<typeof play>>) =>
  (run.actor.getSnapshot().value as { payment: { balances: string } }).payment.balances;

const spent = { wallet: { balance: 40_000, usableOnCart: 0, minimumUse: 500 }, loyaltyPoints: 200 };

describe('checkout machine: wallet and loyalty balances beside the payment step', () => {
  it("asks for a member's balances as the step opens, without blocking it, and keeps them", async () => {
    const run = await play(toMethods, member);
    expect(balancesState(run)).toBe('asking');
    expect(pendingCalls(run)).toContain('loadBalances');
    expect(run.actor.getSnapshot().hasTag('busy')).toBe(false);

    await run.dispatch(done('loadBalances', balances));
    expect(balancesState(run)).toBe('shown');
    expect(run.actor.getSnapshot().context).toMatchObject({
      wallet: balances.wallet,
      loyaltyPoints: 1_200,
    });
  });

  it('a failed lookup leaves both unknown (null): nothing is shown rather than a wrong number', async () => {
    const run = await play(toMethods, member);
    await run.dispatch(done('loadBalances', balances));
    // Asked again after a coupon, and this time the lookup fails: the old numbers go too.
    await run.dispatch({ type: 'APPLY_COUPON', code: '2024' });
    await run.dispatch(done('applyCoupon', cartOrder(115_000)));
    await run.dispatch(failed('loadBalances', 'NETWORK'));
    expect(balancesState(run)).toBe('shown');
    expect(run.actor.getSnapshot().context).toMatchObject({ wallet: null, loyaltyPoints: null });
    expect(run.actor.getSnapshot().context.problem).toBeNull();
    expect(run.actor.getSnapshot().context.fieldProblems).toEqual({});
  });

  it('asks again when the adjustments change, keeping the last numbers meanwhile', async () => {
    const run = await play(toMethods, member);
    await run.dispatch(done('loadBalances', balances));
    const asked = () => run.calls.filter((call) => call.src === 'loadBalances').length;
    expect(asked()).toBe(1);

    await run.dispatch({ type: 'APPLY_STORE_CREDIT', amount: 40_000 });
    expect(asked()).toBe(1);
    await run.dispatch(done('applyStoreCredit', cartOrder(85_000)));
    expect(asked()).toBe(2);
    expect(balancesState(run)).toBe('asking');
    expect(run.actor.getSnapshot().context.wallet).toEqual(balances.wallet);

    await run.dispatch(done('loadBalances', spent));
    expect(run.actor.getSnapshot().context).toMatchObject({ wallet: spent.wallet, loyaltyPoints: 200 });
  });

  it('an answer for the old adjustments is dropped: the lookup is asked again for the new ones', async () => {
    const run = await play(toMethods, member);
    await run.dispatch({ type: 'APPLY_COUPON', code: '2024' });
    await run.dispatch(done('applyCoupon', cartOrder(115_000)));
    // The first lookup was cancelled when the total changed; only the new one waits.
    expect(run.calls.filter((call) => call.src === 'loadBalances')).toHaveLength(2);
    expect(pendingCalls(run).filter((src) => src === 'loadBalances')).toHaveLength(1);
    expect(run.actor.getSnapshot().context.balancesAskedAt).toBe(10_000);
  });

  it('an answer that changes nothing in the adjustments does not ask again', async () => {
    const run = await play(toMethods, member);
    await run.dispatch(done('loadBalances', balances));
    await run.dispatch({ type: 'QUOTE_LEASE', months: 6, downPayment: null });
    expect(run.calls.filter((call) => call.src === 'loadBalances')).toHaveLength(1);
  });

  it('a guest is never asked', async () => {
    const run = await play(toMethods, guest);
    expect(balancesState(run)).toBe('notOffered');
    expect(run.calls.some((call) => call.src === 'loadBalances')).toBe(false);
    expect(run.actor.getSnapshot().context).toMatchObject({ wallet: null, loyaltyPoints: null });
  });
});
