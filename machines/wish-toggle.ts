import { assertEvent, assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The hearts (spec §5 "Wish toggle is debounced by 500 ms. If the variant is in the local wished ids
 * it is added on the server, otherwise removed"): the shopper's wished variant ids in the browser.
 *
 * - A TOGGLE flips the local state at once, so the heart changes under the finger.
 * - After 500 ms without a toggle, every variant whose local state differs from what the server
 *   last confirmed is sent, one `setWished` call at a time: ten fast clicks on one heart are at most
 *   one call, and an even number is none.
 * - Toggles while a call is out are kept; the quiet time starts again after it.
 * - A refused call puts that variant back as the server has it and keeps the error code for the
 *   host's toast (`error.<CODE>`); the others are still sent.
 * - A guest's toggle changes nothing: the machine says "login required" and remembers the variant,
 *   so the host can offer a login that comes back and wishes it (WISH).
 *
 * The host gives `loadWishedIds` and `setWished` (GraphQL) and `trackWishAdded` (analytics) with
 * `.provide()`. The actor is started only in the browser, so server HTML never shows a heart filled.
 */

export const WISH_QUIET_MS = 500;

export interface WishChange {
  variantId: string;
  wished: boolean;
}

export interface WishToggleContext {
  /** What the hearts show: the server's ids with the shopper's unsent toggles applied. */
  wished: readonly string[];
  /** The ids the server last confirmed (loaded, or answered by setWished). */
  confirmed: readonly string[];
  /** The call out now, for the inspector and for knowing which variant an answer is about. */
  sending: WishChange | null;
  /** The shopper toggled while a call was out: wait for quiet again before the next one. */
  toggledWhileSending: boolean;
  /** The last refused call, a new object each time so each is toasted. */
  error: { code: string; variantId: string } | null;
  /** The variant a guest tried to wish: the login link comes back to it. */
  loginRequiredFor: string | null;
}

export type WishToggleEvent =
  | { type: 'TOGGLE'; variantId: string }
  /** Make it wished (the wish a guest asked for before logging in); nothing if it already is. */
  | { type: 'WISH'; variantId: string }
  | { type: 'LOGGED_IN' }
  | { type: 'LOGGED_OUT' }
  /** The lists changed elsewhere (the wish list page removed, moved or bought wishes): ask again. */
  | { type: 'RELOAD' }
  | { type: 'DISMISS_LOGIN_REQUIRED' }
  | { type: 'DISMISS_ERROR' }
  /** Internal: the server added a wish (raised after its answer, for the analytics event). */
  | { type: 'WISH_SAVED'; variantId: string };

export type WishToggleTag = 'saving';

const errorCode = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'INTERNAL';

const flip = (ids: readonly string[], variantId: string) =>
  ids.includes(variantId) ? ids.filter((id) => id !== variantId) : [...ids, variantId];

const withWish = (ids: readonly string[], variantId: string, wished: boolean) =>
  wished ? (ids.includes(variantId) ? ids : [...ids, variantId]) : ids.filter((id) => id !== variantId);

/** The variants whose heart is not what the server has, in the order they were first wished. */
export function pendingChanges(context: Pick<WishToggleContext, 'wished' | 'confirmed'>): WishChange[] {
  const added = context.wished.filter((id) => !context.confirmed.includes(id));
  const removed = context.confirmed.filter((id) => !context.wished.includes(id));
  return [
    ...added.map((variantId) => ({ variantId, wished: true })),
    ...removed.map((variantId) => ({ variantId, wished: false })),
  ];
}

/**
 * The server's word (`serverIds`) with the shopper's unsent toggles kept on top: a variant still
 * pending (or `keep`, the one just sent) shows what the shopper chose, every other one what the
 * server says (another tab may have wished it).
 */
export function mergeServerIds(
  context: Pick<WishToggleContext, 'wished' | 'confirmed'>,
  serverIds: readonly string[],
  keep?: string,
): readonly string[] {
  const mine = new Map(pendingChanges(context).map((change) => [change.variantId, change.wished]));
  if (keep) mine.set(keep, context.wished.includes(keep));
  let wished: readonly string[] = serverIds.filter((id) => !mine.has(id));
  for (const [variantId, on] of mine) wished = withWish(wished, variantId, on);
  return wished;
}

/** The hearts once the server answered the call out with its ids. */
export function afterAnswer(context: WishToggleContext, serverIds: readonly string[]) {
  return {
    wished: mergeServerIds(context, serverIds, context.sending?.variantId),
    confirmed: serverIds,
  };
}

/** The hearts once the call out was refused: that variant back as the server has it. */
export function afterRefusal(context: WishToggleContext) {
  const variantId = context.sending?.variantId ?? '';
  return {
    wished: withWish(context.wished, variantId, context.confirmed.includes(variantId)),
    confirmed: context.confirmed,
  };
}

/** The hearts once the server's ids are loaded (toggles made meanwhile kept on top). */
export function afterLoad(context: WishToggleContext, serverIds: readonly string[]) {
  return { wished: mergeServerIds(context, serverIds), confirmed: serverIds };
}

const empty: WishToggleContext = {
  wished: [],
  confirmed: [],
  sending: null,
  toggledWhileSending: false,
  error: null,
  loginRequiredFor: null,
};

export const wishToggleMachine = setup({
  types: {
    context: {} as WishToggleContext,
    events: {} as WishToggleEvent,
    tags: {} as WishToggleTag,
  },
  actors: {
    loadWishedIds: fromPromise<readonly string[]>(() =>
      Promise.reject(new Error('wish-toggle: provide the loadWishedIds actor')),
    ),
    setWished: fromPromise<readonly string[], WishChange>(() =>
      Promise.reject(new Error('wish-toggle: provide the setWished actor')),
    ),
  },
  delays: { quietTime: WISH_QUIET_MS },
  actions: {
    flipHeart: assign(({ context, event }) => {
      assertEvent(event, 'TOGGLE');
      return { wished: flip(context.wished, event.variantId) };
    }),
    fillHeart: assign(({ context, event }) => {
      assertEvent(event, 'WISH');
      return { wished: withWish(context.wished, event.variantId, true) };
    }),
    noteToggleWhileSending: assign({ toggledWhileSending: true }),
    rememberLoginRequired: assign(({ event }) => {
      assertEvent(event, ['TOGGLE', 'WISH']);
      return { loginRequiredFor: event.variantId };
    }),
    forgetLoginRequired: assign({ loginRequiredFor: null }),
    acceptLoadedIds: assign(({ context }, params: { ids: readonly string[] }) =>
      afterLoad(context, params.ids),
    ),
    takeNextChange: assign(({ context }) => ({
      sending: pendingChanges(context)[0] ?? null,
      toggledWhileSending: false,
    })),
    /** The server took the change: its ids are the confirmed state; a heart it filled is announced. */
    acceptAnswer: enqueueActions(({ context, enqueue }, params: { ids: readonly string[] }) => {
      if (context.sending?.wished)
        enqueue.raise({ type: 'WISH_SAVED', variantId: context.sending.variantId });
      enqueue.assign({ ...afterAnswer(context, params.ids), sending: null });
    }),
    rollBack: assign(({ context }, params: { error: unknown }) => ({
      ...afterRefusal(context),
      sending: null,
      error: { code: errorCode(params.error), variantId: context.sending?.variantId ?? '' },
    })),
    clearError: assign({ error: null }),
    forgetWishes: assign(() => empty),
    /** Analytics `add_to_wishlist` once the server has the wish (the host's; a no-op here). */
    trackWishAdded: (_, _params: { variantId: string }) => {},
  },
  guards: {
    hasPendingChanges: ({ context }) => pendingChanges(context).length > 0,
    pendingAfterLoad: ({ context }, params: { ids: readonly string[] }) =>
      pendingChanges(afterLoad(context, params.ids)).length > 0,
    pendingAfterAnswer: ({ context }, params: { ids: readonly string[] }) =>
      pendingChanges(afterAnswer(context, params.ids)).length > 0,
    pendingAfterRefusal: ({ context }) => pendingChanges(afterRefusal(context)).length > 0,
    toggledWhileSending: ({ context }) => context.toggledWhileSending,
  },
}).createMachine({
  id: 'wishToggle',
  context: empty,
  initial: 'checkingSession',
  states: {
    /** In the browser until the session is known; during server rendering it never leaves here. */
    checkingSession: {
      on: {
        LOGGED_IN: 'member',
        LOGGED_OUT: 'guest',
      },
    },
    guest: {
      initial: 'idle',
      on: {
        LOGGED_IN: { target: 'member', actions: 'forgetLoginRequired' },
      },
      states: {
        idle: {
          on: {
            TOGGLE: { target: 'loginRequired', actions: 'rememberLoginRequired' },
            WISH: { target: 'loginRequired', actions: 'rememberLoginRequired' },
          },
        },
        /** The host shows "Login required" and a login link that comes back to this variant. */
        loginRequired: {
          on: {
            TOGGLE: { target: 'loginRequired', actions: 'rememberLoginRequired' },
            WISH: { target: 'loginRequired', actions: 'rememberLoginRequired' },
            DISMISS_LOGIN_REQUIRED: { target: 'idle', actions: 'forgetLoginRequired' },
          },
        },
      },
    },
    member: {
      initial: 'loadingWishes',
      on: {
        LOGGED_OUT: { target: 'guest', actions: 'forgetWishes' },
        // Unsent toggles are kept: the answer is merged under them as on the first load.
        RELOAD: { target: '.loadingWishes' },
        DISMISS_ERROR: { actions: 'clearError' },
        WISH_SAVED: {
          actions: { type: 'trackWishAdded', params: ({ event }) => ({ variantId: event.variantId }) },
        },
      },
      states: {
        /** Asking the server for the hearts; toggles meanwhile count and are sent after. */
        loadingWishes: {
          invoke: {
            id: 'loadWishedIds',
            src: 'loadWishedIds',
            onDone: [
              {
                guard: { type: 'pendingAfterLoad', params: ({ event }) => ({ ids: event.output }) },
                target: 'waitingForQuiet',
                actions: { type: 'acceptLoadedIds', params: ({ event }) => ({ ids: event.output }) },
              },
              {
                target: 'inSync',
                actions: { type: 'acceptLoadedIds', params: ({ event }) => ({ ids: event.output }) },
              },
            ],
            // No hearts is a page that still works; the toggles are sent as the shopper made them.
            onError: [{ guard: 'hasPendingChanges', target: 'waitingForQuiet' }, { target: 'inSync' }],
          },
          on: {
            TOGGLE: { actions: 'flipHeart' },
            WISH: { actions: 'fillHeart' },
          },
        },
        /** Every heart is as the server has it. */
        inSync: {
          on: {
            TOGGLE: { target: 'waitingForQuiet', actions: 'flipHeart' },
            WISH: { target: 'waitingForQuiet', actions: 'fillHeart' },
          },
        },
        /** Toggled: the changes go out after 500 ms without another toggle. */
        waitingForQuiet: {
          after: {
            quietTime: [{ guard: 'hasPendingChanges', target: 'sending' }, { target: 'inSync' }],
          },
          on: {
            // re-entered on every toggle, so the quiet time starts again
            TOGGLE: { target: 'waitingForQuiet', reenter: true, actions: 'flipHeart' },
            WISH: { target: 'waitingForQuiet', reenter: true, actions: 'fillHeart' },
          },
        },
        /** One variant's change is with the server (`sending`); the rest wait their turn. */
        sending: {
          tags: ['saving'],
          entry: 'takeNextChange',
          invoke: {
            id: 'setWished',
            src: 'setWished',
            input: ({ context }) => context.sending ?? { variantId: '', wished: false },
            onDone: [
              {
                guard: 'toggledWhileSending',
                target: 'waitingForQuiet',
                actions: { type: 'acceptAnswer', params: ({ event }) => ({ ids: event.output }) },
              },
              {
                guard: { type: 'pendingAfterAnswer', params: ({ event }) => ({ ids: event.output }) },
                target: 'sending',
                reenter: true,
                actions: { type: 'acceptAnswer', params: ({ event }) => ({ ids: event.output }) },
              },
              {
                target: 'inSync',
                actions: { type: 'acceptAnswer', params: ({ event }) => ({ ids: event.output }) },
              },
            ],
            onError: [
              {
                guard: 'toggledWhileSending',
                target: 'waitingForQuiet',
                actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: 'pendingAfterRefusal',
                target: 'sending',
                reenter: true,
                actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: 'inSync',
                actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
          on: {
            TOGGLE: { actions: ['flipHeart', 'noteToggleWhileSending'] },
            WISH: { actions: ['fillHeart', 'noteToggleWhileSending'] },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof wishToggleMachine>;

export const wishSelectors = {
  /** Whether this heart is filled. */
  isWished: (variantId: string) => (snapshot: Snapshot) => snapshot.context.wished.includes(variantId),
  isSaving: (snapshot: Snapshot) => snapshot.hasTag('saving'),
  loginRequiredFor: (snapshot: Snapshot) =>
    snapshot.matches({ guest: 'loginRequired' }) ? snapshot.context.loginRequiredFor : null,
  error: (snapshot: Snapshot) => snapshot.context.error,
  count: (snapshot: Snapshot) => snapshot.context.wished.length,
};
