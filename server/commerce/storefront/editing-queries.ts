import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { BrandListingDto } from './brands.ts';
import { PROMOTION_COLUMNS, type PromotionDto } from './campaigns.ts';
import { brandStreamId, promotionStreamId } from './editing.ts';

/** The staff lists' page: 50 rows, at most 100. */
export const EDITING_PER_PAGE = 50;
export const EDITING_MAX_PER_PAGE = 100;

export interface EditingHistoryEntry {
  version: number;
  type: string;
  at: string;
  by: string;
}

export type StaffBrandDto = BrandListingDto & {
  updated_at: string | null;
  updated_by: string | null;
  product_count: number;
};

export type PromotionStatus = 'scheduled' | 'running' | 'ended';

export type StaffPromotionDto = Omit<PromotionDto, 'products'> & {
  status: PromotionStatus;
  updated_at: string | null;
  updated_by: string | null;
};

export interface StaffPage<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** `ilike` on a typed search: `%` and `_` are letters here, not wildcards. */
const containing = (query: string) =>
  `%${query
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const BRAND_COLUMNS = `b.id, b.code, b.name, b.translations, b.logo, b.story,
  ${ISO('b.updated_at')} as updated_at, b.updated_by,
  (select count(*)::int from products p where p.brand_id = b.id) as product_count`;

/** Every brand, by name, filtered by a part of its name or code (any case). */
export async function staffBrands(
  sql: Sql,
  query: string,
  page: number,
  perPage: number,
): Promise<StaffPage<StaffBrandDto>> {
  const where = `($1 = '%%' or lower(b.name) like $1 or b.code like $1)`;
  const [rows, count] = await Promise.all([
    sql.query<StaffBrandDto>(
      `select ${BRAND_COLUMNS} from brands b where ${where} order by lower(b.name), b.id limit $2 offset $3`,
      [containing(query), perPage, (page - 1) * perPage],
    ),
    sql.query<{ total: number }>(`select count(*)::int as total from brands b where ${where}`, [
      containing(query),
    ]),
  ]);
  return { items: rows.rows, total: count.rows[0]?.total ?? 0, page, per_page: perPage };
}

export async function staffBrand(sql: Sql, code: string): Promise<StaffBrandDto> {
  const { rows } = await sql.query<StaffBrandDto>(`select ${BRAND_COLUMNS} from brands b where b.code = $1`, [
    code,
  ]);
  if (!rows[0]) throw new ShopError('BRAND_NOT_FOUND', `No brand was found with code "${code}"`);
  return rows[0];
}

const STATUS = `case when ends_at <= $1 then 'ended'
  when starts_at is not null and starts_at > $1 then 'scheduled' else 'running' end`;

/**
 * Every promotion, ended ones too: running and scheduled first (soonest to end first), then the
 * ended ones, latest first. Filtered by a part of the name or code, and by status.
 */
export async function staffPromotions(
  sql: Sql,
  now: Date,
  filter: { query: string; status: PromotionStatus | null },
  page: number,
  perPage: number,
): Promise<StaffPage<StaffPromotionDto>> {
  const where = `($2 = '%%' or lower(name) like $2 or code like $2) and ($3::text is null or ${STATUS} = $3)`;
  const params = [now, containing(filter.query), filter.status];
  const [rows, count] = await Promise.all([
    sql.query<StaffPromotionDto>(
      `select ${PROMOTION_COLUMNS}, ${STATUS} as status, ${ISO('updated_at')} as updated_at, updated_by
         from promotions where ${where}
        order by (ends_at <= $1), case when ends_at > $1 then ends_at end, ends_at desc, id desc
        limit $4 offset $5`,
      [...params, perPage, (page - 1) * perPage],
    ),
    sql.query<{ total: number }>(`select count(*)::int as total from promotions where ${where}`, params),
  ]);
  return { items: rows.rows, total: count.rows[0]?.total ?? 0, page, per_page: perPage };
}

export interface PromotionProductDto {
  id: number;
  sku: string;
  name: string;
}

/** One promotion as the editor opens it, whatever its dates, with its products in staff's order. */
export async function staffPromotion(
  sql: Sql,
  id: number,
  now: Date,
): Promise<StaffPromotionDto & { products: PromotionProductDto[] }> {
  const { rows } = await sql.query<StaffPromotionDto & { product_ids: number[] }>(
    `select ${PROMOTION_COLUMNS}, ${STATUS} as status, ${ISO('updated_at')} as updated_at, updated_by,
            product_ids
       from promotions where id = $2`,
    [now, id],
  );
  const row = rows[0];
  if (!row) throw new ShopError('PROMOTION_NOT_FOUND', `No promotion was found with id ${id}`);
  const { product_ids: ids, ...promotion } = row;
  const products = await sql.query<PromotionProductDto>(
    `select p.id, coalesce((select v.sku from variants v where v.product_id = p.id order by v.is_master desc, v.id limit 1), '') as sku,
            p.name
       from products p where p.id = any($1::int[]) order by array_position($1::int[], p.id)`,
    [ids],
  );
  return { ...promotion, products: products.rows };
}

/** Who changed it and when, oldest first (the events' metadata). */
export async function editingHistory(
  sql: Sql,
  kind: 'brand' | 'promotion',
  id: number,
): Promise<EditingHistoryEntry[]> {
  const { rows } = await sql.query<{ version: number; type: string; at: Date; by: string | null }>(
    `select stream_version as version, type, recorded_at as at, metadata->>'staffName' as by
       from events where stream_id = $1 order by stream_version`,
    [kind === 'brand' ? brandStreamId(id) : promotionStreamId(id)],
  );
  return rows.map((entry) => ({
    version: entry.version,
    type: entry.type,
    at: new Date(entry.at).toISOString(),
    by: entry.by ?? 'staff',
  }));
}
