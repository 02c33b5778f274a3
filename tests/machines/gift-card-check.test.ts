import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { couponEmailMachine } from '../../machines/coupon-email.ts';
import {
  type GiftCardBalance,
  giftCardCheckMachine,
  selectCanCheck,
  selectIsChecking,
} from '../../machines/gift-card-check.ts';

const card: GiftCardBalance = {
  last4: '0004',
  balance: 20_000,
  minOrder: 20_000,
  maxSharePercent: 100,
  expiresAt: '2027-06-15T09:00:00.000Z',
  expired: false,
};

/** A check whose answer the test decides: a known number shows the card, any other is refused. */
function checker(known = '6011000000000004') {
  const asked: string[] = [];
  const machine = giftCardCheckMachine.provide({
    actors: {
      checkGiftCard: fromPromise<GiftCardBalance, { number: string }>(async ({ input }) => {
        asked.push(input.number);
        if (input.number.replace(/\s/g, '') === known) return card;
        throw 'GIFT_CARD_INVALID';
      }),
    },
  });
  return { actor: createActor(machine).start(), asked };
}

describe('gift-card check machine', () => {
  it('does not check an empty number', () => {
    const { actor, asked } = checker();
    expect(selectCanCheck(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'CHECK' });
    actor.send({ type: 'EDIT', number: '  - ' });
    actor.send({ type: 'CHECK' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(asked).toEqual([]);
  });

  it('editing → checking → shown, with the card', async () => {
    const { actor } = checker();
    actor.send({ type: 'EDIT', number: '6011 0000 0000 0004' });
    actor.send({ type: 'CHECK' });
    expect(selectIsChecking(actor.getSnapshot())).toBe(true);
    const shown = await waitFor(actor, (snapshot) => snapshot.matches('shown'));
    expect(shown.context).toMatchObject({ card, failure: null });
  });

  it('editing → checking → failed with the code; an edit hides it, a new check tries again', async () => {
    const { actor, asked } = checker();
    actor.send({ type: 'EDIT', number: '6011000000000038' });
    actor.send({ type: 'CHECK' });
    // a second click while checking is not a second call
    actor.send({ type: 'CHECK' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context).toMatchObject({ card: null, failure: 'GIFT_CARD_INVALID' });
    expect(asked).toEqual(['6011000000000038']);

    actor.send({ type: 'EDIT', number: '6011000000000004' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'CHECK' });
    await waitFor(actor, (snapshot) => snapshot.matches('shown'));
  });

  it('an unexplained failure reads as INTERNAL', async () => {
    const machine = giftCardCheckMachine.provide({
      actors: { checkGiftCard: fromPromise(() => Promise.reject(new Error('socket hang up'))) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'EDIT', number: '1' });
    actor.send({ type: 'CHECK' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.failure).toBe('INTERNAL');
  });
});

describe('coupon e-mail machine', () => {
  it('sends, shows where, fails with the code, and sends again', async () => {
    let answers: Array<string | Error> = ['EMAIL_NOT_CONFIRMED', 'me@example.mn'];
    const machine = couponEmailMachine.provide({
      actors: {
        send: fromPromise<string, void>(async () => {
          const [next, ...rest] = answers;
          answers = rest;
          if (next === 'EMAIL_NOT_CONFIRMED') throw next;
          return next as string;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SEND' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context).toEqual({ sentTo: null, failure: 'EMAIL_NOT_CONFIRMED' });
    actor.send({ type: 'SEND' });
    const sent = await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(sent.context).toEqual({ sentTo: 'me@example.mn', failure: null });
  });
});
