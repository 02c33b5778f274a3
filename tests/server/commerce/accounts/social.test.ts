import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { follow, startOidcProvider } from './oidc-provider.ts';
import { ME, shopper } from './support.ts';

const PUBLIC_URL = 'http://shop.test';
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let shop: TestShop;

beforeAll(async () => {
  provider = await startOidcProvider({
    id: 'shop-client',
    secret: 'shop-client-secret-0123456789',
    redirectUri: `${PUBLIC_URL}/auth/google/callback`,
  });
  shop = await createTestShop({
    PUBLIC_URL,
    SOCIAL_GOOGLE_ISSUER: provider.issuer,
    SOCIAL_GOOGLE_CLIENT_ID: 'shop-client',
    SOCIAL_GOOGLE_CLIENT_SECRET: 'shop-client-secret-0123456789',
  });
});
afterAll(async () => {
  await shop.close();
  await provider.close();
});

/** Start → the provider (which logs in or refuses as told) → back at the shop's callback URL. */
async function startLogin(returnTo = '/account') {
  const start = await shop.app.inject({ method: 'GET', url: `/auth/google/start?return=${returnTo}` });
  expect(start.statusCode).toBe(302);
  const flowCookie = start.cookies.find((cookie) => cookie.name === 'shop_oidc');
  expect(flowCookie).toMatchObject({ httpOnly: true, path: '/auth' });
  const callback = await follow(start.headers.location as string, new Map(), `${PUBLIC_URL}/`);
  return { callback, cookie: `shop_oidc=${flowCookie?.value}` };
}

const complete = (callback: URL, cookie: string) =>
  shop.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });

describe('login with Google (OpenID Connect against a local provider)', () => {
  it('logs in: a new account from the verified e-mail, a session cookie, back where the shopper was', async () => {
    provider.willLogin({ sub: 'g-1001', email: 'Nomin@Example.MN', emailVerified: true });
    const { callback, cookie } = await startLogin('/products');
    const done = await complete(callback, cookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/products');
    const session = done.cookies.find((item) => item.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const me = shopper(shop.app);
    me.session = session?.value;
    expect((await me.gql<{ me: { email: string } }>(ME)).body.data?.me.email).toBe('nomin@example.mn');

    // The same Google account again: the same shop account, a new session.
    provider.willLogin({ sub: 'g-1001', email: 'changed@example.mn', emailVerified: true });
    const again = await startLogin();
    const second = await complete(again.callback, again.cookie);
    const other = shopper(shop.app);
    other.session = second.cookies.find((item) => item.name === 'shop_session')?.value;
    expect(other.session).not.toBe(me.session);
    expect((await other.gql<{ me: { email: string } }>(ME)).body.data?.me.email).toBe('nomin@example.mn');
  });

  it('the shopper denied the login: back on the login page with that reason, no session', async () => {
    provider.willDeny();
    const { callback, cookie } = await startLogin();
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const done = await complete(callback, cookie);
    expect(done.headers.location).toBe('/login?social_error=DENIED&provider=google');
    expect(done.cookies.find((item) => item.name === 'shop_session')).toBeUndefined();
  });

  it('a forged callback (no flow cookie, or another state) and a replayed one are refused', async () => {
    provider.willLogin({ sub: 'g-1002', email: 'saran@example.mn', emailVerified: true });
    const { callback, cookie } = await startLogin();
    const noCookie = await complete(callback, '');
    expect(noCookie.headers.location).toBe('/login?social_error=INVALID&provider=google');
    const tampered = await complete(callback, `${cookie.slice(0, -2)}xx`);
    expect(tampered.headers.location).toBe('/login?social_error=INVALID&provider=google');
    const otherState = new URL(callback);
    otherState.searchParams.set('state', 'forged-state');
    expect((await complete(otherState, cookie)).headers.location).toBe(
      '/login?social_error=INVALID&provider=google',
    );

    expect((await complete(callback, cookie)).headers.location).toBe('/account');
    // The same code and flow again: the provider refuses a used code.
    const replay = await complete(callback, cookie);
    expect(replay.headers.location).toBe('/login?social_error=INVALID&provider=google');
    expect(replay.cookies.find((item) => item.name === 'shop_session')).toBeUndefined();
  });

  it('an unverified e-mail creates nothing', async () => {
    provider.willLogin({ sub: 'g-1003', email: 'maybe@example.mn', emailVerified: false });
    const { callback, cookie } = await startLogin();
    expect((await complete(callback, cookie)).headers.location).toBe(
      '/login?social_error=EMAIL&provider=google',
    );
    const { rows } = await shop.db.query(`select 1 from users where email = 'maybe@example.mn'`);
    expect(rows).toHaveLength(0);
  });

  it('a provider that cannot be reached: "connection failed"', async () => {
    const offline = await createTestShop({
      PUBLIC_URL,
      SOCIAL_FACEBOOK_ISSUER: 'http://127.0.0.1:9',
      SOCIAL_FACEBOOK_CLIENT_ID: 'shop-client',
      SOCIAL_FACEBOOK_CLIENT_SECRET: 'secret',
    });
    try {
      const start = await offline.app.inject({ method: 'GET', url: '/auth/facebook/start' });
      expect(start.headers.location).toBe('/login?social_error=CONNECTION&provider=facebook');
      const unknown = await offline.app.inject({ method: 'GET', url: '/auth/google/start' });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await offline.close();
    }
  });
});
