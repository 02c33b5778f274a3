import { createRecentList } from '../catalog/recent-list.ts';

/** Spec §4/§9: search history keeps unique entries, 10 at most, newest first. */
export const RECENT_SEARCHES = 10;

/** The longest text the search takes (the search service refuses more). */
export const MAX_SEARCH_TEXT = 200;

/** A stored search worth offering again: some text, no longer than a search may be. */
export function isSearchText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= MAX_SEARCH_TEXT;
}

export const recentSearches = createRecentList<string>(
  'shoppy.recentSearches',
  (text) => text.trim().toLowerCase(),
  RECENT_SEARCHES,
  isSearchText,
);
