import type { SearchSort } from './document.ts';
import type { FacetData } from './facet-index-data.ts';
import { shuffleKey } from './shuffle.ts';

/**
 * A browse page (no text) ordered in memory, as query.ts's statement orders it (#21: at 100k products
 * a product page's related and recommended shelves were `where taxon_permalinks @> … order by
 * created_at desc` or a shuffle, 620–910 ms each under load, read from every row of the department).
 *
 * Each supported sort is one number per document, descending or ascending, ties by id as the
 * statement breaks them. A first page keeps the best `offset + limit` in one pass (shelves and first
 * pages); a deeper page sorts every match.
 */
type BrowseSort = Extract<
  SearchSort,
  'date_desc' | 'date_asc' | 'price_asc' | 'price_desc' | 'sale_desc' | 'random'
>;

/** `relevance` without text is `date_desc` (query.ts) */
export function browseSort(sort: SearchSort): BrowseSort | null {
  if (sort === 'relevance') return 'date_desc';
  switch (sort) {
    case 'date_desc':
    case 'date_asc':
    case 'price_asc':
    case 'price_desc':
    case 'sale_desc':
    case 'random':
      return sort;
    default:
      // names sort by ICU collation and ratings by two columns: the statement's
      return null;
  }
}

/** One pass keeps the best this many; beyond it every match is sorted. */
const TOP_PASS_LIMIT = 500;

export function browsePage(
  data: FacetData,
  ordinals: Int32Array,
  sort: BrowseSort,
  seed: number,
  offset: number,
  limit: number,
): number[] {
  const { primary, descending, idDescending } = sortKey(data, sort, seed);
  // a before b: primary in the sort's direction, then id (desc only for date_desc: `id desc`)
  const before = (a: number, b: number): boolean => {
    const pa = primary(a);
    const pb = primary(b);
    if (pa !== pb) return descending ? pa > pb : pa < pb;
    const ia = data.ids[a]!;
    const ib = data.ids[b]!;
    return idDescending ? ia > ib : ia < ib;
  };
  const wanted = offset + limit;
  let ordered: number[];
  if (wanted <= TOP_PASS_LIMIT) {
    // insertion into a short sorted list; most documents lose to its last entry at once
    ordered = [];
    for (let at = 0; at < ordinals.length; at++) {
      const d = ordinals[at]!;
      if (ordered.length === wanted && !before(d, ordered[wanted - 1]!)) continue;
      let low = 0;
      let high = ordered.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (before(ordered[middle]!, d)) low = middle + 1;
        else high = middle;
      }
      ordered.splice(low, 0, d);
      if (ordered.length > wanted) ordered.pop();
    }
  } else {
    ordered = Array.from(ordinals).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  }
  return ordered.slice(offset, wanted).map((d) => data.ids[d]!);
}

function sortKey(data: FacetData, sort: BrowseSort, seed: number) {
  switch (sort) {
    case 'date_desc':
      return { primary: (d: number) => data.createdAt[d]!, descending: true, idDescending: true };
    case 'date_asc':
      return { primary: (d: number) => data.createdAt[d]!, descending: false, idDescending: false };
    case 'price_asc':
      return { primary: (d: number) => data.sellingPrices[d]!, descending: false, idDescending: false };
    case 'price_desc':
      return { primary: (d: number) => data.sellingPrices[d]!, descending: true, idDescending: false };
    case 'sale_desc':
      return { primary: (d: number) => data.salePercent[d]!, descending: true, idDescending: false };
    case 'random':
      return {
        primary: (d: number) => shuffleKey(data.ids[d]!, seed),
        descending: false,
        idDescending: false,
      };
  }
}
