import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import {
  type Challenge,
  latestCode,
  ME,
  PASSWORD_LOGIN,
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

describe('passwords', () => {
  it('reset by code: a known account must set a new password, and every older session ends', async () => {
    const { caller: oldDevice } = await signUp(shop.app, shop.db, '95001001', 'first password');
    const resetter = shopper(shop.app);
    const requested = await resetter.gql<{ requestLoginCode: Challenge }>(REQUEST_CODE, {
      login: '95001001',
      purpose: 'RESET',
    });
    const verified = await resetter.gql<{ verifyLoginCode: { account: null; passwordTicket: string } }>(
      VERIFY_CODE,
      { id: requested.body.data?.requestLoginCode.id, code: await latestCode(shop.db, '95001001') },
    );
    expect(verified.body.data?.verifyLoginCode.account).toBeNull();
    const ticket = verified.body.data?.verifyLoginCode.passwordTicket;

    const tooShort = await resetter.gql(SET_PASSWORD, { ticket, password: 'short', confirmation: 'short' });
    expect(tooShort.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: ['length'] },
    });
    const blank = await resetter.gql(SET_PASSWORD, { ticket, password: '', confirmation: '' });
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({ fields: { password: ['blank'] } });

    const set = await resetter.gql(SET_PASSWORD, {
      ticket,
      password: 'second password',
      confirmation: 'second password',
    });
    expect(set.body.errors).toBeUndefined();
    expect((await oldDevice.gql<{ me: null }>(ME)).body.data?.me).toBeNull();
    expect((await resetter.gql<{ me: { phone: string } }>(ME)).body.data?.me.phone).toBe('95001001');

    const withOld = await shopper(shop.app).gql(PASSWORD_LOGIN, {
      login: '95001001',
      password: 'first password',
    });
    expect(withOld.body.errors?.[0]?.extensions?.code).toBe('WRONG_CREDENTIALS');
    expect(withOld.body.errors?.[0]?.message).toBe('The username or password is incorrect');
    const withNew = await shopper(shop.app).gql(PASSWORD_LOGIN, {
      login: '95001001',
      password: 'second password',
    });
    expect(withNew.body.errors).toBeUndefined();
    expect(withNew.cookie?.httpOnly).toBe(true);
  });

  it('password guessing on one account is slowed down: the 11th try in 15 minutes is refused', async () => {
    await signUp(shop.app, shop.db, '95001002', 'right password');
    shop.clock.advance(15 * 60_000);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await shopper(shop.app).gql(PASSWORD_LOGIN, {
        login: '95001002',
        password: `guess ${attempt}`,
      });
      expect([attempt, wrong.body.errors?.[0]?.extensions?.code]).toEqual([attempt, 'WRONG_CREDENTIALS']);
    }
    const limited = await shopper(shop.app).gql(PASSWORD_LOGIN, {
      login: '95001002',
      password: 'right password',
    });
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    shop.clock.advance(15 * 60_000);
    const later = await shopper(shop.app).gql(PASSWORD_LOGIN, {
      login: '95001002',
      password: 'right password',
    });
    expect(later.body.errors).toBeUndefined();
  });

  it('stores only scrypt hashes and session-token hashes', async () => {
    const { caller } = await signUp(shop.app, shop.db, '95001003', 'stored password');
    const user = await shop.db.query<{ password_hash: string }>(
      `select password_hash from users where phone = '95001003'`,
    );
    expect(user.rows[0]?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user.rows[0]?.password_hash).not.toContain('stored password');
    const sessions = await shop.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(sessions.rows.map((row) => row.token_hash)).not.toContain(caller.session);
  });
});

describe('message adapters and the development outbox', () => {
  it('SMS goes to the configured HTTP provider with its key', async () => {
    const sent: { auth: string | undefined; body: unknown }[] = [];
    const provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        sent.push({ auth: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    const smsShop = await createTestShop({ SMS_URL: `http://127.0.0.1:${port}/send`, SMS_KEY: 'sms-key' });
    try {
      await shopper(smsShop.app).gql(REQUEST_CODE, { login: '+976 9900 1122', purpose: 'LOGIN' });
      expect(sent).toHaveLength(1);
      expect(sent[0]?.auth).toBe('Bearer sms-key');
      expect(sent[0]?.body).toMatchObject({ to: '+97699001122', text: expect.stringMatching(/\d{6}/) });
    } finally {
      await smsShop.close();
      provider.close();
    }
  });

  it('/dev/outbox is not served in production', async () => {
    // The shop's own config, switched to production (other production settings are not the point here).
    const app = await buildApp({
      config: { ...shop.config, production: true },
      db: shop.db,
      clock: shop.clock,
    });
    // Not closed: its onClose hook would close the database the shop shares; it never listened.
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
  });
});

describe('gateway hardening', () => {
  it('answers no introspection in production, and refuses batched queries', async () => {
    const app = await buildApp({
      config: { ...shop.config, production: true },
      db: shop.db,
      clock: shop.clock,
    });
    await app.ready();
    const introspect = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __schema { types { name } } }' },
    });
    expect(introspect.statusCode).toBe(400);
    expect(introspect.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const batched = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
    });
    expect(batched.statusCode).toBe(400);
    // Development keeps introspection for GraphiQL.
    const dev = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __schema { queryType { name } } }' },
    });
    expect(dev.json().data.__schema.queryType.name).toBe('Query');
  });
});
