import type { SnapshotFrom } from 'xstate';
import { codeState } from './login-code.ts';
import { loginSetup } from './login-setup.ts';

/**
 * Login, sign-up and password reset (spec §4 "Login steps"): phone or e-mail entry → code sent by
 * SMS or e-mail (resend after a cooldown) → confirmation of the code → new password (sign-up and
 * reset), with a password-login branch. Every step is a state the view renders as is.
 *
 * The server calls are the actors `requestCode`, `resendCode`, `verifyCode`, `setPassword` and
 * `loginWithPassword`, given by the host with `.provide({ actors })`. Passwords travel from the
 * event to the actor's input and are never kept in context (the inspector would show them).
 */

export * from './login-types.ts';

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    login: '',
    purpose: input?.purpose ?? 'login',
    challenge: null,
    ticket: null,
    account: null,
    error: null,
  }),
  initial: 'identifier',
  output: ({ context }) => ({ account: context.account }),
  states: {
    identifier: {
      description: 'Step 1: phone or e-mail (sign-in, sign-up, or the account to reset).',
      on: {
        SUBMIT_LOGIN: [
          { guard: 'loginBlank', actions: { type: 'showError', params: { error: 'BLANK' } } },
          {
            guard: 'loginValid',
            target: 'requestingCode',
            actions: [{ type: 'saveLogin', params: ({ event }) => ({ login: event.login }) }, 'clearError'],
          },
          { actions: { type: 'showError', params: { error: 'INVALID_LOGIN' } } },
        ],
        USE_PASSWORD: { target: 'password', actions: ['startLogin', 'clearError'] },
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ login: context.login, purpose: context.purpose }),
        onDone: {
          target: 'code',
          actions: { type: 'saveChallenge', params: ({ event }) => ({ challenge: event.output }) },
        },
        onError: {
          target: 'identifier',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    code: codeState,
    newPassword: {
      description: 'Step 4: the new password (sign-up, or reset), typed twice.',
      on: {
        SUBMIT_NEW_PASSWORD: [
          { guard: 'passwordBlank', actions: { type: 'showError', params: { error: 'BLANK' } } },
          {
            guard: 'passwordsDiffer',
            actions: { type: 'showError', params: { error: 'PASSWORD_MISMATCH' } },
          },
          { target: 'savingPassword', actions: 'clearError' },
        ],
      },
    },
    savingPassword: {
      tags: ['busy'],
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context, event }) => ({
          ticket: context.ticket ?? '',
          password: event.type === 'SUBMIT_NEW_PASSWORD' ? event.password : '',
          confirmation: event.type === 'SUBMIT_NEW_PASSWORD' ? event.confirmation : '',
        }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'saveAccount', params: ({ event }) => ({ account: event.output }) },
        },
        onError: [
          {
            guard: { type: 'challengeGone', params: ({ event }) => ({ error: event.error }) },
            target: 'identifier',
            actions: [
              'forgetChallenge',
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'newPassword',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    password: {
      description: 'Login with phone or e-mail and password.',
      on: {
        SUBMIT_PASSWORD_LOGIN: [
          { guard: 'loginBlank', actions: { type: 'showError', params: { error: 'BLANK' } } },
          { guard: 'passwordBlank', actions: { type: 'showError', params: { error: 'BLANK' } } },
          {
            guard: 'loginValid',
            target: 'passwordLoggingIn',
            actions: [{ type: 'saveLogin', params: ({ event }) => ({ login: event.login }) }, 'clearError'],
          },
          { actions: { type: 'showError', params: { error: 'INVALID_LOGIN' } } },
        ],
        USE_CODE: { target: 'identifier', actions: 'clearError' },
        FORGOT_PASSWORD: { target: 'identifier', actions: ['startReset', 'clearError'] },
      },
    },
    passwordLoggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'loginWithPassword',
        src: 'loginWithPassword',
        input: ({ event }) => ({
          login: event.type === 'SUBMIT_PASSWORD_LOGIN' ? event.login.trim() : '',
          password: event.type === 'SUBMIT_PASSWORD_LOGIN' ? event.password : '',
        }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'saveAccount', params: ({ event }) => ({ account: event.output }) },
        },
        onError: {
          target: 'password',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggedIn: { type: 'final', tags: ['done'] },
  },
});

export type LoginMachine = typeof loginMachine;
export type LoginSnapshot = SnapshotFrom<LoginMachine>;

// Selectors: what the view reads, decided here once.

/** Which screen to show. */
export function selectStep(snapshot: LoginSnapshot) {
  if (snapshot.matches('identifier') || snapshot.matches('requestingCode')) return 'identifier' as const;
  if (snapshot.matches('code')) return 'code' as const;
  if (snapshot.matches('newPassword') || snapshot.matches('savingPassword')) return 'newPassword' as const;
  if (snapshot.matches('password') || snapshot.matches('passwordLoggingIn')) return 'password' as const;
  return 'done' as const;
}
export const selectBusy = (snapshot: LoginSnapshot) => snapshot.hasTag('busy');
export const selectError = (snapshot: LoginSnapshot) => snapshot.context.error;
export const selectPurpose = (snapshot: LoginSnapshot) => snapshot.context.purpose;
export const selectChannel = (snapshot: LoginSnapshot) => snapshot.context.challenge?.channel ?? null;
export const selectLogin = (snapshot: LoginSnapshot) => snapshot.context.login;
/** True while the resend cooldown runs (the view shows the wait, not the button). */
export const selectCanResend = (snapshot: LoginSnapshot) => snapshot.can({ type: 'RESEND' });
export const selectResendIn = (snapshot: LoginSnapshot) => snapshot.context.challenge?.resendIn ?? 0;
export const selectLoggedIn = (snapshot: LoginSnapshot) => snapshot.hasTag('done');
