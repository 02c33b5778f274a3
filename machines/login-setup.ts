import { assign, fromPromise, setup } from 'xstate';
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
 * The login machine's effects and rules (machines/login.ts holds the flow): the server calls as
 * actors given by the host with `.provide({ actors })`, context changes as named `assign`s, and the
 * guards, each a pure check made once.
 */

const notProvided = (name: string) => () => Promise.reject(new Error(`login machine: provide ${name}`));

export const loginSetup = setup({
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
});
