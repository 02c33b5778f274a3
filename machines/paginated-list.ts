import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';

/**
 * A list that loads a first page, then appends further pages on demand (spec §4 "Lists": products,
 * brands, orders, look books, wish lists, store credits).
 *
 * - `more` is true while the last page held at least `perPage` items, so a page of exactly
 *   `perPage` offers "load more" and an empty appended page clears it.
 * - A failed first page lands in `failed` (nothing to show); a failed append lands in
 *   `loadMoreFailed`, which keeps the items already shown.
 * - A server-rendered first page (`input.initialPage`) starts the list `loaded`, so a hydrated page
 *   does not fetch again.
 *
 * The fetch is the `fetchPage` actor, given by the host with `.provide({ actors: { fetchPage } })`.
 */

export interface FetchPageInput {
  /** 1-based page number. */
  page: number;
  perPage: number;
}

export interface Page<TItem> {
  items: readonly TItem[];
}

export interface PaginatedListInput<TItem> {
  perPage: number;
  /** A page already loaded elsewhere (server rendering), usually page 1. */
  initialPage?: { page: number; items: readonly TItem[] };
}

export interface PaginatedListContext<TItem> {
  items: readonly TItem[];
  /** The last page loaded; 0 before the first one. */
  page: number;
  perPage: number;
  more: boolean;
  /** What the last failed fetch rejected with; cleared when the list leaves a failure state. */
  error: unknown;
}

export type PaginatedListEvent = { type: 'LOAD_MORE' } | { type: 'RETRY' } | { type: 'RELOAD' };

export type PaginatedListTag = 'busy' | 'failure';

/** The spec's rule for the more flag, in one place. */
export function isFullPage(items: readonly unknown[], perPage: number): boolean {
  return items.length > 0 && items.length >= perPage;
}

/** The machine for items of type `TItem`; `paginatedListMachine` below is the untyped instance. */
export function createPaginatedListMachine<TItem>() {
  return setup({
    types: {
      context: {} as PaginatedListContext<TItem>,
      events: {} as PaginatedListEvent,
      input: {} as PaginatedListInput<TItem>,
      tags: {} as PaginatedListTag,
    },
    actors: {
      fetchPage: fromPromise<Page<TItem>, FetchPageInput>(() =>
        Promise.reject(new Error('paginated-list: provide the fetchPage actor')),
      ),
    },
    actions: {
      replaceWithFirstPage: assign(({ context }, params: { items: readonly TItem[] }) => ({
        items: params.items,
        page: 1,
        more: isFullPage(params.items, context.perPage),
        error: undefined,
      })),
      appendPage: assign(({ context }, params: { items: readonly TItem[] }) => ({
        items: [...context.items, ...params.items],
        page: context.page + 1,
        more: isFullPage(params.items, context.perPage),
        error: undefined,
      })),
      recordFailure: assign((_, params: { error: unknown }) => ({ error: params.error })),
      clearFailure: assign({ error: undefined }),
      clearItems: assign({ items: [], page: 0, more: false }),
    },
    guards: {
      hasServerPage: ({ context }) => context.page > 0,
      hasMore: ({ context }) => context.more,
    },
  }).createMachine({
    id: 'paginatedList',
    context: ({ input }) => ({
      items: input.initialPage?.items ?? [],
      page: input.initialPage?.page ?? 0,
      perPage: input.perPage,
      more: input.initialPage ? isFullPage(input.initialPage.items, input.perPage) : false,
      error: undefined,
    }),
    initial: 'starting',
    states: {
      starting: {
        description: 'Decides once whether a server-rendered page is already there.',
        always: [{ guard: 'hasServerPage', target: 'loaded' }, { target: 'loading' }],
      },
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ page: 1, perPage: context.perPage }),
          onDone: {
            target: 'loaded',
            actions: { type: 'replaceWithFirstPage', params: ({ event }) => ({ items: event.output.items }) },
          },
          onError: {
            target: 'failed',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              'clearItems',
            ],
          },
        },
      },
      loaded: {
        on: {
          LOAD_MORE: { guard: 'hasMore', target: 'loadingMore' },
          RELOAD: 'loading',
        },
      },
      loadingMore: {
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => ({ page: context.page + 1, perPage: context.perPage }),
          onDone: {
            target: 'loaded',
            actions: { type: 'appendPage', params: ({ event }) => ({ items: event.output.items }) },
          },
          onError: {
            target: 'loadMoreFailed',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      loadMoreFailed: {
        description: 'The append failed; the items already shown stay.',
        tags: ['failure'],
        exit: 'clearFailure',
        on: { RETRY: 'loadingMore', RELOAD: 'loading' },
      },
      failed: {
        tags: ['failure'],
        exit: 'clearFailure',
        on: { RETRY: 'loading', RELOAD: 'loading' },
      },
    },
  });
}

export const paginatedListMachine = createPaginatedListMachine<unknown>();

export type PaginatedListMachine<TItem> = ReturnType<typeof createPaginatedListMachine<TItem>>;
export type PaginatedListSnapshot<TItem> = SnapshotFrom<PaginatedListMachine<TItem>>;

// Selectors: the facts a view reads, derived once here so components never re-derive them.

export const selectItems = <TItem>(snapshot: PaginatedListSnapshot<TItem>) => snapshot.context.items;
export const selectHasMore = <TItem>(snapshot: PaginatedListSnapshot<TItem>) => snapshot.context.more;
/** True where LOAD_MORE would be taken now (the hasMore guard in `loaded`). */
export const selectCanLoadMore = <TItem>(snapshot: PaginatedListSnapshot<TItem>) =>
  snapshot.can({ type: 'LOAD_MORE' });
export const selectIsBusy = <TItem>(snapshot: PaginatedListSnapshot<TItem>) => snapshot.hasTag('busy');
export const selectIsLoadingFirstPage = <TItem>(snapshot: PaginatedListSnapshot<TItem>) =>
  snapshot.matches('loading');
export const selectIsLoadingMore = <TItem>(snapshot: PaginatedListSnapshot<TItem>) =>
  snapshot.matches('loadingMore');
/** The failure to show, or undefined while the list is not in a failure state. */
export const selectFailure = <TItem>(snapshot: PaginatedListSnapshot<TItem>) =>
  snapshot.hasTag('failure') ? snapshot.context.error : undefined;
/** Which failure: the first page (nothing to show) or an append (items stay). */
export const selectFailedFirstPage = <TItem>(snapshot: PaginatedListSnapshot<TItem>) =>
  snapshot.matches('failed');
