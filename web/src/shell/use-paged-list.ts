import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  type PaginatedListMachine,
  selectCanLoadMore,
  selectFailedFirstPage,
  selectFailure,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectItems,
} from '../../../machines/paginated-list.ts';
import { flowInspect } from '../flows/inspect.ts';

export type { FetchPageInput } from '../../../machines/paginated-list.ts';

/** What a list screen reads and sends; every fact comes from the paginated-list machine's selectors. */
export interface PagedList<TItem> {
  items: readonly TItem[];
  canLoadMore: boolean;
  loadingFirstPage: boolean;
  loadingMore: boolean;
  /** What the last fetch failed with, while the list is in a failure state; undefined otherwise. */
  failure: unknown;
  /** The first page failed: there is nothing to show, so the empty message must not claim "none". */
  failedFirstPage: boolean;
  loadMore: () => void;
  retry: () => void;
  actor: ActorRefFrom<PaginatedListMachine<TItem>>;
}

/**
 * The one way a web list drives the paginated-list machine (spec §4 "Lists"): a server-rendered first
 * page, further pages appended on "load more", a failed fetch held as a failure with retry. Orders,
 * points, the wallet statement, news and comments each used to wire the machine by hand (five copies
 * of the same provide/useActorRef/selectors); they now call this.
 *
 * `fetchPage` is read through a ref, so a caller may pass an inline function: the actor is created once
 * (useActorRef keeps the first machine it is given) and always calls the latest fetch.
 */
export function usePagedList<TItem>({
  perPage,
  firstPage,
  fetchPage,
}: {
  perPage: number;
  /** Page 1 as the server rendered it; without it the list fetches page 1 itself. */
  firstPage?: readonly TItem[];
  fetchPage: (input: FetchPageInput) => Promise<readonly TItem[]>;
}): PagedList<TItem> {
  const latestFetch = useRef(fetchPage);
  latestFetch.current = fetchPage;
  const machine = useMemo(
    () =>
      createPaginatedListMachine<TItem>().provide({
        actors: {
          fetchPage: fromPromise<Page<TItem>, FetchPageInput>(async ({ input }) => ({
            items: await latestFetch.current(input),
          })),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, {
    input: { perPage, initialPage: firstPage ? { page: 1, items: firstPage } : undefined },
    inspect: flowInspect,
  });
  const items = useSelector(actor, selectItems);
  const canLoadMore = useSelector(actor, selectCanLoadMore);
  const loadingFirstPage = useSelector(actor, selectIsLoadingFirstPage);
  const loadingMore = useSelector(actor, selectIsLoadingMore);
  const failure = useSelector(actor, selectFailure);
  const failedFirstPage = useSelector(actor, selectFailedFirstPage);
  return {
    items,
    canLoadMore,
    loadingFirstPage,
    loadingMore,
    failure,
    failedFirstPage,
    loadMore: () => actor.send({ type: 'LOAD_MORE' }),
    retry: () => actor.send({ type: 'RETRY' }),
    actor,
  };
}
