import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantCoupon } from '../../../../server/commerce/promotions/holdings.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { cartOf, newKey } from '../payments/payment-support.ts';
import { call, staffUser } from './back-office-support.ts';

/** Coupon use at the counter (#18): coupon staff look up a shopper's coupon and use it in store. */
let shop: TestShop;
let client: string;
let cashier: Awaited<ReturnType<typeof staffUser>>;
let shoppers = 0;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  cashier = await staffUser(shop, ['coupons'], 'Кассир Оюун');
});
afterAll(() => shop.close());

/** A shopper holding `code` (granted by hand); their phone is how the counter names them. */
async function shopperHolding(code: string) {
  shoppers += 1;
  const phone = `8800${String(shoppers).padStart(4, '0')}`;
  const { rows } = await shop.db.query<{ id: number }>(
    `insert into users (phone, created_at, updated_at) values ($1, $2, $2) returning id`,
    [phone, shop.clock.now()],
  );
  const userId = rows[0]!.id;
  await grantCoupon(shop.store, shop.db, userId, { code, reason: 'staff' });
  return { userId, phone };
}

const redemptions = async (code: string) =>
  (
    await shop.db.query<{ n: number }>('select count(*)::int as n from coupon_redemptions where code = $1', [
      code,
    ])
  ).rows[0]!.n;

describe('coupons at the counter', () => {
  it("looks up a shopper's coupon and uses it once, recorded with who used it", async () => {
    const { phone } = await shopperHolding('5000');
    const found = await call(shop, 'GET', `/api/back_office/coupons/5000?shopper=${phone}`, {
      bearer: cashier.token,
    });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      code: '5000',
      status: 'usable',
      uses: 0,
      uses_left: 1,
      shopper: { phone },
    });
    const used = await call(shop, 'PUT', '/api/back_office/coupons/5000/use', {
      bearer: cashier.token,
      body: { shopper: phone },
    });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ status: 'used', uses: 1, uses_left: 0 });
    expect(used.body.redemptions[0].order_number).toMatch(/^COUNTER-/);
    const again = await call(shop, 'PUT', '/api/back_office/coupons/5000/use', {
      bearer: cashier.token,
      body: { shopper: phone },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SHOP_ERR_COUPON_USED_UP');
    const { rows } = await shop.db.query<{ metadata: Record<string, unknown> }>(
      `select metadata from events where stream_id = 'coupon-5000' and type = 'CouponRedeemed' order by global_position desc limit 1`,
    );
    expect(rows[0]!.metadata).toEqual({ actor: 'staff', staffId: cashier.id, staffName: 'Кассир Оюун' });
  });

  it('shares the count with online use: used at the counter, refused at checkout', async () => {
    const { phone, userId } = await shopperHolding('5000');
    await call(shop, 'PUT', '/api/back_office/coupons/5000/use', {
      bearer: cashier.token,
      body: { shopper: phone },
    });
    const cart = await cartOf(shop, client, { userId, quantity: 3 });
    const online = await cart.rest('POST', `/api/v2/orders/${cart.number}/apply_coupon_code`, {
      headers: { ...cart.shopper.headers, 'idempotency-key': newKey() },
      body: { coupon_code: '5000' },
    });
    expect(online.body.code).toBe('SHOP_ERR_COUPON_USED_UP');
  });

  it('10 concurrent counter uses of a one-use coupon: exactly one', async () => {
    const { phone } = await shopperHolding('5000');
    const before = await redemptions('5000');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(shop, 'PUT', '/api/back_office/coupons/5000/use', {
          bearer: cashier.token,
          body: { shopper: phone },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SHOP_ERR_COUPON_USED_UP')).toHaveLength(9);
    expect(await redemptions('5000')).toBe(before + 1);
  });

  it('refuses an expired coupon, one the shopper does not hold, an unknown shopper and a role without it', async () => {
    const { phone } = await shopperHolding('2019');
    const before = await redemptions('2019');
    const expired = await call(shop, 'PUT', '/api/back_office/coupons/2019/use', {
      bearer: cashier.token,
      body: { shopper: phone },
    });
    expect(expired.body.code).toBe('SHOP_ERR_COUPON_EXPIRED');
    const notHeld = await call(shop, 'GET', `/api/back_office/coupons/VOUCHER20K?shopper=${phone}`, {
      bearer: cashier.token,
    });
    expect(notHeld.body.code).toBe('SHOP_ERR_COUPON_NOT_FOUND');
    const stranger = await call(shop, 'GET', '/api/back_office/coupons/2019?shopper=99999999', {
      bearer: cashier.token,
    });
    expect(stranger.body.code).toBe('SHOP_ERR_COUPON_NOT_FOUND');
    const noShopper = await call(shop, 'GET', '/api/back_office/coupons/2019', { bearer: cashier.token });
    expect(noShopper.status).toBe(400);
    const doorman = await staffUser(shop, ['e_tickets', 'fulfilment']);
    for (const answer of [
      await call(shop, 'GET', `/api/back_office/coupons/2019?shopper=${phone}`, { bearer: doorman.token }),
      await call(shop, 'PUT', '/api/back_office/coupons/2019/use', {
        bearer: doorman.token,
        body: { shopper: phone },
      }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    }
    const shopperCall = await call(shop, 'PUT', '/api/back_office/coupons/2019/use', {
      bearer: client,
      body: { shopper: phone },
    });
    expect(shopperCall.status).toBe(401);
    expect(await redemptions('2019')).toBe(before);
  });
});
