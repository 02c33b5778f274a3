import { createStore } from '@xstate/store';

/** Newest first, unique by `keyOf`, at most `max`: recent searches (§9: 10), recently viewed (40). */
export function remember<T>(list: readonly T[], item: T, keyOf: (item: T) => string, max: number): T[] {
  const key = keyOf(item);
  return [item, ...list.filter((other) => keyOf(other) !== key)].slice(0, max);
}

/**
 * The most a stored list may weigh before it is parsed: 40 product cards are ~20 kB of JSON, so
 * anything far larger was not written by us, and parsing megabytes would stall the page.
 */
export const MAX_STORED_CHARS = 256 * 1024;

/**
 * The valid items of a stored value, at most `max`, unique by key (the first kept). Anything that is
 * not an array gives none; an item the guard refuses (null, `{}`, a foreign shape) is left out.
 */
export function validItems<T>(
  stored: unknown,
  isItem: (value: unknown) => value is T,
  keyOf: (item: T) => string,
  max: number,
): T[] {
  if (!Array.isArray(stored)) return [];
  const items: T[] = [];
  const seen = new Set<string>();
  for (const value of stored) {
    if (items.length === max) break;
    if (!isItem(value)) continue;
    const key = keyOf(value);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(value);
  }
  return items;
}

/**
 * A small list kept in this browser's localStorage. It starts empty (the server knows nothing of it,
 * so the first render matches the server's HTML); `restore()` after hydration reads what is stored.
 * Storage is outside our control (another tab's old version, an extension, a shopper's console), so
 * what is read goes through `isItem` first: a bad item is dropped, never handed to the page.
 */
export function createRecentList<T>(
  storageKey: string,
  keyOf: (item: T) => string,
  max: number,
  isItem: (value: unknown) => value is T,
) {
  const store = createStore({
    context: { items: [] as readonly T[] },
    on: {
      // Nothing stored (most visits): the context stays as it is, so no list reader renders again
      // in the task where every component's mount effects run after hydration.
      restored: (context, event: { items: readonly T[] }) =>
        event.items.length === 0 && context.items.length === 0 ? context : { items: event.items },
      added: (context, event: { item: T }) => ({ items: remember(context.items, event.item, keyOf, max) }),
      cleared: () => ({ items: [] as readonly T[] }),
    },
  });
  const save = (items: readonly T[]) => {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(items));
    } catch {
      // storage full or refused: the list lives until the tab closes
    }
  };
  const read = (): { stored: unknown; text: string | null } => {
    try {
      const text = window.localStorage.getItem(storageKey);
      if (text === null || text.length > MAX_STORED_CHARS) return { stored: undefined, text };
      return { stored: JSON.parse(text) as unknown, text };
    } catch {
      return { stored: undefined, text: '' };
    }
  };
  return {
    store,
    restore() {
      const { stored, text } = read();
      const items = validItems(stored, isItem, keyOf, max);
      store.trigger.restored({ items });
      // Rewritten when anything was dropped, so the bad value is not read again on every page.
      if (text !== null && (!Array.isArray(stored) || items.length !== stored.length)) save(items);
    },
    add(item: T) {
      if (!isItem(item)) return;
      store.trigger.added({ item });
      save(store.getSnapshot().context.items);
    },
    clear() {
      store.trigger.cleared();
      save([]);
    },
  };
}
