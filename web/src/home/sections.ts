import type { Execute } from '../graphql/client.ts';
import { HomeSectionsDocument, type ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';

/** Spec §9: how many products each home section shows. */
export const HOME_SECTION_SIZES = { deals: 20, newArrivals: 40, sale: 40, lifestyle: 100 } as const;

export type HomeSectionKey = keyof typeof HOME_SECTION_SIZES;

export interface HomeSection {
  key: HomeSectionKey;
  items: readonly ProductCardFieldsFragment[];
}

/**
 * The home page's data, in one gateway request. This is the one function to switch when the
 * gateway offers the search service's multi-search: the sections and their sizes stay.
 *
 * Until then, deals are the 20 deepest discounts and the sale section the next ones (a card is
 * never shown twice on the page), new arrivals the newest, lifestyle a random pick.
 */
export async function loadHomeSections(execute: Execute): Promise<HomeSection[]> {
  const data = await execute(HomeSectionsDocument, {});
  const deals = data.deals.items.slice(0, HOME_SECTION_SIZES.deals);
  const inDeals = new Set(deals.map((product) => product.id));
  const sale = data.sale.items
    .filter((product) => !inDeals.has(product.id))
    .slice(0, HOME_SECTION_SIZES.sale);
  const sections: HomeSection[] = [
    { key: 'deals', items: deals },
    { key: 'newArrivals', items: data.newArrivals.items.slice(0, HOME_SECTION_SIZES.newArrivals) },
    { key: 'sale', items: sale },
    { key: 'lifestyle', items: data.lifestyle.items.slice(0, HOME_SECTION_SIZES.lifestyle) },
  ];
  // An empty section (no discounts today) is left out rather than shown as a bare heading.
  return sections.filter((section) => section.items.length > 0);
}
