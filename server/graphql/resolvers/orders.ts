import type { OrderStatusLabel } from '../../../machines/order-lifecycle.ts';
import { statusCode } from '../../../machines/order-status.ts';
import type { OrderDto, OrderIdentity } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { OrdersApi } from '../clients/orders-api.ts';
import type { GatewayContext } from '../context.ts';
import type { OrderStatus, Resolvers } from '../generated/resolvers.ts';
import { localized } from '../locale.ts';
import { sessionUser } from '../session.ts';

/** The guest's order token: HttpOnly, so no script on the page can read or steal it. */
export const ORDER_COOKIE = 'shop_order';
const ORDER_COOKIE_DAYS = 30;
const MAX_PER_PAGE = 50;

function cookieToken(ctx: GatewayContext): string | undefined {
  return ctx.reply.request.cookies?.[ORDER_COOKIE] || undefined;
}

/** Who the shopper is to the commerce service: the order-token cookie and the session's user. */
export async function shopperIdentity(ctx: GatewayContext): Promise<OrderIdentity> {
  const user = await sessionUser(ctx);
  return { orderToken: cookieToken(ctx), userId: user?.id };
}

async function ordersApi(ctx: GatewayContext): Promise<OrdersApi> {
  return new OrdersApi(ctx.commerce, await shopperIdentity(ctx));
}

/** A new cart's token comes back once: it becomes the cookie and never reaches the page. */
export function keepToken(ctx: GatewayContext, order: OrderDto): OrderDto {
  if (order.token) {
    ctx.reply.setCookie(ORDER_COOKIE, order.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.reply.request.protocol === 'https',
      maxAge: ORDER_COOKIE_DAYS * 24 * 60 * 60,
    });
  }
  const { token: _secret, ...rest } = order;
  return rest;
}

const statusEnum = (label: OrderStatusLabel) => statusCode(label) as OrderStatus;

function lineItemId(id: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) {
    throw new ShopError('LINE_ITEM_NOT_FOUND', undefined, { lineItemId: ['is not a line item id'] });
  }
  return value;
}

export const ordersResolvers: Resolvers = {
  Query: {
    currentOrder: async (_root, _args, ctx) => (await ordersApi(ctx)).current(),
    order: async (_root, { number }, ctx) => (await ordersApi(ctx)).get(number),
    async orders(_root, args, ctx) {
      const page = args.page ?? 1;
      const perPage = args.perPage ?? 10;
      if (!Number.isInteger(page) || page < 1 || page > 1000 || perPage < 1 || perPage > MAX_PER_PAGE) {
        throw new ShopError('VALIDATION', 'Paging is out of range', {
          page: ['must be between 1 and 1000'],
          perPage: [`must be between 1 and ${MAX_PER_PAGE}`],
        });
      }
      const result = await (await ordersApi(ctx)).mine(page, perPage);
      return {
        items: result.orders,
        page: result.page,
        perPage: result.per_page,
        total: result.total_count,
        more: result.page < result.total_pages,
      };
    },
  },

  Mutation: {
    async addToCart(_root, { input }, ctx) {
      const variantId = Number(input.variantId);
      if (!Number.isInteger(variantId) || variantId < 1) {
        throw new ShopError('NOT_FOUND', `No product variant ${input.variantId} exists`, {
          variantId: ['does not exist'],
        });
      }
      const options = input.options
        ? Object.fromEntries(input.options.map((o) => [o.name, o.value]))
        : undefined;
      const order = await (await ordersApi(ctx)).addToCart(
        {
          variantId,
          quantity: input.quantity,
          ...(options ? { options } : {}),
          ...(input.gift == null ? {} : { gift: input.gift }),
        },
        input.idempotencyKey,
      );
      return keepToken(ctx, order);
    },
    async updateLineItem(_root, { input }, ctx) {
      const api = await ordersApi(ctx);
      return api.updateLineItem(
        input.number,
        lineItemId(input.lineItemId),
        input.quantity,
        input.idempotencyKey,
      );
    },
    async removeLineItem(_root, { input }, ctx) {
      const api = await ordersApi(ctx);
      return api.removeLineItem(input.number, lineItemId(input.lineItemId), input.idempotencyKey);
    },
    async emptyCart(_root, _args, ctx) {
      const api = await ordersApi(ctx);
      const current = await api.current();
      return current ? api.empty(current.number) : null;
    },
    async requestReturn(_root, { number, reason }, ctx) {
      return (await ordersApi(ctx)).requestReturn(number, reason);
    },
  },

  Order: {
    status: (order) => statusEnum(order.status),
    statusDetails: (order) => order.status_details.map(statusEnum),
    itemTotal: (order) => order.item_total,
    shipTotal: (order) => order.ship_total,
    taxTotal: (order) => order.tax_total,
    total: (order) => order.total,
    totalQuantity: (order) => order.total_quantity,
    createdAt: (order) => order.created_at,
    updatedAt: (order) => order.updated_at,
    completedAt: (order) => order.completed_at,
    lineItems: (order) => order.line_items,
    events: async (order, _args, ctx) => (await ordersApi(ctx)).timeline(order.number),
    deliveredAt: (order) => order.delivered_at,
    returnRequest: (order) =>
      order.return_request
        ? {
            reason: order.return_request.reason,
            requestedAt: order.return_request.requested_at,
            refusal: order.return_request.refusal,
          }
        : null,
  },

  LineItem: {
    id: (line) => String(line.id),
    variantId: (line) => String(line.variant_id),
    options: (line) => Object.entries(line.options).map(([name, value]) => ({ name, value })),
    product: (line, _args, { locale }) => ({
      slug: line.product.slug,
      name: localized(line.product.name, line.product.translations, locale),
      sku: line.product.sku,
      image: line.product.image,
      variant: (line.product.options ?? []).map(({ type, value }) => ({
        name: localized(type.presentation, type.translations, locale, 'presentation'),
        value: localized(value.presentation, value.translations, locale, 'presentation'),
      })),
    }),
  },

  OrderTimelineEntry: {
    id: (entry) => String(entry.id),
    occurredAt: (entry) => entry.recorded_at,
    actor: (entry) => entry.actor.toUpperCase() as 'GUEST' | 'USER' | 'SYSTEM' | 'STAFF',
    status: (entry) => statusEnum(entry.status),
    productName: (entry, _args, { locale }) =>
      entry.product ? localized(entry.product.name, entry.product.translations, locale) : null,
  },
};
