import type { Sql } from '../../platform/db/index.ts';
import type { Translations } from '../catalog/types.ts';

/** A branch where an order can be picked up (site data `store_locations` with `pickup`). */
export interface PickupLocationDto {
  code: string;
  name: string;
  translations: Translations;
  address: string;
  hours: string | null;
}

export async function pickupLocations(sql: Sql): Promise<PickupLocationDto[]> {
  const { rows } = await sql.query<PickupLocationDto>(
    'select code, name, translations, address, hours from store_locations where pickup order by id',
  );
  return rows;
}

export async function pickupLocation(sql: Sql, code: string): Promise<PickupLocationDto | undefined> {
  const { rows } = await sql.query<PickupLocationDto>(
    'select code, name, translations, address, hours from store_locations where pickup and code = $1',
    [code],
  );
  return rows[0];
}
