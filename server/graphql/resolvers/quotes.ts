import type { QuoteDto, QuoteStatusDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { QuotesApi, StaffQuotesApi } from '../clients/quotes-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Quote, QuoteStatus, Resolvers } from '../generated/resolvers.ts';
import { type Locale, localized } from '../locale.ts';
import { requireSessionUser } from '../session.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';
import { keepToken, shopperIdentity } from './orders.ts';

const PER_PAGE = 20;

/** An id the commerce service would refuse anyway: QUOTE_NOT_FOUND here, without a call. */
function quoteId(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError('QUOTE_NOT_FOUND');
  return Number(id);
}

export function quoteOf(dto: QuoteDto, locale: Locale): Quote {
  return {
    id: String(dto.id),
    status: dto.status.toUpperCase() as QuoteStatus,
    organizationName: dto.organization_name,
    registerNumber: dto.register_number,
    note: dto.note,
    declineReason: dto.decline_reason,
    requestedAt: dto.requested_at,
    answeredAt: dto.answered_at,
    expiresAt: dto.expires_at,
    orderNumber: dto.order_number,
    lineCount: dto.line_count,
    listTotal: dto.list_total,
    quotedTotal: dto.quoted_total,
    lines: (dto.lines ?? []).map((line) => ({
      position: line.position,
      variantId: String(line.variant_id),
      productSlug: line.product.slug,
      productName: localized(line.product.name, line.product.translations, locale),
      sku: line.product.sku,
      image: line.product.image,
      quantity: line.quantity,
      listPrice: line.list_price,
      quotedPrice: line.quoted_price,
    })),
  };
}

async function buyerApi(ctx: GatewayContext): Promise<QuotesApi> {
  await requireSessionUser(ctx);
  return new QuotesApi(ctx.commerce, await shopperIdentity(ctx));
}

/** As the logged-in staff member; a dead session reads as "log in again" and its cookie goes. */
async function asStaff<T>(ctx: GatewayContext, call: (api: StaffQuotesApi) => Promise<T>): Promise<T> {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new StaffQuotesApi(ctx.commerce, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

export const quoteResolvers: Resolvers = {
  Query: {
    myQuotes: async (_root, _args, ctx) =>
      (await (await buyerApi(ctx)).mine()).map((quote) => quoteOf(quote, ctx.locale)),
    quote: async (_root, { id }, ctx) => quoteOf(await (await buyerApi(ctx)).one(quoteId(id)), ctx.locale),
    async staffQuotes(_root, { status, page }, ctx) {
      const wanted = Math.min(Math.max(page ?? 1, 1), 10_000);
      const answer = await asStaff(ctx, (api) =>
        api.list({
          status: status ? (status.toLowerCase() as QuoteStatusDto) : undefined,
          page: wanted,
          perPage: PER_PAGE,
        }),
      );
      return {
        quotes: answer.quotes.map((quote) => quoteOf(quote, ctx.locale)),
        total: answer.meta.total_count,
        page: wanted,
        perPage: PER_PAGE,
      };
    },
    staffQuote: async (_root, { id }, ctx) =>
      quoteOf(await asStaff(ctx, (api) => api.one(quoteId(id))), ctx.locale),
  },
  Mutation: {
    async requestQuote(_root, { lines, note }, ctx) {
      const api = await buyerApi(ctx);
      const body = lines.map((line) => {
        if (!/^[1-9][0-9]{0,9}$/.test(line.variantId)) throw new ShopError('VARIANT_NOT_FOUND');
        return { variant_id: Number(line.variantId), quantity: line.quantity };
      });
      return quoteOf(await api.request(body, note ?? null), ctx.locale);
    },
    async acceptQuote(_root, { id, idempotencyKey }, ctx) {
      const order = await (await buyerApi(ctx)).accept(quoteId(id), idempotencyKey);
      return keepToken(ctx, order);
    },
    answerQuote: async (_root, { id, prices, expiresInDays }, ctx) =>
      quoteOf(
        await asStaff(ctx, (api) => api.answer(quoteId(id), prices, expiresInDays ?? null)),
        ctx.locale,
      ),
    declineQuote: async (_root, { id, reason }, ctx) =>
      quoteOf(await asStaff(ctx, (api) => api.decline(quoteId(id), reason)), ctx.locale),
  },
};
