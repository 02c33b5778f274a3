import { createActorContext } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import {
  type CheckoutField,
  type CheckoutInput,
  checkoutMachine,
  type Problem,
} from '../../../machines/checkout.ts';
import { newCommandKey } from '../cart/cart-context.tsx';
import { useExecute } from '../graphql/context.tsx';
import { formatMnt, hasMessage, translate } from '../i18n/intl.ts';
import { useServedSelector } from '../shell/served-selector.ts';
import { browserCheckoutMachine } from './checkout-actors.ts';

/** One checkout actor per checkout page; every step reads it narrowly. */
export const CheckoutActorContext = createActorContext(checkoutMachine);
export const useCheckoutActor = CheckoutActorContext.useActorRef;

type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
/** The actor's first snapshot: the one the server's HTML of this checkout was rendered from. */
const ServedSnapshotContext = createContext<CheckoutSnapshot | null>(null);

/**
 * A narrow read of the checkout actor. The payment step hydrates after the page (it is deferred):
 * it hydrates against the served snapshot, then shows what the actor has learnt since (served-selector.ts).
 */
export function useCheckoutSelector<Selected>(
  selector: (snapshot: CheckoutSnapshot) => Selected,
  compare?: (a: Selected, b: Selected) => boolean,
): Selected {
  const actor = useCheckoutActor();
  const served = useContext(ServedSnapshotContext) ?? actor.getSnapshot();
  return useServedSelector(actor, served, selector, compare);
}

function ServedSnapshot({ children }: { children: ReactNode }) {
  const actor = useCheckoutActor();
  const [served] = useState(() => actor.getSnapshot());
  return <ServedSnapshotContext.Provider value={served}>{children}</ServedSnapshotContext.Provider>;
}

/** Starts the machine with the browser's calls, from the page's loaded data. */
export function CheckoutProvider({ input, children }: { input: CheckoutInput; children: ReactNode }) {
  const execute = useExecute();
  const logic = useMemo(() => browserCheckoutMachine(execute), [execute]);
  return (
    <CheckoutActorContext.Provider logic={logic} options={{ input }}>
      <ServedSnapshot>{children}</ServedSnapshot>
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
