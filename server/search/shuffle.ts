/**
 * The `random` sort's order (spec §9 shelves: recommended, lifestyle): documents by a 32-bit hash of
 * (id, seed), then id. The same hash in SQL and in JavaScript, so a page ranked in memory
 * (facet-index-browse.ts) is the page the statement returns. It was `md5(id || seed)`: one md5 per row
 * in SQL, and too dear in JavaScript for a 30k-document department (~50 ms).
 *
 * x = (id + seed · 0x9E3779B1) mod 2³², then two rounds of `x ^= x >> 16; x *= 0x45D9F3B` and a
 * last `x ^= x >> 16` (a well-mixing integer finaliser): neighbouring ids land far apart.
 */
const GOLDEN = 0x9e3779b1;
const MIX = 0x45d9f3b;

export function shuffleKey(id: number, seed: number): number {
  let x = (id + Math.imul(seed, GOLDEN)) >>> 0;
  x = Math.imul(x ^ (x >>> 16), MIX) >>> 0;
  x = Math.imul(x ^ (x >>> 16), MIX) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * The hash as a SQL expression over `idColumn` and the bound seed parameter `seedParam` (`$n`, an
 * integer ≤ 2³¹ − 1). bigint arithmetic: every product stays below 2⁶³ (2³¹ · 2³² and 2³² · 2²⁷).
 * PostgreSQL gives `#`, `>>` and `&` one precedence, left to right: hence the parentheses.
 */
export function shuffleSql(idColumn: string, seedParam: string): string {
  const x = `((${idColumn}::int8 + ${seedParam}::int8 * ${GOLDEN}) % 4294967296)`;
  const round = (value: string) => `(((${value} # (${value} >> 16)) * ${MIX}) & 4294967295)`;
  const mixed = round(round(x));
  return `(${mixed} # (${mixed} >> 16))`;
}
