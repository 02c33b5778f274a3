import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import {
  hasCredentials,
  isCode,
  type StaffLoginContext,
  selectStaffLoginBusy,
  staffLoginMachine,
} from '../../../machines/staff-login.ts';
import type { PathModel } from '../model.ts';

const PASSWORD_DONE = 'xstate.done.actor.checkPassword';
const PASSWORD_ERROR = 'xstate.error.actor.checkPassword';
const CODE_DONE = 'xstate.done.actor.verifyCode';
const CODE_ERROR = 'xstate.error.actor.verifyCode';

const steps: Record<string, string> = {
  SUBMIT: 'clicks the button',
  BACK: 'goes back to the password',
  [PASSWORD_DONE]: 'the password is right: a code is e-mailed',
  [PASSWORD_ERROR]: 'the server refuses the password',
  [CODE_DONE]: 'the code is right: the staff session opens',
  [CODE_ERROR]: 'the server refuses the code',
};

function describeEvent(event: AnyEventObject): string {
  if (event.type === 'EMAIL.CHANGE') return `types the e-mail "${event.value}"`;
  if (event.type === 'PASSWORD.CHANGE') return event.value ? 'types a password' : 'clears the password';
  if (event.type === 'CODE.CHANGE') return `types the code "${event.value}"`;
  return steps[event.type] ?? event.type;
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as StaffLoginContext;
  const error = context.error ? `, refused: ${context.error}` : '';
  if (snapshot.matches('credentials')) return `e-mail and password form${error}`;
  if (snapshot.matches('checkingPassword')) return 'checking the password (busy)';
  if (snapshot.matches('code')) return `code form${error}`;
  if (snapshot.matches('verifyingCode')) return 'checking the code (busy)';
  return 'logged in to the back office';
}

/** The staff login: one staff member, a right and a wrong answer at each step. */
export const staffLoginModel: PathModel = {
  name: 'staff-login',
  title: 'staff login',
  machine: staffLoginMachine,
  scenarios: { 'staff member': undefined },
  events: () => [
    { type: 'EMAIL.CHANGE', value: 'packer@shoppy.mn' },
    { type: 'EMAIL.CHANGE', value: 'packer' },
    { type: 'PASSWORD.CHANGE', value: 'correct horse battery' },
    { type: 'CODE.CHANGE', value: '123456' },
    { type: 'CODE.CHANGE', value: '12' },
    { type: 'SUBMIT' },
    { type: 'BACK' },
    { type: PASSWORD_DONE, output: { challengeId: 'challenge-1' } },
    { type: PASSWORD_ERROR, error: 'WRONG_CREDENTIALS' },
    { type: CODE_DONE, output: { name: 'Батаа', roles: ['fulfilment'] } },
    { type: CODE_ERROR, error: 'CODE_INCORRECT' },
  ],
  select: 'covering',
  serializeState: (snapshot, event, previous) => {
    const context = snapshot.context as StaffLoginContext;
    const vertex = {
      value: snapshot.value,
      credentials: hasCredentials(context),
      code: isCode(context.code),
      challenge: context.challengeId !== null,
      error: context.error,
    };
    return `${JSON.stringify(vertex)}${event ? ` via ${event.type} from ${JSON.stringify(previous?.value)}` : ''}`;
  },
  describeEvent,
  describeState,
  assertState: (actual) => {
    const context = actual.context as StaffLoginContext;
    assert.equal(
      selectStaffLoginBusy(actual as never),
      actual.matches('checkingPassword') || actual.matches('verifyingCode'),
    );
    // No call goes out with something the form would refuse.
    if (actual.matches('checkingPassword')) assert.ok(hasCredentials(context));
    if (actual.matches('verifyingCode')) assert.ok(isCode(context.code) && context.challengeId);
    if (actual.matches('code')) assert.ok(context.challengeId, 'the code step knows its challenge');
    if (actual.matches('loggedIn')) {
      assert.ok(context.staff);
      assert.equal(context.password, '', 'the password is not kept once logged in');
    }
  },
};
