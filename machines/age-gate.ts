import { type SnapshotFrom, setup } from 'xstate';

/**
 * The age gate (spec §1, §6): the shop sells alcohol, which only people aged 21 or older may buy, so
 * on a first visit the whole site stays closed behind the question until the visitor answers.
 *
 * - A yes opens the site and is remembered (`rememberAdult`, given by the host: a year-long cookie,
 *   so the server renders every page open on later visits and never asks again).
 * - A no shows a polite refusal and the site stays closed. It is remembered for the browser session
 *   (`rememberRefusal`: a session cookie), so a reload or a new tab during this visit shows the
 *   refusal again rather than the question, and the answer cannot simply be flipped; a later visit
 *   (a new browser session) asks again.
 * - A visitor remembered as an adult (`input.remembered`) never sees the question.
 */

export interface AgeGateInput {
  /** The visitor said yes on an earlier visit. */
  remembered: boolean;
  /** The visitor said no earlier in this browser session. */
  refusedThisSession?: boolean;
}

export interface AgeGateContext {
  remembered: boolean;
  refusedThisSession: boolean;
}

export type AgeGateEvent = { type: 'CONFIRM_ADULT' } | { type: 'DECLINE' };

export type AgeGateTag = 'open' | 'closed';

/** The legal drinking age the question names (spec §1). */
export const LEGAL_DRINKING_AGE = 21;

export const ageGateMachine = setup({
  types: {
    context: {} as AgeGateContext,
    events: {} as AgeGateEvent,
    input: {} as AgeGateInput,
    tags: {} as AgeGateTag,
  },
  actions: {
    // The host stores the answers; the machine only says when.
    rememberAdult: () => {},
    rememberRefusal: () => {},
  },
  guards: {
    wasRemembered: ({ context }) => context.remembered,
    wasRefusedThisSession: ({ context }) => context.refusedThisSession,
  },
}).createMachine({
  id: 'ageGate',
  context: ({ input }) => ({
    remembered: input.remembered,
    refusedThisSession: input.refusedThisSession === true,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Decides once whether the visitor already answered: yes before, or no in this session.',
      always: [
        { guard: 'wasRemembered', target: 'open' },
        { guard: 'wasRefusedThisSession', target: 'refused' },
        { target: 'asking' },
      ],
    },
    asking: {
      description: 'The question, over the whole site.',
      tags: ['closed'],
      on: {
        CONFIRM_ADULT: { target: 'open', actions: 'rememberAdult' },
        DECLINE: { target: 'refused', actions: 'rememberRefusal' },
      },
    },
    refused: {
      description: 'A polite refusal; the site stays closed for this browser session.',
      tags: ['closed'],
    },
    open: {
      tags: ['open'],
    },
  },
});

export type AgeGateSnapshot = SnapshotFrom<typeof ageGateMachine>;

export const selectIsOpen = (snapshot: AgeGateSnapshot) => snapshot.hasTag('open');
export const selectIsAsking = (snapshot: AgeGateSnapshot) => snapshot.matches('asking');
export const selectIsRefused = (snapshot: AgeGateSnapshot) => snapshot.matches('refused');
