import { createStore } from '@xstate/store';
import { useSelector } from '@xstate/store-react';
import { useEffect } from 'react';
import { sessionStore } from '../account/session.ts';
import { remember } from '../catalog/recent-list.ts';
import type { Execute } from '../graphql/client.ts';
import {
  ClearSearchHistoryDocument,
  MergeSearchHistoryDocument,
  SearchHistoryDocument,
} from '../graphql/generated/graphql.ts';
import { RECENT_SEARCHES, recentSearches } from './recent-searches.ts';

const keyOf = (text: string) => text.trim().toLowerCase();

/**
 * A logged-in shopper's recent searches, kept on the server (spec §3 User): the gateway records each
 * search, this copy shows them. `owner` is the account they belong to, null until loaded.
 */
export const accountSearches = createStore({
  context: { owner: null as string | null, items: [] as readonly string[] },
  on: {
    loaded: (_context, event: { owner: string; items: readonly string[] }) => ({
      owner: event.owner,
      items: event.items,
    }),
    added: (context, event: { text: string }) => ({
      ...context,
      items: remember(context.items, event.text, keyOf, RECENT_SEARCHES),
    }),
    cleared: (context) => ({ ...context, items: [] as readonly string[] }),
    // a guest's page forgets on every load: unchanged, the search box does not render again for it
    forgotten: (context) =>
      context.owner === null && context.items.length === 0
        ? context
        : { owner: null, items: [] as readonly string[] },
  },
});

/**
 * At login (or on a page opened logged in): the searches this browser kept as a guest join the
 * account's — they are the latest on this device, so they go on top — and leave the browser, so they
 * are merged once. A failed call keeps the browser's list, shown until the next try.
 */
export async function loadAccountSearches(execute: Execute, owner: string): Promise<void> {
  const guest = recentSearches.store.getSnapshot().context.items;
  if (guest.length > 0) {
    const { mergeSearchHistory } = await execute(MergeSearchHistoryDocument, { texts: [...guest] });
    recentSearches.clear();
    accountSearches.trigger.loaded({ owner, items: mergeSearchHistory });
  } else {
    const { searchHistory } = await execute(SearchHistoryDocument, {});
    accountSearches.trigger.loaded({ owner, items: searchHistory });
  }
}

/**
 * The recent searches the search box shows: the account's for a member, this browser's for a guest,
 * with how to add (after a choice) and clear them.
 */
export function useRecentSearches(execute: Execute) {
  const member = useSelector(sessionStore, (snapshot) =>
    snapshot.context.status === 'member' ? (snapshot.context.account?.id ?? null) : null,
  );
  const account = useSelector(accountSearches, (snapshot) => snapshot.context);
  const browser = useSelector(recentSearches.store, (snapshot) => snapshot.context.items);
  useEffect(() => {
    // the browser's list first: the merge at login reads it
    recentSearches.restore();
    if (member) loadAccountSearches(execute, member).catch(() => {});
    else accountSearches.trigger.forgotten();
  }, [member, execute]);
  const onAccount = member !== null && account.owner === member;
  return {
    recent: onAccount ? account.items : browser,
    /** `searched`: the gateway records it with the search itself; a product chosen by name is not. */
    add(text: string, searched: boolean) {
      if (!onAccount) return recentSearches.add(text);
      accountSearches.trigger.added({ text });
      if (!searched) execute(MergeSearchHistoryDocument, { texts: [text] }).catch(() => {});
    },
    clear() {
      if (!onAccount) return recentSearches.clear();
      accountSearches.trigger.cleared();
      execute(ClearSearchHistoryDocument, {}).catch(() => {});
    },
  };
}
