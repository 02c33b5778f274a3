import type { Database } from '../../platform/db/index.ts';
import { AIRPORTS } from './airports.data.ts';
import { polygonLiteral } from './geometry.ts';
import { ZIP_AREAS } from './zip-areas.data.ts';

// Any constant: serialises the write when several processes start against one PostgreSQL server.
const PLACES_LOCK = 7_274_311;

/** Index text as the product documents fold it (catalog/search-documents.ts `words`). */
const folded = (text: string) =>
  `regexp_replace(search_fold(unaccent(${text})), '[^0-9A-Za-zÀ-ɏЀ-ӿ]+', ' ', 'g')`;

/**
 * Writes the shipped zip areas and airports into their tables, replacing what is there: one statement
 * each (31 and 42 rows), in one transaction, so a reader never sees half a data set.
 */
export async function syncPlaces(db: Database): Promise<void> {
  const areas = ZIP_AREAS.map((area) => ({
    id: area.id,
    zipcode: area.zipcode,
    name: area.name,
    translations: { en: { name: area.nameEn } },
    cat: area.cat,
    parent: area.parent,
    precedence: area.precedence,
    area: polygonLiteral(area.ring),
  }));
  const airports = AIRPORTS.map(({ local, ...doc }) => ({
    iata: doc.iata,
    doc,
    text: [doc.iata, doc.icao, doc.name, doc.city, doc.state, doc.country, ...local].join(' '),
  }));
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [PLACES_LOCK]);
    await tx.query('delete from zip_areas');
    await tx.query(
      `insert into zip_areas (id, zipcode, name, translations, cat, parent_zipcode, precedence, area)
       select id, zipcode, name, translations, cat, parent, precedence, area::polygon
         from jsonb_to_recordset($1::jsonb) as d(id int, zipcode text, name text, translations jsonb,
              cat text, parent text, precedence int, area text)`,
      [JSON.stringify(areas)],
    );
    await tx.query('delete from airports');
    await tx.query(
      `insert into airports (iata, doc, search_vector)
       select iata, doc, to_tsvector('simple', ${folded('text')})
         from jsonb_to_recordset($1::jsonb) as d(iata text, doc jsonb, text text)`,
      [JSON.stringify(airports)],
    );
  });
}
