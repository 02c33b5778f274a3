import { type FacetData, prefixRange } from './facet-index-data.ts';

/**
 * ts_rank of a search of several words, computed from the index exactly as PostgreSQL computes it.
 * prefixTsQuery writes `(w1:* | c1:*) & (w2:* | c2:*) & …` (text.ts), whose root is an AND: calc_rank
 * then calls calc_rank_and (src/backend/utils/adt/tsrank.c, the same from PostgreSQL 15, which the
 * test server runs, to 18.6, which PGlite embeds; both are property-tested), which this file follows
 * line for line:
 *
 *   items = the query's operands sorted by bytes and de-duplicated (`x:*` and `x` are one operand);
 *   fewer than 2 → calc_rank_or (facet-index-rank.ts). res = -1 (float).
 *   for each item i, for each vector entry it matches (a prefix: a run of entries, in vector order):
 *     pos[i] = the entry's positions (none: POSNULL, one position 16383 of weight D);
 *     for each k < i with pos[k] set — the LAST entry item k matched, not every one —
 *       for each position l of pos[i], each position p of pos[k]:
 *         dist = |pos(l) - pos(p)|; skipped when 0 unless either side is POSNULL (then 16384);
 *         curw = sqrt(w[l] * w[p] * word_distance(dist))     (float * float * float, sqrt in double)
 *         res = res < 0 ? curw : 1.0 - (1.0 - res) * (1.0 - curw)   (double, stored as float)
 *   word_distance(d) = d > 100 ? 1e-30f : (float) (1.0 / (1.005 + 0.05 * exp((float) d / 1.5 - 2)))
 *
 * calc_rank then turns a negative res (no pair at all) into 1e-20f; the shop's ts_rank passes no
 * normalization flags. The rows are independent, so the loops run item by item over the inverted
 * index for every row at once, each row seeing its pairs in C's order.
 */

const f = Math.fround;

/** MAXENTRYPOS: a POSNULL pair's distance, and POSNULL's own position + 1. */
const MAX_ENTRY_POS = 1 << 14;
/** POSNULL's WordEntryPos: position MAXENTRYPOS - 1, weight D (0). */
const POSNULL = MAX_ENTRY_POS - 1;
/** tsrank.c's `weights[]` (C float) by WordEntryPos weight bits: D 0.1, C 0.2, B 0.4, A 1.0. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;

/** word_distance(d) for d = 0 … 101 (101 standing for every d > 100); d = 0 never happens. */
export function wordDistance(d: number): number {
  if (d > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(d) / 1.5 - 2)));
}

/**
 * curw for weight bits a (the later item's position), b (the earlier's) and distance d (101 for
 * every d > 100): 4 · 4 · 102 floats computed once, the same expression C evaluates per pair.
 */
const CURW = (() => {
  const table = new Float32Array(4 * 4 * 102);
  for (let a = 0; a < 4; a++)
    for (let b = 0; b < 4; b++)
      for (let d = 1; d <= 101; d++)
        table[(a * 4 + b) * 102 + d] = f(Math.sqrt(f(f(WEIGHTS[a]! * WEIGHTS[b]!) * wordDistance(d))));
  return table;
})();

/** The query's operands as SortAndUniqItems leaves them: code-unit order is byte order here. */
export function sortedItems(words: string[], transliterate: (word: string) => string): string[] {
  const operands = words.flatMap((word) => {
    const cyrillic = /[a-z]/.test(word) ? transliterate(word) : word;
    return cyrillic === word ? [word] : [word, cyrillic];
  });
  return [...new Set(operands)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The lexemes an operand matches: a prefix's run, or the one equal lexeme. */
function operandRange(data: FacetData, item: string, prefix: boolean): [number, number] {
  const [from, to] = prefixRange(data, item);
  if (prefix) return [from, to];
  return from < to && data.lexemes[from] === item ? [from, from + 1] : [from, from];
}

/**
 * calc_rank_and (then calc_rank's `res < 0 → 1e-20f`) as float4 for every row: `rowOf[ordinal]` is
 * the row + 1 (0 outside the rows), `items` at least 2 sorted operands, `prefix` whether they carry
 * `:*`.
 */
export function andRanks(
  data: FacetData,
  rowOf: Int32Array,
  rows: number,
  items: string[],
  prefix: boolean,
): Float32Array {
  const size = items.length;
  const res = new Float32Array(rows).fill(-1);
  // pos[k] per row: the first position and the count of the last entry item k matched (-1: none yet)
  const lastFrom = new Int32Array(rows * size);
  const lastCount = new Int32Array(rows * size).fill(-1);
  const { starts, postings, positionCounts, lexemePositions, positions } = data;
  for (let i = 0; i < size; i++) {
    const [from, to] = operandRange(data, items[i]!, prefix);
    // the postings' positions follow one another: walk them along
    let lTo = lexemePositions[from]!;
    for (let posting = starts[from]!; posting < starts[to]!; posting++) {
      const lFrom = lTo;
      const count = positionCounts[posting]!;
      lTo += count;
      const row = rowOf[postings[posting]!]! - 1;
      if (row < 0) continue;
      const base = row * size;
      let r = res[row]!;
      const lNull = count === 0;
      for (let k = 0; k < i; k++) {
        const otherCount = lastCount[base + k]!;
        if (otherCount < 0) continue;
        const pFrom = lastFrom[base + k]!;
        const pTo = pFrom + otherCount;
        const pNull = otherCount === 0;
        const anyNull = lNull || pNull;
        for (let l = lFrom; l < (lNull ? lFrom + 1 : lTo); l++) {
          const post = lNull ? POSNULL : positions[l]!;
          const postPos = post & POSNULL;
          // CURW is indexed by both weights, then the distance
          const weightRow = (post >> 14) * 4;
          for (let p = pFrom; p < (pNull ? pFrom + 1 : pTo); p++) {
            const ct = pNull ? POSNULL : positions[p]!;
            let dist = Math.abs(postPos - (ct & POSNULL));
            if (dist === 0) {
              if (!anyNull) continue;
              dist = MAX_ENTRY_POS;
            }
            const curw = CURW[(weightRow + (ct >> 14)) * 102 + (dist > 100 ? 101 : dist)]!;
            r = r < 0 ? curw : f(1.0 - (1.0 - r) * (1.0 - curw));
          }
        }
      }
      res[row] = r;
      lastFrom[base + i] = lFrom;
      lastCount[base + i] = count;
    }
  }
  for (let row = 0; row < rows; row++) if (res[row]! < 0) res[row] = f(1e-20);
  return res;
}
