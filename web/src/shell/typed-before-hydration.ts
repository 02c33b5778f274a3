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

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(['hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** The served fields under `root` whose value is no longer the one they were served with. */
export function typedFields(root: ParentNode): TypedField[] {
  const fields = [...root.querySelectorAll<TypedField>('input, textarea, select')];
  return fields.filter((field) => {
    if (field.disabled) return false;
    if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      if (field.multiple) return options.some((option) => option.selected !== option.defaultSelected);
      return field.value !== ((options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '');
    }
    if (field instanceof HTMLInputElement) {
      if (NOT_TYPED.has(field.type)) return false;
      if (field.type === 'checkbox') return field.checked !== field.defaultChecked;
      if (field.type === 'radio') return field.checked && !field.defaultChecked;
    }
    return field.value !== field.defaultValue;
  });
}

/** The element's own `value` setter, past the one React puts on each field it tracks. */
function nativeValueSetter(field: TypedField) {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
}

/**
 * Hands each typed field to its component as if typed now, after hydration: React notes a change
 * only against the value it last saw, which hydration read from the box (the typed one). So the
 * field first goes back to its served value through React's own setter, then to the typed value
 * past it, and the event React listens to is sent.
 */
export function replayTyped(fields: TypedField[]): void {
  for (const field of fields) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // back to as served (a radio: its group's served choice), then the shopper's click again
      if (field.type === 'radio') {
        const group = field.form?.elements.namedItem(field.name);
        const radios = group instanceof RadioNodeList ? [...group] : [];
        field.checked = false;
        const served = radios.find((radio) => (radio as HTMLInputElement).defaultChecked);
        if (served) (served as HTMLInputElement).checked = true;
      } else field.checked = field.defaultChecked;
      field.click();
      continue;
    }
    const typed = field.value;
    if (!(field instanceof HTMLSelectElement)) {
      field.value = field.defaultValue;
      nativeValueSetter(field)?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/**
 * Every field of the served page typed into before hydration, handed over once hydration has
 * committed (the fields with their own `useTypedBeforeHydration` have taken theirs by then: their
 * effects run first, being deeper). Only on a hydrated page (`served`). One case it cannot see: React
 * puts a served `<textarea>` that had text back to that text as it hydrates it (an empty one keeps
 * what was typed).
 */
export function useTypedBeforeHydrationEverywhere(root: () => ParentNode | null, served: boolean): void {
  const first = useRef({ root, served });
  useEffect(() => {
    const { root, served } = first.current;
    const container = served ? root() : null;
    if (container) replayTyped(typedFields(container));
  }, []);
}
