import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * The search box (spec §2 "Search with recent searches and results"): as the shopper types, the
 * suggestions for the text (after a short pause, so each key does not cost a request); with no text,
 * the recent searches. Arrow keys move through the options, Escape or leaving the box closes them.
 *
 * A failed suggestion call is an empty list (spec §8), never an error in the box. The fetch is the
 * `fetchSuggestions` actor, given by the host with `.provide({ actors: { fetchSuggestions } })`.
 */

export interface SearchOption {
  text: string;
  /** a product: go to its page; otherwise search the text */
  slug: string | null;
}

export interface SearchBoxContext {
  text: string;
  options: readonly SearchOption[];
  /** index into options; -1 = the typed text itself */
  highlighted: number;
}

export type SearchBoxEvent =
  | { type: 'FOCUS'; recent: readonly string[] }
  | { type: 'TYPE'; text: string; recent: readonly string[] }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'CLOSE' }
  | { type: 'SUBMIT' };

/** Spec §9 has no number for this; a pause shorter than most typing gaps between words. */
export const SUGGEST_DELAY_MS = 150;

const recentOptions = (recent: readonly string[]) => recent.map((text) => ({ text, slug: null }));

export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    input: {} as { text?: string } | undefined,
    tags: {} as 'open' | 'busy',
  },
  actors: {
    fetchSuggestions: fromPromise<readonly SearchOption[], { text: string }>(() =>
      Promise.reject(new Error('search-box: provide the fetchSuggestions actor')),
    ),
  },
  delays: { suggestDelay: SUGGEST_DELAY_MS },
  actions: {
    setText: assign((_, params: { text: string }) => ({ text: params.text, highlighted: -1 })),
    showRecent: assign((_, params: { recent: readonly string[] }) => ({
      options: recentOptions(params.recent),
      highlighted: -1,
    })),
    showSuggestions: assign((_, params: { options: readonly SearchOption[] }) => ({
      options: params.options.slice(0, 10),
      highlighted: -1,
    })),
    clearOptions: assign({ options: [], highlighted: -1 }),
    highlightNext: assign(({ context }) => ({
      highlighted: context.highlighted + 1 >= context.options.length ? -1 : context.highlighted + 1,
    })),
    highlightPrevious: assign(({ context }) => ({
      highlighted: context.highlighted <= -1 ? context.options.length - 1 : context.highlighted - 1,
    })),
    unhighlight: assign({ highlighted: -1 }),
  },
  guards: {
    isBlank: (_, params: { text: string }) => params.text.trim() === '',
    hasText: ({ context }) => context.text.trim() !== '',
  },
}).createMachine({
  id: 'searchBox',
  context: ({ input }) => ({ text: input?.text ?? '', options: [], highlighted: -1 }),
  initial: 'closed',
  on: {
    TYPE: [
      {
        guard: { type: 'isBlank', params: ({ event }) => ({ text: event.text }) },
        target: '.open.idle',
        actions: [
          { type: 'setText', params: ({ event }) => ({ text: event.text }) },
          { type: 'showRecent', params: ({ event }) => ({ recent: event.recent }) },
        ],
      },
      {
        // re-entered on every key, so the pause restarts
        target: '.open.debouncing',
        reenter: true,
        actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) },
      },
    ],
  },
  states: {
    closed: {
      on: {
        FOCUS: [
          { guard: 'hasText', target: 'open.debouncing' },
          {
            target: 'open.idle',
            actions: { type: 'showRecent', params: ({ event }) => ({ recent: event.recent }) },
          },
        ],
      },
    },
    open: {
      tags: ['open'],
      on: {
        NEXT: { actions: 'highlightNext' },
        PREVIOUS: { actions: 'highlightPrevious' },
        CLOSE: { target: 'closed', actions: 'unhighlight' },
        SUBMIT: { target: 'closed', actions: 'unhighlight' },
      },
      initial: 'idle',
      states: {
        idle: {},
        debouncing: {
          after: { suggestDelay: 'fetching' },
        },
        fetching: {
          tags: ['busy'],
          invoke: {
            src: 'fetchSuggestions',
            input: ({ context }) => ({ text: context.text.trim() }),
            onDone: {
              target: 'idle',
              actions: { type: 'showSuggestions', params: ({ event }) => ({ options: event.output }) },
            },
            // spec §8: a failed suggestion call is an empty list
            onError: { target: 'idle', actions: 'clearOptions' },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof searchBoxMachine>;

export const selectIsOpen = (snapshot: Snapshot) => snapshot.hasTag('open');
export const selectOptions = (snapshot: Snapshot) => snapshot.context.options;
export const selectHighlighted = (snapshot: Snapshot) => snapshot.context.highlighted;
export const selectText = (snapshot: Snapshot) => snapshot.context.text;
/** What Enter chooses: the highlighted option, else the typed text (null when there is none). */
export const selectChoice = (snapshot: Snapshot): SearchOption | null => {
  const { options, highlighted, text } = snapshot.context;
  const option = options[highlighted];
  if (option) return option;
  return text.trim() ? { text: text.trim(), slug: null } : null;
};
