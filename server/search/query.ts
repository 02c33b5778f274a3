import type { Sql } from '../db/index.ts';
import type { SearchDocument, SearchRequest, SearchResponse, SearchSort } from './document.ts';

export const PRODUCTS_PER_PAGE = 40;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 500;

/** Spec §5: what a shopper may see. `$1` is "now" from the injected clock. */
const visible = `selling_price > 1 and total_on_hand > 0 and has_image
  and (available_on is null or available_on <= $1)`;

const orderBy: Record<Exclude<SearchSort, 'relevance'>, string> = {
  name_asc: 'name collate "C" asc, id',
  name_desc: 'name collate "C" desc, id',
  date_asc: 'created_at asc, id',
  date_desc: 'created_at desc, id desc',
  price_asc: 'selling_price asc, id',
  price_desc: 'selling_price desc, id',
  sale_desc: 'sale_percent desc, id',
  // stable within one paging session: the same seed gives the same order on every page
  random: 'md5(id::text || $6::text), id',
};

/**
 * Words → a prefix tsquery: `hp 305` → `hp:* & 305:*`. Only letters and digits survive, so user
 * text never reaches the tsquery parser's operators.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

interface Row {
  doc: SearchDocument;
  total: number;
}

/**
 * One page of visible products, filtered by text and taxon, in the asked order. The full search
 * (typos, transliteration, facets) builds on this shape.
 */
export async function searchProducts(sql: Sql, request: SearchRequest, now: Date): Promise<SearchResponse> {
  const page = request.page ?? 1;
  const perPage = request.per_page ?? PRODUCTS_PER_PAGE;
  const tsquery = request.query ? prefixTsQuery(request.query) : null;
  const sort: SearchSort = request.sort ?? (tsquery ? 'relevance' : 'date_desc');
  const order =
    sort === 'relevance'
      ? tsquery
        ? 'ts_rank(search_vector, to_tsquery($3)) desc, id'
        : orderBy.date_desc
      : orderBy[sort];
  const result = await sql.query<Row>(
    `select doc, count(*) over ()::int as total
       from search_documents
      where ${visible}
        and ($2::text is null or taxon_permalinks @> array[$2::text])
        and ($3::text is null or search_vector @@ to_tsquery('simple', unaccent($3)))
      order by ${order}
      limit $4 offset $5`,
    // $6 (the seed) exists only in the random order; PostgreSQL refuses an unused parameter
    [
      now,
      request.taxon ?? null,
      tsquery,
      perPage,
      (page - 1) * perPage,
      ...(sort === 'random' ? [request.seed ?? 0] : []),
    ],
  );
  const hits = result.rows.map((row) => row.doc);
  return {
    total: result.rows[0]?.total ?? (page === 1 ? 0 : await countVisible(sql, request, tsquery, now)),
    page,
    per_page: perPage,
    more: hits.length >= perPage,
    hits,
  };
}

// A page past the end has no rows to carry the window count; ask once more for the total.
async function countVisible(sql: Sql, request: SearchRequest, tsquery: string | null, now: Date) {
  const result = await sql.query<{ total: number }>(
    `select count(*)::int as total from search_documents
      where ${visible}
        and ($2::text is null or taxon_permalinks @> array[$2::text])
        and ($3::text is null or search_vector @@ to_tsquery('simple', unaccent($3)))`,
    [now, request.taxon ?? null, tsquery],
  );
  return result.rows[0]?.total ?? 0;
}

export async function getDocument(sql: Sql, id: number): Promise<SearchDocument | null> {
  const result = await sql.query<{ doc: SearchDocument }>('select doc from search_documents where id = $1', [
    id,
  ]);
  return result.rows[0]?.doc ?? null;
}
