import type { LicenseDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { OrderGoodsApi, type ShopperTicketDto } from '../clients/order-goods-api.ts';
import type { GatewayContext } from '../context.ts';
import type { License, Resolvers, ShopperTicket } from '../generated/resolvers.ts';
import { localized } from '../locale.ts';
import { shopperIdentity } from './orders.ts';

async function api(ctx: GatewayContext): Promise<OrderGoodsApi> {
  return new OrderGoodsApi(ctx.commerce, await shopperIdentity(ctx));
}

/**
 * The QR code as the commerce service drew it (qrcode's SVG: a white square, then one path of dark
 * modules), taken apart into its size and path, so the page draws it as its own <svg> element and no
 * markup from a service is ever injected into the page.
 */
export function qrOf(svg: string): { size: number; path: string } {
  const size = /viewBox="0 0 (\d+) \1"/.exec(svg)?.[1];
  const path = /<path stroke="#000000" d="([MmHhVv0-9. ]+)"/.exec(svg)?.[1];
  if (!size || !path) throw new ShopError('INTERNAL', 'The QR code could not be read');
  return { size: Number(size), path };
}

function ticket(dto: ShopperTicketDto, ctx: GatewayContext): ShopperTicket {
  return {
    code: dto.code,
    eventName: dto.event.name[ctx.locale] ?? dto.event.name.mn ?? dto.event.name.en ?? dto.event.id,
    venue: dto.event.venue,
    startsAt: dto.event.starts_at,
    orderNumber: dto.order_number,
    productName: dto.product.name,
    productSlug: dto.product.slug,
    issuedAt: dto.issued_at,
    usedAt: dto.used_at,
    usedBy: dto.used_by,
    qr: qrOf(dto.qr_svg),
  };
}

function license(dto: LicenseDto, ctx: GatewayContext): License {
  return {
    key: dto.key,
    kind: dto.kind === 'driver' ? 'DRIVER' : 'SOFTWARE',
    orderNumber: dto.order_number,
    productName: localized(dto.product.name, dto.product.translations, ctx.locale),
    productSlug: dto.product.slug,
    issuedAt: dto.issued_at,
  };
}

/** E-tickets (#18) and license keys (#16) of an order and of the account. */
export const orderGoodsResolvers: Resolvers = {
  Query: {
    myTickets: async (_root, _args, ctx) =>
      (await (await api(ctx)).accountTickets()).map((t) => ticket(t, ctx)),
    licenses: async (_root, _args, ctx) =>
      (await (await api(ctx)).accountLicenses()).map((dto) => license(dto, ctx)),
  },
  Order: {
    // A cart has neither (nothing is paid yet): no call for the cart page's every refresh.
    eTickets: async (order, _args, ctx) =>
      order.state === 'cart'
        ? []
        : (await (await api(ctx)).orderTickets(order.number)).map((t) => ticket(t, ctx)),
    licenses: async (order, _args, ctx) =>
      order.state === 'cart'
        ? []
        : (await (await api(ctx)).orderLicenses(order.number)).map((dto) => license(dto, ctx)),
  },
};
