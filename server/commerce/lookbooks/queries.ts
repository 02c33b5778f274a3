import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Translations } from '../catalog/types.ts';
import { textOf } from '../content/sanitize.ts';
import type { Look, LookSpot } from './content.ts';
import { LOOK_BOOK_STREAM_PREFIX } from './events.ts';

interface LookBookRow {
  id: number;
  slug: string;
  title: string;
  intro_html: string;
  cover_image: string | null;
  translations: Translations;
  looks: Look[];
  published_at: string | null;
  updated_at: string;
  updated_by: string;
  version: number;
}

export interface LookBookSummaryDto {
  id: number;
  slug: string;
  title: string;
  /** The intro as plain text, cut at 200 characters (a card's teaser). */
  intro: string;
  translations: Translations;
  cover_image: string;
  look_count: number;
  product_count: number;
  published_at: string | null;
  updated_at: string;
  updated_by: string;
  version: number;
}

export interface LookBookPageDto {
  look_books: LookBookSummaryDto[];
  total: number;
  page: number;
  per_page: number;
  /** True while a page holds at least per_page look books (spec §4). */
  more: boolean;
}

export interface PlacedProductDto extends LookSpot {
  /** The placed variant has stock now (a package: every part). */
  in_stock: boolean;
  /** The product's search document (server/search/document.ts, read by the gateway's cards). */
  product: unknown;
}

export interface LookDto extends Omit<Look, 'spots' | 'image'> {
  image: string;
  spots: PlacedProductDto[];
}

export interface LookBookDto extends Omit<LookBookSummaryDto, 'look_count' | 'product_count'> {
  intro_html: string;
  looks: LookDto[];
}

const COLUMNS = `id, slug, title, intro_html, cover_image, translations, looks, version, updated_by,
  to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

/** A look without a photo of its own is drawn from its products (server/commerce/lookbooks/scene.ts). */
export const sceneImage = (id: number, look: number) => `/images/look-books/${id}-${look + 1}.svg`;

const imageOf = (row: LookBookRow, index: number) => row.looks[index]?.image ?? sceneImage(row.id, index);

function summaryOf(row: LookBookRow): LookBookSummaryDto {
  const intro = textOf(row.intro_html);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    intro: intro.length > 200 ? `${intro.slice(0, 199)}…` : intro,
    translations: row.translations,
    cover_image: row.cover_image ?? imageOf(row, 0),
    look_count: row.looks.length,
    product_count: new Set(row.looks.flatMap((look) => look.spots.map((spot) => spot.variant_id))).size,
    published_at: row.published_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    version: row.version,
  };
}

/** A page of look books, newest published first; `drafts` (staff) lists unpublished ones too. */
export async function listLookBooks(
  sql: Sql,
  page: number,
  perPage: number,
  drafts = false,
): Promise<LookBookPageDto> {
  const where = drafts ? 'true' : 'published_at is not null';
  const { rows } = await sql.query<LookBookRow & { total: number }>(
    `select ${COLUMNS}, count(*) over ()::int as total from look_books where ${where}
      order by published_at desc nulls first, id desc limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  return {
    look_books: rows.map(summaryOf),
    total: rows[0]?.total ?? (page > 1 ? await countOf(sql, where) : 0),
    page,
    per_page: perPage,
    more: rows.length > 0 && rows.length >= perPage,
  };
}

// a page past the end has no row to carry the window count
async function countOf(sql: Sql, where: string): Promise<number> {
  const { rows } = await sql.query<{ total: number }>(
    `select count(*)::int as total from look_books where ${where}`,
  );
  return rows[0]?.total ?? 0;
}

/**
 * The products of the looks as cards: only those a shopper may see (a search document, a price,
 * an image, on sale already). One that left the catalog drops out of its look rather than showing
 * a dead link; one out of stock stays, marked, so the look still reads as the stylist made it.
 */
async function placed(sql: Sql, row: LookBookRow, now: Date): Promise<LookDto[]> {
  const variantIds = [...new Set(row.looks.flatMap((look) => look.spots.map((spot) => spot.variant_id)))];
  const { rows } = await sql.query<{ variant_id: number; doc: unknown; on_hand: number }>(
    `select v.id as variant_id, d.doc, coalesce(s.on_hand, 0) as on_hand
       from variants v
       join search_documents d on d.id = v.product_id
       left join variant_stock s on s.variant_id = v.id
      where v.id = any($1::int[]) and d.selling_price > 1 and d.has_image
        and (d.available_on is null or d.available_on <= $2)`,
    [variantIds, now],
  );
  const byVariant = new Map(rows.map((found) => [found.variant_id, found]));
  return row.looks.map((look, index) => ({
    image: imageOf(row, index),
    caption: look.caption,
    translations: look.translations,
    spots: look.spots.flatMap((spot) => {
      const found = byVariant.get(spot.variant_id);
      return found ? [{ ...spot, in_stock: found.on_hand > 0, product: found.doc }] : [];
    }),
  }));
}

async function rowOf(sql: Sql, where: string, value: string | number): Promise<LookBookRow> {
  const { rows } = await sql.query<LookBookRow>(`select ${COLUMNS} from look_books where ${where}`, [value]);
  if (!rows[0]) throw new ShopError('LOOK_BOOK_NOT_FOUND');
  return rows[0];
}

function detailOf(row: LookBookRow, looks: LookDto[]): LookBookDto {
  const { look_count: _looks, product_count: _products, ...summary } = summaryOf(row);
  return { ...summary, intro_html: row.intro_html, looks };
}

/** A published look book by slug; a draft is as unknown to shoppers as a missing one. */
export async function publishedLookBook(sql: Sql, slug: string, now: Date): Promise<LookBookDto> {
  const row = await rowOf(sql, 'slug = $1 and published_at is not null', slug);
  return detailOf(row, await placed(sql, row, now));
}

/** Staff: any look book by id, drafts too. */
export async function lookBookById(sql: Sql, id: number, now: Date): Promise<LookBookDto> {
  const row = await rowOf(sql, 'id = $1', id);
  return detailOf(row, await placed(sql, row, now));
}

/** The stored looks of a look book (the scene drawing needs the SKUs, not the cards). */
export async function storedLooks(sql: Sql, id: number): Promise<Look[] | null> {
  const { rows } = await sql.query<{ looks: Look[] }>('select looks from look_books where id = $1', [id]);
  return rows[0]?.looks ?? null;
}

export interface LookBookHistoryEntry {
  version: number;
  type: string;
  at: string;
  by: string;
}

/** Staff: the look book's log, oldest first: who created, edited, published it and when. */
export async function lookBookHistory(sql: Sql, id: number): Promise<LookBookHistoryEntry[]> {
  const { rows } = await sql.query<{ version: number; type: string; at: Date; by: string | null }>(
    `select stream_version as version, type, recorded_at as at, metadata->>'staffName' as by
       from events where stream_id = $1 order by stream_version`,
    [`${LOOK_BOOK_STREAM_PREFIX}${id}`],
  );
  return rows.map((entry) => ({
    version: entry.version,
    type: entry.type,
    at: new Date(entry.at).toISOString(),
    by: entry.by ?? 'staff',
  }));
}
