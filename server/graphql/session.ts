import type { UserJson } from '../commerce/contract.ts';
import { ShopError } from '../platform/errors.ts';
import { AccountsApi, type LoggedInJson } from './clients/accounts-api.ts';
import type { GatewayContext } from './context.ts';

/** The session cookie: HttpOnly (no script reads it), SameSite=Lax, Secure under https. */
export const SESSION_COOKIE = 'shop_session';
/**
 * A readable hint beside it, holding no secret: "a session was started here". The web app asks the
 * gateway who is logged in only when it is present (spec §4: login is detected by a stored token),
 * so a guest's page loads with no extra request.
 */
export const SESSION_HINT_COOKIE = 'shop_member';

export function accountsApi(ctx: GatewayContext): AccountsApi {
  return new AccountsApi(ctx.commerce, ctx.reply.request.ip);
}

export function sessionToken(ctx: GatewayContext): string | undefined {
  return ctx.reply.request.cookies?.[SESSION_COOKIE] || undefined;
}

// One lookup per GraphQL request, however many resolvers (orders, checkout, me) ask.
const lookups = new WeakMap<object, Promise<UserJson | null>>();

/** The logged-in account of this request; null without a live session (and the dead cookie is cleared). */
export function sessionAccount(ctx: GatewayContext): Promise<UserJson | null> {
  const key = ctx.reply.request;
  let lookup = lookups.get(key);
  if (!lookup) {
    lookup = (async () => {
      const token = sessionToken(ctx);
      if (!token) return null;
      try {
        return await accountsApi(ctx).me(token);
      } catch (error) {
        if (!(error instanceof ShopError) || error.shopCode !== 'LOGIN_REQUIRED') throw error;
        clearSessionCookie(ctx);
        return null;
      }
    })();
    lookups.set(key, lookup);
  }
  return lookup;
}

/** For other domains' resolvers (orders, checkout, wallet): who is logged in, if anyone. */
export async function sessionUser(ctx: GatewayContext): Promise<{ id: number } | null> {
  const account = await sessionAccount(ctx);
  return account ? { id: account.id } : null;
}

/** Like sessionUser, but an anonymous request is refused with LOGIN_REQUIRED (spec §6). */
export async function requireSessionUser(ctx: GatewayContext): Promise<{ id: number }> {
  const user = await sessionUser(ctx);
  if (!user) throw new ShopError('LOGIN_REQUIRED');
  return user;
}

export function setSessionCookie(ctx: Pick<GatewayContext, 'reply'>, session: LoggedInJson['session']): void {
  ctx.reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.reply.request.protocol === 'https',
    expires: new Date(session.expires_at),
  });
  ctx.reply.setCookie(SESSION_HINT_COOKIE, '1', {
    path: '/',
    sameSite: 'lax',
    secure: ctx.reply.request.protocol === 'https',
    expires: new Date(session.expires_at),
  });
  lookups.delete(ctx.reply.request);
}

export function clearSessionCookie(ctx: GatewayContext): void {
  ctx.reply.clearCookie(SESSION_COOKIE, { path: '/' });
  ctx.reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
