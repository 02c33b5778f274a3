import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  WISH_QUIET_MS,
  type WishChange,
  wishSelectors,
  wishToggleMachine,
} from '../../machines/wish-toggle.ts';
import { wishToggleModel } from '../paths/models/wish-toggle.model.ts';
import { describeModel } from '../paths/vitest.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Server = (change: WishChange, ids: readonly string[]) => Promise<readonly string[]>;

/** The shopper's hearts against a fake server that starts with `initial` wished. */
function hearts({
  initial = [] as readonly string[],
  server,
}: {
  initial?: readonly string[];
  server?: Server;
} = {}) {
  const calls: WishChange[] = [];
  const tracked: string[] = [];
  let ids = [...initial];
  const answer: Server =
    server ??
    (async (change) =>
      change.wished
        ? [...ids.filter((id) => id !== change.variantId), change.variantId]
        : ids.filter((id) => id !== change.variantId));
  const actor = createActor(
    wishToggleMachine.provide({
      actors: {
        loadWishedIds: fromPromise<readonly string[]>(async () => ids),
        setWished: fromPromise<readonly string[], WishChange>(async ({ input }) => {
          calls.push(input);
          const next = await answer(input, ids);
          ids = [...next];
          return next;
        }),
      },
      actions: { trackWishAdded: (_, params) => void tracked.push(params.variantId) },
    }),
  );
  actor.start();
  const wished = (variantId: string) => wishSelectors.isWished(variantId)(actor.getSnapshot());
  const setServerIds = (next: readonly string[]) => {
    ids = [...next];
  };
  return { actor, calls, tracked, wished, serverIds: () => ids, setServerIds };
}

async function loggedIn(options?: Parameters<typeof hearts>[0]) {
  const h = hearts(options);
  h.actor.send({ type: 'LOGGED_IN' });
  await vi.waitFor(() => expect(h.actor.getSnapshot().matches({ member: 'inSync' })).toBe(true));
  return h;
}

describe('wish toggle machine', () => {
  it('fills the heart at once and adds it on the server after 500 ms of quiet', async () => {
    const { actor, calls, wished, tracked } = await loggedIn();
    actor.send({ type: 'TOGGLE', variantId: 'v1' });
    expect(wished('v1')).toBe(true);
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ variantId: 'v1', wished: true }]);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ member: 'inSync' })).toBe(true));
    expect(actor.getSnapshot().context.confirmed).toEqual(['v1']);
    expect(tracked).toEqual(['v1']);
  });

  it('sends at most one call for ten fast clicks, and none for an even number', async () => {
    const { actor, calls, wished } = await loggedIn({ initial: ['v2'] });
    expect(wished('v2')).toBe(true);
    for (let click = 0; click < 10; click++) {
      actor.send({ type: 'TOGGLE', variantId: 'v1' });
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    expect(calls).toEqual([]);
    expect(wished('v1')).toBe(false);
    for (let click = 0; click < 11; click++) {
      actor.send({ type: 'TOGGLE', variantId: 'v2' });
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    expect(calls).toEqual([{ variantId: 'v2', wished: false }]);
  });

  it('sends one call per changed variant, one after the other', async () => {
    const { actor, calls, serverIds } = await loggedIn({ initial: ['v3'] });
    actor.send({ type: 'TOGGLE', variantId: 'v1' });
    actor.send({ type: 'TOGGLE', variantId: 'v3' });
    actor.send({ type: 'TOGGLE', variantId: 'v2' });
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ member: 'inSync' })).toBe(true));
    expect(calls).toEqual([
      { variantId: 'v1', wished: true },
      { variantId: 'v2', wished: true },
      { variantId: 'v3', wished: false },
    ]);
    expect([...serverIds()].sort()).toEqual(['v1', 'v2']);
  });

  it('rolls the variant back and keeps the error code when the server refuses', async () => {
    const { actor, wished } = await loggedIn({
      server: () => Promise.reject(Object.assign(new Error('full'), { code: 'WISHLIST_FULL' })),
    });
    actor.send({ type: 'TOGGLE', variantId: 'v1' });
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ member: 'inSync' })).toBe(true));
    expect(wished('v1')).toBe(false);
    expect(wishSelectors.error(actor.getSnapshot())).toEqual({ code: 'WISHLIST_FULL', variantId: 'v1' });
    actor.send({ type: 'DISMISS_ERROR' });
    expect(wishSelectors.error(actor.getSnapshot())).toBeNull();
  });

  it('keeps toggles made while a call is out and sends them after a new quiet time', async () => {
    let release: () => void = () => {};
    const { actor, calls, wished } = await loggedIn({
      server: (change, ids) =>
        new Promise((resolve) => {
          release = () =>
            resolve(change.wished ? [...ids, change.variantId] : ids.filter((id) => id !== change.variantId));
        }),
    });
    actor.send({ type: 'TOGGLE', variantId: 'v1' });
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    expect(wishSelectors.isSaving(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'TOGGLE', variantId: 'v1' });
    expect(wished('v1')).toBe(false);
    release();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ member: 'waitingForQuiet' })).toBe(true));
    expect(wished('v1')).toBe(false);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    expect(calls).toEqual([
      { variantId: 'v1', wished: true },
      { variantId: 'v1', wished: false },
    ]);
    release();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ member: 'inSync' })).toBe(true));
    expect(actor.getSnapshot().context.confirmed).toEqual([]);
  });

  it('asks a guest to log in and changes nothing', async () => {
    const { actor, calls, wished } = hearts();
    actor.send({ type: 'LOGGED_OUT' });
    actor.send({ type: 'TOGGLE', variantId: 'v1' });
    expect(wished('v1')).toBe(false);
    expect(wishSelectors.loginRequiredFor(actor.getSnapshot())).toBe('v1');
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS * 2);
    expect(calls).toEqual([]);
    actor.send({ type: 'DISMISS_LOGIN_REQUIRED' });
    expect(wishSelectors.loginRequiredFor(actor.getSnapshot())).toBeNull();
  });

  it('wishes the variant asked for before logging in, once the hearts are loaded', async () => {
    const { actor, calls, wished } = await loggedIn({ initial: ['v1'] });
    actor.send({ type: 'WISH', variantId: 'v2' });
    actor.send({ type: 'WISH', variantId: 'v1' });
    expect(wished('v2')).toBe(true);
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    expect(calls).toEqual([{ variantId: 'v2', wished: true }]);
  });

  it('keeps a toggle made while the hearts load on top of what the server says', async () => {
    const { actor, calls, wished } = hearts({ initial: ['v1'] });
    actor.send({ type: 'LOGGED_IN' });
    actor.send({ type: 'TOGGLE', variantId: 'v2' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ member: 'waitingForQuiet' })).toBe(true));
    expect(wished('v1')).toBe(true);
    expect(wished('v2')).toBe(true);
    await vi.advanceTimersByTimeAsync(WISH_QUIET_MS);
    expect(calls).toEqual([{ variantId: 'v2', wished: true }]);
  });

  it('reloads the hearts when the lists change elsewhere, keeping an unsent toggle', async () => {
    const h = await loggedIn({ initial: ['v1'] });
    h.actor.send({ type: 'TOGGLE', variantId: 'v2' });
    // the wish list page removed v1 behind the hearts' back
    h.setServerIds([]);
    h.actor.send({ type: 'RELOAD' });
    await vi.waitFor(() => expect(h.actor.getSnapshot().matches({ member: 'waitingForQuiet' })).toBe(true));
    expect(h.wished('v1')).toBe(false);
    expect(h.wished('v2')).toBe(true);
  });

  it('forgets the hearts on logout', async () => {
    const { actor, wished } = await loggedIn({ initial: ['v1'] });
    expect(wished('v1')).toBe(true);
    actor.send({ type: 'LOGGED_OUT' });
    expect(wished('v1')).toBe(false);
    expect(actor.getSnapshot().matches({ guest: 'idle' })).toBe(true);
  });
});

// Every state and transition of the hearts through generated paths (tests/paths/models/wish-toggle.model.ts).
describeModel(wishToggleModel);
