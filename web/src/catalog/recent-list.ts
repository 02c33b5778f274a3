import { createStore } from '@xstate/store';

/** Newest first, unique by `keyOf`, at most `max`: recent searches (§9: 10), recently viewed (40). */
export function remember<T>(list: readonly T[], item: T, keyOf: (item: T) => string, max: number): T[] {
  const key = keyOf(item);
  return [item, ...list.filter((other) => keyOf(other) !== key)].slice(0, max);
}

/**
 * A small list kept in this browser's localStorage. It starts empty (the server knows nothing of it,
 * so the first render matches the server's HTML); `restore()` after hydration reads what is stored.
 */
export function createRecentList<T>(storageKey: string, keyOf: (item: T) => string, max: number) {
  const store = createStore({
    context: { items: [] as readonly T[] },
    on: {
      restored: (_context, event: { items: readonly T[] }) => ({ items: event.items.slice(0, max) }),
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
  return {
    store,
    restore() {
      try {
        const stored = JSON.parse(window.localStorage.getItem(storageKey) ?? '[]') as unknown;
        if (Array.isArray(stored)) store.trigger.restored({ items: stored as T[] });
      } catch {
        // unreadable: start afresh
      }
    },
    add(item: T) {
      store.trigger.added({ item });
      save(store.getSnapshot().context.items);
    },
    clear() {
      store.trigger.cleared();
      save([]);
    },
  };
}
