import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

const fieldValue = (element: Element) => (element as Field).value;

/**
 * What a shopper typed into the server's HTML before React hydrated it (a slow phone takes seconds).
 * Hydration leaves the typed text in the box, but the field is controlled: its first re-render (the
 * hydrated flag flipping is one) writes the state's value back and the text is lost — the add then
 * adds 1, not the 3 typed (#19). So once, as the field mounts, what the box holds is handed to the
 * state as if typed then. On a client-side mount the box holds what was rendered and nothing happens.
 *
 * `rendered` is the value the first render gave the field; `keep` receives the box's text when it
 * differs (it decides what a valid value is). `read` takes the value from another element than a
 * text box (a group of radios: the checked one's value; undefined for none).
 */
export function useTypedBeforeHydration<T extends Element = HTMLInputElement>(
  rendered: string,
  keep: (typed: string) => void,
  read: (element: T) => string | undefined = fieldValue,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef({ rendered, keep, read, typed: null as string | null });
  // Read in a layout effect: it runs in hydration's own commit, before any re-render can overwrite.
  useLayoutEffect(() => {
    const typed = ref.current ? first.current.read(ref.current) : undefined;
    if (typed !== undefined && typed !== first.current.rendered) first.current.typed = typed;
  }, []);
  // Handed over in a passive effect: an actor from `useActorRef` starts in one (declared earlier in
  // the same component, so it has run), and an event sent before its start is dropped.
  useEffect(() => {
    const { typed, keep } = first.current;
    if (typed !== null) keep(typed);
  }, []);
  return ref;
}
