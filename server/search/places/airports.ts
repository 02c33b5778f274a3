import type { Sql } from '../../platform/db/index.ts';
import { PRODUCTS_PER_PAGE } from '../query.ts';
import { prefixTsQuery, queryWords } from '../text.ts';
import type { Airport } from './airports.data.ts';

/** Spec §9: airports 40 per page. */
export const AIRPORTS_PER_PAGE = PRODUCTS_PER_PAGE;

export interface AirportResponse {
  total: number;
  page: number;
  more: boolean;
  hits: Omit<Airport, 'local'>[];
}

/**
 * Airports whose codes, names, city or Cyrillic spellings start with every word of the text (Latin
 * words also as their Cyrillic transliteration: `erhuu` finds Эрхүү). A whole code typed comes first;
 * then Mongolian airports, then by name. An empty text lists them all.
 */
export async function searchAirports(sql: Sql, text: string, page: number): Promise<AirportResponse> {
  const tsquery = prefixTsQuery(text);
  const code = (queryWords(text)[0] ?? '').toUpperCase();
  const { rows } = await sql.query<{ doc: AirportResponse['hits'][number]; total: number }>(
    `select doc, count(*) over ()::int as total from airports
      where $1::text is null or search_vector @@ to_tsquery('simple', $1)
      order by (iata = $2 or doc->>'icao' = $2) desc, doc->>'cc' = 'MN' desc, doc->>'name', iata
      limit $3 offset $4`,
    [tsquery, code, AIRPORTS_PER_PAGE, (page - 1) * AIRPORTS_PER_PAGE],
  );
  const hits = rows.map((row) => row.doc);
  let total = rows[0]?.total ?? 0;
  if (hits.length === 0 && page > 1) {
    const count = await sql.query<{ total: number }>(
      `select count(*)::int as total from airports where $1::text is null or search_vector @@ to_tsquery('simple', $1)`,
      [tsquery],
    );
    total = count.rows[0]?.total ?? 0;
  }
  return { total, page, more: hits.length >= AIRPORTS_PER_PAGE, hits };
}
