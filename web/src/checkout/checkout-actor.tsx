import { createActorContext } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  type CheckoutField,
  type CheckoutInput,
  checkoutMachine,
  type Problem,
} from '../../../machines/checkout.ts';
import { newCommandKey } from '../cart/cart-context.tsx';
import { useExecute } from '../graphql/context.tsx';
import { formatMnt, hasMessage, translate } from '../i18n/intl.ts';
import { browserCheckoutMachine } from './checkout-actors.ts';

/** One checkout actor per checkout page; every step reads it narrowly. */
export const CheckoutActorContext = createActorContext(checkoutMachine);
export const useCheckoutSelector = CheckoutActorContext.useSelector;
export const useCheckoutActor = CheckoutActorContext.useActorRef;

/** Starts the machine with the browser's calls, from the page's loaded data. */
export function CheckoutProvider({ input, children }: { input: CheckoutInput; children: ReactNode }) {
  const execute = useExecute();
  const logic = useMemo(() => browserCheckoutMachine(execute), [execute]);
  return (
    <CheckoutActorContext.Provider logic={logic} options={{ input }}>
      {children}
    </CheckoutActorContext.Provider>
  );
}

/** An idempotency key for one click (placing, paying): a retried request is answered, not repeated. */
export const newCheckoutKey = () => newCommandKey().replace(/^cart-/, 'checkout-');

/** A coded problem in the shopper's language; amounts it names (`max`, `min`) in ₮. */
export function useProblemText(): (problem: Problem | null | undefined) => string {
  const intl = useIntl();
  return (problem) => {
    if (!problem) return '';
    // A refusal that came without the limit its message names (`{min}`) reads without the number.
    const withoutLimit = `error.${problem.code}.withoutLimit`;
    const id = !problem.values && hasMessage(intl, withoutLimit) ? withoutLimit : `error.${problem.code}`;
    const values = Object.fromEntries(
      Object.entries(problem.values ?? {}).map(([key, value]) => [
        key,
        typeof value === 'number' ? formatMnt(intl, value) : value,
      ]),
    );
    return translate(intl, hasMessage(intl, id) ? id : 'error.INTERNAL', values);
  };
}

/** The problem the machine holds for one field (from its guards or the server). */
export function useFieldProblem(field: CheckoutField): Problem | undefined {
  return useCheckoutSelector((snapshot) => snapshot.context.fieldProblems[field]);
}

/** A field's message under its input, linked by `aria-describedby`. */
export function FieldProblem({ field, id }: { field: CheckoutField; id: string }) {
  const problem = useFieldProblem(field);
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p className="field__error" id={id} role="alert" data-testid={`problem-${field}`}>
      {text(problem)}
    </p>
  );
}
