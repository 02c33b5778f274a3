import { OrdersApi } from './clients/orders-api.ts';
import type { GatewayContext } from './context.ts';
import { ORDER_COOKIE } from './resolvers/orders.ts';

/** A GraphQL request or the social-login callback: the reply (cookies) and the commerce client. */
export type LoginContext = Pick<GatewayContext, 'reply' | 'commerce'>;

/** What happens after every login, whatever the method (code, password, later social). */
export async function onLogin(ctx: LoginContext, login: { userId: number }): Promise<void> {
  await mergeGuestCartAtLogin(ctx, login.userId);
}

/**
 * The guest's cart joins the account's (#4's `merge_guest_cart`: one transaction, quantities kept).
 * The guest cookie is dropped only after a merge succeeded; if the merge fails, the login still
 * stands and the guest cart stays where it was (logged), so nothing the shopper chose is lost.
 */
async function mergeGuestCartAtLogin(ctx: LoginContext, userId: number): Promise<void> {
  const guestOrderToken = ctx.reply.request.cookies?.[ORDER_COOKIE];
  if (!guestOrderToken) return;
  try {
    await new OrdersApi(ctx.commerce, { userId }).mergeGuestCart(guestOrderToken);
    clearOrderCookie(ctx);
  } catch (error) {
    ctx.reply.log.error({ err: error, userId }, 'guest cart merge at login failed; the guest cart is kept');
  }
}

/** Logout clears the order with the user and the session (spec §4). */
export function clearOrderCookie(ctx: LoginContext): void {
  ctx.reply.clearCookie(ORDER_COOKIE, { path: '/' });
}
