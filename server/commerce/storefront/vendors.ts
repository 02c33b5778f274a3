import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import { visibleCards } from './product-cards.ts';

/** Spec §9: vendor products 20 by default. */
export const VENDOR_PRODUCTS_PER_PAGE = 20;

/** A vendor selling through the shop (spec §3 store.vendor_id): its counters (stores) as one. */
export interface VendorDto {
  id: number;
  name: string;
  logo: string | null;
  store_codes: string[];
}

const VENDORS = `select s.vendor_id as id,
         (array_agg(s.name order by s.id))[1] as name,
         (array_agg(s.logo order by s.id))[1] as logo,
         array_agg(s.code order by s.id) as store_codes
    from stores s where s.vendor_id is not null`;

export async function listVendors(sql: Sql): Promise<VendorDto[]> {
  const { rows } = await sql.query<VendorDto>(`${VENDORS} group by s.vendor_id order by s.vendor_id`);
  return rows;
}

export type VendorProductsDto = VendorDto & { products: unknown[]; total: number };

/** A vendor with a page of its visible products, newest first. */
export async function vendorById(
  sql: Sql,
  id: number,
  now: Date,
  page: number,
  perPage: number,
): Promise<VendorProductsDto> {
  const { rows } = await sql.query<VendorDto>(`${VENDORS} and s.vendor_id = $1 group by s.vendor_id`, [id]);
  const vendor = rows[0];
  if (!vendor) throw new ShopError('VENDOR_NOT_FOUND', `No vendor was found with id ${id}`);
  const cards = await visibleCards(
    sql,
    now,
    { limit: perPage, offset: (page - 1) * perPage },
    {
      where: 'd.store_code = any($4::text[])',
      order: 'd.created_at desc, d.id desc',
      params: [vendor.store_codes],
    },
  );
  return { ...vendor, products: cards.docs, total: cards.total };
}
