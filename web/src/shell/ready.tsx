import type { ComponentProps } from 'react';
import { useHydrated } from './use-hydrated.ts';

/*
 * Controls that are disabled until the page has hydrated (use-hydrated.ts), with the hook in the
 * control itself. React re-renders every user of `useHydrated` at once, synchronously, when the
 * page's hydration commits; asked by a whole screen (the catalog with its 40 cards), that was one
 * blocking task of ~350 ms on a mid-range phone. Asked here, only the control renders again: its
 * children are the caller's elements, unchanged, and React skips them. A list's many buttons (its
 * cards' quick adds and compare toggles, 160 on /products) are plain buttons instead: the boot script
 * holds a press made before hydration and presses it again once the app is ready (entry-boot.ts),
 * and rendering them all again was 25–50 ms of a slow phone's hydration.
 */

export function ReadyButton({ disabled = false, ...props }: ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button {...props} disabled={disabled || !hydrated} />;
}

export function ReadySelect({ disabled = false, ...props }: ComponentProps<'select'>) {
  const hydrated = useHydrated();
  return <select {...props} disabled={disabled || !hydrated} />;
}

export function ReadyFieldset({ disabled = false, ...props }: ComponentProps<'fieldset'>) {
  const hydrated = useHydrated();
  return <fieldset {...props} disabled={disabled || !hydrated} />;
}
