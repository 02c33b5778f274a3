import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The back office's login (#18): e-mail and password, then the one-time code e-mailed to the staff
 * member, then the staff user with their roles. Two calls, each an injected actor (`.provide()`):
 * `checkPassword` answers the code challenge's id, `verifyCode` the staff user (and sets the staff
 * session cookie on the gateway's side). A refusal rejects with its error code (`WRONG_CREDENTIALS`,
 * `RATE_LIMITED`, `CODE_INCORRECT`, `CODE_EXPIRED`, `LOCKED`); anything else reads as `INTERNAL`.
 */

export interface StaffMember {
  name: string;
  roles: string[];
}

export interface StaffLoginContext {
  email: string;
  password: string;
  code: string;
  challengeId: string | null;
  staff: StaffMember | null;
  error: string | null;
}

export type StaffLoginEvent =
  | { type: 'EMAIL.CHANGE'; value: string }
  | { type: 'PASSWORD.CHANGE'; value: string }
  | { type: 'CODE.CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'BACK' };

/** The code is six digits (the shoppers' code rules, server/commerce/accounts/challenges.ts). */
export const isCode = (code: string) => /^\d{6}$/.test(code.trim());
export const hasCredentials = (context: Pick<StaffLoginContext, 'email' | 'password'>) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(context.email.trim()) && context.password.length > 0;

const codeOf = (error: unknown) => (typeof error === 'string' ? error : 'INTERNAL');

export const staffLoginMachine = setup({
  types: {
    context: {} as StaffLoginContext,
    events: {} as StaffLoginEvent,
    tags: {} as 'busy',
  },
  actors: {
    checkPassword: fromPromise<{ challengeId: string }, { email: string; password: string }>(() =>
      Promise.reject(new Error('staff-login: provide the checkPassword actor')),
    ),
    verifyCode: fromPromise<StaffMember, { challengeId: string; code: string }>(() =>
      Promise.reject(new Error('staff-login: provide the verifyCode actor')),
    ),
  },
  actions: {
    keepEmail: assign(({ event }) => {
      assertEvent(event, 'EMAIL.CHANGE');
      return { email: event.value, error: null };
    }),
    keepPassword: assign(({ event }) => {
      assertEvent(event, 'PASSWORD.CHANGE');
      return { password: event.value, error: null };
    }),
    keepCode: assign(({ event }) => {
      assertEvent(event, 'CODE.CHANGE');
      return { code: event.value, error: null };
    }),
    keepChallenge: assign((_, params: { challengeId: string }) => ({
      challengeId: params.challengeId,
      code: '',
      error: null,
    })),
    keepStaff: assign((_, params: { staff: StaffMember }) => ({
      staff: params.staff,
      password: '',
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: codeOf(params.error) })),
    forgetChallenge: assign({ challengeId: null, code: '', error: null }),
  },
  guards: {
    hasCredentials: ({ context }) => hasCredentials(context),
    isCode: ({ context }) => isCode(context.code),
  },
}).createMachine({
  id: 'staffLogin',
  context: { email: '', password: '', code: '', challengeId: null, staff: null, error: null },
  initial: 'credentials',
  states: {
    credentials: {
      description: 'E-mail and password; SUBMIT needs an e-mail address and a password.',
      on: {
        'EMAIL.CHANGE': { actions: 'keepEmail' },
        'PASSWORD.CHANGE': { actions: 'keepPassword' },
        SUBMIT: { guard: 'hasCredentials', target: 'checkingPassword' },
      },
    },
    checkingPassword: {
      description: 'The password is with the server; a right one e-mails a code.',
      tags: ['busy'],
      invoke: {
        id: 'checkPassword',
        src: 'checkPassword',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: {
          target: 'code',
          actions: {
            type: 'keepChallenge',
            params: ({ event }) => ({ challengeId: event.output.challengeId }),
          },
        },
        onError: {
          target: 'credentials',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    code: {
      description: 'The six-digit code from the e-mail; BACK starts again from the password.',
      on: {
        'CODE.CHANGE': { actions: 'keepCode' },
        SUBMIT: { guard: 'isCode', target: 'verifyingCode' },
        BACK: { target: 'credentials', actions: 'forgetChallenge' },
      },
    },
    verifyingCode: {
      description: 'The code is with the server; a right one opens the staff session.',
      tags: ['busy'],
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context }) => ({ challengeId: context.challengeId ?? '', code: context.code.trim() }),
        onDone: {
          target: 'loggedIn',
          actions: { type: 'keepStaff', params: ({ event }) => ({ staff: event.output }) },
        },
        onError: {
          target: 'code',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggedIn: {
      description: 'The staff member is in; the back office shows what their roles allow.',
      type: 'final',
    },
  },
});

export type StaffLoginSnapshot = SnapshotFrom<typeof staffLoginMachine>;

export const selectStaffLoginBusy = (snapshot: StaffLoginSnapshot) => snapshot.hasTag('busy');
export const selectStaffLoginStep = (snapshot: StaffLoginSnapshot): 'credentials' | 'code' | 'loggedIn' =>
  snapshot.matches('loggedIn')
    ? 'loggedIn'
    : snapshot.matches('code') || snapshot.matches('verifyingCode')
      ? 'code'
      : 'credentials';
export const selectStaffLoginError = (snapshot: StaffLoginSnapshot) => snapshot.context.error;
export const selectCanSubmit = (snapshot: StaffLoginSnapshot) =>
  !snapshot.hasTag('busy') && snapshot.can({ type: 'SUBMIT' });
