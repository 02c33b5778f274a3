import type { BrandListingDto, PageDto, PromotionDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import type { SearchDocument } from '../../search/contract.ts';
import { StorefrontApi } from '../clients/storefront-api.ts';
import type { GatewayContext } from '../context.ts';
import type { BrandDetail, Promotion, Resolvers, ShopPage } from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';

/** Spec §9: all brands are loaded with per_page 999. */
const BRANDS_PER_PAGE = 999;
/** The codes and slugs content lives under (server/commerce/storefront/routes.ts CODE_PATTERN). */
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

function promotionOf(dto: PromotionDto, locale: Locale): Promotion {
  return {
    id: String(dto.id),
    code: dto.code,
    name: localized(dto.name, dto.translations, locale),
    description: localized(dto.description, dto.translations, locale, 'description'),
    startsAt: dto.starts_at,
    endsAt: dto.ends_at,
    productCount: dto.product_count,
  };
}

/** An id of a promotion or badge: a positive whole number, else the NOT_FOUND it names, without a call. */
function idOf(id: string, missing: 'PROMOTION_NOT_FOUND' | 'BADGE_NOT_FOUND' | 'VENDOR_NOT_FOUND'): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError(missing);
  return Number(id);
}

/** Spec §9 sale: 40 a page; at most 100. */
function productPaging(page: number | null | undefined, perPage: number | null | undefined, byDefault = 40) {
  const at = page ?? 1;
  const size = perPage ?? byDefault;
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(at) || at < 1 || at > 1000) errors.page = ['must be between 1 and 1000'];
  if (!Number.isInteger(size) || size < 1 || size > 100) errors.perPage = ['must be between 1 and 100'];
  if (Object.keys(errors).length > 0) throw new ShopError('VALIDATION', 'Paging is out of range', errors);
  return { page: at, perPage: size };
}

function productPage(products: unknown[], total: number, page: number, perPage: number) {
  const items = products as SearchDocument[];
  return { items, total, page, perPage, more: items.length > 0 && items.length >= perPage };
}

const api = (ctx: GatewayContext) => new StorefrontApi(ctx.commerce);

export const storefrontResolvers: Resolvers = {
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
    async promotions(_root, _args, ctx) {
      return (await api(ctx).promotions()).map((promotion) => promotionOf(promotion, ctx.locale));
    },
    async promotion(_root, args, ctx) {
      const id = idOf(args.id, 'PROMOTION_NOT_FOUND');
      const { page, perPage } = productPaging(args.page, args.perPage);
      const answer = await api(ctx).promotion(id, page, perPage);
      return {
        promotion: promotionOf(answer, ctx.locale),
        products: productPage(answer.products, answer.total, page, perPage),
      };
    },
    async badgeProducts(_root, args, ctx) {
      const id = idOf(args.id, 'BADGE_NOT_FOUND');
      const { page, perPage } = productPaging(args.page, args.perPage);
      const answer = await api(ctx).badge(id, page, perPage);
      return {
        badge: {
          id: String(answer.id),
          code: answer.code,
          name: localized(answer.name, answer.translations, ctx.locale),
          color: answer.color,
        },
        products: productPage(answer.products, answer.total, page, perPage),
      };
    },
    async vendors(_root, _args, ctx) {
      return (await api(ctx).vendors()).map((vendor) => ({
        id: String(vendor.id),
        name: vendor.name,
        logo: vendor.logo,
      }));
    },
    async vendorProducts(_root, args, ctx) {
      const id = idOf(args.id, 'VENDOR_NOT_FOUND');
      const { page, perPage } = productPaging(args.page, args.perPage, 20);
      const answer = await api(ctx).vendor(id, page, perPage);
      return {
        vendor: { id: String(answer.id), name: answer.name, logo: answer.logo },
        products: productPage(answer.products, answer.total, page, perPage),
      };
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
