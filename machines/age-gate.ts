import { type SnapshotFrom, setup } from 'xstate';

/**
 * The age gate (spec §1, §6): alcohol is sold only to people aged 21 or older, so the vodka brand
 * microsite and vodka products stay closed until the visitor says they are of age.
 *
 * - A yes opens the gate and is remembered (`rememberAdult`, given by the host: a cookie, so the
 *   server renders the brand pages open on the next visit).
 * - A no shows a polite refusal, and the gate stays closed for as long as this visit lasts: there is
 *   no way back to the question, so the answer cannot simply be flipped.
 * - A visitor remembered as an adult (`input.remembered`) never sees the question.
 */

export interface AgeGateInput {
  /** The visitor said yes on an earlier visit. */
  remembered: boolean;
}

export interface AgeGateContext {
  remembered: boolean;
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
    // The host stores the answer; the machine only says when.
    rememberAdult: () => {},
  },
  guards: {
    wasRemembered: ({ context }) => context.remembered,
  },
}).createMachine({
  id: 'ageGate',
  context: ({ input }) => ({ remembered: input.remembered }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Decides once whether the visitor already answered yes.',
      always: [{ guard: 'wasRemembered', target: 'open' }, { target: 'asking' }],
    },
    asking: {
      tags: ['closed'],
      on: {
        CONFIRM_ADULT: { target: 'open', actions: 'rememberAdult' },
        DECLINE: 'refused',
      },
    },
    refused: {
      description: 'A polite refusal; the brand pages stay closed.',
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
