import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseOrderTenders } from '../../../../server/commerce/wallet/index.ts';
import {
  cartOf,
  createMoneyShop,
  eventCount,
  type MoneyShop,
  onOrder,
  orderRow,
  placeOrder,
  type Rest,
  restOf,
} from '../wallet/money-support.ts';

let shop: MoneyShop;
let rest: Rest;

beforeAll(async () => {
  shop = await createMoneyShop();
  rest = restOf(shop);
  await shop.db.query(
    `insert into coupons (code, kind, discount, value, min_order, starts_at, ends_at, usage_limit, per_user_limit) values
       ('7777', 'coupon', 'fixed', 3000, 0, null, null, 1, null),
       ('8888', 'coupon', 'percent', 20, 1000000000, null, null, null, null),
       ('6666', 'coupon', 'fixed', 1000, 0, '2027-01-01T00:00:00Z', null, null, null),
       ('ONCE', 'voucher', 'fixed', 2000, 0, null, null, null, 1),
       ('SPRING', 'voucher', 'fixed', 1000, 0, null, null, null, null)`,
  );
});
afterAll(async () => {
  await shop?.close();
});

async function refused(number: string, attempt: () => ReturnType<Rest>, code: string) {
  const before = [await orderRow(shop.db, number), await eventCount(shop.db)];
  const answer = await attempt();
  expect(answer.body.code).toBe(`SHOP_ERR_${code}`);
  expect([await orderRow(shop.db, number), await eventCount(shop.db)]).toEqual(before);
  return answer;
}

describe('apply_coupon_code', () => {
  it('takes a percent of the items off, whatever the case and spaces of the code', async () => {
    const cart = await cartOf(shop, rest, 30_000);
    const answer = await onOrder(
      rest,
      cart.number,
      cart.shopper,
    )('apply_coupon_code', { coupon_code: ' 1234 ' });
    expect(answer.status).toBe(200);
    const discount = Math.floor(cart.total / 10);
    expect(answer.body.total).toBe(cart.total - discount);
    expect((await orderRow(shop.db, cart.number)).adjustments).toEqual([
      { kind: 'coupon', code: '1234', amount: discount },
    ]);
    const voucher = await onOrder(
      rest,
      cart.number,
      cart.shopper,
    )('apply_coupon_code', { coupon_code: 'spring' });
    // a voucher combines with a coupon
    expect(voucher.status).toBe(200);
  });

  it('answers each bad code with its own error and changes nothing', async () => {
    const cart = await cartOf(shop, rest, 30_000);
    const apply = onOrder(rest, cart.number, cart.shopper);
    for (const code of ['1', '123', '12345', '123456', '1234567', '12345678']) {
      const answer = await refused(
        cart.number,
        () => apply('apply_coupon_code', { coupon_code: code }),
        'PROMO_CODE_FORMAT',
      );
      expect(answer.status).toBe(422);
    }
    for (const code of ['9999', 'NOPE', 'ab$cd', '6666']) {
      const answer = await refused(
        cart.number,
        () => apply('apply_coupon_code', { coupon_code: code }),
        'COUPON_NOT_FOUND',
      );
      expect(answer.body.error).toBe('No coupon found');
    }
    await refused(cart.number, () => apply('apply_coupon_code', { coupon_code: '2019' }), 'COUPON_EXPIRED');
    const min = await refused(
      cart.number,
      () => apply('apply_coupon_code', { coupon_code: '8888' }),
      'COUPON_MIN_ORDER',
    );
    expect(min.body.errors).toEqual({ min: ['1000000000'] });
    await refused(cart.number, () => apply('apply_coupon_code', { coupon_code: 'ONCE' }), 'LOGIN_REQUIRED');
    await refused(
      cart.number,
      () => apply('apply_coupon_code', { coupon_code: '1234', extra: 1 }),
      'VALIDATION',
    );
    expect((await apply('apply_coupon_code', { coupon_code: '1234' })).status).toBe(200);
    await refused(
      cart.number,
      () => apply('apply_coupon_code', { coupon_code: '5000' }),
      'ADJUSTMENT_ALREADY_APPLIED',
    );
  });

  it('counts uses: a limit-1 code is used up, and comes back when the order gives it back', async () => {
    const first = await cartOf(shop, rest, 10_000);
    const second = await cartOf(shop, rest, 10_000);
    expect(
      (await onOrder(rest, first.number, first.shopper)('apply_coupon_code', { coupon_code: '7777' })).status,
    ).toBe(200);
    const apply = onOrder(rest, second.number, second.shopper);
    await refused(second.number, () => apply('apply_coupon_code', { coupon_code: '7777' }), 'COUPON_USED_UP');
    await onOrder(rest, first.number, first.shopper)('remove_adjustment', { kind: 'coupon', code: '7777' });
    expect((await apply('apply_coupon_code', { coupon_code: '7777' })).status).toBe(200);
    // the order expires unpaid: its use is released, once
    await placeOrder(shop, second.number);
    const order = { number: second.number, userId: null, adjustments: [] };
    await shop.db.transaction((tx) => releaseOrderTenders(tx, shop.store, order, 'expired'));
    await shop.db.transaction((tx) => releaseOrderTenders(tx, shop.store, order, 'expired'));
    const uses = await shop.db.query("select * from coupon_redemptions where code = '7777'");
    expect(uses.rows).toEqual([]);
  });

  it('limits a per-shopper code to its uses by that shopper', async () => {
    const userId = 501;
    const first = await cartOf(shop, rest, 10_000, userId);
    expect(
      (await onOrder(rest, first.number, first.shopper)('apply_coupon_code', { coupon_code: 'once' })).status,
    ).toBe(200);
    const second = await cartOf(shop, rest, 10_000, userId);
    const apply = onOrder(rest, second.number, second.shopper);
    await refused(second.number, () => apply('apply_coupon_code', { coupon_code: 'ONCE' }), 'COUPON_USED_UP');
    const other = await cartOf(shop, rest, 10_000, 502);
    expect(
      (await onOrder(rest, other.number, other.shopper)('apply_coupon_code', { coupon_code: 'ONCE' })).status,
    ).toBe(200);
  });
});
