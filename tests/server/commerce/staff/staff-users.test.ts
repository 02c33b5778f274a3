import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAdapter } from '../../../../server/commerce/accounts/outbox.ts';
import { AccountService } from '../../../../server/commerce/accounts/service.ts';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { StaffAccounts } from '../../../../server/commerce/staff/accounts.ts';
import { backOfficeRoutes } from '../../../../server/commerce/staff/back-office-routes.ts';
import { restErrorHandler } from '../../../../server/platform/http/errors.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call, latestCode, STAFF_PASSWORD, staffLogin, staffUser } from './back-office-support.ts';
import { paidOrder, staffCall, streamEvents } from './staff-support.ts';

/** Staff users (#18): password + e-mailed code, roles, users/me, who did what in the event log. */
let shop: TestShop;
let client: string;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
});
afterAll(() => shop.close());

describe('staff login', () => {
  it('takes the password, then the e-mailed code, and answers users/me with the roles', async () => {
    const user = await staffUser(shop, ['fulfilment', 'e_tickets']);
    const me = await call(shop, 'GET', '/api/back_office/users/me', { bearer: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      roles: ['fulfilment', 'e_tickets'],
    });
  });

  it('refuses a wrong password or an unknown e-mail alike, and sends no code', async () => {
    const user = await staffUser(shop, ['coupons']);
    const before = await shop.db.query('select count(*)::int as n from outbox');
    for (const body of [
      { email: user.email, password: 'wrong password' },
      { email: 'nobody@shoppy.mn', password: STAFF_PASSWORD },
    ]) {
      const answer = await call(shop, 'POST', '/api/back_office/login', { bearer: client, body });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('SHOP_ERR_WRONG_CREDENTIALS');
    }
    const after = await shop.db.query('select count(*)::int as n from outbox');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('refuses a wrong code, and a shopper login code is no staff code', async () => {
    const user = await staffUser(shop, ['coupons']);
    const started = await call(shop, 'POST', '/api/back_office/login', {
      bearer: client,
      body: { email: user.email, password: STAFF_PASSWORD },
    });
    const code = await latestCode(shop, user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(shop, 'POST', '/api/back_office/login/verify', {
      bearer: client,
      body: { challenge_id: started.body.challenge_id, code: wrong },
    });
    expect(refused.body.code).toBe('SHOP_ERR_CODE_INCORRECT');
    // a shopper's code challenge for the same address cannot open a staff session
    const shopper = await call(shop, 'POST', '/api/v2/mcs_auth/check', {
      bearer: client,
      body: { login: user.email },
    });
    const shopperCode = await latestCode(shop, user.email);
    const crossed = await call(shop, 'POST', '/api/back_office/login/verify', {
      bearer: client,
      body: { challenge_id: shopper.body.challenge_id, code: shopperCode },
    });
    expect(crossed.body.code).toBe('SHOP_ERR_CODE_EXPIRED');
  });

  it('rate-limits password guesses per e-mail', async () => {
    const user = await staffUser(shop, ['coupons']);
    const codes: string[] = [];
    // 10 tries per e-mail per 15 minutes; staffUser's own login was the first
    for (let i = 0; i < 10; i++) {
      const answer = await call(shop, 'POST', '/api/back_office/login', {
        bearer: client,
        body: { email: user.email, password: `guess ${i}` },
      });
      codes.push(answer.body.code);
    }
    expect(codes.slice(0, 9)).toEqual(Array(9).fill('SHOP_ERR_WRONG_CREDENTIALS'));
    expect(codes[9]).toBe('SHOP_ERR_RATE_LIMITED');
  });

  it('logs out: the session opens nothing afterwards', async () => {
    const user = await staffUser(shop, ['coupons']);
    expect((await call(shop, 'DELETE', '/api/back_office/session', { bearer: user.token })).status).toBe(204);
    const me = await call(shop, 'GET', '/api/back_office/users/me', { bearer: user.token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
  });
});

describe('who may call staff routes', () => {
  it('answers a shopper, the client token or nothing with 401, and a role without the right with 403', async () => {
    const order = await paidOrder(shop, client);
    const before = await streamEvents(shop.db, order.number);
    for (const bearer of [null, client, 'x'.repeat(43)]) {
      const me = await call(shop, 'GET', '/api/back_office/users/me', { bearer });
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
    }
    const couponStaff = await staffUser(shop, ['coupons', 'e_tickets']);
    const refused = await staffCall(shop, order.number, 'prepare', {
      authorization: `Bearer ${couponStaff.token}`,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    const cancel = await call(shop, 'POST', `/api/v2/admin/orders/${order.number}/cancel`, {
      bearer: couponStaff.token,
      body: { reason: 'not mine to cancel' },
    });
    expect(cancel.status).toBe(403);
    const list = await call(shop, 'GET', '/api/back_office/orders', { bearer: couponStaff.token });
    expect(list.status).toBe(403);
    const create = await call(shop, 'POST', '/api/back_office/users', {
      bearer: couponStaff.token,
      body: { email: 'new@shoppy.mn', name: 'Шинэ', password: STAFF_PASSWORD, roles: ['coupons'] },
    });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    expect(await streamEvents(shop.db, order.number)).toEqual(before);
  });

  it('records which staff user moved an order on, in the event metadata', async () => {
    const order = await paidOrder(shop, client);
    const packer = await staffUser(shop, ['fulfilment'], 'Батаа');
    const prepared = await staffCall(shop, order.number, 'prepare', {
      authorization: `Bearer ${packer.token}`,
    });
    expect(prepared.status).toBe(200);
    const { rows } = await shop.db.query<{ metadata: Record<string, unknown> }>(
      `select metadata from events where stream_id = $1 and type = 'DeliveryPrepared'`,
      [`order-${order.number}`],
    );
    expect(rows[0]?.metadata).toMatchObject({ actor: 'staff', staffId: packer.id, staffName: 'Батаа' });
  });

  it('lists placed orders by status for fulfilment staff', async () => {
    const order = await paidOrder(shop, client);
    const packer = await staffUser(shop, ['fulfilment']);
    const ordered = await call(shop, 'GET', '/api/back_office/orders?status=ordered&per_page=100', {
      bearer: packer.token,
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.orders.map((o: { number: string }) => o.number)).toContain(order.number);
    expect(ordered.body.orders.every((o: { status: string }) => o.status === 'ordered')).toBe(true);
    const bad = await call(shop, 'GET', '/api/back_office/orders?status=a%20b', { bearer: packer.token });
    expect(bad.status).toBe(400);
  });

  it('lets a website admin create staff users, once per e-mail, recorded in the log', async () => {
    const admin = await staffUser(shop, ['website_admin'], 'Админ');
    const body = {
      email: 'Packer@Shoppy.mn',
      name: 'Савлагч',
      password: STAFF_PASSWORD,
      roles: ['fulfilment'],
    };
    const created = await call(shop, 'POST', '/api/back_office/users', { bearer: admin.token, body });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'packer@shoppy.mn', roles: ['fulfilment'] });
    const again = await call(shop, 'POST', '/api/back_office/users', { bearer: admin.token, body });
    expect(again.body.code).toBe('SHOP_ERR_STAFF_USER_EXISTS');
    const { rows } = await shop.db.query<{ metadata: Record<string, unknown> }>(
      `select metadata from events where stream_id = $1`,
      [`staff-user-${created.body.id}`],
    );
    expect(rows).toEqual([{ metadata: { actor: 'staff', staffId: admin.id, staffName: 'Админ' } }]);
    expect(await staffLogin(shop, 'packer@shoppy.mn')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const short = await call(shop, 'POST', '/api/back_office/users', {
      bearer: admin.token,
      body: { ...body, email: 'short@shoppy.mn', password: 'short' },
    });
    expect(short.body.code).toBe('SHOP_ERR_VALIDATION');
  });
});

describe('the static STAFF_TOKEN in production', () => {
  it('creates the first admin only, and is refused everywhere once an admin exists', async () => {
    // The back office alone, as production builds it, on this shop's database.
    const app = Fastify();
    app.setErrorHandler(restErrorHandler);
    await shop.db.query('delete from staff_sessions');
    await shop.db.query('update staff_users set disabled_at = now()');
    const staff = new StaffAccounts(
      shop.db,
      shop.clock,
      commerceEventStore(shop.db),
      accountsOf(shop),
      3600,
      true,
    );
    app.decorate('staffDirectory', staff);
    const token = shop.config.secrets.staffToken;
    await app.register(backOfficeRoutes, { db: shop.db, clock: shop.clock, staffToken: token, staff });
    await app.ready();
    const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const response = await app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
      return { status: response.statusCode, body: response.json() };
    };
    expect((await inject('GET', '/api/back_office/users/me')).body.code).toBe('SHOP_ERR_STAFF_TOKEN_RETIRED');
    const notAdmin = await inject('POST', '/api/back_office/users', {
      email: 'first@shoppy.mn',
      name: 'Эхний',
      password: STAFF_PASSWORD,
      roles: ['fulfilment'],
    });
    expect(notAdmin.body.code).toBe('SHOP_ERR_VALIDATION');
    const first = await inject('POST', '/api/back_office/users', {
      email: 'first@shoppy.mn',
      name: 'Эхний',
      password: STAFF_PASSWORD,
      roles: ['website_admin'],
    });
    expect(first.status).toBe(201);
    const second = await inject('POST', '/api/back_office/users', {
      email: 'second@shoppy.mn',
      name: 'Хоёр дахь',
      password: STAFF_PASSWORD,
      roles: ['website_admin'],
    });
    expect(second.status).toBe(403);
    expect(second.body.code).toBe('SHOP_ERR_STAFF_BOOTSTRAP_CLOSED');
    await app.close();
  });
});

function accountsOf(shop: TestShop) {
  return new AccountService({
    db: shop.db,
    clock: shop.clock,
    key: shop.config.secrets.tokenSecret,
    sessionTtlSeconds: 3600,
    publicUrl: 'http://localhost',
    socialProviders: [],
    adapters: { email: keepAdapter, sms: keepAdapter },
  });
}
