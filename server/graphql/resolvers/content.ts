import type { BrandListingDto, PageDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { ContentApi } from '../clients/content-api.ts';
import type { GatewayContext } from '../context.ts';
import type { BrandDetail, Resolvers, ShopPage } from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';

/** Spec §9: all brands are loaded with per_page 999. */
const BRANDS_PER_PAGE = 999;
/** The codes and slugs content lives under (server/commerce/content/routes.ts CODE_PATTERN). */
const CODE = /^[a-z0-9][a-z0-9-]{0,79}$/;

function brandOf(dto: BrandListingDto, locale: Locale): BrandDetail {
  const story = localized(dto.story, dto.translations, locale, 'story');
  return {
    code: dto.code,
    name: localized(dto.name, dto.translations, locale),
    logo: dto.logo,
    story: story.trim() ? story : null,
  };
}

function pageOf(dto: PageDto, locale: Locale): ShopPage {
  return {
    slug: dto.slug,
    title: localized(dto.title, dto.translations, locale, 'title'),
    body: localized(dto.body, dto.translations, locale, 'body'),
    updatedAt: dto.updated_at,
  };
}

const api = (ctx: GatewayContext) => new ContentApi(ctx.commerce);

export const contentResolvers: Resolvers = {
  Query: {
    async brands(_root, args, ctx) {
      const page = args.page ?? 1;
      const perPage = args.perPage ?? BRANDS_PER_PAGE;
      const errors: Record<string, string[]> = {};
      if (!Number.isInteger(page) || page < 1 || page > 1000) errors.page = ['must be between 1 and 1000'];
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > BRANDS_PER_PAGE)
        errors.perPage = [`must be between 1 and ${BRANDS_PER_PAGE}`];
      if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Paging is out of range', errors);
      const answer = await api(ctx).brands(page, perPage);
      return {
        items: answer.brands.map((brand) => brandOf(brand, ctx.locale)),
        total: answer.total,
        page: answer.page,
        perPage: answer.per_page,
        more: answer.more,
      };
    },
    async brandByCode(_root, { code }, ctx) {
      // a malformed code names no brand: the same answer as an unknown one, without a call
      if (!CODE.test(code)) throw new ShopError('BRAND_NOT_FOUND');
      return brandOf(await api(ctx).brand(code), ctx.locale);
    },
    async shopPages(_root, _args, ctx) {
      return (await api(ctx).pages()).map((page) => pageOf(page, ctx.locale));
    },
    async shopPage(_root, { slug }, ctx) {
      if (!CODE.test(slug)) throw new ShopError('PAGE_NOT_FOUND');
      return pageOf(await api(ctx).page(slug), ctx.locale);
    },
  },
};
