import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Translations } from '../catalog/types.ts';
import { visibleCards } from './product-cards.ts';

/** A promotion as shoppers see it (spec §7 /api/v2/promotions): its products and its end date. */
export interface PromotionDto {
  id: number;
  code: string;
  name: string;
  description: string;
  translations: Translations;
  starts_at: string | null;
  ends_at: string;
  /** Visible products only (spec §5), in the order staff listed them. */
  products?: unknown[];
  product_count: number;
}

export const PROMOTION_COLUMNS = `id, code, name, description, translations,
  to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
  to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ends_at,
  cardinality(product_ids) as product_count`;

/** Promotions running at `now`, the soonest to end first. */
export async function runningPromotions(sql: Sql, now: Date): Promise<PromotionDto[]> {
  const { rows } = await sql.query<PromotionDto>(
    `select ${PROMOTION_COLUMNS} from promotions
      where (starts_at is null or starts_at <= $1) and ends_at > $1
      order by ends_at, id`,
    [now],
  );
  return rows;
}

/** Spec §9 sale: 40 products a page. */
export const PROMOTION_PRODUCTS_PER_PAGE = 40;

/**
 * One promotion with a page of its visible products. A promotion not started yet is not found (its
 * products and prices are not public before); one that ended still answers, with its past end date.
 */
export type PromotionDetailDto = PromotionDto & { products: unknown[]; total: number };

export async function promotionById(
  sql: Sql,
  id: number,
  now: Date,
  page: number,
  perPage: number,
): Promise<PromotionDetailDto> {
  const { rows } = await sql.query<PromotionDto & { product_ids: number[] }>(
    `select ${PROMOTION_COLUMNS}, product_ids from promotions where id = $1 and (starts_at is null or starts_at <= $2)`,
    [id, now],
  );
  const promotion = rows[0];
  if (!promotion) throw new ShopError('PROMOTION_NOT_FOUND', `No promotion was found with id ${id}`);
  const { product_ids: ids, ...rest } = promotion;
  const cards = await visibleCards(
    sql,
    now,
    { limit: perPage, offset: (page - 1) * perPage },
    { where: 'd.id = any($4::int[])', order: 'array_position($4::int[], d.id)', params: [ids] },
  );
  return { ...rest, products: cards.docs, total: cards.total };
}

export interface PromotionInput {
  name: string;
  description?: string;
  translations?: Translations;
  starts_at?: string | null;
  ends_at: string;
  product_ids: number[];
}

async function checkProducts(sql: Sql, ids: readonly number[]): Promise<void> {
  const { rows } = await sql.query<{ id: number }>('select id from products where id = any($1::int[])', [
    ids,
  ]);
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new ShopError('PROMOTION_PRODUCT_UNKNOWN', 'Some products do not exist', {
      product_ids: missing.map(String),
    });
}

/** Instants PostgreSQL and a shopper's calendar both take: years 2000–2099 (`0000-…` is a 500 otherwise). */
function checkInstant(field: string, value: string | null | undefined): void {
  if (value === null || value === undefined) return;
  const year = new Date(value).getUTCFullYear();
  if (!(year >= 2000 && year < 2100))
    throw new ShopError('VALIDATION', 'The date is out of range', {
      [field]: ['must be between 2000 and 2099'],
    });
}

function checkWindow(startsAt: string | null | undefined, endsAt: string): void {
  checkInstant('starts_at', startsAt);
  checkInstant('ends_at', endsAt);
  if (startsAt && Date.parse(startsAt) >= Date.parse(endsAt))
    throw new ShopError('PROMOTION_ENDS_BEFORE_START', 'A promotion must end after it starts', {
      ends_at: ['before starts_at'],
    });
}

/** Staff: a new promotion; unknown products or an end before the start write nothing. */
export async function createPromotion(sql: Sql, code: string, input: PromotionInput): Promise<PromotionDto> {
  checkWindow(input.starts_at, input.ends_at);
  await checkProducts(sql, input.product_ids);
  const { rows } = await sql.query<PromotionDto>(
    `insert into promotions (code, name, description, translations, starts_at, ends_at, product_ids)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7::int[])
     on conflict (code) do nothing
     returning ${PROMOTION_COLUMNS}`,
    [
      code,
      input.name,
      input.description ?? '',
      JSON.stringify(input.translations ?? {}),
      input.starts_at ?? null,
      input.ends_at,
      [...new Set(input.product_ids)],
    ],
  );
  if (!rows[0]) throw new ShopError('SLUG_TAKEN', `A promotion with code "${code}" already exists`);
  return rows[0];
}

/** Staff: edits a promotion; fields left out keep their value. Runs in the caller's transaction. */
export async function updatePromotion(
  tx: Sql,
  id: number,
  input: Partial<PromotionInput>,
): Promise<PromotionDto> {
  const current = await tx.query<{ starts_at: string | null; ends_at: string }>(
    `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as starts_at,
            to_char(ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ends_at
       from promotions where id = $1 for update`,
    [id],
  );
  const row = current.rows[0];
  if (!row) throw new ShopError('PROMOTION_NOT_FOUND', `No promotion was found with id ${id}`);
  checkWindow(input.starts_at === undefined ? row.starts_at : input.starts_at, input.ends_at ?? row.ends_at);
  if (input.product_ids) await checkProducts(tx, input.product_ids);
  const { rows } = await tx.query<PromotionDto>(
    `update promotions set
        name = coalesce($2, name),
        description = coalesce($3, description),
        translations = coalesce($4::jsonb, translations),
        starts_at = case when $5::boolean then $6::timestamptz else starts_at end,
        ends_at = coalesce($7::timestamptz, ends_at),
        product_ids = coalesce($8::int[], product_ids)
      where id = $1
      returning ${PROMOTION_COLUMNS}`,
    [
      id,
      input.name ?? null,
      input.description ?? null,
      input.translations ? JSON.stringify(input.translations) : null,
      input.starts_at !== undefined,
      input.starts_at ?? null,
      input.ends_at ?? null,
      input.product_ids ? [...new Set(input.product_ids)] : null,
    ],
  );
  return rows[0]!;
}
