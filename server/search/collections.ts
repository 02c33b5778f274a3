import type { SearchRequest } from './document.ts';

/** Spec §9 list sizes. */
export const COLLECTION_SIZES = {
  related: 30,
  same_series: 20,
  deals: 20,
  new_arrivals: 40,
  sale: 40,
  lifestyle: 100,
  recommended: 50,
} as const;

export type ShopCollection = 'deals' | 'new_arrivals' | 'sale' | 'lifestyle' | 'recommended';

/** Shop-wide shelves (home page): each one search. `seed` keeps RECOMMENDED's shuffle stable. */
export function collectionSearch(name: ShopCollection, seed = 0): SearchRequest {
  switch (name) {
    case 'deals':
      return { on_sale: true, sort: 'sale_desc', per_page: COLLECTION_SIZES.deals };
    case 'new_arrivals':
      return { sort: 'date_desc', per_page: COLLECTION_SIZES.new_arrivals };
    case 'sale':
      return { on_sale: true, sort: 'date_desc', per_page: COLLECTION_SIZES.sale };
    case 'lifestyle':
      // the spec gives only the size; a shuffle of the whole visible catalog, not the suggested one's
      return { sort: 'random', seed: seed + 1, per_page: COLLECTION_SIZES.lifestyle };
    case 'recommended':
      return { sort: 'random', seed, per_page: COLLECTION_SIZES.recommended };
  }
}

/**
 * Shop-wide shelves asked together (the home page). The sale shelf leaves out what the deals shelf
 * shows (both are products on sale, and a card is shown once per page), so with the deals beside it
 * it asks for as many more as the deals can take away; `shelvesOf` then cuts it back to 40.
 */
export function collectionSearches(names: readonly ShopCollection[], seed = 0): SearchRequest[] {
  const withDeals = names.includes('deals');
  return names.map((name) => {
    const request = collectionSearch(name, seed);
    if (name !== 'sale' || !withDeals) return request;
    return { ...request, per_page: COLLECTION_SIZES.sale + COLLECTION_SIZES.deals };
  });
}

/** The hits of `collectionSearches`, shelf by shelf: the sale shelf without the deals, at its size. */
export function shelvesOf<Hit extends { id: number }>(
  names: readonly ShopCollection[],
  hits: readonly (readonly Hit[])[],
): Hit[][] {
  const deals = names.indexOf('deals');
  const inDeals = new Set((deals >= 0 ? (hits[deals] ?? []) : []).map((hit) => hit.id));
  return names.map((name, at) => {
    const shelf = hits[at] ?? [];
    if (name !== 'sale') return [...shelf];
    return shelf.filter((hit) => !inDeals.has(hit.id)).slice(0, COLLECTION_SIZES.sale);
  });
}

export interface ProductAnchor {
  id: number;
  /** the product's own taxon */
  taxon: string;
  /** its top-level taxon */
  department: string;
  series: string | null;
}

/** A product page's lists: never the product itself. */
export function productCollections(product: ProductAnchor) {
  const notItself = { exclude_ids: [product.id] };
  return {
    related: { ...notItself, taxon: product.taxon, per_page: COLLECTION_SIZES.related },
    sameSeries: product.series
      ? { ...notItself, series: product.series, sort: 'name_asc', per_page: COLLECTION_SIZES.same_series }
      : null,
    // shuffled by the product id: stable for one product, different between products
    recommended: {
      ...notItself,
      taxon: product.department,
      sort: 'random',
      seed: product.id,
      per_page: COLLECTION_SIZES.recommended,
    },
  } satisfies Record<string, SearchRequest | null>;
}
