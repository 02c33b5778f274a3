import type { SearchRequest } from './document.ts';
import { type Combo, type FacetData, prefixRange } from './facet-index-data.ts';
import { type FacetRow, TAXON_BUCKETS, TERM_BUCKETS } from './facets.ts';
import type { TextMode } from './filters.ts';
import { queryWords, transliterate } from './text.ts';

/** Levels l0–l4, as facets.ts counts them. */
const TAXON_LEVELS = 5;

/**
 * Query words the index answers for certain: letters the documents' text keeps (Latin, Cyrillic) and
 * digits. Anything else (a Chinese word, say) goes to SQL, whose parser might split it differently;
 * so does a word with a scientific number inside (`1e5x` is the phrase `'1e5' <-> 'x'` to
 * to_tsquery). 90k random words of these letters otherwise parse to themselves (PostgreSQL 15).
 */
const INDEXED_WORD = /^[0-9a-z\u0400-\u04ff]+$/;
const SCIENTIFIC_NUMBER = /[0-9]e[0-9]/;

/** A facet row before its label is looked up. */
export type CountedRow = Omit<FacetRow, 'label' | 'translations'>;

/**
 * How many words of the text each ordinal's tsvector matches as `prefixTsQuery` writes them (each word
 * as typed or transliterated, as a prefix); a match is all of them. Null when a word is not one the
 * index can answer.
 */
function textMatches(data: FacetData, text: string): { reached: Uint8Array; words: number } | null {
  const words = queryWords(text);
  if (words.length === 0 || !words.every((word) => INDEXED_WORD.test(word) && !SCIENTIFIC_NUMBER.test(word)))
    return null;
  // reached[d] = how many words document d matched so far; a word counts once however many lexemes
  const reached = new Uint8Array(data.size);
  words.forEach((word, at) => {
    const cyrillic = /[a-z]/.test(word) ? transliterate(word) : word;
    for (const alternative of cyrillic === word ? [word] : [word, cyrillic]) {
      const [from, to] = prefixRange(data, alternative);
      for (let p = data.starts[from]!; p < data.starts[to]!; p++) {
        const ordinal = data.postings[p]!;
        if (reached[ordinal] === at) reached[ordinal] = at + 1;
      }
    }
  });
  return { reached, words: words.length };
}

/**
 * buildWhere's unfaceted filters at `now` (microseconds) beyond the listable flag: the time part of
 * visibility, stores, sale, series, excluded ids. Null compares as in SQL: the document fails.
 */
function unfacetedFilter(data: FacetData, request: SearchRequest, now: number) {
  const stores = request.stores?.length
    ? new Set(request.stores.map((store) => data.codes.get(store) ?? -2))
    : null;
  const series = request.series ? (data.codes.get(request.series) ?? -2) : null;
  const excluded = request.exclude_ids?.length ? new Set(request.exclude_ids) : null;
  const onSale = request.on_sale === true;
  const minRating = request.min_rating ?? null;
  const narrowed = stores !== null || onSale || series !== null || excluded !== null || minRating !== null;
  return (d: number): boolean => {
    const availableOn = data.availableOn[d]!;
    if (availableOn > now) return false;
    if (!narrowed) return true;
    if (stores && !stores.has(data.stores[d]!)) return false;
    if (onSale) {
      const start = data.saleStartAt[d]!;
      const expire = data.saleExpireAt[d]!;
      if (!(data.salePercent[d]! > 0)) return false;
      if (start > now || expire <= now) return false;
    }
    if (series !== null && data.series[d] !== series) return false;
    if (minRating !== null && !(data.averageRating[d]! >= minRating)) return false;
    return !excluded?.has(data.ids[d]!);
  };
}

/**
 * Facet rows as facets.ts's statement returns them (before labels): each facet counted under the
 * other facets' filters, the top 20 per taxon level and 200 per term facet, ties by the database's
 * key order; the price row carries the range and the total. Null when the text is not one it answers.
 */
export function countFacetRows(
  data: FacetData,
  request: SearchRequest,
  now: Date,
  mode: TextMode,
): CountedRow[] | null {
  // browsing: every document "reached" its zero words
  let matched: { reached: Uint8Array; words: number } = { reached: new Uint8Array(0), words: 0 };
  if (mode === 'words') {
    const text = textMatches(data, request.query ?? '');
    if (!text) return null;
    matched = text;
  } else if (mode !== 'none') {
    return null;
  }
  const passes = unfacetedFilter(data, request, now.getTime() * 1000);
  // per combination: matched documents inside / outside the price bounds, and their price range
  const slots = data.combos.length;
  const inPrice = new Int32Array(slots);
  const outOfPrice = new Int32Array(slots);
  const low = new Float64Array(slots).fill(Number.POSITIVE_INFINITY);
  const high = new Float64Array(slots).fill(Number.NEGATIVE_INFINITY);
  const priceMin = request.price_min ?? Number.NEGATIVE_INFINITY;
  const priceMax = request.price_max ?? Number.POSITIVE_INFINITY;
  const { listable, comboSlots, sellingPrices } = data;
  const { reached, words } = matched;
  for (let d = 0; d < data.size; d++) {
    if (listable[d] === 0 || (words > 0 && reached[d] !== words) || !passes(d)) continue;
    const slot = comboSlots[d]!;
    const price = sellingPrices[d]!;
    if (price >= priceMin && price <= priceMax) inPrice[slot]! += 1;
    else outOfPrice[slot]! += 1;
    if (price < low[slot]!) low[slot] = price;
    if (price > high[slot]!) high[slot] = price;
  }
  const { verdict, filteredOptions } = facetedVerdicts(request);
  const buckets = new Map<string, CountedRow>();
  const add = (facet: CountedRow['facet'], level: number, key: string, n: number) => {
    const id = `${facet}\u0000${level}\u0000${key}`;
    const bucket = buckets.get(id);
    if (bucket) bucket.count += n;
    else buckets.set(id, { facet, level, key, count: n, total: null });
  };
  let total = 0;
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (let slot = 0; slot < slots; slot++) {
    if (inPrice[slot] === 0 && outOfPrice[slot] === 0) continue;
    const combo = data.combos[slot]!;
    const { taxon, brand, options, allOptions } = verdict(combo);
    const n = inPrice[slot]!;
    if (taxon && brand && allOptions) {
      total += n;
      lowest = Math.min(lowest, low[slot]!);
      highest = Math.max(highest, high[slot]!);
    }
    if (n === 0) continue;
    // taxon levels count under the taxon filter too (facets.ts)
    if (taxon && brand && allOptions) {
      const levels = Math.min(TAXON_LEVELS, combo.taxonPermalinks.length);
      for (let level = 0; level < levels; level++) add('taxon', level, combo.taxonPermalinks[level]!, n);
    }
    if (combo.brandCode !== null && taxon && allOptions) add('brand', 0, combo.brandCode, n);
    if (taxon && brand) {
      combo.optionValues.forEach((key, at) => {
        const type = combo.optionTypes[at];
        if (filteredOptions.every((option, i) => option.type === type || options[i]))
          add('option', 0, key, n);
      });
    }
  }
  return [
    ...topBuckets(data, [...buckets.values()]),
    {
      facet: 'price',
      level: 0,
      key: lowest === Number.POSITIVE_INFINITY ? null : String(lowest),
      count: highest === Number.NEGATIVE_INFINITY ? 0 : highest,
      total,
    },
  ];
}

/** The faceted filters (taxon, brands, options) as a combination meets each of them. */
function facetedVerdicts(request: SearchRequest) {
  const brands = request.brands?.length ? new Set(request.brands) : null;
  const filteredOptions = Object.entries(request.options ?? {})
    .filter(([, names]) => names.length > 0)
    .map(([type, names]) => ({ type, keys: new Set(names.map((name) => `${type}:${name}`)) }));
  const verdict = (combo: Combo) => {
    const taxon = !request.taxon || combo.taxonPermalinks.includes(request.taxon);
    const brand = !brands || (combo.brandCode !== null && brands.has(combo.brandCode));
    const options = filteredOptions.map(({ keys }) => combo.optionValues.some((key) => keys.has(key)));
    return { taxon, brand, options, allOptions: options.every(Boolean) };
  };
  return { verdict, filteredOptions };
}

/**
 * The ordinals buildWhere's whole WHERE clause admits, ascending: for a word text (the relevance
 * page's rows, facet-index-rank.ts, with the text's words as the tsquery has them) or for no text at
 * all (a browse page, facet-index-browse.ts). Null when the index cannot answer the text.
 */
export function wordMatches(
  data: FacetData,
  request: SearchRequest,
  now: Date,
): { ordinals: Int32Array; words: string[] } | null {
  const words = queryWords(request.query ?? '');
  const text = textMatches(data, request.query ?? '');
  if (!text) return null;
  return { ordinals: admitted(data, request, now, text.reached, text.words), words };
}

/** The ordinals a search without text admits (every filter, the visibility rule), ascending. */
export function browseMatches(data: FacetData, request: SearchRequest, now: Date): Int32Array {
  return admitted(data, request, now, null, 0);
}

/** `reached` null: no text; otherwise a document must have reached all `words`. */
function admitted(
  data: FacetData,
  request: SearchRequest,
  now: Date,
  reached: Uint8Array | null,
  words: number,
): Int32Array {
  const passes = unfacetedFilter(data, request, now.getTime() * 1000);
  const { verdict } = facetedVerdicts(request);
  const comboPasses = data.combos.map((combo) => {
    const { taxon, brand, allOptions } = verdict(combo);
    return taxon && brand && allOptions;
  });
  const priceMin = request.price_min ?? Number.NEGATIVE_INFINITY;
  const priceMax = request.price_max ?? Number.POSITIVE_INFINITY;
  const { listable, comboSlots, sellingPrices } = data;
  const ordinals: number[] = [];
  for (let d = 0; d < data.size; d++) {
    if (listable[d] === 0 || (reached !== null && reached[d] !== words) || !comboPasses[comboSlots[d]!])
      continue;
    const price = sellingPrices[d]!;
    if (price < priceMin || price > priceMax || !passes(d)) continue;
    ordinals.push(d);
  }
  return Int32Array.from(ordinals);
}

/** Keeps each partition's first 20 (taxon level) or 200 (brands, one option type) by count, then key. */
function topBuckets(data: FacetData, rows: CountedRow[]): CountedRow[] {
  const partitions = new Map<string, CountedRow[]>();
  for (const row of rows) {
    const partition =
      row.facet === 'taxon'
        ? `taxon ${row.level}`
        : row.facet === 'option'
          ? `option ${row.key!.split(':', 1)[0]}`
          : row.facet;
    const members = partitions.get(partition);
    if (members) members.push(row);
    else partitions.set(partition, [row]);
  }
  const order = (key: string | null) => data.keyOrder.get(key ?? '') ?? Number.MAX_SAFE_INTEGER;
  return [...partitions.values()].flatMap((partition) =>
    partition
      .sort((a, b) => b.count - a.count || order(a.key) - order(b.key))
      .slice(0, partition[0]!.facet === 'taxon' ? TAXON_BUCKETS : TERM_BUCKETS),
  );
}
