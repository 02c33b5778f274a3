import type { Sql } from '../../platform/db/index.ts';
import { type FieldErrors, ShopError } from '../../platform/errors.ts';
import type { Translations } from '../catalog/types.ts';
import { plainText, sanitizeArticleHtml } from '../content/sanitize.ts';

/** The limits a look book is checked against (coded errors, never a silent cut). */
export const LOOK_BOOK_LIMITS = {
  title: 120,
  introHtml: 10_000,
  caption: 300,
  looks: 12,
  spotsPerLook: 12,
} as const;

/** Spec §4 lists: a page of covers (a 3 × 4 grid on a desktop), at most 48. */
export const LOOK_BOOKS_PER_PAGE = 12;
export const LOOK_BOOKS_MAX_PER_PAGE = 48;

export const LOOK_BOOK_LOCALES = ['en', 'ru', 'cn', 'it'] as const;

/** A product placed on a look's photo: which variant, and where (percent of width and height). */
export interface LookSpot {
  sku: string;
  variant_id: number;
  product_id: number;
  x: number;
  y: number;
}

export interface Look {
  /** A path on this shop or an https URL; null: the look's scene is drawn from its products. */
  image: string | null;
  caption: string;
  /** `{ en: { caption } }` */
  translations: Translations;
  spots: LookSpot[];
}

/** What the log keeps of a look book (LookBookCreated / LookBookEdited carry all of it). */
export interface LookBookContent {
  slug: string;
  title: string;
  intro_html: string;
  cover_image: string | null;
  /** `{ en: { title, intro_html } }` */
  translations: Translations;
  looks: Look[];
}

/** What staff send: products by SKU, the shop resolves them to variants. */
export interface LookBookInput {
  slug: string;
  title: string;
  intro_html?: string;
  cover_image?: string | null;
  translations?: Translations;
  looks: {
    image?: string | null;
    caption?: string;
    translations?: Translations;
    spots: { sku: string; x: number; y: number }[];
  }[];
}

const IMAGE = /^(\/[A-Za-z0-9/_.-]{1,299}|https:\/\/[^\s"'<>\\]{1,290})$/;

const inPercent = (value: number) => Number.isFinite(value) && value >= 0 && value <= 100;

/** Titles and captions are plain text; intro is article-safe HTML, in every language alike. */
function cleanTranslations(
  translations: Translations | undefined,
  errors: FieldErrors,
  at: string,
): Translations {
  const out: Translations = {};
  for (const [locale, fields] of Object.entries(translations ?? {})) {
    const clean: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields)) {
      const value = field === 'intro_html' ? sanitizeArticleHtml(text) : plainText(text);
      const limit =
        field === 'intro_html'
          ? LOOK_BOOK_LIMITS.introHtml
          : field === 'caption'
            ? LOOK_BOOK_LIMITS.caption
            : LOOK_BOOK_LIMITS.title;
      if (value.length > limit) errors[`${at}${locale}.${field}`] = [`at most ${limit} characters`];
      if (value) clean[field] = value;
    }
    if (Object.keys(clean).length > 0) out[locale] = clean;
  }
  return out;
}

/**
 * Checks and cleans what staff sent, resolving every SKU to its variant through `sql` (the
 * caller's transaction). Order of refusal: shape and lengths (LOOK_BOOK_INVALID), then hotspots
 * outside 0–100 (LOOK_BOOK_HOTSPOT_INVALID), then SKUs the shop does not have
 * (LOOK_BOOK_PRODUCT_UNKNOWN): each with the fields at fault, nothing written.
 */
export async function checkedContent(sql: Sql, input: LookBookInput): Promise<LookBookContent> {
  const errors: FieldErrors = {};
  const title = plainText(input.title);
  if (title.length < 1 || title.length > LOOK_BOOK_LIMITS.title) {
    errors.title = [`1 to ${LOOK_BOOK_LIMITS.title} characters`];
  }
  const intro = sanitizeArticleHtml(input.intro_html ?? '');
  if (intro.length > LOOK_BOOK_LIMITS.introHtml) {
    errors.intro_html = [`at most ${LOOK_BOOK_LIMITS.introHtml} characters`];
  }
  const cover = input.cover_image ?? null;
  if (cover !== null && !IMAGE.test(cover)) errors.cover_image = ['a path on this shop or an https URL'];
  if (input.looks.length < 1 || input.looks.length > LOOK_BOOK_LIMITS.looks) {
    errors.looks = [`1 to ${LOOK_BOOK_LIMITS.looks} looks`];
  }
  const translations = cleanTranslations(input.translations, errors, 'translations.');
  const hotspots: FieldErrors = {};
  const looks = input.looks.map((look, index) => {
    const at = `looks.${index}`;
    const caption = plainText(look.caption ?? '');
    if (caption.length > LOOK_BOOK_LIMITS.caption) {
      errors[`${at}.caption`] = [`at most ${LOOK_BOOK_LIMITS.caption} characters`];
    }
    const image = look.image ?? null;
    if (image !== null && !IMAGE.test(image)) errors[`${at}.image`] = ['a path on this shop or an https URL'];
    if (look.spots.length < 1 || look.spots.length > LOOK_BOOK_LIMITS.spotsPerLook) {
      errors[`${at}.spots`] = [`1 to ${LOOK_BOOK_LIMITS.spotsPerLook} products`];
    }
    look.spots.forEach((spot, spotIndex) => {
      if (!inPercent(spot.x) || !inPercent(spot.y)) {
        hotspots[`${at}.spots.${spotIndex}`] = ['x and y from 0 to 100'];
      }
    });
    const skus = look.spots.map((spot) => spot.sku.trim());
    if (new Set(skus).size !== skus.length) errors[`${at}.spots`] = ['each product once per look'];
    return {
      image,
      caption,
      translations: cleanTranslations(look.translations, errors, `${at}.translations.`),
      spots: look.spots,
    };
  });
  if (Object.keys(errors).length > 0) {
    throw new ShopError('LOOK_BOOK_INVALID', undefined, errors);
  }
  if (Object.keys(hotspots).length > 0) {
    throw new ShopError('LOOK_BOOK_HOTSPOT_INVALID', undefined, hotspots);
  }
  const wanted = [...new Set(looks.flatMap((look) => look.spots.map((spot) => spot.sku.trim())))];
  const { rows } = await sql.query<{ sku: string; id: number; product_id: number }>(
    'select sku, id, product_id from variants where sku = any($1::text[])',
    [wanted],
  );
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const unknown = wanted.filter((sku) => !bySku.has(sku));
  if (unknown.length > 0) {
    throw new ShopError(
      'LOOK_BOOK_PRODUCT_UNKNOWN',
      `The shop has no product with the SKU ${unknown.join(', ')}`,
      { sku: unknown },
    );
  }
  return {
    slug: input.slug,
    title,
    intro_html: intro,
    cover_image: cover,
    translations,
    looks: looks.map((look) => ({
      ...look,
      spots: look.spots.map((spot) => {
        const variant = bySku.get(spot.sku.trim())!;
        // two decimals: finer than any screen, and the log does not keep float noise
        const round = (value: number) => Math.round(value * 100) / 100;
        return {
          sku: variant.sku,
          variant_id: variant.id,
          product_id: variant.product_id,
          x: round(spot.x),
          y: round(spot.y),
        };
      }),
    })),
  };
}
