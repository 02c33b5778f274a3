import { useMachine } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import {
  type FormRefusal,
  type FormSubmissionInput,
  type FormSubmissionMachineInput,
  formSubmissionMachine,
  isFormRefusal,
} from '../../../machines/form-submission.ts';
import { flowInspect } from '../flows/inspect.ts';
import { failureCodeOf, fieldErrorsOf } from './field-errors.tsx';

/** A refused call as a form shows it: the gateway's field reasons, else its code (`INTERNAL` if none). */
export function refusalFrom(error: unknown): FormRefusal {
  const fieldErrors = fieldErrorsOf(error);
  return { fieldErrors, failure: failureCodeOf(error, fieldErrors) };
}

/** A refusal found before any request: one field's reason, nothing sent. */
export const fieldRefusal = (field: string, reason: string): FormRefusal => ({
  fieldErrors: { [field]: [reason] },
  failure: null,
});

/**
 * A form's call as the machine's `submit` actor. `Values` is what this form sends with SUBMIT or
 * CONFIRM and `Subject` what its confirming step holds: one form sends only its own, so they are
 * taken as such here, once. A thrown error becomes a `FormRefusal` through `refuse`.
 */
export function formSubmit<Values, Subject = null>(
  work: (values: Values, subject: Subject) => Promise<unknown>,
  refuse: (error: unknown) => FormRefusal = refusalFrom,
) {
  return fromPromise<unknown, FormSubmissionInput>(async ({ input }) => {
    try {
      return await work(input.values as Values, input.subject as Subject);
    } catch (error) {
      throw isFormRefusal(error) ? error : refuse(error);
    }
  });
}

interface FormSubmissionOptions extends FormSubmissionMachineInput {
  refuse?: (error: unknown) => FormRefusal;
}

/**
 * The form-submission machine running this form's call, seen by the inspector (?inspect, /dev/flows).
 * The machine is made once, on the first render; the call it runs is always this render's `work`, so
 * it sees the latest props (the account as it is now, not as it was when the page opened).
 */
export function useFormSubmission<Values, Subject = null>(
  work: (values: Values, subject: Subject) => Promise<unknown>,
  { refuse, ...input }: FormSubmissionOptions = {},
) {
  const latest = useRef(work);
  latest.current = work;
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: formSubmit<Values, Subject>((values, subject) => latest.current(values, subject), refuse),
      },
    }),
    { input, inspect: flowInspect },
  );
}

/**
 * The form's text fields as a plain record: what SUBMIT carries, readable in the inspector (a
 * FormData shows there as `{}`).
 */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}
