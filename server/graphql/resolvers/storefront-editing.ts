import type { PromotionStatus, StaffBrandDto, StaffPromotionDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import {
  type StaffBrandDetailDto,
  type StaffPromotionDetailDto,
  StorefrontEditingApi,
} from '../clients/storefront-editing-api.ts';
import type { GatewayContext } from '../context.ts';
import type { BrandInput, PromotionInput, Resolvers } from '../generated/resolvers.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';
import { withEnglish } from './lookbooks.ts';

/** The back office's lists: 50 rows a page (the REST default; server/commerce/storefront/editing-queries.ts). */
const PER_PAGE = 50;

function pageOf(page: number | null | undefined): number {
  const at = page ?? 1;
  if (!Number.isInteger(at) || at < 1 || at > 1000) {
    throw new ShopError('VALIDATION', 'Paging is out of range', { page: ['must be between 1 and 1000'] });
  }
  return at;
}

/** A number id as the REST routes take it; anything else names no promotion, without a call. */
function promotionIdOf(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError('PROMOTION_NOT_FOUND');
  return Number(id);
}

const brandOf = (dto: StaffBrandDto & Partial<Pick<StaffBrandDetailDto, 'history'>>) => ({
  code: dto.code,
  name: dto.name,
  nameEn: dto.translations.en?.name ?? '',
  story: dto.story,
  storyEn: dto.translations.en?.story ?? '',
  logo: dto.logo,
  productCount: dto.product_count,
  updatedAt: dto.updated_at,
  updatedBy: dto.updated_by,
  version: dto.history?.at(-1)?.version ?? 0,
  history: dto.history ?? [],
});

const statusOf = (status: PromotionStatus) => status.toUpperCase() as 'SCHEDULED' | 'RUNNING' | 'ENDED';

const promotionOf = (
  dto: StaffPromotionDto & Partial<Pick<StaffPromotionDetailDto, 'products' | 'history'>>,
) => ({
  id: String(dto.id),
  code: dto.code,
  name: dto.name,
  nameEn: dto.translations.en?.name ?? '',
  description: dto.description,
  descriptionEn: dto.translations.en?.description ?? '',
  startsAt: dto.starts_at,
  endsAt: dto.ends_at,
  status: statusOf(dto.status),
  productCount: dto.product_count,
  products: (dto.products ?? []).map((product) => ({ ...product, id: String(product.id) })),
  updatedAt: dto.updated_at,
  updatedBy: dto.updated_by,
  version: dto.history?.at(-1)?.version ?? 0,
  history: dto.history ?? [],
});

/** The Mongolian as the editor wrote it; English beside it; the brand's other languages kept. */
function brandBody(input: BrandInput, kept: StaffBrandDetailDto | null) {
  const logo = input.logo?.trim();
  const code = kept?.code ?? input.code?.trim() ?? '';
  return {
    ...(kept ? {} : { code }),
    name: input.name,
    story: input.story ?? '',
    // empty: the shop's drawn logo for the code, never a broken image
    logo: logo ? logo : `/images/brands/${code}.svg`,
    translations: withEnglish(kept?.translations, { name: input.nameEn, story: input.storyEn }),
    ...(kept && input.version != null ? { version: input.version } : {}),
  };
}

function promotionBody(input: PromotionInput, kept: StaffPromotionDetailDto | null) {
  const productIds = input.productIds.map((id) => {
    if (!/^[1-9][0-9]{0,8}$/.test(id)) {
      throw new ShopError('PROMOTION_PRODUCT_UNKNOWN', 'Some products do not exist', { product_ids: [id] });
    }
    return Number(id);
  });
  return {
    ...(kept ? {} : { code: input.code?.trim() ?? '' }),
    name: input.name,
    description: input.description ?? '',
    translations: withEnglish(kept?.translations, { name: input.nameEn, description: input.descriptionEn }),
    starts_at: input.startsAt?.trim() ? input.startsAt.trim() : null,
    ends_at: input.endsAt,
    product_ids: productIds,
    ...(kept && input.version != null ? { version: input.version } : {}),
  };
}

/** As the logged-in staff member; a dead session reads as "log in again" and its cookie goes. */
async function asStaff<T>(ctx: GatewayContext, call: (api: StorefrontEditingApi) => Promise<T>): Promise<T> {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new StorefrontEditingApi(ctx.commerce, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

export const storefrontEditingResolvers: Resolvers = {
  Query: {
    staffBrands: (_root, args, ctx) =>
      asStaff(ctx, async (api) => {
        const answer = await api.brands(args.query ?? '', pageOf(args.page), PER_PAGE);
        return {
          items: answer.items.map(brandOf),
          total: answer.total,
          page: answer.page,
          perPage: answer.per_page,
        };
      }),
    staffBrand: (_root, { code }, ctx) =>
      asStaff(ctx, async (api) => {
        if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(code)) throw new ShopError('BRAND_NOT_FOUND');
        return brandOf(await api.brand(code));
      }),
    staffPromotions: (_root, args, ctx) =>
      asStaff(ctx, async (api) => {
        const status = args.status ? (args.status.toLowerCase() as PromotionStatus) : null;
        const answer = await api.promotions({ query: args.query ?? '', status }, pageOf(args.page), PER_PAGE);
        return {
          items: answer.items.map(promotionOf),
          total: answer.total,
          page: answer.page,
          perPage: answer.per_page,
        };
      }),
    staffPromotion: (_root, { id }, ctx) =>
      asStaff(ctx, async (api) => promotionOf(await api.promotion(promotionIdOf(id)))),
  },
  Mutation: {
    staffSaveBrand: (_root, { code, input }, ctx) =>
      asStaff(ctx, async (api) => {
        const kept = code == null ? null : await api.brand(code);
        return brandOf(await api.saveBrand(kept ? kept.code : null, brandBody(input, kept)));
      }),
    staffSavePromotion: (_root, { id, input }, ctx) =>
      asStaff(ctx, async (api) => {
        const target = id == null ? null : promotionIdOf(id);
        const kept = target === null ? null : await api.promotion(target);
        return promotionOf(await api.savePromotion(target, promotionBody(input, kept)));
      }),
    staffEndPromotion: (_root, { id }, ctx) =>
      asStaff(ctx, async (api) => promotionOf(await api.endPromotion(promotionIdOf(id)))),
  },
};
