import { loginSetup } from './login-setup.ts';

/**
 * The login's code step (machines/login.ts), spec §4 steps 2 and 3: the code was sent by SMS or
 * e-mail; the shopper types it (checked here for its form, then by the server), and may ask for a
 * new one once the resend cooldown has run. Two regions run side by side: `entry` and `resend`.
 */

export const codeState = loginSetup.createStateConfig({
  description: 'Steps 2 and 3: the code was sent; the shopper confirms it, or asks again after the cooldown.',
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
});
