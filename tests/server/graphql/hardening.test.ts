import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAccountData } from '../../../server/commerce/accounts/pruning.ts';
import { loadConfig } from '../../../server/config.ts';
import { MAX_ALIASES, MAX_FIELDS } from '../../../server/graphql/request-limits.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { ME, signUp } from '../commerce/accounts/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const sessionIsLive = async (session: string | undefined) =>
  (
    await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: ME },
      headers: { cookie: `shop_session=${session}` },
    })
  ).json().data.me !== null;

describe('security headers', () => {
  it('send a CSP that allows only the shop’s own scripts, and the usual helmet headers', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('CSRF on the cookie-authenticated gateway', () => {
  it('refuses a cross-site form POST (urlencoded, text/plain, multipart) and changes nothing', async () => {
    const { caller } = await signUp(shop.app, shop.db, '97006001');
    const forms: [string, string][] = [
      ['application/x-www-form-urlencoded', new URLSearchParams({ query: 'mutation { logout }' }).toString()],
      ['text/plain', JSON.stringify({ query: 'mutation { logout }' })],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\nmutation { logout }\r\n--x--\r\n',
      ],
    ];
    for (const [contentType, payload] of forms) {
      const response = await shop.app.inject({
        method: 'POST',
        url: '/graphql',
        payload,
        headers: { 'content-type': contentType, cookie: `shop_session=${caller.session}` },
      });
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().errors[0].extensions.code).toBe('CSRF_REFUSED');
      expect(response.cookies).toEqual([]);
    }
    expect(await sessionIsLive(caller.session)).toBe(true);
  });

  it('refuses a JSON POST a browser marks cross-site, and any mutation over GET', async () => {
    const { caller } = await signUp(shop.app, shop.db, '97006002');
    const crossSite = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { logout }' },
      headers: { 'sec-fetch-site': 'cross-site', cookie: `shop_session=${caller.session}` },
    });
    expect(crossSite.statusCode).toBe(403);
    const overGet = await shop.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation { logout }')}`,
      headers: { cookie: `shop_session=${caller.session}` },
    });
    expect(overGet.statusCode).toBe(405);
    expect(await sessionIsLive(caller.session)).toBe(true);
    // The app's own requests (same-origin JSON) still work.
    const sameOrigin = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { logout }' },
      headers: { 'sec-fetch-site': 'same-origin', cookie: `shop_session=${caller.session}` },
    });
    expect(sameOrigin.json().data).toEqual({ logout: true });
    expect(await sessionIsLive(caller.session)).toBe(false);
  });
});

describe('GraphQL cost limits', () => {
  const post = (query: string) => shop.app.inject({ method: 'POST', url: '/graphql', payload: { query } });

  it(`allows ${MAX_ALIASES} aliases and refuses one more, before running anything`, async () => {
    const aliased = (count: number) =>
      `{ ${Array.from({ length: count }, (_, index) => `a${index}: socialProviders`).join(' ')} }`;
    expect((await post(aliased(MAX_ALIASES))).statusCode).toBe(200);
    const refused = await post(aliased(MAX_ALIASES + 1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toMatch(/aliases/);
  });

  it(`refuses a request of more than ${MAX_FIELDS} fields made of repeated fragment spreads`, async () => {
    const fields = Array.from({ length: 60 }, () => 'id phone email').join(' ');
    // Each spread under its own alias-free parent: `me` 12 times via inline fragments.
    const spreads = Array.from({ length: 12 }, () => '... on Query { me { ...Big } }').join(' ');
    const response = await post(`query { ${spreads} } fragment Big on Account { ${fields} }`);
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { message: string }) => error.message)
        .join(),
    ).toMatch(/at most 500 are allowed/);
  });

  it('refuses a query nested past the depth limit', async () => {
    const nested = (levels: number) =>
      `{ siteData { taxons { ${'children { '.repeat(levels)}name${' }'.repeat(levels)} } } }`;
    expect((await post(nested(3))).statusCode).toBe(200);
    const response = await post(nested(14));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().errors)).toMatch(/depth/i);
  });
});

describe('TRUST_PROXY', () => {
  it('parses true, a hop count and addresses; refuses anything else', async () => {
    expect((await loadConfig({ DATA_DIR: shop.config.dataDir })).trustProxy).toBe(false);
    expect((await loadConfig({ DATA_DIR: shop.config.dataDir, TRUST_PROXY: 'true' })).trustProxy).toBe(true);
    const hops = (await loadConfig({ DATA_DIR: shop.config.dataDir, TRUST_PROXY: '1' })).trustProxy;
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(
      (await loadConfig({ DATA_DIR: shop.config.dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' })).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1']);
    await expect(loadConfig({ DATA_DIR: shop.config.dataDir, TRUST_PROXY: 'yes please' })).rejects.toThrow(
      /TRUST_PROXY/,
    );
  });

  it('behind a trusted proxy, per-IP rate limits count the shopper’s address, not the proxy’s', async () => {
    const proxied = await createTestShop({ TRUST_PROXY: '127.0.0.1' });
    try {
      const ask = (ip: string, login: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/graphql',
          payload: { query: `mutation { requestLoginCode(login: "${login}", purpose: LOGIN) { id } }` },
          headers: { 'x-forwarded-for': ip },
        });
      await ask('203.0.113.7', '97006101');
      await ask('198.51.100.9', '97006102');
      const keys = (
        await proxied.db.query<{ key: string }>("select key from rate_limits where key like 'code:ip:%'")
      ).rows
        .map((row) => row.key)
        .sort();
      expect(keys).toEqual(['code:ip:198.51.100.9', 'code:ip:203.0.113.7']);
    } finally {
      await proxied.close();
    }
    // Untrusted (the default), a forged header is ignored.
    await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: 'mutation { requestLoginCode(login: "97006103", purpose: LOGIN) { id } }' },
      headers: { 'x-forwarded-for': '192.0.2.55' },
    });
    const forged = await shop.db.query("select 1 from rate_limits where key = 'code:ip:192.0.2.55'");
    expect(forged.rows).toEqual([]);
  });
});

describe('pruning old account rows', () => {
  it('deletes spent windows, expired challenges and dead sessions; one run per interval across processes', async () => {
    const { db, clock } = shop;
    const { caller } = await signUp(shop.app, db, '97006201');
    const old = new Date(clock.now().getTime() - 2 * 24 * 3600_000);
    await db.query("insert into rate_limits (key, window_start, hits) values ('old:key', $1, 3)", [old]);
    await db.query(
      `insert into login_challenges (id, identifier, channel, purpose, code_hash, expires_at, last_sent_at, created_at)
       values ('oldchallengeoldchallen', '99999999', 'sms', 'login', 'x', $1, $1, $1)`,
      [old],
    );
    await db.query(
      'update sessions set expires_at = $1 where token_hash in (select token_hash from sessions limit 1)',
      [old],
    );
    const counts = async () =>
      (
        await db.query<{ limits: number; challenges: number; expired: number }>(
          `select (select count(*)::int from rate_limits where window_start < $1) as limits,
                  (select count(*)::int from login_challenges where expires_at < $1) as challenges,
                  (select count(*)::int from sessions where expires_at < $1) as expired`,
          [new Date(clock.now().getTime() - 24 * 3600_000)],
        )
      ).rows[0];
    expect(await counts()).toEqual({ limits: 1, challenges: 1, expired: 1 });

    // Many processes at once (here: concurrent calls on one database): exactly one prunes.
    const runs = await Promise.all(Array.from({ length: 4 }, () => pruneAccountData(db, clock)));
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(await counts()).toEqual({ limits: 0, challenges: 0, expired: 0 });
    expect((await pruneAccountData(db, clock)).ran).toBe(false);
    clock.advance(15 * 60_000);
    expect((await pruneAccountData(db, clock)).ran).toBe(true);
    // Live rows stay: the fresh sign-up's session still logs in.
    expect(await sessionIsLive(caller.session)).toBe(true);
  });
});
