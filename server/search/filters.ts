import type { SearchRequest } from './document.ts';
import { fuzzyForms, prefixTsQuery } from './text.ts';

/** Positional parameters collected while a statement is written: `params.add(x)` → `$3`. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * How the text matches: `words` = full-text prefix match (transliterated too); `fuzzy` = trigram
 * word similarity, the fallback when no word matched as typed; `none` = browsing.
 */
export type TextMode = 'none' | 'words' | 'fuzzy';

/** Word similarity a fuzzy hit needs: 0.6 (pg_trgm's default) missed one-letter typos in short words. */
export const FUZZY_THRESHOLD = 0.45;

export interface Where {
  sql: string;
  /** the rank expression for the relevance order; adds its own parameters, so call it only to use it */
  rank: (() => string) | null;
  /** the lower-cased query, for "exact SKU first" (a parameter only when the order uses it) */
  exactSku: string | null;
}

/**
 * The WHERE clause of a search: spec §5 visibility at `now`, the text in the given mode, then every
 * filter. Values always travel as parameters.
 */
export function buildWhere(
  request: SearchRequest,
  now: Date,
  mode: TextMode,
  params: Params,
  /** leave out the faceted filters (taxon, brand, price, options): facets.ts applies them per facet */
  withoutFaceted = false,
): Where {
  const at = params.add(now);
  const clauses = [
    `selling_price > 1 and total_on_hand > 0 and has_image and (available_on is null or available_on <= ${at})`,
  ];
  let rank: (() => string) | null = null;
  let exactSku: string | null = null;
  const text = request.query ?? '';
  if (mode === 'words') {
    const tsquery = prefixTsQuery(text);
    if (tsquery) {
      const q = `to_tsquery('simple', ${params.add(tsquery)})`;
      clauses.push(`search_vector @@ ${q}`);
      // a whole word outranks a prefix: `arhi` puts архи (vodka) before архивын (archive folders)
      rank = () => {
        const whole = `to_tsquery('simple', ${params.add(tsquery.replaceAll(':*', ''))})`;
        return `ts_rank(search_vector, ${q}) + ts_rank(search_vector, ${whole})`;
      };
      exactSku = text.trim().toLowerCase();
    }
  } else if (mode === 'fuzzy') {
    const forms = fuzzyForms(text);
    if (forms) {
      const typed = params.add(forms.typed);
      const cyrillic = params.add(forms.cyrillic);
      // `<%` uses the trigram index; the threshold is set for the transaction (query.ts)
      clauses.push(`(${typed} <% search_text or ${cyrillic} <% search_text)`);
      rank = () =>
        `greatest(word_similarity(${typed}, search_text), word_similarity(${cyrillic}, search_text))`;
    }
  }
  if (!withoutFaceted) {
    const faceted = facetedFilters(request, params);
    clauses.push(...[faceted.taxon, faceted.brand, faceted.price].filter((sql) => sql !== null));
    clauses.push(...faceted.options.map((option) => option.sql));
  }
  if (request.stores?.length) clauses.push(`store_code = any(${params.add(request.stores)}::text[])`);
  if (request.on_sale) {
    clauses.push(`sale_percent > 0 and (sale_start_at is null or sale_start_at <= ${at})
      and (sale_expire_at is null or sale_expire_at > ${at})`);
  }
  if (request.min_rating !== undefined) {
    clauses.push(`average_rating >= ${params.add(request.min_rating)}::real`);
  }
  if (request.in_stock) clauses.push('total_on_hand > 0');
  if (request.series) clauses.push(`series = ${params.add(request.series)}`);
  if (request.exclude_ids?.length) clauses.push(`not (id = any(${params.add(request.exclude_ids)}::int[]))`);
  return { sql: clauses.join('\n and '), rank, exactSku };
}

/** The filters a facet shows: each facet is counted under the others only (facets.ts). */
export interface FacetedFilters {
  taxon: string | null;
  brand: string | null;
  price: string | null;
  /** one per filtered option type: any of its values */
  options: { type: string; sql: string }[];
}

export function facetedFilters(request: SearchRequest, params: Params): FacetedFilters {
  const prices: string[] = [];
  if (request.price_min !== undefined) prices.push(`selling_price >= ${params.add(request.price_min)}`);
  if (request.price_max !== undefined) prices.push(`selling_price <= ${params.add(request.price_max)}`);
  return {
    taxon: request.taxon ? `taxon_permalinks @> array[${params.add(request.taxon)}::text]` : null,
    brand: request.brands?.length ? `brand_code = any(${params.add(request.brands)}::text[])` : null,
    price: prices.length ? prices.join(' and ') : null,
    options: Object.entries(request.options ?? {})
      .filter(([, names]) => names.length > 0)
      .map(([type, names]) => ({
        type,
        sql: `option_values && ${params.add(names.map((name) => `${type}:${name}`))}::text[]`,
      })),
  };
}

/** Whether the text has anything to match once punctuation is gone (`?!*` browses). */
export function hasWords(request: SearchRequest): boolean {
  return prefixTsQuery(request.query ?? '') !== null;
}
