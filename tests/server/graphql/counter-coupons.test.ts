import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCoupon } from '../../../server/commerce/promotions/holdings.ts';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';
import { staffUser } from '../commerce/staff/back-office-support.ts';

/** The counter coupon screen's two calls through the gateway (staffCoupon, staffUseCoupon; #18). */
let shop: TestShop;
let cashier: Record<string, string>;
let packer: Record<string, string>;
const PHONE = '88001122';

beforeAll(async () => {
  shop = await createTestShop();
  cashier = { cookie: `shop_staff=${(await staffUser(shop, ['coupons'], 'Кассир Оюун')).token}` };
  packer = { cookie: `shop_staff=${(await staffUser(shop, ['fulfilment'], 'Савлагч Бат')).token}` };
  const { rows } = await shop.db.query<{ id: number }>(
    `insert into users (phone, first_name, created_at, updated_at) values ($1, 'Сараа', $2, $2) returning id`,
    [PHONE, shop.clock.now()],
  );
  await grantCoupon(shop.store, shop.db, rows[0]!.id, { code: '5000', reason: 'staff' });
});
afterAll(() => shop.close());

const FIELDS = 'shopper { name phone } coupon { code status usesLeft redemptions { orderNumber } }';
const LOOK = `query($c: String!, $s: String!) { staffCoupon(code: $c, shopper: $s) { ${FIELDS} } }`;
const USE = `mutation($c: String!, $s: String!) { staffUseCoupon(code: $c, shopper: $s) { ${FIELDS} } }`;

const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

describe('coupons at the counter over GraphQL', () => {
  it('finds the coupon with whose it is, uses it once, then says it is used up', async () => {
    const found = await graphql(shop.app, LOOK, { c: ' 5000 ', s: PHONE }, cashier);
    expect(found.body.data).toEqual({
      staffCoupon: {
        shopper: { name: 'Сараа', phone: PHONE },
        coupon: { code: '5000', status: 'USABLE', usesLeft: 1, redemptions: [] },
      },
    });
    const used = await graphql<{ staffUseCoupon: { coupon: { status: string; redemptions: unknown[] } } }>(
      shop.app,
      USE,
      { c: '5000', s: PHONE },
      cashier,
    );
    expect(used.body.data?.staffUseCoupon.coupon.status).toBe('USED');
    expect(used.body.data?.staffUseCoupon.coupon.redemptions).toHaveLength(1);
    expect(codeOf(await graphql(shop.app, USE, { c: '5000', s: PHONE }, cashier))).toBe('COUPON_USED_UP');
  });

  it('finds the welcome voucher of a shopper who never opened their coupons page', async () => {
    // granted on the shopper's first read of their coupons; a look-up at the counter is one
    const found = await graphql(shop.app, LOOK, { c: 'welcome10', s: PHONE }, cashier);
    expect(found.body.data).toMatchObject({
      staffCoupon: { coupon: { code: 'WELCOME10', status: 'USABLE' } },
    });
  });

  it('refuses staff without the coupons role, a guest, a blank shopper and a code that cannot be one', async () => {
    expect(codeOf(await graphql(shop.app, LOOK, { c: '5000', s: PHONE }, packer))).toBe(
      'STAFF_ROLE_REQUIRED',
    );
    expect(codeOf(await graphql(shop.app, LOOK, { c: '5000', s: PHONE }))).toBe('STAFF_LOGIN_REQUIRED');
    const blank = await graphql(shop.app, LOOK, { c: '5000', s: '  ' }, cashier);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({ fields: { shopper: ['blank'] } });
    expect(codeOf(await graphql(shop.app, LOOK, { c: '50 00; drop', s: PHONE }, cashier))).toBe(
      'COUPON_NOT_FOUND',
    );
    expect(codeOf(await graphql(shop.app, LOOK, { c: '5000', s: '99999999' }, cashier))).toBe(
      'COUPON_NOT_FOUND',
    );
  });
});
