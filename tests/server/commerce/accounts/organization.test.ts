import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationOf } from '../../../../server/commerce/accounts/organization.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { signUp } from './support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const SAVE = `mutation($input: OrganizationInput!) { updateOrganization(input: $input) {
  name registerNumber workerCount direction address phone } }`;
const READ = '{ me { id organization { name registerNumber workerCount direction address phone } } }';
const REMOVE = 'mutation { removeOrganization }';

const valid = {
  name: ' Говь  ХХК ',
  registerNumber: '2012345',
  workerCount: 40,
  direction: 'Ноос боловсруулах',
  address: 'Улаанбаатар, ХУД, 3-р хороо',
  phone: '7011-2233',
};

describe('organization details (spec §3)', () => {
  it('are saved, read back, and named for a checkout by organizationOf', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97002001');
    expect(await organizationOf(shop.db, Number(userId))).toBeNull();
    const saved = await caller.gql<{ updateOrganization: Record<string, unknown> }>(SAVE, { input: valid });
    expect(saved.body.errors).toBeUndefined();
    const expected = {
      name: 'Говь ХХК',
      registerNumber: '2012345',
      workerCount: 40,
      direction: 'Ноос боловсруулах',
      address: 'Улаанбаатар, ХУД, 3-р хороо',
      phone: '70112233',
    };
    expect(saved.body.data?.updateOrganization).toEqual(expected);
    const read = await caller.gql<{ me: { organization: unknown } }>(READ);
    expect(read.body.data?.me.organization).toEqual(expected);
    expect(await organizationOf(shop.db, Number(userId))).toEqual(expected);

    // Saving again replaces; optional fields may be cleared.
    await caller.gql(SAVE, { input: { name: 'Говь ХХК', registerNumber: '2012345' } });
    expect(await organizationOf(shop.db, Number(userId))).toMatchObject({ workerCount: null, phone: null });

    expect((await caller.gql(REMOVE)).body.data).toEqual({ removeOrganization: true });
    expect(await organizationOf(shop.db, Number(userId))).toBeNull();
  });

  it('refuses a bad register number, blank name, bad phone and worker count at once, and saves nothing', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, '97002002');
    await caller.gql(SAVE, { input: valid });
    const before = await organizationOf(shop.db, Number(userId));
    for (const registerNumber of ['201234', '20123456', 'УБ201234', 'АА99112233']) {
      const answer = await caller.gql(SAVE, {
        input: { ...valid, name: '  ', registerNumber, phone: '123', workerCount: -1 },
      });
      expect(answer.body.errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        status: 400,
        fields: {
          name: ['blank'],
          registerNumber: ['register_number'],
          phone: ['phone'],
          workerCount: ['invalid'],
        },
      });
    }
    expect(await organizationOf(shop.db, Number(userId))).toEqual(before);
  });

  it('needs a login, and one shopper never reads or changes another one’s', async () => {
    const guest = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: SAVE, variables: { input: valid } },
    });
    expect(guest.json().errors[0].extensions.code).toBe('LOGIN_REQUIRED');

    const first = await signUp(shop.app, shop.db, '97002003');
    const second = await signUp(shop.app, shop.db, '97002004');
    await first.caller.gql(SAVE, { input: valid });
    const other = await second.caller.gql<{ me: { organization: unknown } }>(READ);
    expect(other.body.data?.me.organization).toBeNull();
    await second.caller.gql(SAVE, { input: { ...valid, name: 'Өөр ХХК' } });
    expect(await organizationOf(shop.db, Number(first.userId))).toMatchObject({ name: 'Говь ХХК' });

    // The REST route takes no user id at all: only the session names whose organization it is.
    const token = await shop.token();
    const rest = await shop.app.inject({
      method: 'GET',
      url: `/api/v2/users/organization?user_id=${first.userId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(rest.statusCode).toBe(401);
    expect(rest.json().code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });
});
