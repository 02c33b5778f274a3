import { createStore } from '@xstate/store';
import { validItems } from '../catalog/recent-list.ts';
import { browserStorage, readSlice, writeSlice } from '../shell/persisted-state.ts';

/** Spec §5, §9: the compare list holds at most 4 products. */
export const MAX_COMPARED = 4;

/** The slice of the persisted client state (version 2, shell/persisted-state.ts) the list lives in. */
export const COMPARE_SLICE = 'compare';

export interface CompareSlice {
  slugs: string[];
}

/** What a toggle did; `full` changed nothing, and the UI says why (spec §5's warning). */
export type CompareOutcome = 'added' | 'removed' | 'full';

/** A slug as our URLs have them: the stored list is outside our control, so anything else is dropped. */
export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && /^[^/\s?#]{1,200}$/.test(value);
}

const bySelf = (slug: string) => slug;

/** The slugs of a stored slice worth keeping: valid, unique, at most 4, in their order. */
export function storedSlugs(slice: unknown): string[] {
  const slugs =
    slice !== null && typeof slice === 'object' ? (slice as { slugs?: unknown }).slugs : undefined;
  return validItems(slugs, isSlug, bySelf, MAX_COMPARED);
}

/** What toggling `slug` does to `slugs`: pure, so the store and its callers agree on it. */
export function toggleOutcome(slugs: readonly string[], slug: string): CompareOutcome {
  if (slugs.includes(slug)) return 'removed';
  return slugs.length >= MAX_COMPARED ? 'full' : 'added';
}

/**
 * The compare list (spec §4: "compare toggle adds or removes a product by slug"): slugs in the order
 * they were added. It starts empty and `restored: false`, as the server renders it (the server cannot
 * see localStorage), so hydration matches; `restore()` after hydration reads the stored list.
 */
export function createCompareList(storage: () => Storage | undefined = browserStorage) {
  const store = createStore({
    context: { slugs: [] as readonly string[], restored: false },
    on: {
      restored: (_context, event: { slugs: readonly string[] }) => ({ slugs: event.slugs, restored: true }),
      toggled: (context, event: { slug: string }) => {
        const outcome = toggleOutcome(context.slugs, event.slug);
        if (outcome === 'full') return context;
        const slugs =
          outcome === 'removed'
            ? context.slugs.filter((slug) => slug !== event.slug)
            : [...context.slugs, event.slug];
        return { ...context, slugs };
      },
      removed: (context, event: { slug: string }) => ({
        ...context,
        slugs: context.slugs.filter((slug) => slug !== event.slug),
      }),
    },
  });

  const save = () => {
    const slice: CompareSlice = { slugs: [...store.getSnapshot().context.slugs] };
    writeSlice(COMPARE_SLICE, slice, storage());
  };

  /** Reads the stored list into the store; a slice with bad entries is rewritten without them. */
  const restore = () => {
    const stored = readSlice<unknown>(COMPARE_SLICE, storage());
    const slugs = storedSlugs(stored);
    store.trigger.restored({ slugs });
    const storedList = (stored as { slugs?: unknown } | undefined)?.slugs;
    if (stored !== undefined && (!Array.isArray(storedList) || storedList.length !== slugs.length)) save();
  };

  /** Never act on the empty list of a store that has not read storage: it would overwrite it. */
  const ensureRestored = () => {
    if (!store.getSnapshot().context.restored) restore();
  };

  return {
    store,
    restore,
    /**
     * Adds or removes `slug`. A fifth is refused: the list stays as it was and `full` is returned
     * for the UI to warn (spec §5). Removal is always allowed.
     */
    toggle(slug: string): CompareOutcome {
      ensureRestored();
      const outcome = toggleOutcome(store.getSnapshot().context.slugs, slug);
      if (outcome === 'full') return outcome;
      store.trigger.toggled({ slug });
      save();
      return outcome;
    },
    remove(slug: string): void {
      ensureRestored();
      store.trigger.removed({ slug });
      save();
    },
  };
}

export type CompareList = ReturnType<typeof createCompareList>;

/** The page's one compare list: the header badge, the toggles and the compare page share it. */
export const compareList = createCompareList();
