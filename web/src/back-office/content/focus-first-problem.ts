import { type RefObject, useEffect } from 'react';

/**
 * After a refusal, the first field the server named takes the focus: on a phone the title at the top
 * of a long form is out of sight when the message shows by the save button.
 */
export function useFocusFirstProblem(form: RefObject<HTMLFormElement | null>, fieldErrors: object) {
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, fieldErrors]);
}
