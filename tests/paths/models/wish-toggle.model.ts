import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { pendingChanges, type WishToggleContext, wishToggleMachine } from '../../../machines/wish-toggle.ts';
import type { PathModel } from '../model.ts';

const LOAD_ID = 'loadWishedIds';
const SAVE_ID = 'setWished';
const QUIET = 'xstate.after.quietTime.wishToggle.member.waitingForQuiet';

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as WishToggleContext;

/**
 * Two hearts (pen `v1`, ink `v2`), the session, the quiet time and the server's answers. The server
 * already has the ink wished when the hearts load; a setWished answer is the confirmed ids with the
 * change applied, as the gateway answers.
 */
function events(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { confirmed, sending } = context(snapshot);
  const answer = sending
    ? sending.wished
      ? [...confirmed.filter((id) => id !== sending.variantId), sending.variantId]
      : confirmed.filter((id) => id !== sending.variantId)
    : confirmed;
  return [
    { type: 'LOGGED_IN' },
    { type: 'LOGGED_OUT' },
    { type: 'RELOAD' },
    { type: 'TOGGLE', variantId: 'v1' },
    { type: 'TOGGLE', variantId: 'v2' },
    { type: 'WISH', variantId: 'v1' },
    { type: 'DISMISS_LOGIN_REQUIRED' },
    { type: 'DISMISS_ERROR' },
    { type: QUIET },
    { type: `xstate.done.actor.${LOAD_ID}`, output: ['v2'] },
    { type: `xstate.error.actor.${LOAD_ID}`, error: { code: 'NETWORK' } },
    { type: `xstate.done.actor.${SAVE_ID}`, output: answer },
    { type: `xstate.error.actor.${SAVE_ID}`, error: { code: 'WISHLIST_FULL' } },
  ];
}

const name = (variantId: string) => (variantId === 'v1' ? 'pen' : 'ink');

function describeEvent(event: AnyEventObject): string {
  switch (event.type) {
    case 'LOGGED_IN':
      return 'is logged in';
    case 'LOGGED_OUT':
      return 'is a guest (logged out)';
    case 'RELOAD':
      return 'changes the lists on the wish list page';
    case 'TOGGLE':
      return `clicks the ${name(event.variantId)}'s heart`;
    case 'WISH':
      return `comes back from logging in to wish the ${name(event.variantId)}`;
    case 'DISMISS_LOGIN_REQUIRED':
      return 'closes "Login required"';
    case 'DISMISS_ERROR':
      return 'the error toast is shown';
    case QUIET:
      return 'waits 500 ms without clicking';
    case `xstate.done.actor.${LOAD_ID}`:
      return 'server says the ink is wished';
    case `xstate.error.actor.${LOAD_ID}`:
      return 'loading the hearts fails (offline)';
    case `xstate.done.actor.${SAVE_ID}`:
      return 'server saves the wish';
    default:
      return `server refuses the wish (${(event.error as { code: string }).code})`;
  }
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const { wished, sending, error, loginRequiredFor } = context(snapshot);
  if (snapshot.matches('checkingSession')) return 'session not known yet, hearts empty';
  if (snapshot.matches({ guest: 'loginRequired' }))
    return `guest, "Login required" for the ${name(loginRequiredFor ?? '')}`;
  if (snapshot.matches('guest')) return 'guest, hearts empty';
  const hearts = wished.length ? wished.map(name).join(' and ') : 'no heart';
  const parts = [`member, ${hearts} filled`];
  if (snapshot.matches({ member: 'loadingWishes' })) parts.push('loading the hearts');
  if (snapshot.matches({ member: 'waitingForQuiet' })) parts.push('waiting for quiet');
  if (sending) parts.push(`sending the ${name(sending.variantId)} (${sending.wished ? 'add' : 'remove'})`);
  if (error) parts.push(`error toast ${error.code}`);
  return parts.join(', ');
}

/** The hearts: toggles, the 500 ms quiet time on a simulated clock, the server as test actors. */
export const wishToggleModel: PathModel = {
  name: 'wish-toggle',
  title: 'wish toggle',
  machine: wishToggleMachine,
  scenarios: { 'page opened': undefined },
  events,
  hostActions: ['trackWishAdded'],
  select: 'covering',
  describeEvent,
  describeState,
  assertState: (actual, expected, run) => {
    assert.deepEqual(actual.context, expected.context);
    const state = context(actual);
    // A guest's hearts are never filled, and no call is ever out for one.
    if (!actual.matches('member')) {
      assert.deepEqual(state.wished, []);
      assert.equal(run.pending.size, 0);
    }
    // Saving exactly while one setWished call is out, and it carries the change the context names.
    const call = run.pending.get(SAVE_ID);
    assert.equal(actual.hasTag('saving'), call !== undefined);
    if (call) assert.deepEqual(call.input, state.sending);
    // In sync means nothing left to send.
    if (actual.matches({ member: 'inSync' })) assert.deepEqual(pendingChanges(state), []);
  },
  assertPath: (path, run) => {
    // One call per variant change sent, never more: each call answers a quiet time or the call before.
    const calls = run.calls.filter((call) => call.src === SAVE_ID);
    const quiets = path.steps.filter((step) => step.event.type === QUIET).length;
    const answers = path.steps.filter((step) => step.event.type.endsWith(`.actor.${SAVE_ID}`)).length;
    assert.ok(
      calls.length <= quiets + answers,
      'a setWished call without a quiet time or an answer before it',
    );
    // Analytics hears of each wish the server added, once.
    const added = path.steps.filter(
      (step, index) =>
        step.event.type === `xstate.done.actor.${SAVE_ID}` &&
        context(path.steps[index - 1]?.state ?? step.state).sending?.wished === true,
    ).length;
    assert.equal(run.effects.filter((effect) => effect === 'trackWishAdded').length, added);
  },
};
