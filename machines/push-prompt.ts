import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The push prompt (spec §4): offered 10 s after arrival to visitors who are neither subscribed nor
 * opted out, and only where the browser can take Web Push at all.
 *
 * - Accepting runs `subscribe` (host: permission, service worker, push subscription, link_device).
 *   Success is remembered as subscribed; any failure (a denied permission, a push service or
 *   server error) leaves a clean opted-out state, remembered, so the visitor is not asked again.
 * - Declining is remembered as an opt-out.
 * - The delay is the named `promptDelay`, so tests drive it with a simulated clock.
 * - Never over a checkout, login or payment screen (issue #19.6: it covered the checkout and hid a
 *   card error): the host says which screen is open (`quietPage`, then `PAGE_CHANGED`); a prompt
 *   due there waits, hidden, until the visitor leaves it.
 */

export interface PushPromptInput {
  /** What the visitor chose earlier, if anything. */
  remembered: 'subscribed' | 'opted-out' | undefined;
  /** Service worker, PushManager and Notification exist in this browser. */
  supported: boolean;
  /** The screen open on arrival is one the prompt must not cover (checkout, login, payment). */
  quietPage?: boolean;
}

export interface PushPromptContext {
  remembered: PushPromptInput['remembered'];
  supported: boolean;
  /** The screen open now is one the prompt must not cover. */
  quietPage: boolean;
  /** Why the last subscription attempt failed, for the log; cleared by a new attempt. */
  error: unknown;
}

export type PushPromptEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  /** The visitor moved to another screen; `quiet`: one the prompt must not cover. */
  | { type: 'PAGE_CHANGED'; quiet: boolean };

export type PushPromptTag = 'visible' | 'busy';

/** Spec §9: the prompt appears 10 s after arrival. */
export const PUSH_PROMPT_DELAY_MS = 10_000;

export const pushPromptMachine = setup({
  types: {
    context: {} as PushPromptContext,
    events: {} as PushPromptEvent,
    input: {} as PushPromptInput,
    tags: {} as PushPromptTag,
  },
  actors: {
    subscribe: fromPromise<void>(() => Promise.reject(new Error('push-prompt: provide the subscribe actor'))),
  },
  actions: {
    // The host stores the choice (localStorage); the machine only says which and when.
    rememberSubscribed: () => {},
    rememberOptOut: () => {},
    recordFailure: assign((_, params: { error: unknown }) => ({ error: params.error })),
    notePage: assign(({ event }) => (event.type === 'PAGE_CHANGED' ? { quietPage: event.quiet } : {})),
  },
  guards: {
    alreadyDecided: ({ context }) => context.remembered !== undefined,
    unsupported: ({ context }) => !context.supported,
    onQuietPage: ({ context }) => context.quietPage,
    toQuietPage: ({ event }) => event.type === 'PAGE_CHANGED' && event.quiet,
  },
  delays: {
    promptDelay: PUSH_PROMPT_DELAY_MS,
  },
}).createMachine({
  id: 'pushPrompt',
  context: ({ input }) => ({
    remembered: input.remembered,
    supported: input.supported,
    quietPage: input.quietPage ?? false,
    error: undefined,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Asks nobody who already chose, or whose browser cannot take Web Push.',
      always: [
        { guard: 'alreadyDecided', target: 'settled' },
        { guard: 'unsupported', target: 'settled' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      on: { PAGE_CHANGED: { actions: 'notePage' } },
      after: { promptDelay: [{ guard: 'onQuietPage', target: 'held' }, { target: 'prompting' }] },
    },
    held: {
      description:
        'Due, but a checkout, login or payment screen is open: nothing covers it until the visitor leaves.',
      on: {
        PAGE_CHANGED: [
          { guard: 'toQuietPage', actions: 'notePage' },
          { target: 'prompting', actions: 'notePage' },
        ],
      },
    },
    prompting: {
      tags: ['visible'],
      on: {
        ACCEPT: 'subscribing',
        DECLINE: { target: 'optedOut', actions: 'rememberOptOut' },
        PAGE_CHANGED: [
          { guard: 'toQuietPage', target: 'held', actions: 'notePage' },
          { actions: 'notePage' },
        ],
      },
    },
    subscribing: {
      tags: ['visible', 'busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        onDone: { target: 'subscribed', actions: 'rememberSubscribed' },
        onError: {
          target: 'optedOut',
          actions: [
            { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
            'rememberOptOut',
          ],
        },
      },
    },
    subscribed: { type: 'final' },
    optedOut: { type: 'final' },
    settled: {
      description: 'Nothing to ask: the earlier choice stands.',
      type: 'final',
    },
  },
});

export type PushPromptSnapshot = SnapshotFrom<typeof pushPromptMachine>;

export const selectIsPromptVisible = (snapshot: PushPromptSnapshot) => snapshot.hasTag('visible');
export const selectIsSubscribing = (snapshot: PushPromptSnapshot) => snapshot.hasTag('busy');
