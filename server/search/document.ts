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
  /** average rating, then how many reviews (#17) */
  | 'rating_desc'
  | 'random';

/** POST /search/{index}/product/_search body. Every filter narrows; an unknown value matches nothing. */
export interface SearchRequest {
  query?: string;
  /** taxon permalink (any level l0–l4), without /t/ */
  taxon?: string;
  /** brand codes: any of them */
  brands?: string[];
  /** store codes: any of them */
  stores?: string[];
  /** on selling_price, whole tugrik, inclusive */
  price_min?: number;
  price_max?: number;
  /** option type → option value names; any value within a type, every type: { color: ['black'] } */
  options?: Record<string, string[]>;
  /** average_rating at least this many stars (1–5, #17) */
  min_rating?: number;
  /** sale_percent > 0 and the sale window open now */
  on_sale?: boolean;
  /** total_on_hand > 0 (the visibility rule already demands it; kept for callers that say so) */
  in_stock?: boolean;
  series?: string;
  /** product ids left out (the product itself in its related lists) */
  exclude_ids?: number[];
  /** 1-based, at most 500 */
  page?: number;
  /** 1–100, default 40 */
  per_page?: number;
  sort?: SearchSort;
  /** seed for a stable random order across pages */
  seed?: number;
  /** compute facets for this query and filters */
  facets?: boolean;
  /** `card`: each hit as a product card shows it (`CardDocument`), not the whole document */
  view?: 'card';
}

/**
 * What a product card shows (a result page, a shelf): the fields asked with `view: 'card'`, and of
 * `translated` only the names. A shelf of whole documents carried every language's description: a
 * product page's three shelves were ~120 kB of JSON, serialised, sent and parsed on every page.
 */
export const CARD_FIELDS = [
  'id',
  'vid',
  'sku',
  'slug',
  'name',
  'translated',
  'image',
  'price',
  'selling_price',
  'sale_percent',
  'brand',
  'total_on_hand',
  'average_rating',
  'total_reviews',
] as const satisfies readonly (keyof SearchDocument)[];

export type CardDocument = Pick<SearchDocument, (typeof CARD_FIELDS)[number]>;

/** A hit: the whole document, or a card's part of it when the request asked for `view: 'card'`. */
export type SearchHit = SearchDocument | CardDocument;

export interface FacetBucket {
  /** taxon permalink, brand code or option value name */
  key: string;
  count: number;
  /** Mongolian label and its translations, for the gateway to localize (brands and options) */
  label?: string;
  translations?: Record<string, Record<string, string>>;
}

export interface SearchFacets {
  /** level 0 = top level; up to 20 buckets per level */
  taxons: { level: number; buckets: FacetBucket[] }[];
  /** up to 200 */
  brands: FacetBucket[];
  /** per option type, up to 200 each */
  options: { type: string; buckets: FacetBucket[] }[];
  /** null when nothing matches */
  price: { min: number; max: number } | null;
}

export interface SearchResponse<Hit = SearchDocument> {
  total: number;
  page: number;
  per_page: number;
  /** true while this page holds at least per_page hits (spec §4) */
  more: boolean;
  /**
   * true when no word matched as typed and the hits come from typo-tolerant matching: the text read
   * with each unmatched word one edit away (then `corrected` holds that text), or trigram similarity
   */
  fuzzy: boolean;
  /** the text the hits answer when its words were corrected ("showing results for …") */
  corrected?: string;
  hits: Hit[];
  facets?: SearchFacets;
}

export interface Suggestion {
  text: string;
  /** a product name links to the product; a custom suggestion is a query */
  slug: string | null;
}
