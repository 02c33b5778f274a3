import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The gift-card balance check (spec §8 "Gift card number incorrect"): the shopper types a number,
 * checks it, and sees the card's balance or why it was refused; editing the number again hides the
 * last answer, so an answer never stands beside a number it was not given for.
 *
 * The call is the injected `checkGiftCard` actor (`.provide()`); it rejects with the error's code
 * (`GIFT_CARD_INVALID`, `RATE_LIMITED`), anything else reads as `INTERNAL`.
 */

export interface GiftCardBalance {
  last4: string;
  balance: number;
  minOrder: number;
  maxSharePercent: number;
  expiresAt: string;
  expired: boolean;
}

export interface GiftCardCheckContext {
  number: string;
  card: GiftCardBalance | null;
  failure: string | null;
}

export type GiftCardCheckEvent = { type: 'EDIT'; number: string } | { type: 'CHECK' };

export type GiftCardCheckTag = 'busy';

/** Something to check: at least one digit once spaces and dashes (as printed) are dropped. */
export const hasNumber = (number: string) => /\d/.test(number) && number.replace(/[\s-]/g, '').length > 0;

export const giftCardCheckMachine = setup({
  types: {
    context: {} as GiftCardCheckContext,
    events: {} as GiftCardCheckEvent,
    tags: {} as GiftCardCheckTag,
  },
  actors: {
    checkGiftCard: fromPromise<GiftCardBalance, { number: string }>(() =>
      Promise.reject(new Error('gift-card-check: provide the checkGiftCard actor')),
    ),
  },
  actions: {
    keepNumber: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { number: event.number, card: null, failure: null };
    }),
    showCard: assign((_, params: { card: GiftCardBalance }) => ({ card: params.card, failure: null })),
    showFailure: assign((_, params: { error: unknown }) => ({
      card: null,
      failure: typeof params.error === 'string' ? params.error : 'INTERNAL',
    })),
  },
  guards: {
    hasNumber: ({ context }) => hasNumber(context.number),
  },
}).createMachine({
  id: 'giftCardCheck',
  context: { number: '', card: null, failure: null },
  initial: 'editing',
  on: {
    EDIT: { target: '.editing', actions: 'keepNumber' },
  },
  states: {
    editing: {
      description: 'The shopper types the number; CHECK needs something to check.',
      on: { CHECK: { guard: 'hasNumber', target: 'checking' } },
    },
    checking: {
      description: 'The number is with the server; another CHECK or an edit waits for the answer.',
      tags: ['busy'],
      on: { EDIT: {} },
      invoke: {
        src: 'checkGiftCard',
        input: ({ context }) => ({ number: context.number }),
        onDone: {
          target: 'shown',
          actions: { type: 'showCard', params: ({ event }) => ({ card: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shown: {
      description: "The card's balance, expiry and minimum order.",
      on: { CHECK: { guard: 'hasNumber', target: 'checking' } },
    },
    failed: {
      description: 'Why the number was refused (wrong number, too many tries); CHECK tries again.',
      on: { CHECK: { guard: 'hasNumber', target: 'checking' } },
    },
  },
});

export type GiftCardCheckSnapshot = SnapshotFrom<typeof giftCardCheckMachine>;

export const selectIsChecking = (snapshot: GiftCardCheckSnapshot) => snapshot.hasTag('busy');
export const selectCanCheck = (snapshot: GiftCardCheckSnapshot) =>
  !snapshot.hasTag('busy') && snapshot.can({ type: 'CHECK' });
