// tsvector output read back in JavaScript for the in-memory ranking (facet-index-rank.ts,
// facet-index-rank-and.ts): the lexemes, positions and weights are PostgreSQL's own, not a re-parse of
// the text.

const f = Math.fround;

/** tsrank.c's `weights[]` (C float), indexed by WordEntryPos weight bits: D 0.1, C 0.2, B 0.4, A 1.0. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)] as const;

/**
 * What one tsvector entry adds to calc_rank_or (PostgreSQL 15 tsrank.c) before the division by
 * 1.64493406685: `wjm + resj - wjm / ((jm + 1) * (jm + 1))`, where resj sums weight(post[j]) / (j+1)²
 * over the entry's positions in order and wjm is the largest weight, first met at jm. It depends on the
 * entry alone, never on the query, so the load computes it once per entry. All C `float`:
 * `Math.fround` wherever C rounds (a float quotient computed in double and rounded is the float one).
 * An entry without positions is POSNULL: one position of weight D.
 */
export class EntryShare {
  private resj = 0;
  private wjm = -1;
  private jm = 0;
  private count = 0;
  add(weightBits: number): void {
    const weight = WEIGHTS[weightBits]!;
    const j = this.count++;
    this.resj = f(this.resj + f(weight / ((j + 1) * (j + 1))));
    if (weight > this.wjm) {
      this.wjm = weight;
      this.jm = j;
    }
  }
  /** The share, and the accumulator reset for the next entry. */
  take(): number {
    if (this.count === 0) this.add(0);
    const divisor = (this.jm + 1) * (this.jm + 1);
    const share = f(f(this.wjm + this.resj) - f(this.wjm / divisor));
    this.resj = 0;
    this.wjm = -1;
    this.jm = 0;
    this.count = 0;
    return share;
  }
}

/** tsvector output's weight letters → WordEntryPos weight bits (no letter is D). */
const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

const share = new EntryShare();

/**
 * A tsvector read back: lexemes in the vector's own order; each entry's rank share (EntryShare) from
 * its positions' weights, in order; and the positions themselves as WordEntryPos (weight bits << 14 |
 * position), flat, `counts[i]` of them for entry i — 0 for an entry without positions, which
 * calc_rank_and treats as POSNULL (facet-index-rank-and.ts).
 */
export interface ParsedTsvector {
  lexemes: string[];
  shares: Float32Array;
  counts: Uint16Array;
  positions: Uint16Array;
}

/**
 * Parses tsvector output (`'lex':1A,2,3B 'other'`). Quotes and backslashes inside a lexeme come
 * doubled.
 */
export function parseTsvector(text: string): ParsedTsvector {
  const lexemes: string[] = [];
  const shares: number[] = [];
  const counts: number[] = [];
  const positions: number[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] !== "'") throw new Error(`unexpected tsvector text at ${at}: ${text.slice(at, at + 20)}`);
    at++;
    let lexeme = '';
    for (;;) {
      const quote = text.indexOf("'", at);
      const backslash = text.indexOf('\\', at);
      if (backslash !== -1 && backslash < quote) {
        lexeme += text.slice(at, backslash) + text[backslash + 1];
        at = backslash + 2;
        continue;
      }
      lexeme += text.slice(at, quote);
      at = quote + 1;
      if (text[at] === "'") {
        lexeme += "'";
        at++;
        continue;
      }
      break;
    }
    lexemes.push(lexeme);
    let count = 0;
    if (text[at] === ':') {
      at++;
      for (;;) {
        let position = 0;
        for (let digit = text.charCodeAt(at); digit >= 48 && digit <= 57; digit = text.charCodeAt(++at))
          position = position * 10 + digit - 48;
        const weight = WEIGHT_BITS[text[at]!];
        if (weight !== undefined) at++;
        share.add(weight ?? 0);
        // tsvector positions are 1 … 16383 (MAXENTRYPOS - 1): 14 bits, the weight in the top two
        positions.push(((weight ?? 0) << 14) | position);
        count++;
        if (text[at] !== ',') break;
        at++;
      }
    }
    counts.push(count);
    shares.push(share.take());
    if (text[at] === ' ') at++;
  }
  return {
    lexemes,
    shares: Float32Array.from(shares),
    counts: Uint16Array.from(counts),
    positions: Uint16Array.from(positions),
  };
}
