import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { signUp } from './accounts/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await signUp(shop.app, shop.db, '97005001', 'correct horse 1');
});
afterAll(() => shop.close());

const token = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/oauth/token', payload, headers });
const info = (accessToken: string) =>
  shop.app.inject({
    method: 'GET',
    url: '/oauth/token/info',
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('POST /oauth/token user grants (spec §7)', () => {
  it('password grant: a user token and a refresh token; refresh rotates it, a replay is refused', async () => {
    const granted = await token({
      grant_type: 'password',
      username: '9700-5001',
      password: 'correct horse 1',
    });
    expect(granted.statusCode).toBe(200);
    const body = granted.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'user', expires_in: 900 });
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/);
    const who = await info(body.access_token);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ scope: ['user'] });
    const userId = who.json().resource_owner_id;

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).not.toBe(body.refresh_token);
    expect((await info(refreshed.json().access_token)).json().resource_owner_id).toBe(userId);
    // The old refresh token was spent; its access token died with its session.
    const replay = await token({ grant_type: 'refresh_token', refresh_token: body.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect((await info(body.access_token)).statusCode).toBe(401);
  });

  it('answers the same for an unknown phone or e-mail and a wrong password (no enumeration)', async () => {
    const answers = await Promise.all([
      token({ grant_type: 'password', username: '97005001', password: 'wrong password' }),
      token({ grant_type: 'password', username: '97005999', password: 'correct horse 1' }),
      token({ grant_type: 'password', username: 'nobody@example.mn', password: 'correct horse 1' }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        code: 'SHOP_ERR_WRONG_CREDENTIALS',
        error: 'The username or password is incorrect',
      });
    }
    const missing = await token({ grant_type: 'password', username: '97005001' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ password: ['blank'] });
  });

  it('two concurrent refreshes with one token: exactly one succeeds', async () => {
    const granted = (
      await token({ grant_type: 'password', username: '97005001', password: 'correct horse 1' })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        token({ grant_type: 'refresh_token', refresh_token: granted.refresh_token }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  it('a user token opens no /api/v2 route (they trust the gateway’s session headers), and revoke ends it', async () => {
    const granted = (
      await token({ grant_type: 'password', username: '97005001', password: 'correct horse 1' })
    ).json();
    const api = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/users/me',
      headers: { authorization: `Bearer ${granted.access_token}`, 'x-shop-session': granted.refresh_token },
    });
    expect(api.statusCode).toBe(401);
    expect(api.json().code).toBe('SHOP_ERR_UNAUTHORIZED');
    // A client token is no user token either.
    expect((await info(await shop.token())).statusCode).toBe(401);
    // good before the revoke (its signature is then remembered), refused after it all the same
    expect((await info(granted.access_token)).statusCode).toBe(200);

    const revoked = await shop.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      payload: { token: granted.refresh_token },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await info(granted.access_token)).statusCode).toBe(401);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: granted.refresh_token });
    expect(refresh.statusCode).toBe(401);
  });

  it('the password grant is rate-limited like the password login', async () => {
    const tries = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      tries.push(await token({ grant_type: 'password', username: '97005002', password: `guess ${attempt}` }));
    }
    expect(tries.slice(0, 10).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(tries[10]?.statusCode).toBe(429);
  });
});
