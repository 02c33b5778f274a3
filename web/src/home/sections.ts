import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import type { Execute } from '../graphql/client.ts';
import {
  type CollectionName,
  HomeSectionsDocument,
  type ProductCardFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { parseSearch, type SearchState, searchString } from '../search/search-url.ts';

/** Spec §9: how many products each home section shows. */
export const HOME_SECTION_SIZES = { deals: 20, newArrivals: 40, sale: 40, lifestyle: 100 } as const;

export type HomeSectionKey = keyof typeof HOME_SECTION_SIZES;

/**
 * Each shelf's "see all": the product list under the shelf's own search (server/search/collections.ts),
 * not the whole catalogue (issue #19 item 7): the sale shelves open only products on sale.
 */
const seeAllStates: Record<HomeSectionKey, Partial<SearchState>> = {
  deals: { onSale: true, sort: 'SALE_DESC' },
  newArrivals: { sort: 'DATE_DESC' },
  sale: { onSale: true, sort: 'DATE_DESC' },
  lifestyle: { sort: 'RANDOM', seed: 1 },
};

export function seeAllHref(key: HomeSectionKey): string {
  return `${ALL_PRODUCTS_HREF}${searchString({ ...parseSearch(new URLSearchParams()), ...seeAllStates[key] })}`;
}

export interface HomeSection {
  key: HomeSectionKey;
  items: readonly ProductCardFieldsFragment[];
}

const sectionOf: Record<CollectionName, HomeSectionKey | undefined> = {
  DEALS: 'deals',
  NEW_ARRIVALS: 'newArrivals',
  SALE: 'sale',
  LIFESTYLE: 'lifestyle',
  RECOMMENDED: undefined,
};

/**
 * The home page's data: the four shelves of the search service's collections (one multi-search
 * behind one gateway request), in the page's order. The gateway already leaves the deals out of the
 * sale shelf (server/search/collections.ts `shelvesOf`), so a card is never shown twice on the page.
 */
export async function loadHomeSections(execute: Execute): Promise<HomeSection[]> {
  const data = await execute(HomeSectionsDocument, {});
  const items = new Map<HomeSectionKey, readonly ProductCardFieldsFragment[]>();
  for (const collection of data.collections) {
    const key = sectionOf[collection.name];
    if (key) items.set(key, collection.items);
  }
  const order: HomeSectionKey[] = ['deals', 'newArrivals', 'sale', 'lifestyle'];
  const sections = order.map((key) => ({
    key,
    items: (items.get(key) ?? []).slice(0, HOME_SECTION_SIZES[key]),
  }));
  // An empty section (no discounts today) is left out rather than shown as a bare heading.
  return sections.filter((section) => section.items.length > 0);
}
