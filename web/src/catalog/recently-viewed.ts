import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { createRecentList } from './recent-list.ts';

/** Spec §9: recently viewed holds 40, newest first, unique by id. */
export const RECENTLY_VIEWED = 40;

export const recentlyViewed = createRecentList<ProductCardFieldsFragment>(
  'shoppy.recentlyViewed',
  (product) => product.id,
  RECENTLY_VIEWED,
);
