import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * One form sent to the server (the account area's profile, avatar, organization, phone change and
 * saved cards): edit, submit, and either the answer or the refusal, shown beside what was typed.
 *
 * - The call is the injected `submit` actor (the host's `fromPromise`, given with `.provide()`); it
 *   rejects with a `FormRefusal` (field reasons and/or a form-level code). Anything else it throws
 *   reads as `INTERNAL`. A refusal it finds before any request (a file too large) is one too.
 * - A second SUBMIT while one is with the server is ignored: the form sends once per click.
 * - A refusal changes only `fieldErrors` and `failure`: the inputs are the browser's (uncontrolled,
 *   `defaultValue`), so what the shopper typed stays for the retry. Success clears both.
 * - `confirming`: a step before the final call. Either a question asked without a call (ASK_TO_CONFIRM:
 *   "Remove this card?"; a refusal closes it) or, with `confirmsAfterSubmit`, a second step the first
 *   answer opens (the SMS code of a phone change; a wrong code keeps the code step open).
 *
 * No I/O, no React: the browser bundles it and the tests drive it with `.provide()`.
 */

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

/** Why the server (or a check before it) refused: reasons per field, or one code for the whole form. */
export interface FormRefusal {
  fieldErrors: FieldErrors;
  failure: string | null;
}

/** What the host's `submit` actor receives: the form's values, and in the confirming step its subject. */
export interface FormSubmissionInput {
  values: unknown;
  /** What is being confirmed (the card to remove, the sent code's challenge), else null. */
  subject: unknown;
}

export interface FormSubmissionContext {
  confirmsAfterSubmit: boolean;
  fieldErrors: FieldErrors;
  failure: string | null;
  subject: unknown;
}

export type FormSubmissionEvent =
  | { type: 'SUBMIT'; values?: unknown }
  | { type: 'ASK_TO_CONFIRM'; subject: unknown }
  | { type: 'CONFIRM'; values?: unknown }
  | { type: 'CANCEL' };

export interface FormSubmissionMachineInput {
  /** The first answer opens the confirming step with itself as the subject (a code was sent). */
  confirmsAfterSubmit?: boolean;
}

export type FormSubmissionTag = 'busy';

export function isFormRefusal(error: unknown): error is FormRefusal {
  return (
    typeof error === 'object' &&
    error !== null &&
    'fieldErrors' in error &&
    'failure' in error &&
    typeof error.fieldErrors === 'object' &&
    error.fieldErrors !== null
  );
}

/** A refusal as the form shows it; anything that is not one is an unexplained failure. */
export function refusalOf(error: unknown): FormRefusal {
  return isFormRefusal(error)
    ? { fieldErrors: error.fieldErrors, failure: error.failure }
    : { fieldErrors: {}, failure: 'INTERNAL' };
}

const valuesOf = ({ event }: { event: FormSubmissionEvent }) =>
  event.type === 'SUBMIT' || event.type === 'CONFIRM' ? event.values : undefined;

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionMachineInput,
    tags: {} as FormSubmissionTag,
  },
  actors: {
    submit: fromPromise<unknown, FormSubmissionInput>(() =>
      Promise.reject(new Error('form-submission: provide the submit actor')),
    ),
  },
  actions: {
    showRefusal: assign((_, params: { error: unknown }) => refusalOf(params.error)),
    clearRefusal: assign({ fieldErrors: {}, failure: null }),
    keepSubject: assign(({ event }) => {
      assertEvent(event, 'ASK_TO_CONFIRM');
      return { subject: event.subject };
    }),
    keepAnswerAsSubject: assign((_, params: { answer: unknown }) => ({ subject: params.answer })),
    forgetSubject: assign({ subject: null }),
  },
  guards: {
    confirmsAfterSubmit: ({ context }) => context.confirmsAfterSubmit,
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({
    confirmsAfterSubmit: input.confirmsAfterSubmit ?? false,
    fieldErrors: {},
    failure: null,
    subject: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The shopper fills in the form; the last refusal, if any, is shown beside it.',
      on: {
        SUBMIT: 'submitting',
        ASK_TO_CONFIRM: { target: 'confirming', actions: 'keepSubject' },
      },
    },
    submitting: {
      description: 'The form is with the server; another SUBMIT is ignored.',
      tags: ['busy'],
      invoke: {
        src: 'submit',
        id: 'submit',
        input: (args) => ({ values: valuesOf(args), subject: null }),
        onDone: [
          {
            guard: 'confirmsAfterSubmit',
            target: 'confirming',
            actions: [
              'clearRefusal',
              { type: 'keepAnswerAsSubject', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          { target: 'editing', actions: 'clearRefusal' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirming: {
      description: 'One more step before the final call: "Are you sure?", or the code that was sent.',
      initial: 'asking',
      on: {
        CANCEL: { target: 'editing', actions: 'forgetSubject' },
      },
      states: {
        asking: {
          on: { CONFIRM: 'submitting' },
        },
        submitting: {
          description: 'The confirmed call is with the server; another CONFIRM or a CANCEL is ignored.',
          tags: ['busy'],
          on: { CANCEL: {} },
          invoke: {
            src: 'submit',
            id: 'submitConfirmed',
            input: (args) => ({ values: valuesOf(args), subject: args.context.subject }),
            onDone: { target: '#formSubmission.editing', actions: ['clearRefusal', 'forgetSubject'] },
            onError: [
              {
                // A mistyped code is typed again on the same step.
                guard: 'confirmsAfterSubmit',
                target: 'asking',
                actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
              },
              {
                target: '#formSubmission.editing',
                actions: [
                  'forgetSubject',
                  { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
      },
    },
  },
});

export type FormSubmissionMachine = typeof formSubmissionMachine;
export type FormSubmissionSnapshot = SnapshotFrom<FormSubmissionMachine>;

/** Disables the form's buttons and shows "Saving…". */
export const selectIsSubmitting = (snapshot: FormSubmissionSnapshot) => snapshot.hasTag('busy');
