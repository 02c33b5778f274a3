import assert from 'node:assert/strict';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { loginMachine, selectStep } from '../../../machines/login.ts';
import type { PathModel } from '../model.ts';

const COOLDOWN = 'xstate.after.resendCooldown.login.code.resend.cooling';
const challenge = { id: 'c-1', channel: 'SMS', resendIn: 60 };
const account = { id: '7' };
const done = (actor: string, output: unknown) => ({ type: `xstate.done.actor.${actor}`, output });
const failed = (actor: string, code: string) => ({ type: `xstate.error.actor.${actor}`, error: { code } });

/** Shopper events with valid and invalid payloads, and each server call's answers. */
const candidates: AnyEventObject[] = [
  { type: 'SUBMIT_LOGIN', login: ' ' },
  { type: 'SUBMIT_LOGIN', login: '1234' },
  { type: 'SUBMIT_LOGIN', login: '9911 2233' },
  { type: 'USE_PASSWORD' },
  { type: 'FORGOT_PASSWORD' },
  { type: 'USE_CODE' },
  { type: 'CHANGE_LOGIN' },
  { type: 'RESEND' },
  { type: COOLDOWN },
  { type: 'SUBMIT_CODE', code: '12a' },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'SUBMIT_NEW_PASSWORD', password: '', confirmation: '' },
  { type: 'SUBMIT_NEW_PASSWORD', password: 'secret-pass', confirmation: 'other-pass' },
  { type: 'SUBMIT_NEW_PASSWORD', password: 'secret-pass', confirmation: 'secret-pass' },
  { type: 'SUBMIT_PASSWORD_LOGIN', login: '', password: 'x' },
  { type: 'SUBMIT_PASSWORD_LOGIN', login: 'a@shop.mn', password: '' },
  { type: 'SUBMIT_PASSWORD_LOGIN', login: 'a@', password: 'x' },
  { type: 'SUBMIT_PASSWORD_LOGIN', login: 'a@shop.mn', password: 'secret-pass' },
  done('requestCode', challenge),
  failed('requestCode', 'RATE_LIMITED'),
  done('resendCode', challenge),
  failed('resendCode', 'RATE_LIMITED'),
  done('verifyCode', { account, passwordTicket: null }),
  done('verifyCode', { account: null, passwordTicket: 't-1' }),
  failed('verifyCode', 'CODE_INCORRECT'),
  failed('verifyCode', 'LOCKED'),
  done('setPassword', account),
  failed('setPassword', 'VALIDATION'),
  failed('setPassword', 'CODE_EXPIRED'),
  done('loginWithPassword', account),
  failed('loginWithPassword', 'WRONG_CREDENTIALS'),
];

const quoted = (text: string) => (text.trim() ? `"${text}"` : 'nothing');

function describeEvent(event: AnyEventObject): string {
  const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (answer) {
    const call = answer[2];
    if (answer[1] === 'error') return `server refuses ${call} (${(event.error as { code: string }).code})`;
    if (call === 'verifyCode')
      return event.output.account
        ? 'server accepts the code (known account)'
        : 'server accepts the code (new password needed)';
    return `server answers ${call}`;
  }
  switch (event.type) {
    case 'SUBMIT_LOGIN':
      return `types ${quoted(event.login)} and asks for a code`;
    case 'SUBMIT_CODE':
      return `enters code "${event.code}"`;
    case 'SUBMIT_NEW_PASSWORD':
      return !event.password
        ? 'saves an empty password'
        : event.password === event.confirmation
          ? 'saves a new password, typed twice alike'
          : 'saves a new password, typed twice differently';
    case 'SUBMIT_PASSWORD_LOGIN':
      return `logs in as ${quoted(event.login)} with ${event.password ? 'a password' : 'no password'}`;
    case COOLDOWN:
      return 'waits out the resend cooldown';
    default:
      return (
        {
          USE_PASSWORD: 'chooses password login',
          FORGOT_PASSWORD: 'clicks "forgot password"',
          USE_CODE: 'chooses login by code',
          CHANGE_LOGIN: 'goes back to change the phone or e-mail',
          RESEND: 'asks to resend the code',
        }[event.type] ?? event.type
      );
  }
}

function describeState(snapshot: AnyMachineSnapshot): string {
  const step = selectStep(snapshot as never);
  const screen = {
    identifier: 'phone/e-mail step',
    code: 'code step',
    newPassword: 'new password step',
    password: 'password login',
    done: 'logged in',
  }[step];
  const error = snapshot.context.error ? `, shows ${snapshot.context.error}` : '';
  const reset = snapshot.context.purpose === 'reset' && step !== 'done' ? ' (password reset)' : '';
  return `${screen}${reset}${error}`;
}

/** Login: every shopper event and server answer; the cooldown runs on a simulated clock. */
export const loginModel: PathModel = {
  name: 'login',
  title: 'login',
  machine: loginMachine,
  scenarios: { 'login page': {} },
  events: (snapshot) =>
    candidates.filter(
      (event) => event.type !== COOLDOWN || snapshot.matches({ code: { resend: 'cooling' } }),
    ),
  /** A vertex per (state, purpose, error, arriving edge), so shortest paths take every edge. */
  serializeState: (snapshot, event, previous) => {
    const { purpose, error } = snapshot.context;
    const arrival = event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : '';
    return `${JSON.stringify(snapshot.value)} ${purpose} ${error}${arrival}`;
  },
  describeEvent,
  describeState,
  assertState: (actual, expected, run) => {
    assert.equal(actual.context.error, expected.context.error);
    assert.equal(actual.context.purpose, expected.context.purpose);
    // Busy exactly while a server call runs; a password never enters the context.
    const running = [...run.pending.keys()].filter((id) =>
      Object.values(actual.children as Record<string, { id: string } | undefined>).some(
        (child) => child?.id === id,
      ),
    );
    assert.equal(actual.hasTag('busy'), running.length > 0, 'busy exactly while a server call runs');
    assert.ok(!JSON.stringify(actual.context).includes('secret-pass'), 'a password entered the context');
  },
  assertPath: (_path, run) => {
    for (const call of run.calls) {
      if (call.src === 'verifyCode') assert.deepEqual(call.input, { challengeId: 'c-1', code: '123456' });
      if (call.src === 'requestCode') assert.equal((call.input as { login: string }).login, '9911 2233');
    }
  },
};
