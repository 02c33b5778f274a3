import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';
import { call, latestCode, STAFF_PASSWORD } from '../commerce/staff/back-office-support.ts';
import { paidOrder } from '../commerce/staff/staff-support.ts';

/** The back office through the gateway (schema/backoffice.graphql): its own staff cookie. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await call(shop, 'POST', '/api/back_office/users', {
    bearer: shop.config.secrets.staffToken,
    body: { email: 'desk@shoppy.mn', name: 'Ширээ', password: STAFF_PASSWORD, roles: ['fulfilment'] },
  });
});
afterAll(() => shop.close());

const LOGIN = 'mutation($e: String!, $p: String!) { staffLogin(email: $e, password: $p) { challengeId } }';
const VERIFY = 'mutation($c: ID!, $k: String!) { staffVerifyCode(challengeId: $c, code: $k) { name roles } }';

describe('back office over GraphQL', () => {
  it('answers no staff and STAFF_LOGIN_REQUIRED without the staff cookie, even to a shopper', async () => {
    const me = await graphql(shop.app, '{ staffMe { name } }');
    expect(me.body.data).toEqual({ staffMe: null });
    const orders = await graphql(
      shop.app,
      '{ staffOrders { totalCount } }',
      {},
      { cookie: 'shop_session=x' },
    );
    expect(orders.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
  });

  it('logs in with password and code into an HttpOnly staff cookie, then moves an order on', async () => {
    const wrong = await graphql(shop.app, LOGIN, { e: 'desk@shoppy.mn', p: 'nope nope' });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('WRONG_CREDENTIALS');
    const started = await graphql<{ staffLogin: { challengeId: string } }>(shop.app, LOGIN, {
      e: 'desk@shoppy.mn',
      p: STAFF_PASSWORD,
    });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: VERIFY,
        variables: {
          c: started.body.data!.staffLogin.challengeId,
          k: await latestCode(shop, 'desk@shoppy.mn'),
        },
      },
    });
    expect(response.json().data.staffVerifyCode).toEqual({ name: 'Ширээ', roles: ['FULFILMENT'] });
    const cookie = response.cookies.find((c) => c.name === 'shop_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const headers = { cookie: `shop_staff=${cookie!.value}` };

    const order = await paidOrder(shop, await shop.token());
    const seen = await graphql<{ staffOrder: { actions: string[] } }>(
      shop.app,
      'query($n: String!) { staffOrder(number: $n) { actions order { status } } }',
      { n: order.number },
      headers,
    );
    expect(seen.body.data?.staffOrder.actions).toEqual(['PREPARE', 'CANCEL']);
    const moved = await graphql<{ staffMoveOrder: { actions: string[]; order: { status: string } } }>(
      shop.app,
      'mutation($n: String!) { staffMoveOrder(number: $n, step: PREPARE) { actions order { status } } }',
      { n: order.number },
      headers,
    );
    expect(moved.body.data?.staffMoveOrder).toEqual({
      actions: ['DISPATCH', 'CANCEL'],
      order: { status: 'READY_TO_DELIVER' },
    });
    const tickets = await graphql(shop.app, '{ staffTickets { events { id } } }', {}, headers);
    expect(tickets.body.errors?.[0]?.extensions?.code).toBe('STAFF_ROLE_REQUIRED');
    await graphql(shop.app, 'mutation { staffLogout }', {}, headers);
    const after = await graphql(shop.app, '{ staffMe { name } }', {}, headers);
    expect(after.body.data).toEqual({ staffMe: null });
  });
});
