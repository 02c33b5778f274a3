import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * "Send by e-mail" on one coupon: idle → sending → sent (to the address the server names) or failed
 * (no confirmed e-mail, too many sends). It can be sent again from either; a second click while one
 * is on its way is ignored.
 *
 * The call is the injected `send` actor; it resolves with the address and rejects with the code.
 */

export interface CouponEmailContext {
  sentTo: string | null;
  failure: string | null;
}

export type CouponEmailEvent = { type: 'SEND' };

export const couponEmailMachine = setup({
  types: {
    context: {} as CouponEmailContext,
    events: {} as CouponEmailEvent,
    tags: {} as 'busy',
  },
  actors: {
    send: fromPromise<string, void>(() => Promise.reject(new Error('coupon-email: provide the send actor'))),
  },
  actions: {
    showSent: assign((_, params: { sentTo: string }) => ({ sentTo: params.sentTo, failure: null })),
    showFailure: assign((_, params: { error: unknown }) => ({
      sentTo: null,
      failure: typeof params.error === 'string' ? params.error : 'INTERNAL',
    })),
  },
}).createMachine({
  id: 'couponEmail',
  context: { sentTo: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { SEND: 'sending' } },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'send',
        onDone: {
          target: 'sent',
          actions: { type: 'showSent', params: ({ event }) => ({ sentTo: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: { on: { SEND: 'sending' } },
    failed: { on: { SEND: 'sending' } },
  },
});

export type CouponEmailSnapshot = SnapshotFrom<typeof couponEmailMachine>;
export const selectIsSending = (snapshot: CouponEmailSnapshot) => snapshot.hasTag('busy');
