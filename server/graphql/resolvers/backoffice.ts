import type {
  ETicketDto,
  ETicketEventDto,
  StaffJson,
  StockOnHandDto,
  StockReceiptDto,
} from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { BackOfficeApi } from '../clients/back-office-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers, StaffOrderAction, StaffRole } from '../generated/resolvers.ts';

/**
 * The staff session cookie: HttpOnly, SameSite=Strict (a staff action is never the target of a
 * link from elsewhere), its own name so a shopper session never opens the back office.
 */
export const STAFF_COOKIE = 'shop_staff';

export const staffSession = (ctx: GatewayContext): string | undefined =>
  ctx.reply.request.cookies?.[STAFF_COOKIE] || undefined;

/** The back office as the logged-in staff member; STAFF_LOGIN_REQUIRED without a staff session. */
function staffApi(ctx: GatewayContext): BackOfficeApi {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  return new BackOfficeApi(ctx.commerce, ctx.reply.request.ip, session);
}

/** A dead staff session reads as "log in again", and its cookie goes. */
async function asStaff<T>(ctx: GatewayContext, call: (api: BackOfficeApi) => Promise<T>): Promise<T> {
  try {
    return await call(staffApi(ctx));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

const roleOf = (role: string) => role.toUpperCase() as StaffRole;

const stockItem = (item: StockOnHandDto) => ({
  variantId: String(item.variant_id),
  sku: item.sku,
  productName: item.product_name,
  onHand: item.on_hand,
});
const stockReceipt = (receipt: StockReceiptDto) => ({
  sku: receipt.sku,
  productName: receipt.product_name,
  quantity: receipt.quantity,
  note: receipt.note,
  receivedBy: receipt.received_by,
  receivedAt: receipt.received_at,
});

/** A SKU as typed or scanned; blank or absurdly long is no variant, without a call. */
function stockSku(sku: string): string {
  const trimmed = sku.trim();
  if (!trimmed || trimmed.length > 64) throw new ShopError('STOCK_SKU_NOT_FOUND');
  return trimmed;
}

/** A coupon code as typed at the counter: anything that cannot be one is no coupon, without a call. */
function counterCode(code: string): string {
  const trimmed = code.trim();
  if (!/^[A-Za-z0-9-]{1,32}$/.test(trimmed)) throw new ShopError('COUPON_NOT_FOUND');
  return trimmed;
}

/** The shopper's phone or e-mail as typed; a blank one is a field error, not a lookup. */
function counterShopper(shopper: string): string {
  const trimmed = shopper.trim();
  if (!trimmed || trimmed.length > 254) {
    throw new ShopError('VALIDATION', "Give the shopper's phone or e-mail", { shopper: ['blank'] });
  }
  return trimmed;
}
const staffUser = (staff: StaffJson) => ({
  id: staff.id === null ? null : String(staff.id),
  name: staff.name,
  email: staff.email,
  roles: staff.roles.map(roleOf),
});

const actionOf: Record<string, StaffOrderAction> = {
  prepare: 'PREPARE',
  dispatch: 'DISPATCH',
  deliver: 'DELIVER',
  complete: 'COMPLETE',
  finish: 'FINISH',
  cancel: 'CANCEL',
  acceptReturn: 'ACCEPT_RETURN',
  refuseReturn: 'REFUSE_RETURN',
};
const pathOf: Record<StaffOrderAction, string> = {
  PREPARE: 'prepare',
  DISPATCH: 'dispatch',
  DELIVER: 'deliver',
  COMPLETE: 'complete',
  FINISH: 'finish',
  CANCEL: 'cancel',
  ACCEPT_RETURN: 'return/accept',
  REFUSE_RETURN: 'return/refuse',
};

function ticketEvent(event: ETicketEventDto, ctx: GatewayContext) {
  return {
    id: event.id,
    name: event.name[ctx.locale] ?? event.name.mn ?? event.name.en ?? event.id,
    venue: event.venue,
    startsAt: event.starts_at,
  };
}

function ticket(dto: ETicketDto, ctx: GatewayContext) {
  return {
    code: dto.code,
    event: ticketEvent(dto.event, ctx),
    orderNumber: dto.order_number,
    productName: dto.product.name,
    issuedAt: dto.issued_at,
    usedAt: dto.used_at,
    usedBy: dto.used_by,
  };
}

async function staffOrder(api: BackOfficeApi, number: string) {
  const { order, actions } = await api.order(number);
  return {
    order,
    actions: actions.map((action) => actionOf[action]!),
    receiverName: order.checkout?.receiver?.name ?? null,
    receiverPhone: order.checkout?.receiver?.phone ?? null,
  };
}

export const backOfficeResolvers: Resolvers = {
  Query: {
    staffMe: async (_root, _args, ctx) => {
      if (!staffSession(ctx)) return null;
      try {
        return staffUser(await asStaff(ctx, (api) => api.me()));
      } catch (error) {
        if (error instanceof ShopError && error.shopCode === 'STAFF_LOGIN_REQUIRED') return null;
        throw error;
      }
    },
    staffOrders: (_root, { status, page }, ctx) =>
      asStaff(ctx, async (api) => {
        const answer = await api.orders(status ?? undefined, page ?? 1);
        return {
          orders: answer.orders,
          page: answer.page,
          totalPages: answer.total_pages,
          totalCount: answer.total_count,
        };
      }),
    staffOrder: (_root, { number }, ctx) => asStaff(ctx, (api) => staffOrder(api, number)),
    staffVatReceiptsToCheck: (_root, _args, ctx) =>
      asStaff(ctx, async (api) =>
        (await api.vatReceiptsToCheck()).receipts.map((receipt) => ({
          orderNumber: receipt.order_number,
          kind: receipt.kind,
          since: receipt.sending_since,
        })),
      ),
    staffTickets: (_root, { eventId }, ctx) =>
      asStaff(ctx, async (api) => {
        const [{ events }, { scans }] = await Promise.all([
          api.tickets(eventId ?? undefined),
          api.scans(eventId ?? undefined),
        ]);
        return {
          events: events.map((event) => ticketEvent(event, ctx)),
          scans: scans.map((scan) => ticket(scan, ctx)),
        };
      }),
    staffContactForms: (_root, { page, perPage }, ctx) => {
      if (
        !Number.isInteger(page) ||
        page < 1 ||
        page > 1000 ||
        !Number.isInteger(perPage) ||
        perPage < 1 ||
        perPage > 50
      ) {
        throw new ShopError('VALIDATION', 'Paging is out of range', { page: ['must be between 1 and 1000'] });
      }
      return asStaff(ctx, async (api) =>
        (await api.contactForms(page, perPage)).map((form) => ({
          id: String(form.id),
          name: form.name,
          email: form.email,
          phone: form.phone,
          subject: form.subject,
          message: form.message,
          createdAt: form.created_at,
          fromMember: form.user_id !== null,
        })),
      );
    },
    staffStockItem: (_root, { sku }, ctx) =>
      asStaff(ctx, async (api) => stockItem(await api.stockItem(stockSku(sku)))),
    staffStockReceipts: (_root, _args, ctx) =>
      asStaff(ctx, async (api) => (await api.stockReceipts()).map(stockReceipt)),
    staffCoupon: (_root, { code, shopper }, ctx) =>
      asStaff(ctx, (api) => api.counterCoupon(counterCode(code), counterShopper(shopper))),
  },
  Mutation: {
    staffLogin: async (_root, { email, password }, ctx) => {
      const answer = await new BackOfficeApi(ctx.commerce, ctx.reply.request.ip).login(email, password);
      return { challengeId: answer.challenge_id, expiresIn: answer.expires_in };
    },
    staffVerifyCode: async (_root, { challengeId, code }, ctx) => {
      const { staff, session } = await new BackOfficeApi(ctx.commerce, ctx.reply.request.ip).verify(
        challengeId,
        code,
      );
      ctx.reply.setCookie(STAFF_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.reply.request.protocol === 'https',
        expires: new Date(session.expires_at),
      });
      return staffUser(staff);
    },
    staffLogout: async (_root, _args, ctx) => {
      if (staffSession(ctx)) await staffApi(ctx).logout();
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      return true;
    },
    staffMoveOrder: (_root, { number, step, reason, trackingCode }, ctx) =>
      asStaff(ctx, async (api) => {
        const body =
          step === 'DISPATCH' && trackingCode
            ? { tracking_code: trackingCode }
            : step === 'CANCEL' || step === 'REFUSE_RETURN' || (step === 'ACCEPT_RETURN' && reason)
              ? { reason: reason ?? '' }
              : undefined;
        await api.act(number, pathOf[step], body);
        return staffOrder(api, number);
      }),
    staffUseTicket: (_root, { code, eventId }, ctx) =>
      asStaff(ctx, async (api) => ticket(await api.useTicket(code, eventId), ctx)),
    staffReceiveStock: (_root, { sku, quantity, note }, ctx) =>
      asStaff(ctx, async (api) =>
        stockItem(await api.receiveStock(stockSku(sku), quantity, note?.trim().slice(0, 200) || undefined)),
      ),
    staffUseCoupon: (_root, { code, shopper }, ctx) =>
      asStaff(ctx, (api) => api.useCounterCoupon(counterCode(code), counterShopper(shopper))),
  },
  CounterCoupon: {
    coupon: (counter) => counter,
  },
};
