import { createRecentList } from '../catalog/recent-list.ts';

/** Spec §4/§9: search history keeps unique entries, 10 at most, newest first. */
export const RECENT_SEARCHES = 10;

export const recentSearches = createRecentList<string>(
  'shoppy.recentSearches',
  (text) => text.trim().toLowerCase(),
  RECENT_SEARCHES,
);
