import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import {
  type Challenge,
  LOGOUT,
  latestCode,
  ME,
  REQUEST_CODE,
  SET_PASSWORD,
  shopper,
  signUp,
  VERIFY_CODE,
} from './support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('login by one-time code through the gateway', () => {
  it('signs a new phone up: code by SMS, then a password, then a session cookie', async () => {
    const caller = shopper(shop.app);
    const requested = await caller.gql<{ requestLoginCode: Challenge }>(REQUEST_CODE, {
      login: '9911 2233',
      purpose: 'LOGIN',
    });
    expect(requested.body.data?.requestLoginCode).toMatchObject({
      channel: 'SMS',
      expiresIn: 600,
      resendIn: 60,
    });
    const id = requested.body.data?.requestLoginCode.id;

    const code = await latestCode(shop.db, '99112233');
    const verified = await caller.gql<{ verifyLoginCode: { passwordTicket: string | null; account: null } }>(
      VERIFY_CODE,
      { id, code },
    );
    expect(verified.body.data?.verifyLoginCode.account).toBeNull();
    const ticket = verified.body.data?.verifyLoginCode.passwordTicket;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(caller.session).toBeUndefined();

    // A confirmation that differs is refused and spends nothing: the same ticket works afterwards.
    const mismatch = await caller.gql(SET_PASSWORD, {
      ticket,
      password: 'secret-pass-1',
      confirmation: 'other',
    });
    expect(mismatch.body.errors?.[0]?.extensions?.code).toBe('PASSWORD_MISMATCH');
    expect((await shop.db.query('select 1 from users')).rows).toHaveLength(0);

    const set = await caller.gql<{ setPassword: { phone: string } }>(SET_PASSWORD, {
      ticket,
      password: 'secret-pass-1',
      confirmation: 'secret-pass-1',
    });
    expect(set.body.data?.setPassword.phone).toBe('99112233');
    expect(set.cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set.cookie?.value).toMatch(/^[\w-]{43}$/);

    const me = await caller.gql<{ me: { phone: string; hasPassword: boolean } }>(ME);
    expect(me.body.data?.me).toMatchObject({ phone: '99112233', hasPassword: true });

    // The ticket is single-use.
    const again = await caller.gql(SET_PASSWORD, {
      ticket,
      password: 'another-pass',
      confirmation: 'another-pass',
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CODE_EXPIRED');
  });

  it('logs a known account straight in by code, with a new session token each time', async () => {
    const { caller: first } = await signUp(shop.app, shop.db, 'saraa@example.mn');
    const second = shopper(shop.app);
    const requested = await second.gql<{ requestLoginCode: Challenge }>(REQUEST_CODE, {
      login: 'Saraa@Example.MN',
      purpose: 'LOGIN',
    });
    expect(requested.body.data?.requestLoginCode.channel).toBe('EMAIL');
    const verified = await second.gql<{ verifyLoginCode: { account: { email: string } } }>(VERIFY_CODE, {
      id: requested.body.data?.requestLoginCode.id,
      code: await latestCode(shop.db, 'saraa@example.mn'),
    });
    expect(verified.body.data?.verifyLoginCode.account.email).toBe('saraa@example.mn');
    expect(second.session).toBeDefined();
    expect(second.session).not.toBe(first.session);
  });

  it('logout revokes the session on the server: the old cookie no longer logs anyone in', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88001122');
    const stolen = caller.session;
    const out = await caller.gql<{ logout: boolean }>(LOGOUT);
    expect(out.body.data?.logout).toBe(true);
    expect(out.cookie?.value).toBe('');

    const replay = shopper(shop.app);
    replay.session = stolen;
    const me = await replay.gql<{ me: null }>(ME);
    expect(me.body.data?.me).toBeNull();
    // The dead cookie is cleared, so the web app sees itself logged out.
    expect(me.cookie?.value).toBe('');
  });

  it('an expired session logs out', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88001133');
    shop.clock.advance(shop.config.accounts.sessionTtlSeconds * 1000 + 1000);
    const me = await caller.gql<{ me: null }>(ME);
    expect(me.body.data?.me).toBeNull();
  });

  it('a tampered or forged session cookie is nobody', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88001144');
    const forged = shopper(shop.app);
    const real = caller.session ?? '';
    for (const value of [
      `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`,
      'x'.repeat(43),
      "' or 1=1 --",
    ]) {
      forged.session = value;
      const me = await forged.gql<{ me: null }>(ME);
      expect(me.body.errors).toBeUndefined();
      expect(me.body.data?.me).toBeNull();
    }
  });

  it('refuses malformed and blank identifiers with a coded field error, sending nothing', async () => {
    const before = (await shop.db.query('select count(*)::int as n from outbox')).rows[0];
    for (const [login, reason] of [
      ['', 'blank'],
      ['   ', 'blank'],
      ['1234', 'invalid'],
      ['12345678', 'invalid'],
      ['not-an-email@', 'invalid'],
      ['a@b', 'invalid'],
    ] as const) {
      const answer = await shopper(shop.app).gql(REQUEST_CODE, { login, purpose: 'LOGIN' });
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { login: [reason] },
      });
    }
    expect((await shop.db.query('select count(*)::int as n from outbox')).rows[0]).toEqual(before);
  });
});

describe('gateway limits on login fields', () => {
  it('refuses a request with many aliased verifyLoginCode calls before running any', async () => {
    const caller = shopper(shop.app);
    const requested = await caller.gql<{ requestLoginCode: Challenge }>(REQUEST_CODE, {
      login: '88009900',
      purpose: 'LOGIN',
    });
    const id = requested.body.data?.requestLoginCode.id;
    const aliases = Array.from(
      { length: 100 },
      (_, index) =>
        `a${index}: verifyLoginCode(challengeId: "${id}", code: "${String(index).padStart(6, '0')}") { passwordTicket }`,
    );
    const answer = await caller.gql(`mutation { ${aliases.join('\n')} }`);
    expect(answer.response.statusCode).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const { rows } = await shop.db.query<{ failed_attempts: number }>(
      'select failed_attempts from login_challenges where id = $1',
      [id],
    );
    expect(rows[0]?.failed_attempts).toBe(0);
  });
});
