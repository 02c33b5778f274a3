import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  CODE_PATTERN,
  type CodeChallenge,
  type CodeVerification,
  detectLogin,
  errorCodeOf,
  type LoginAccount,
  type LoginContext,
  type LoginEvent,
  type LoginPurpose,
  type LoginTag,
} from './login-types.ts';

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

const notProvided = (name: string) => () => Promise.reject(new Error(`login machine: provide ${name}`));

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { purpose?: LoginPurpose } | undefined,
    tags: {} as LoginTag,
    output: {} as { account: LoginAccount | null },
  },
  actors: {
    requestCode: fromPromise<CodeChallenge, { login: string; purpose: LoginPurpose }>(
      notProvided('requestCode'),
    ),
    resendCode: fromPromise<CodeChallenge, { challengeId: string }>(notProvided('resendCode')),
    verifyCode: fromPromise<CodeVerification, { challengeId: string; code: string }>(
      notProvided('verifyCode'),
    ),
    setPassword: fromPromise<LoginAccount, { ticket: string; password: string; confirmation: string }>(
      notProvided('setPassword'),
    ),
    loginWithPassword: fromPromise<LoginAccount, { login: string; password: string }>(
      notProvided('loginWithPassword'),
    ),
  },
  actions: {
    saveLogin: assign((_, params: { login: string }) => ({ login: params.login.trim() })),
    saveChallenge: assign((_, params: { challenge: CodeChallenge }) => ({ challenge: params.challenge })),
    saveTicket: assign((_, params: { ticket: string | null }) => ({ ticket: params.ticket })),
    saveAccount: assign((_, params: { account: LoginAccount | null }) => ({ account: params.account })),
    showError: assign((_, params: { error: string }) => ({ error: params.error })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: errorCodeOf(params.error) })),
    clearError: assign({ error: null }),
    startReset: assign({ purpose: 'reset' as const, challenge: null, ticket: null }),
    startLogin: assign({ purpose: 'login' as const, challenge: null, ticket: null }),
    forgetChallenge: assign({ challenge: null, ticket: null }),
  },
  guards: {
    loginBlank: ({ event }) =>
      (event.type === 'SUBMIT_LOGIN' || event.type === 'SUBMIT_PASSWORD_LOGIN') && !event.login.trim(),
    loginValid: ({ event }) =>
      (event.type === 'SUBMIT_LOGIN' || event.type === 'SUBMIT_PASSWORD_LOGIN') &&
      detectLogin(event.login) !== null,
    codeWellFormed: ({ event }) => event.type === 'SUBMIT_CODE' && CODE_PATTERN.test(event.code.trim()),
    passwordBlank: ({ event }) =>
      (event.type === 'SUBMIT_NEW_PASSWORD' || event.type === 'SUBMIT_PASSWORD_LOGIN') && !event.password,
    passwordsDiffer: ({ event }) =>
      event.type === 'SUBMIT_NEW_PASSWORD' && event.password !== event.confirmation,
    loggedInByCode: (_, params: { verification: CodeVerification }) => params.verification.account !== null,
    challengeGone: (_, params: { error: unknown }) =>
      ['CODE_EXPIRED', 'LOCKED'].includes(errorCodeOf(params.error)),
  },
  delays: {
    resendCooldown: ({ context }) => (context.challenge?.resendIn ?? 0) * 1000,
  },
}).createMachine({
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
    code: {
      description:
        'Steps 2 and 3: the code was sent; the shopper confirms it, or asks again after the cooldown.',
      type: 'parallel',
      on: { CHANGE_LOGIN: { target: 'identifier', actions: ['forgetChallenge', 'clearError'] } },
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SUBMIT_CODE: [
                  { guard: 'codeWellFormed', target: 'verifying', actions: 'clearError' },
                  { actions: { type: 'showError', params: { error: 'CODE_FORMAT' } } },
                ],
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  challengeId: context.challenge?.id ?? '',
                  code: event.type === 'SUBMIT_CODE' ? event.code.trim() : '',
                }),
                onDone: [
                  {
                    guard: {
                      type: 'loggedInByCode',
                      params: ({ event }) => ({ verification: event.output }),
                    },
                    target: '#login.loggedIn',
                    actions: {
                      type: 'saveAccount',
                      params: ({ event }) => ({ account: event.output.account }),
                    },
                  },
                  {
                    target: '#login.newPassword',
                    actions: {
                      type: 'saveTicket',
                      params: ({ event }) => ({ ticket: event.output.passwordTicket }),
                    },
                  },
                ],
                onError: [
                  {
                    // A locked or expired challenge takes no more codes: back to step 1 for a new one.
                    guard: { type: 'challengeGone', params: ({ event }) => ({ error: event.error }) },
                    target: '#login.identifier',
                    actions: [
                      'forgetChallenge',
                      { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: 'editing',
                    actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'cooling',
          states: {
            cooling: { after: { resendCooldown: 'ready' } },
            ready: { on: { RESEND: { target: 'sending', actions: 'clearError' } } },
            sending: {
              tags: ['busy'],
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => ({ challengeId: context.challenge?.id ?? '' }),
                onDone: {
                  target: 'cooling',
                  actions: { type: 'saveChallenge', params: ({ event }) => ({ challenge: event.output }) },
                },
                onError: {
                  target: 'ready',
                  actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
      },
    },
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
