import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Translations } from '../catalog/types.ts';

/**
 * The shop's own pages (delivery, returns, payment, about, contacts, terms, privacy), authored by
 * staff as plain text (migration 0130). Numbers the shop promises elsewhere are not copied into
 * the text: a page says `{return_hours}` and the answer carries the configured value, so the page
 * and the checkout never disagree.
 */
export interface PageDto {
  id: number;
  slug: string;
  title: string;
  body: string;
  translations: Translations;
  position: number;
  updated_at: string;
}

/** The values pages may name as `{key}`: the shop's configuration, not numbers typed into text. */
export type PagePlaceholders = Readonly<Record<string, string | number>>;

/** `{key}` → its configured value; an unknown `{word}` stays as written. */
export function fillPlaceholders(text: string, values: PagePlaceholders): string {
  return text.replace(/\{([a-z_]{1,40})\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

function filled(page: PageDto, values: PagePlaceholders): PageDto {
  const translations: Translations = {};
  for (const [locale, fields] of Object.entries(page.translations)) {
    translations[locale] = Object.fromEntries(
      Object.entries(fields).map(([field, text]) => [field, fillPlaceholders(text, values)]),
    );
  }
  return { ...page, body: fillPlaceholders(page.body, values), translations };
}

const COLUMNS = `id, slug, title, body, translations, position,
  to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at`;

/** Every page in menu order (the footer's links). */
export async function listPages(sql: Sql, values: PagePlaceholders): Promise<PageDto[]> {
  // a page staff took out of the shop (migration 0250) is the back office's alone
  const { rows } = await sql.query<PageDto>(
    `select ${COLUMNS} from pages where published order by position, id`,
  );
  return rows.map((page) => filled(page, values));
}

export async function pageBySlug(sql: Sql, slug: string, values: PagePlaceholders): Promise<PageDto> {
  const { rows } = await sql.query<PageDto>(`select ${COLUMNS} from pages where slug = $1 and published`, [
    slug,
  ]);
  if (!rows[0]) throw new ShopError('PAGE_NOT_FOUND', `No page was found at "${slug}"`);
  return filled(rows[0], values);
}

export interface PageInput {
  title: string;
  body: string;
  translations?: Translations;
  position?: number;
}

/** Staff: the raw page (placeholders unfilled), as they wrote it, shown in the shop or not. */
export interface StaffPageDto extends PageDto {
  published: boolean;
  updated_by: string | null;
}

const STAFF_COLUMNS = `${COLUMNS}, published, updated_by`;

/** Every page, hidden ones too, in menu order (the back office's list). */
export async function staffPageList(sql: Sql): Promise<StaffPageDto[]> {
  const { rows } = await sql.query<StaffPageDto>(`select ${STAFF_COLUMNS} from pages order by position, id`);
  return rows;
}

export async function staffPageBySlug(sql: Sql, slug: string): Promise<StaffPageDto> {
  const { rows } = await sql.query<StaffPageDto>(`select ${STAFF_COLUMNS} from pages where slug = $1`, [
    slug,
  ]);
  if (!rows[0]) throw new ShopError('PAGE_NOT_FOUND', `No page was found at "${slug}"`);
  return rows[0];
}
