/**
 * The product search document (spec §3), as the search service stores and returns it. Built by the
 * search-documents projection from catalog + stock; `translated` carries non-Mongolian names.
 */
export interface SearchDocument {
  id: number;
  slug: string;
  /** Mongolian name (default locale). */
  name: string;
  title: string;
  image: string | null;
  images: string[];
  sku: string;
  price: number;
  selling_price: number;
  sale_percent: number;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  created_at: string;
  updated_at: string;
  available_on: string | null;
  total_on_hand: number;
  /** master variant id */
  vid: number;
  property: Record<string, string>;
  property_list: { name: string; value: string }[];
  variants: {
    id: number;
    image: string | null;
    price: number;
    selling_price: number;
    option_values: { type: string; name: string; presentation: string }[];
  }[];
  product_cat: string;
  badges: number[];
  /** { en: { name: "…" }, ru: { … } } */
  translated: Record<string, { name?: string; description?: string }>;
  average_rating: number;
  total_reviews: number;
  keyword: { id?: number; name?: string; mn?: string; gpc?: string; gpc_txt?: string };
  brand: { code: string; name: string } | null;
  store: { name: string; logo: string | null; code: string; vendor_id: number | null } | null;
  taxonomy: { id: number; permalink: string };
  /** Taxon names from the root: l0 = top level … l4. */
  l0?: string;
  l1?: string;
  l2?: string;
  l3?: string;
  l4?: string;
  custom_suggestion: string[];
}

export type SearchSort =
  | 'relevance'
  | 'name_asc'
  | 'name_desc'
  | 'date_asc'
  | 'date_desc'
  | 'price_asc'
  | 'price_desc'
  | 'sale_desc'
  | 'random';

/** POST /search/{index}/product/_search body. */
export interface SearchRequest {
  query?: string;
  /** taxon permalink (any level), without /t/ */
  taxon?: string;
  /** 1-based, at most 500 */
  page?: number;
  /** 1–100, default 40 */
  per_page?: number;
  sort?: SearchSort;
  /** seed for a stable random order across pages */
  seed?: number;
}

export interface SearchResponse {
  total: number;
  page: number;
  per_page: number;
  /** true while this page holds at least per_page hits (spec §4) */
  more: boolean;
  hits: SearchDocument[];
}
