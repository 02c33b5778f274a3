import type { LookBookDto, LookBookSummaryDto, Translations } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import type { SearchDocument } from '../../search/contract.ts';
import { LookBooksApi, type StaffLookBookDto } from '../clients/lookbooks-api.ts';
import type { GatewayContext } from '../context.ts';
import type { LookBookInput, Resolvers } from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';

/** Spec §4 lists: 12 covers a page (server/commerce/lookbooks/content.ts), at most 48. */
const PER_PAGE = 12;
const MAX_PER_PAGE = 48;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

function paging(page: number | null | undefined, perPage: number | null | undefined) {
  const at = page ?? 1;
  const size = perPage ?? PER_PAGE;
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(at) || at < 1 || at > 1000) errors.page = ['must be between 1 and 1000'];
  if (!Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE) {
    errors.perPage = [`must be between 1 and ${MAX_PER_PAGE}`];
  }
  if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Paging is out of range', errors);
  return { page: at, perPage: size };
}

/** An id as the REST routes take it; anything else names no look book, without a call. */
function idOf(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError('LOOK_BOOK_NOT_FOUND');
  return Number(id);
}

const summaryOf = (dto: LookBookSummaryDto, locale: Locale) => ({
  id: String(dto.id),
  slug: dto.slug,
  title: localized(dto.title, dto.translations, locale, 'title'),
  // the teaser of another language is its own intro's text, cut the same way
  intro:
    locale === 'mn' ? dto.intro : teaser(localized('', dto.translations, locale, 'intro_html')) || dto.intro,
  cover: dto.cover_image,
  lookCount: dto.look_count,
  productCount: dto.product_count,
  publishedAt: dto.published_at,
  updatedAt: dto.updated_at,
  updatedBy: dto.updated_by,
});

function teaser(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/** Spots are numbered across the whole look book, so "3" on a photo is "3" in the product list. */
function lookBookOf(dto: LookBookDto, locale: Locale) {
  let number = 0;
  return {
    id: String(dto.id),
    slug: dto.slug,
    title: localized(dto.title, dto.translations, locale, 'title'),
    introHtml: localized(dto.intro_html, dto.translations, locale, 'intro_html'),
    cover: dto.cover_image,
    publishedAt: dto.published_at,
    looks: dto.looks.map((look) => ({
      image: look.image,
      caption: localized(look.caption, look.translations, locale, 'caption'),
      spots: look.spots.map((spot) => {
        number += 1;
        return {
          number,
          variantId: String(spot.variant_id),
          sku: spot.sku,
          x: spot.x,
          y: spot.y,
          inStock: spot.in_stock,
          taxonPermalink: (spot.product as SearchDocument).taxonomy?.permalink ?? '',
          product: spot.product as SearchDocument,
        };
      }),
    })),
  };
}

function staffLookBookOf(dto: StaffLookBookDto) {
  const names = new Map(
    dto.looks.flatMap((look) =>
      look.spots.map((spot) => [spot.variant_id, (spot.product as SearchDocument).name] as const),
    ),
  );
  return {
    id: String(dto.id),
    slug: dto.slug,
    title: dto.title,
    titleEn: dto.translations.en?.title ?? '',
    introHtml: dto.intro_html,
    introHtmlEn: dto.translations.en?.intro_html ?? '',
    coverImage: dto.cover_image.startsWith('/images/look-books/') ? null : dto.cover_image,
    published: dto.published_at !== null,
    publishedAt: dto.published_at,
    version: dto.version,
    looks: dto.stored_looks.map((look) => ({
      image: look.image,
      caption: look.caption,
      captionEn: look.translations.en?.caption ?? '',
      spots: look.spots.map((spot) => ({
        sku: spot.sku,
        x: spot.x,
        y: spot.y,
        name: names.get(spot.variant_id) ?? '',
      })),
    })),
    history: dto.history,
  };
}

/** The back office's English beside the Mongolian; the other languages a look book has are kept. */
export function withEnglish(
  kept: Translations | undefined,
  fields: Record<string, string | null | undefined>,
): Translations {
  const en = { ...(kept?.en ?? {}) };
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value.trim()) en[field] = value;
    else delete en[field];
  }
  const { en: _old, ...others } = kept ?? {};
  return Object.keys(en).length > 0 ? { ...others, en } : others;
}

function bodyOf(input: LookBookInput, kept: StaffLookBookDto | null) {
  return {
    slug: input.slug,
    title: input.title,
    ...(input.introHtml != null ? { intro_html: input.introHtml } : {}),
    cover_image: input.coverImage?.trim() ? input.coverImage.trim() : null,
    translations: withEnglish(kept?.translations, { title: input.titleEn, intro_html: input.introHtmlEn }),
    ...(input.version != null ? { version: input.version } : {}),
    looks: input.looks.map((look, index) => ({
      image: look.image?.trim() ? look.image.trim() : null,
      caption: look.caption ?? '',
      translations: withEnglish(kept?.stored_looks[index]?.translations, { caption: look.captionEn }),
      spots: look.spots.map((spot) => ({ sku: spot.sku.trim(), x: spot.x, y: spot.y })),
    })),
  };
}

/** As the logged-in staff member; a dead session reads as "log in again" and its cookie goes. */
async function asStaff<T>(ctx: GatewayContext, call: (api: LookBooksApi) => Promise<T>): Promise<T> {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new LookBooksApi(ctx.commerce, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

export const lookBookResolvers: Resolvers = {
  Query: {
    async lookBooks(_root, args, ctx) {
      const { page, perPage } = paging(args.page, args.perPage);
      const answer = await new LookBooksApi(ctx.commerce).list(page, perPage);
      return {
        items: answer.look_books.map((book) => summaryOf(book, ctx.locale)),
        total: answer.total,
        page: answer.page,
        perPage: answer.per_page,
        more: answer.more,
      };
    },
    async lookBook(_root, { slug }, ctx) {
      if (!SLUG.test(slug)) throw new ShopError('LOOK_BOOK_NOT_FOUND');
      return lookBookOf(await new LookBooksApi(ctx.commerce).bySlug(slug), ctx.locale);
    },
    staffLookBooks: (_root, args, ctx) =>
      asStaff(ctx, async (api) => {
        const { page } = paging(args.page, MAX_PER_PAGE);
        const answer = await api.staffList(page, MAX_PER_PAGE);
        return {
          items: answer.look_books.map((book) => summaryOf(book, 'mn')),
          total: answer.total,
          page: answer.page,
          perPage: answer.per_page,
          more: answer.more,
        };
      }),
    staffLookBook: (_root, { id }, ctx) =>
      asStaff(ctx, async (api) => staffLookBookOf(await api.staffGet(idOf(id)))),
  },
  Mutation: {
    staffSaveLookBook: (_root, { id, input }, ctx) =>
      asStaff(ctx, async (api) => {
        const target = id == null ? null : idOf(id);
        const kept = target === null ? null : await api.staffGet(target);
        return staffLookBookOf(await api.save(target, bodyOf(input, kept)));
      }),
    staffPublishLookBook: (_root, { id, published }, ctx) =>
      asStaff(ctx, async (api) => staffLookBookOf(await api.publish(idOf(id), published))),
    staffDeleteLookBook: (_root, { id }, ctx) =>
      asStaff(ctx, async (api) => {
        await api.remove(idOf(id));
        return true;
      }),
  },
};
