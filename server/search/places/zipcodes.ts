import type { Sql } from '../../platform/db/index.ts';
import type { ZipCategory } from './zip-areas.data.ts';

/** Spec §3 "Address lookup result", with the English name for the gateway to localize. */
export interface ZipHit {
  zipcode: string;
  zipid: number;
  /** Mongolian */
  name: string;
  cat: ZipCategory;
  translations: Record<string, Record<string, string>>;
}

export interface ZipAreaListing extends ZipHit {
  /** zipcode of the capital a district belongs to */
  parent: string | null;
}

/**
 * Every zip area that contains the point (its border included), the most specific first: a district
 * before the capital around it, a small aimag before the aimag cell around it.
 */
export async function zipAreasAt(sql: Sql, lat: number, lon: number): Promise<ZipHit[]> {
  const { rows } = await sql.query<ZipHit>(
    `select zipcode, id as zipid, name, cat, translations from zip_areas
      where area @> point($1, $2)
      order by precedence, zipcode`,
    [lon, lat],
  );
  return rows;
}

/** The capital, its districts and the aimags: what a delivery address form offers. */
export async function listZipAreas(sql: Sql): Promise<ZipAreaListing[]> {
  const { rows } = await sql.query<ZipAreaListing>(
    `select zipcode, id as zipid, name, cat, translations, parent_zipcode as parent from zip_areas
      order by cat = 'district', cat <> 'capital', name collate "C"`,
  );
  return rows;
}
