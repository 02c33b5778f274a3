import { type FacetData, prefixRange } from './facet-index-data.ts';
import { andRanks, sortedItems } from './facet-index-rank-and.ts';
import { transliterate } from './text.ts';

/**
 * The relevance order of a word search, computed from the index exactly as PostgreSQL computes
 * `ts_rank(v, 'w:* | c:*') + ts_rank(v, 'w | c')` (filters.ts), bit for bit: at 100k products the
 * statement spent ~22 ms only reading the 22k matching tsvectors and ~6 ms per ts_rank call.
 *
 * PostgreSQL 15, src/backend/utils/adt/tsrank.c: ts_rank with default weights and normalization 0 is
 * calc_rank → calc_rank_or for one operand or an OR. Its operands are sorted and de-duplicated; each
 * tsvector entry an operand matches (a prefix matches a run of lexemes, in the vector's byte order)
 * adds `(wjm + resj - wjm / (jm+1)²) / 1.64493406685` to res, where resj sums weight(post[j]) / (j+1)²
 * over the entry's positions and wjm is the largest weight, first at jm; then res /= operands. The
 * part before the division depends on the entry alone and comes from the load (tsvector-text.ts); res
 * is a C `float`, the constant a `double`: `Math.fround` wherever C rounds. Several words: see
 * queryRanks.
 *
 * What stays in SQL, and why: a fuzzy search (trigram similarity of the whole text against documents'
 * text, which the index does not hold); a word the index cannot be sure the tsquery parser reads as
 * itself (another script, or `1e5x`, which to_tsquery turns into a phrase `'1e5' <-> 'x'` that
 * calc_rank would rank differently: facet-index-count.ts INDEXED_WORD) — the shop never writes
 * phrases or ORs between words itself; and a page where a document has the text as its SKU (the
 * statement puts it first; query.ts rankedBodies notices and falls back).
 */

const f = Math.fround;

/** π²/6 as tsrank.c writes it: a double, so the division and the add happen in double. */
const ZETA_2 = 1.64493406685;

/**
 * `ts_rank(v, 'w:* | c:*') + ts_rank(v, 'w | c')` as float4 for each of `ordinals` (every one matching
 * `word:*` or its transliteration), in their order.
 */
export function ranksOf(data: FacetData, ordinals: Int32Array, word: string): Float32Array {
  const rows = ordinals.length;
  // row of each ordinal + 1, 0 for documents outside the rows
  const rowOf = new Int32Array(data.size);
  for (let row = 0; row < rows; row++) rowOf[ordinals[row]!] = row + 1;
  const cyrillic = /[a-z]/.test(word) ? transliterate(word) : word;
  // SortAndUniqItems: byte order, which is code-unit order for these letters (facet-index-count.ts)
  const items = [...new Set([word, cyrillic])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const prefixRes = new Float32Array(rows);
  const wholeRes = new Float32Array(rows);
  for (const item of items) {
    const [from, to] = prefixRange(data, item);
    for (let lexeme = from; lexeme < to; lexeme++) {
      const whole = data.lexemes[lexeme] === item;
      for (let posting = data.starts[lexeme]!; posting < data.starts[lexeme + 1]!; posting++) {
        const row = rowOf[data.postings[posting]!]! - 1;
        if (row < 0) continue;
        const share = data.shares[posting]! / ZETA_2;
        prefixRes[row] = f(prefixRes[row]! + share);
        if (whole) wholeRes[row] = f(wholeRes[row]! + share);
      }
    }
  }
  // calc_rank_or's `res / size`, calc_rank's `res < 0 → 1e-20`, then SQL's float4 `+`
  const size = items.length;
  const ranks = new Float32Array(rows);
  for (let row = 0; row < rows; row++) {
    const prefix = f(prefixRes[row]! / size);
    const whole = f(wholeRes[row]! / size);
    ranks[row] = f((prefix < 0 ? f(1e-20) : prefix) + (whole < 0 ? f(1e-20) : whole));
  }
  return ranks;
}

/**
 * `ts_rank(v, prefix query) + ts_rank(v, whole-word query)` as float4 for each of `ordinals` (every one
 * matching the query), in their order, for `words` as prefixTsQuery joins them. One word is an
 * operand or an OR: calc_rank_or (ranksOf). Several are an AND: calc_rank_and
 * (facet-index-rank-and.ts), unless their operands de-duplicate to one (`хор хор`), when calc_rank_and
 * itself falls back to calc_rank_or.
 */
export function queryRanks(data: FacetData, ordinals: Int32Array, words: string[]): Float32Array {
  const items = sortedItems(words, transliterate);
  if (words.length === 1 || items.length < 2) return ranksOf(data, ordinals, words[0]!);
  const rows = ordinals.length;
  const rowOf = new Int32Array(data.size);
  for (let row = 0; row < rows; row++) rowOf[ordinals[row]!] = row + 1;
  const prefix = andRanks(data, rowOf, rows, items, true);
  const whole = andRanks(data, rowOf, rows, items, false);
  // SQL's float4 `+`
  for (let row = 0; row < rows; row++) prefix[row] = prefix[row]! + whole[row]!;
  return prefix;
}

/**
 * Postings whose positions a search of several words may walk in memory (~0.4 µs each on this 2-core
 * machine): over it the page is SQL's. Two one-letter words ("h b") match most of a 100k catalog's
 * postings, ~150 ms of the event loop where every other request would wait; PostgreSQL answers
 * slower but on its own cores.
 */
export const MAX_AND_POSTINGS = 150_000;

/** How many postings the ranking of several words walks: every operand's prefix run. */
export function andPostings(data: FacetData, words: string[]): number {
  let postings = 0;
  for (const item of sortedItems(words, transliterate)) {
    const [from, to] = prefixRange(data, item);
    postings += data.starts[to]! - data.starts[from]!;
  }
  return postings;
}

/** Ranks are sorted as one number: (bits of the float rank, reversed) · 2²¹ + the row's place. */
const PLACES = 2 ** 21;

/**
 * The ids of rows `offset … offset + limit - 1` of `ordinals` (ascending, all matching the query of
 * `words`) ordered by rank desc, id; null when there are too many rows for the sort key, or too many
 * postings to walk for several words (`maxAndPostings`): then SQL ranks the page.
 */
export function rankedPage(
  data: FacetData,
  ordinals: Int32Array,
  words: string[],
  offset: number,
  limit: number,
  maxAndPostings = MAX_AND_POSTINGS,
): number[] | null {
  const rows = ordinals.length;
  if (rows >= PLACES) return null;
  if (words.length > 1 && andPostings(data, words) > maxAndPostings) return null;
  const ranks = queryRanks(data, ordinals, words);
  // a non-negative float's bits order as the float does: one numeric sort, rank desc then id
  const bits = new Uint32Array(ranks.buffer, ranks.byteOffset, rows);
  const keys = new Float64Array(rows);
  for (let row = 0; row < rows; row++) keys[row] = (0x7fffffff - bits[row]!) * PLACES + row;
  keys.sort();
  const ids: number[] = [];
  for (let at = offset; at < Math.min(rows, offset + limit); at++)
    ids.push(data.ids[ordinals[keys[at]! % PLACES]!]!);
  return ids;
}
