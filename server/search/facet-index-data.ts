import type { Sql } from '../platform/db/index.ts';
import { parseTsvector } from './tsvector-text.ts';

/** One facet combination (migration 0014): what a document contributes to the facets. */
export interface Combo {
  taxonPermalinks: string[];
  brandCode: string | null;
  optionValues: string[];
  /** each option value's type (`split_part(key, ':', 1)`), parallel to optionValues */
  optionTypes: string[];
}

/**
 * search_facet_rows held in memory as columns, one entry per document ordinal (documents in id
 * order), and an inverted index of the very lexemes PostgreSQL stored in their tsvectors, so a prefix
 * match here finds exactly what `search_vector @@ to_tsquery(…)` finds.
 */
export interface FacetData {
  size: number;
  ids: Int32Array;
  /** the document's combination as an index into `combos` */
  comboSlots: Int32Array;
  combos: Combo[];
  /** 1 when the time-independent part of the visibility rule holds (price > 1, stock, image) */
  listable: Uint8Array;
  sellingPrices: Float64Array;
  salePercent: Float64Array;
  /** average_rating (real, as stored): the minimum-rating filter (#17) */
  averageRating: Float32Array;
  /** microseconds since the epoch, NaN for null: timestamptz precision, so `<=` agrees with SQL */
  availableOn: Float64Array;
  saleStartAt: Float64Array;
  saleExpireAt: Float64Array;
  /** the document's created_at in microseconds: the date sorts of a browse page (facet-index-browse.ts) */
  createdAt: Float64Array;
  /** store_code / series as numbers into `codes` (-1 for null) */
  stores: Int32Array;
  series: Int32Array;
  codes: Map<string, number>;
  /**
   * Every facet key (taxon permalink, brand code, option `type:name`) → its place in the database's
   * own `order by` (its collation), which breaks ties between equal counts at the 20/200 cut.
   */
  keyOrder: Map<string, number>;
  /** distinct lexemes in JavaScript string order: a prefix's lexemes are one contiguous run */
  lexemes: string[];
  /** postings of lexemes[i]: ordinals postings[starts[i]] … postings[starts[i + 1] - 1], ascending */
  starts: Int32Array;
  postings: Int32Array;
  /**
   * Each posting's share of ts_rank (tsvector-text.ts EntryShare: its positions' weights folded as
   * calc_rank_or folds them, exactly, in float): all a one-word rank needs (facet-index-rank.ts).
   */
  shares: Float32Array;
  /**
   * Every posting's positions as WordEntryPos (weight bits << 14 | position), in posting order:
   * posting p has positionCounts[p] of them (0 for an entry without positions), lexeme i's first
   * posting's start at lexemePositions[i]; a posting's start is found walking its lexeme's postings,
   * as the ranking does anyway (2 bytes a posting rather than a 4-byte start each). A search of
   * several words ranks by the distances between its words (calc_rank_and, facet-index-rank-and.ts),
   * which no per-posting summary can give.
   */
  positionCounts: Uint16Array;
  lexemePositions: Int32Array;
  positions: Uint16Array;
}

interface DocumentRow {
  id: number;
  combo: number;
  selling_price: number;
  total_on_hand: number;
  has_image: boolean;
  sale_percent: number;
  average_rating: number;
  available_on: string | null;
  sale_start_at: string | null;
  sale_expire_at: string | null;
  created_at: string;
  store_code: string | null;
  series: string | null;
  vector: string;
}

const micros = (column: string, as: string) =>
  `(extract(epoch from ${column}) * 1000000)::int8::text as ${as}`;

/**
 * Documents per statement: at 100k products the load neither holds every row's text at once nor
 * keeps the event loop from searches for long (a chunk is ~10 ms of work on a quiet machine).
 */
const CHUNK_ROWS = 2_500;

/**
 * Reads the narrow document copy into a FacetData, in id order and in chunks. The statements are not
 * one snapshot: the caller drops a load during which a change was notified (facet-index.ts).
 * Lexemes travel space-separated: they come from the default parser over text already reduced to
 * letter and digit runs (catalog/search-documents.ts), so none holds a space.
 * `signal` stops it between chunks (a shutdown does not wait out a 100k load: it rejects with the
 * signal's reason).
 */
export async function loadFacetData(sql: Sql, signal?: AbortSignal): Promise<FacetData> {
  const columns = {
    ids: [] as number[],
    combos: [] as number[],
    listable: [] as number[],
    sellingPrices: [] as number[],
    salePercent: [] as number[],
    averageRating: [] as number[],
    availableOn: [] as number[],
    saleStartAt: [] as number[],
    saleExpireAt: [] as number[],
    createdAt: [] as number[],
    stores: [] as number[],
    series: [] as number[],
  };
  const codes = new Map<string, number>();
  const code = (value: string | null) => {
    if (value === null) return -1;
    let known = codes.get(value);
    if (known === undefined) {
      known = codes.size;
      codes.set(value, known);
    }
    return known;
  };
  const time = (value: string | null) => (value === null ? Number.NaN : Number(value));
  // lexeme → number in first-seen order, and each document's lexeme numbers, before the postings
  const lexemeNumbers = new Map<string, number>();
  const perDocument: DocumentEntries[] = [];
  for (let after = 0; ; ) {
    signal?.throwIfAborted();
    // created_at lives only in the documents (the narrow copy's trigger never needed it): one
    // primary-key probe per row of the chunk, written in the same transaction as the narrow row
    const { rows } = await sql.query<DocumentRow>(
      `select f.id, f.combo, f.selling_price, f.total_on_hand, f.has_image, f.sale_percent, f.average_rating,
              ${micros('f.available_on', 'available_on')}, ${micros('f.sale_start_at', 'sale_start_at')},
              ${micros('f.sale_expire_at', 'sale_expire_at')}, ${micros('d.created_at', 'created_at')},
              f.store_code, f.series, f.search_vector::text as vector
         from search_facet_rows f join search_documents d on d.id = f.id
        where f.id > $1 order by f.id limit ${CHUNK_ROWS}`,
      [after],
    );
    for (const row of rows) {
      columns.ids.push(row.id);
      columns.combos.push(row.combo);
      columns.listable.push(row.selling_price > 1 && row.total_on_hand > 0 && row.has_image ? 1 : 0);
      columns.sellingPrices.push(row.selling_price);
      columns.salePercent.push(row.sale_percent);
      columns.averageRating.push(row.average_rating);
      columns.availableOn.push(time(row.available_on));
      columns.saleStartAt.push(time(row.sale_start_at));
      columns.saleExpireAt.push(time(row.sale_expire_at));
      columns.createdAt.push(Number(row.created_at));
      columns.stores.push(code(row.store_code));
      columns.series.push(code(row.series));
      const entries = parseTsvector(row.vector);
      const numbers = new Int32Array(entries.lexemes.length);
      for (let word = 0; word < entries.lexemes.length; word++) {
        const lexeme = entries.lexemes[word]!;
        let number = lexemeNumbers.get(lexeme);
        if (number === undefined) {
          number = lexemeNumbers.size;
          // a copy: a substring would keep the chunk's whole vector text alive
          lexemeNumbers.set(Buffer.from(lexeme).toString(), number);
        }
        numbers[word] = number;
      }
      perDocument.push({
        numbers,
        shares: entries.shares,
        counts: entries.counts,
        positions: entries.positions,
      });
    }
    if (rows.length < CHUNK_ROWS) break;
    after = rows[rows.length - 1]!.id;
  }
  signal?.throwIfAborted();
  // after the documents: combinations are only ever added, so every one they name is here
  const combos = await sql.query<{
    id: number;
    taxon_permalinks: string[];
    brand_code: string | null;
    option_values: string[];
  }>('select id, taxon_permalinks, brand_code, option_values from search_facet_combos');
  const keys = await sql.query<{ key: string }>(
    `select key from (select unnest(taxon_permalinks) as key from search_facet_combos
                      union select brand_code from search_facet_combos
                      union select unnest(option_values) from search_facet_combos) k
      where key is not null order by key`,
  );
  const slotOf = new Map(combos.rows.map((row, slot) => [row.id, slot]));
  const comboSlots = Int32Array.from(columns.combos, (id) => {
    const slot = slotOf.get(id);
    if (slot === undefined) throw new Error(`facet combination ${id} missing`);
    return slot;
  });
  return {
    size: columns.ids.length,
    ids: Int32Array.from(columns.ids),
    comboSlots,
    combos: combos.rows.map((row) => ({
      taxonPermalinks: row.taxon_permalinks,
      brandCode: row.brand_code,
      optionValues: row.option_values,
      optionTypes: row.option_values.map((key) => key.split(':', 1)[0] ?? ''),
    })),
    listable: Uint8Array.from(columns.listable),
    sellingPrices: Float64Array.from(columns.sellingPrices),
    salePercent: Float64Array.from(columns.salePercent),
    averageRating: Float32Array.from(columns.averageRating),
    availableOn: Float64Array.from(columns.availableOn),
    saleStartAt: Float64Array.from(columns.saleStartAt),
    saleExpireAt: Float64Array.from(columns.saleExpireAt),
    createdAt: Float64Array.from(columns.createdAt),
    stores: Int32Array.from(columns.stores),
    series: Int32Array.from(columns.series),
    codes,
    keyOrder: new Map(keys.rows.map((row, at) => [row.key, at])),
    ...(await invert(lexemeNumbers, perDocument)),
  };
}

/** Lets waiting searches run between the long steps of a load (~100 ms of work at 100k). */
const yieldToSearches = () => new Promise((resolve) => setImmediate(resolve));

/** Postings per lexeme, lexemes sorted; ordinals come in ascending order because documents do. */
async function invert(lexemeNumbers: Map<string, number>, perDocument: DocumentEntries[]) {
  await yieldToSearches();
  // code-unit order, as `<` compares (prefixRange); a comparator sorts 121k strings ~10x faster than sort()
  const lexemes = [...lexemeNumbers.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const place = new Int32Array(lexemes.length);
  for (let at = 0; at < lexemes.length; at++) place[lexemeNumbers.get(lexemes[at]!)!] = at;
  await yieldToSearches();
  const starts = new Int32Array(lexemes.length + 1);
  for (let ordinal = 0; ordinal < perDocument.length; ordinal++) {
    const { numbers } = perDocument[ordinal]!;
    for (let at = 0; at < numbers.length; at++) starts[place[numbers[at]!]! + 1]! += 1;
  }
  for (let at = 1; at < starts.length; at++) starts[at]! += starts[at - 1]!;
  await yieldToSearches();
  const postings = new Int32Array(starts[lexemes.length]!);
  const shares = new Float32Array(postings.length);
  const next = starts.slice(0, lexemes.length);
  const positionCounts = new Uint16Array(postings.length);
  // each posting's first position, while loading only
  const positionStarts = new Int32Array(postings.length + 1);
  for (let ordinal = 0; ordinal < perDocument.length; ordinal++) {
    const entries = perDocument[ordinal]!;
    const { numbers } = entries;
    for (let at = 0; at < numbers.length; at++) {
      const posting = next[place[numbers[at]!]!]!++;
      postings[posting] = ordinal;
      shares[posting] = entries.shares[at]!;
      positionCounts[posting] = entries.counts[at]!;
      positionStarts[posting + 1] = entries.counts[at]!;
      // the lexeme number is spent: the entry's posting, for copying its positions below
      numbers[at] = posting;
    }
  }
  for (let at = 1; at < positionStarts.length; at++) positionStarts[at]! += positionStarts[at - 1]!;
  await yieldToSearches();
  const positions = new Uint16Array(positionStarts[postings.length]!);
  for (let ordinal = 0; ordinal < perDocument.length; ordinal++) {
    const entries = perDocument[ordinal]!;
    let from = 0;
    for (let at = 0; at < entries.numbers.length; at++) {
      const count = entries.counts[at]!;
      positions.set(entries.positions.subarray(from, from + count), positionStarts[entries.numbers[at]!]!);
      from += count;
    }
  }
  const lexemePositions = Int32Array.from(
    { length: lexemes.length + 1 },
    (_, at) => positionStarts[starts[at]!]!,
  );
  return { lexemes, starts, postings, shares, positionCounts, lexemePositions, positions };
}

/** The ordinals of lexemes[from] … lexemes[to - 1] (a prefix's run), each list ascending. */
export function prefixRange(data: FacetData, prefix: string): [number, number] {
  let low = 0;
  let high = data.lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (data.lexemes[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  let end = low;
  while (end < data.lexemes.length && data.lexemes[end]!.startsWith(prefix)) end++;
  return [low, end];
}

/** A document's lexeme numbers and, parallel, each entry's rank share and position count; positions flat. */
interface DocumentEntries {
  numbers: Int32Array;
  shares: Float32Array;
  counts: Uint16Array;
  positions: Uint16Array;
}
