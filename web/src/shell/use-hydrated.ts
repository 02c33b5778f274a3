import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from then on. A button in the served
 * HTML does nothing until its page has hydrated (a click before that is lost, or a form submits
 * natively and reloads); so such controls are disabled until they work, which also tells a test
 * (and a shopper) when the page is ready.
 *
 * React renders every user of this hook again, synchronously, as soon as hydration commits: ask it in
 * the control, not in a screen (`ReadyButton`, `ReadySelect`, `ReadyFieldset` in ready.tsx).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
