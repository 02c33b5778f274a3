import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { paidOrder } from '../staff/staff-support.ts';
import { asShopper, eventCount, issueNumber, onlyPrize, shopper } from './prize-support.ts';

/** The shopper's wheels (#18): entitlement by purchase, the server's draw, the prize in the account. */
let shop: TestShop;
let client: string;

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
});
afterAll(() => shop.close());

describe('the wheel page', () => {
  it('draws the seeded wheel for a guest, with its odds and no spins', async () => {
    const answer = await asShopper(shop, client)('GET', '/api/v2/promotions/lucky_wheel');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: 'lucky_wheel',
      active: true,
      min_order_total: 50000,
      spins_left: 0,
    });
    const segments = answer.body.segments as {
      prize: { name: { en: string } } | null;
      odds_percent: number;
    }[];
    expect(segments.map((segment) => segment.prize?.name.en ?? null)).toEqual([
      '5,000₮ coupon',
      '2,000₮ wallet credit',
      '15% off coupon',
      '10,000₮ wallet credit',
      null,
    ]);
    expect(segments.map((segment) => segment.odds_percent)).toEqual([20, 20, 8, 2, 50]);
  });

  it('refuses a guest spin: login required, nothing written', async () => {
    const before = await eventCount(shop);
    const answer = await asShopper(shop, client)('PUT', '/api/v2/promotions/lucky_wheel');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
    expect(await eventCount(shop)).toBe(before);
  });

  it('refuses a spin without entitlement: coded, nothing written', async () => {
    const userId = await shopper(shop);
    const before = await eventCount(shop);
    const answer = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/jackpot');
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('SHOP_ERR_PRIZE_NOT_ENTITLED');
    expect(await eventCount(shop)).toBe(before);
  });
});

describe('a paid order earns a spin', () => {
  it('issues one number per wheel whose minimum the items reach, once', async () => {
    const userId = await shopper(shop);
    await onlyPrize(shop, '5,000₮ coupon');
    const order = await paidOrder(shop, client, { userId });
    const { rows } = await shop.db.query<{ wheel_id: string; order_number: string }>(
      'select wheel_id, order_number from roulette_numbers where user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ wheel_id: 'lucky_wheel', order_number: order.number }]);
    const wheel = await asShopper(shop, client, userId)('GET', '/api/v2/promotions/lucky_wheel');
    expect(wheel.body.spins_left).toBe(1);

    const spin = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel');
    expect(spin.status).toBe(200);
    expect(spin.body).toMatchObject({ won: true, segment: 0, location_id: 'online' });
    expect(spin.body.prize).toMatchObject({ kind: 'coupon', coupon_code: 'WHEEL5000' });
    // the prize is in the account: a coupon held, granted by the spin, in the log with the spin
    const held = await shop.db.query('select reason from coupon_holdings where user_id = $1 and code = $2', [
      userId,
      'WHEEL5000',
    ]);
    expect(held.rows).toEqual([{ reason: 'prize' }]);
    const events = await shop.db.query<{ type: string; actor: string }>(
      `select type, metadata->>'actor' as actor from events
        where stream_id in ($1, $2) order by global_position`,
      [`roulette-number-${spin.body.number}`, `coupons-${userId}`],
    );
    expect(events.rows).toEqual([
      { type: 'RouletteNumberIssued', actor: 'system' },
      { type: 'WheelSpun', actor: 'shopper' },
      { type: 'CouponGranted', actor: 'shopper' },
    ]);

    const again = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SHOP_ERR_PRIZE_NOT_ENTITLED');
    const after = await asShopper(shop, client, userId)('GET', '/api/v2/promotions/lucky_wheel');
    expect(after.body).toMatchObject({ spins_left: 0, recent_spins: [{ number: spin.body.number }] });
  });

  it('lands a coupon the shopper already holds as no prize, and keeps its unit', async () => {
    const userId = await shopper(shop);
    const prizeId = await onlyPrize(shop, '15% off coupon');
    const first = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', {
      number: await issueNumber(shop, userId),
    });
    expect(first.body).toMatchObject({ won: true, prize: { coupon_code: 'WHEEL15' } });
    const stock = () =>
      shop.db.query(`select won from prize_stocks where prize_id = $1 and location_id = 'online'`, [prizeId]);
    const wonBefore = (await stock()).rows;
    const second = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', {
      number: await issueNumber(shop, userId),
    });
    expect(second.body).toMatchObject({ won: false, prize: null, segment: 1 });
    expect((await stock()).rows).toEqual(wonBefore);
  });

  it('credits a wallet prize to the wallet', async () => {
    const userId = await shopper(shop);
    await onlyPrize(shop, '2,000₮ wallet credit');
    const number = await issueNumber(shop, userId);
    const spin = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', { number });
    expect(spin.body).toMatchObject({
      won: true,
      number,
      prize: { kind: 'wallet_credit', credit_amount: 2000 },
    });
    const entries = await shop.db.query('select amount, reason from wallet_entries where user_id = $1', [
      userId,
    ]);
    expect(entries.rows).toEqual([{ amount: 2000, reason: 'PRIZE' }]);
  });
});

describe('bad numbers', () => {
  it('answers an unknown, malformed or someone else’s number as not found, and a spun one as used', async () => {
    const owner = await shopper(shop);
    const other = await shopper(shop);
    const number = await issueNumber(shop, owner);
    const jackpotNumber = await issueNumber(shop, owner, 'jackpot');
    const before = await eventCount(shop);
    for (const [userId, given] of [
      [owner, '12345678'],
      [owner, 'abc'],
      [other, number],
    ] as const) {
      const answer = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', {
        number: given,
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('SHOP_ERR_ROULETTE_NUMBER_NOT_FOUND');
    }
    const wrong = await asShopper(shop, client, owner)('PUT', '/api/v2/promotions/lucky_wheel', {
      number: jackpotNumber,
    });
    expect(wrong.body.code).toBe('SHOP_ERR_ROULETTE_NUMBER_WRONG_WHEEL');
    expect(await eventCount(shop)).toBe(before);
    await asShopper(shop, client, owner)('PUT', '/api/v2/promotions/lucky_wheel', { number });
    const used = await asShopper(shop, client, owner)('PUT', '/api/v2/promotions/lucky_wheel', { number });
    expect(used.status).toBe(409);
    expect(used.body.code).toBe('SHOP_ERR_ROULETTE_NUMBER_USED');
  });
});

describe('stock', () => {
  it('never gives more than the stock: spins past it land on no prize', async () => {
    const prizeId = await onlyPrize(shop, '10,000₮ wallet credit');
    const { rows } = await shop.db.query<{ left: number }>(
      `select received - won as left from prize_stocks where prize_id = $1 and location_id = 'online'`,
      [prizeId],
    );
    const left = rows[0]!.left;
    expect(left).toBe(5);
    const userId = await shopper(shop);
    const outcomes: boolean[] = [];
    for (let spin = 0; spin < left + 3; spin++) {
      const number = await issueNumber(shop, userId);
      const answer = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', {
        number,
      });
      expect(answer.status).toBe(200);
      outcomes.push(answer.body.won as boolean);
    }
    expect(outcomes).toEqual([...Array(left).fill(true), false, false, false]);
    const stock = await shop.db.query(
      `select received, won from prize_stocks where prize_id = $1 and location_id = 'online'`,
      [prizeId],
    );
    expect(stock.rows).toEqual([{ received: 5, won: 5 }]);
    const credited = await shop.db.query<{ total: number }>(
      'select sum(amount)::int as total from wallet_entries where user_id = $1',
      [userId],
    );
    expect(credited.rows[0]!.total).toBe(5 * 10_000);
  });

  it('refuses a closed wheel', async () => {
    const userId = await shopper(shop);
    const number = await issueNumber(shop, userId);
    await shop.db.query(`update prize_wheels set active = false where id = 'lucky_wheel'`);
    try {
      const answer = await asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', {
        number,
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('SHOP_ERR_PRIZE_WHEEL_CLOSED');
    } finally {
      await shop.db.query(`update prize_wheels set active = true where id = 'lucky_wheel'`);
    }
  });
});
