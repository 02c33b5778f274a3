import type { Database, Sql } from '../platform/db/index.ts';
import {
  CARD_FIELDS,
  type SearchDocument,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type SearchSort,
} from './document.ts';
import type { FacetIndex } from './facet-index.ts';
import { searchFacets } from './facets.ts';
import { buildWhere, FUZZY_THRESHOLD, hasWords, Params, type TextMode, type Where } from './filters.ts';

import { PRODUCTS_PER_PAGE } from './limits.ts';
import { shuffleSql } from './shuffle.ts';

export { MAX_PAGE, MAX_PER_PAGE, PRODUCTS_PER_PAGE } from './limits.ts';

/**
 * Names sort by ICU's root collation (Unicode's default order: case and accents matter only between
 * otherwise equal names, so "Ballet" comes before "BIC", and Latin before Cyrillic), not by code
 * point as `collate "C"` did ("BIC" < "Ballet" < "apple"). PGlite and a PostgreSQL server built with
 * ICU both have `und-x-icu`; in JavaScript the same order is `new Intl.Collator('und').compare`.
 */
export const NAME_COLLATION = '"und-x-icu"';

const orderBy: Record<Exclude<SearchSort, 'relevance' | 'random'>, string> = {
  name_asc: `name collate ${NAME_COLLATION} asc, id`,
  name_desc: `name collate ${NAME_COLLATION} desc, id`,
  date_asc: 'created_at asc, id',
  date_desc: 'created_at desc, id desc',
  price_asc: 'selling_price asc, id',
  price_desc: 'selling_price desc, id',
  sale_desc: 'sale_percent desc, id',
  rating_desc: `average_rating desc, (doc->>'total_reviews')::int desc, id`,
};

function order(sort: SearchSort, where: Where, params: Params, seed: number): string {
  if (sort === 'random') return `${shuffleSql('id', params.add(seed))}, id`;
  if (sort !== 'relevance') return orderBy[sort];
  if (!where.rank) return orderBy.date_desc;
  // the few documents with the SKU come from its GIN index once, not from each ranked row's array
  // (20k ranked rows at 100k: 9 ms of CPU), and the narrow rows need no copy of the SKUs
  const sku =
    where.exactSku === null
      ? ''
      : `(id = any(array(select s.id from search_documents s
                          where s.skus @> array[${params.add(where.exactSku)}::text]))) desc, `;
  return `${sku}${where.rank()} desc, id`;
}

/**
 * A relevance page of a word search ranks every match: it reads them from the narrow copy (migration
 * 0015), which holds every column the WHERE clause and the rank read, not from the ~2.6 kB documents
 * (at 100k products, `бэх` + brand: the page statement 68 → 46 ms of CPU, the whole search ~25 %
 * less). Other sorts order by columns only the documents have; a fuzzy match needs their trigram text.
 */
function pageTable(mode: TextMode, sort: SearchSort): string {
  return mode === 'words' && sort === 'relevance' ? 'search_facet_rows' : 'search_documents';
}

async function page(
  sql: Sql,
  request: SearchRequest,
  now: Date,
  mode: TextMode,
  /** false when the facet pass counts the total anyway (`count(*) over ()` cost 45 ms of 82 at 100k) */
  countTotal: boolean,
  /** ranks a word search's relevance page in memory when it can (facet-index-rank.ts) */
  facetIndex: FacetIndex | null = null,
): Promise<{ hits: SearchHit[]; total: number | null }> {
  const perPage = request.per_page ?? PRODUCTS_PER_PAGE;
  const pageNumber = request.page ?? 1;
  const params = new Params();
  const where = buildWhere(request, now, mode, params);
  const sort: SearchSort = request.sort ?? 'relevance';
  const offset = (pageNumber - 1) * perPage;
  if (facetIndex && mode === 'words' && sort === 'relevance') {
    const ranked = await facetIndex.relevancePage(request, now, offset, perPage);
    const hits = ranked && (await rankedBodies(sql, ranked.ids, where.exactSku, request.view));
    if (ranked && hits) return { hits, total: ranked.total };
  }
  if (facetIndex && mode === 'none') {
    // shelves and browse pages: no scan of the department (facet-index-browse.ts)
    const browsed = await facetIndex.browsePage(request, now, offset, perPage);
    if (browsed) return { hits: await bodiesInOrder(sql, browsed.ids, request.view), total: browsed.total };
  }
  // ids first, bodies after: ranking and counting carry only ids, and only the page's bodies are
  // read (browsing 10k products on PGlite: 55 ms → 20 ms)
  const ids = await sql.query<{ id: number; total: number | null }>(
    `select id, ${countTotal ? 'count(*) over ()::int' : 'null::int'} as total
       from ${pageTable(mode, sort)}
      where ${where.sql}
      order by ${order(sort, where, params, request.seed ?? 0)}
      limit ${params.add(perPage)} offset ${params.add(offset)}`,
    params.values,
  );
  const hits = await bodiesInOrder(
    sql,
    ids.rows.map((row) => row.id),
    request.view,
  );
  if (ids.rows[0] && hits.length > 0) return { hits, total: ids.rows[0].total };
  // A page past the end has no rows to carry the window count; ask once more for the total.
  if (pageNumber === 1) return { hits, total: 0 };
  const countParams = new Params();
  const countWhere = buildWhere(request, now, mode, countParams);
  const count = await sql.query<{ total: number }>(
    `select count(*)::int as total from search_documents where ${countWhere.sql}`,
    countParams.values,
  );
  return { hits, total: count.rows[0]?.total ?? 0 };
}

/**
 * A card's fields of the document (`view: 'card'`), with only the names of `translated`: built once,
 * from constants.
 */
const CARD_COLUMN = `jsonb_build_object(${CARD_FIELDS.map((field) =>
  field === 'translated'
    ? `'translated', coalesce((select jsonb_object_agg(t.key, jsonb_build_object('name', t.value -> 'name'))
         from jsonb_each(doc -> 'translated') t where t.value ? 'name'), '{}'::jsonb)`
    : `'${field}', doc -> '${field}'`,
).join(', ')})`;

/** The column a hit is read from: the whole document, or a card's part of it. */
const documentColumn = (view: SearchRequest['view']) => (view === 'card' ? CARD_COLUMN : 'doc');

/** The documents of `ids`, in that order. */
async function bodiesInOrder(sql: Sql, ids: number[], view: SearchRequest['view']): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: number; doc: SearchHit }>(
    `select id, ${documentColumn(view)} as doc from search_documents where id = any($1::int[])`,
    [ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row.doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc ? [doc] : [];
  });
}

/**
 * The bodies of an in-memory ranked page, in its order; null when a document has the query as its SKU
 * (the index does not hold SKUs; the statement puts those first), found in the same round trip.
 */
async function rankedBodies(
  sql: Sql,
  ids: number[],
  exactSku: string | null,
  view: SearchRequest['view'],
): Promise<SearchHit[] | null> {
  if (ids.length === 0) return [];
  const { rows } = await sql.query<{ id: number | null; doc: SearchHit | null }>(
    `select id, ${documentColumn(view)} as doc from search_documents where id = any($1::int[])
     union all
     select null, null where exists (select 1 from search_documents where skus @> array[$2::text])`,
    [ids, exactSku ?? ''],
  );
  if (rows.some((row) => row.id === null)) return null;
  const byId = new Map(rows.map((row) => [row.id, row.doc]));
  return ids.flatMap((id) => {
    const doc = byId.get(id);
    return doc ? [doc] : [];
  });
}

/**
 * One page of visible products under the text, filters and sort, with facets when asked. Words match
 * as prefixes (and their Cyrillic transliteration); when none match, trigram similarity takes over
 * (typo tolerance) and the answer says `fuzzy`. No text browses the whole visible catalog.
 */
export async function searchProducts(
  db: Database,
  request: SearchRequest,
  now: Date,
  /** counts the facets in memory when it can (facet-index.ts); SQL otherwise */
  facetIndex: FacetIndex | null = null,
): Promise<SearchResponse<SearchHit>> {
  const perPage = request.per_page ?? PRODUCTS_PER_PAGE;
  let mode: TextMode = hasWords(request) ? 'words' : 'none';
  // facets beside the page, not after it: on a server they run on another pooled connection
  // (10k catalog, `бэх` + brand: page 10 ms, facets 32 ms → 32 ms instead of 42 ms)
  const facetsAsTyped = request.facets ? facetsIn(db, request, now, mode, facetIndex) : null;
  // settled here, so a failure is not unhandled while the page is read; thrown below if still used
  facetsAsTyped?.catch(() => {});
  let found = await page(db, request, now, mode, !request.facets, facetIndex);
  let asked = request;
  let corrected: string | undefined;
  if (mode === 'words' && found.total === 0) {
    const better = facetIndex?.correct(request.query ?? '');
    if (better) {
      const retried = { ...request, query: better };
      const again = await page(db, retried, now, mode, !request.facets, facetIndex);
      if (again.total !== 0) {
        found = again;
        asked = retried;
        corrected = better;
      }
    }
  }
  if (mode === 'words' && found.total === 0) {
    mode = 'fuzzy';
    found = await db.transaction(async (tx) => {
      // local to this transaction: other statements on the connection keep pg_trgm's default
      await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
        String(FUZZY_THRESHOLD),
      ]);
      return page(tx, request, now, mode, !request.facets);
    });
  }
  // nothing matched as typed: the facets count what the fuzzy match found instead
  const counted = request.facets
    ? mode === 'fuzzy' || corrected
      ? await facetsIn(db, asked, now, mode, facetIndex)
      : await facetsAsTyped!
    : null;
  const response: SearchResponse<SearchHit> = {
    total: found.total ?? counted?.total ?? 0,
    page: request.page ?? 1,
    per_page: perPage,
    more: found.hits.length >= perPage,
    fuzzy: mode === 'fuzzy' || corrected !== undefined,
    hits: found.hits,
  };
  if (corrected) response.corrected = corrected;
  if (counted) response.facets = counted.facets;
  return response;
}

async function facetsIn(
  db: Database,
  request: SearchRequest,
  now: Date,
  mode: TextMode,
  facetIndex: FacetIndex | null,
) {
  const inMemory = await facetIndex?.facets(request, now, mode);
  if (inMemory) return inMemory;
  if (mode !== 'fuzzy') return searchFacets(db, request, now, mode);
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('pg_trgm.word_similarity_threshold', $1, true)`, [
      String(FUZZY_THRESHOLD),
    ]);
    return searchFacets(tx, request, now, mode);
  });
}

export async function getDocument(sql: Sql, id: number): Promise<SearchDocument | null> {
  const result = await sql.query<{ doc: SearchDocument }>('select doc from search_documents where id = $1', [
    id,
  ]);
  return result.rows[0]?.doc ?? null;
}
