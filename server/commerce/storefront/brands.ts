import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Translations } from '../catalog/types.ts';

/** Spec §9: all brands are loaded with per_page 999. */
export const BRANDS_PER_PAGE = 999;

export interface BrandListingDto {
  id: number;
  code: string;
  name: string;
  translations: Translations;
  logo: string | null;
  /** Mongolian; other languages in `translations.<locale>.story`. Empty when the brand has none. */
  story: string;
}

export interface BrandPageDto {
  brands: BrandListingDto[];
  total: number;
  page: number;
  per_page: number;
  /** True while a page holds at least per_page brands (spec §4). */
  more: boolean;
}

const COLUMNS = 'id, code, name, translations, logo, story';

/** A page of brands in name order (the web sorts again by the shopper's language for its A–Z index). */
export async function listBrands(sql: Sql, page: number, perPage: number): Promise<BrandPageDto> {
  const [rows, count] = await Promise.all([
    sql.query<BrandListingDto>(`select ${COLUMNS} from brands order by lower(name), id limit $1 offset $2`, [
      perPage,
      (page - 1) * perPage,
    ]),
    sql.query<{ total: number }>('select count(*)::int as total from brands'),
  ]);
  return {
    brands: rows.rows,
    total: count.rows[0]?.total ?? 0,
    page,
    per_page: perPage,
    more: rows.rows.length > 0 && rows.rows.length >= perPage,
  };
}

export async function brandByCode(sql: Sql, code: string): Promise<BrandListingDto> {
  const { rows } = await sql.query<BrandListingDto>(`select ${COLUMNS} from brands where code = $1`, [code]);
  if (!rows[0]) throw new ShopError('BRAND_NOT_FOUND', `No brand was found with code "${code}"`);
  return rows[0];
}

/** What staff send to create or edit a brand (validated by the route's schema). */
export interface BrandInput {
  name: string;
  logo?: string | null;
  story?: string;
  translations?: Translations;
}

/** Staff: a new brand; a code already taken is a 409 and writes nothing. */
export async function createBrand(sql: Sql, code: string, input: BrandInput): Promise<BrandListingDto> {
  const { rows } = await sql.query<BrandListingDto>(
    `insert into brands (code, name, logo, story, translations) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (code) do nothing
     returning ${COLUMNS}`,
    [
      code,
      input.name,
      input.logo ?? `/images/brands/${code}.svg`,
      input.story ?? '',
      JSON.stringify(input.translations ?? {}),
    ],
  );
  if (!rows[0]) throw new ShopError('SLUG_TAKEN', `A brand with code "${code}" already exists`);
  return rows[0];
}

/** Staff: edits a brand; fields left out keep their value. */
export async function updateBrand(
  sql: Sql,
  code: string,
  input: Partial<BrandInput>,
): Promise<BrandListingDto> {
  const { rows } = await sql.query<BrandListingDto>(
    `update brands set
        name = coalesce($2, name),
        logo = case when $3::boolean then $4 else logo end,
        story = coalesce($5, story),
        translations = coalesce($6::jsonb, translations)
      where code = $1
      returning ${COLUMNS}`,
    [
      code,
      input.name ?? null,
      input.logo !== undefined,
      input.logo ?? null,
      input.story ?? null,
      input.translations ? JSON.stringify(input.translations) : null,
    ],
  );
  if (!rows[0]) throw new ShopError('BRAND_NOT_FOUND', `No brand was found with code "${code}"`);
  return rows[0];
}
