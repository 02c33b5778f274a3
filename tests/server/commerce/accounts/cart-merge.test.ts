import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { sellableVariant } from '../orders/order-support.ts';
import {
  type Challenge,
  LOGOUT,
  latestCode,
  PASSWORD_LOGIN,
  REQUEST_CODE,
  signUp,
  VERIFY_CODE,
} from './support.ts';

let shop: TestShop;
let variants: string[];
beforeAll(async () => {
  shop = await createTestShop();
  variants = [
    String((await sellableVariant(shop.db, 10, 0)).id),
    String((await sellableVariant(shop.db, 10, 1)).id),
  ];
});
afterAll(() => shop.close());

const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { number totalQuantity } }`;
const CURRENT = '{ currentOrder { number totalQuantity lineItems { variantId quantity } } }';

/** A guest with a cart of these (variant, quantity) lines: the order cookie is all it has. */
async function guestWithCart(lines: [string, number][]) {
  let cookie = '';
  for (const [variantId, quantity] of lines) {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: ADD, variables: { input: { variantId, quantity } } },
      headers: cookie ? { cookie } : {},
    });
    const set = response.cookies.find((item) => item.name === 'shop_order');
    if (set) cookie = `shop_order=${set.value}`;
  }
  return cookie;
}

async function gql(query: string, variables: Record<string, unknown>, cookie: string) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: { cookie },
  });
  return { body: response.json(), cookies: response.cookies };
}

type Lines = { variantId: string; quantity: number }[];
const byVariant = (lines: Lines) => Object.fromEntries(lines.map((line) => [line.variantId, line.quantity]));

describe('the guest cart at login', () => {
  it('becomes the account cart at a code login, and the guest cookie is dropped', async () => {
    const [a, b] = variants as [string, string];
    const guest = await guestWithCart([
      [a, 2],
      [b, 1],
    ]);
    const requested = await gql(REQUEST_CODE, { login: '96001001', purpose: 'LOGIN' }, guest);
    const id = (requested.body.data.requestLoginCode as Challenge).id;
    const verified = await gql(VERIFY_CODE, { id, code: await latestCode(shop.db, '96001001') }, guest);
    const ticket = verified.body.data.verifyLoginCode.passwordTicket;
    const set = await gql(
      'mutation($t: String!) { setPassword(ticket: $t, password: "merge password", passwordConfirmation: "merge password") { id } }',
      { t: ticket },
      guest,
    );
    expect(set.cookies.find((cookie) => cookie.name === 'shop_order')?.value).toBe('');
    const session = set.cookies.find((cookie) => cookie.name === 'shop_session')?.value;
    const current = await gql(CURRENT, {}, `shop_session=${session}`);
    expect(byVariant(current.body.data.currentOrder.lineItems)).toEqual({ [a]: 2, [b]: 1 });
  });

  it('joins an existing account cart, adding quantities, at a password login', async () => {
    const [a, b] = variants as [string, string];
    const { caller } = await signUp(shop.app, shop.db, '96001002', 'merge password 2');
    await caller.gql(ADD, { input: { variantId: a, quantity: 1 } });
    await caller.gql(LOGOUT);

    const guest = await guestWithCart([
      [a, 3],
      [b, 2],
    ]);
    const login = await gql(PASSWORD_LOGIN, { login: '96001002', password: 'merge password 2' }, guest);
    expect(login.body.errors).toBeUndefined();
    const session = login.cookies.find((cookie) => cookie.name === 'shop_session')?.value;
    const current = await gql(CURRENT, {}, `shop_session=${session}`);
    expect(byVariant(current.body.data.currentOrder.lineItems)).toEqual({ [a]: 4, [b]: 2 });
    expect(current.body.data.currentOrder.totalQuantity).toBe(6);
  });

  it.each([
    ['assigned to a member without a cart', false],
    ['merged into the member’s cart', true],
  ])(
    'once %s, the old guest cookie alone opens nothing (no reading, no cancelling)',
    async (_case, memberHasCart) => {
      const [a] = variants as [string, string];
      const phone = memberHasCart ? '96001005' : '96001004';
      const { caller } = await signUp(shop.app, shop.db, phone, 'handover password');
      if (memberHasCart) await caller.gql(ADD, { input: { variantId: a, quantity: 1 } });
      await caller.gql(LOGOUT);
      const guest = await guestWithCart([[a, 1]]);
      const number = (await gql(CURRENT, {}, guest)).body.data.currentOrder.number as string;
      const ORDER = 'query($n: String!) { order(number: $n) { number } }';
      expect((await gql(ORDER, { n: number }, guest)).body.data?.order.number).toBe(number);

      const login = await gql(PASSWORD_LOGIN, { login: phone, password: 'handover password' }, guest);
      expect(login.body.errors).toBeUndefined();

      // someone else still holding the guest cookie (a shared computer, a copied cookie)
      const read = await gql(ORDER, { n: number }, guest);
      expect(read.body.data).toBeNull();
      expect(read.body.errors[0].extensions.code).toMatch(/NOT_FOUND/);
      const cancel = await gql(
        'mutation($n: String!) { cancelOrder(number: $n) { number } }',
        { n: number },
        guest,
      );
      expect(cancel.body.data).toBeNull();
      expect(cancel.body.errors[0].extensions.code).toMatch(/NOT_FOUND/);
      const current = await gql(CURRENT, {}, guest);
      expect(current.body.data.currentOrder).toBeNull();
    },
  );

  it('logout clears the order cookie with the session', async () => {
    const { caller } = await signUp(shop.app, shop.db, '96001003');
    const out = await caller.gql(LOGOUT);
    const names = out.response.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining(['shop_session', 'shop_member', 'shop_order']));
  });
});
