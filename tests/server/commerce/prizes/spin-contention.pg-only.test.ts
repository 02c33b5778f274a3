/**
 * A prize never exceeds its stock (#18), on a PostgreSQL server: 200 spins at once for the last
 * 5 units. The cases need concurrent connections, which PGlite (one connection) cannot have. Runs in
 * `npm run test:pg` (vitest project server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { asShopper, issueNumber, onlyPrize, shopper } from './prize-support.ts';

let shop: TestShop;
let client: string;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('these cases need a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
  client = await shop.token();
});
afterAll(() => shop?.close());

describe('200 concurrent spins for 5 prizes', () => {
  it('gives at most 5, and every spin gets an answer', async () => {
    // every spin lands on the 10 000 ₮ credit while a unit is left (the seed puts 5 online)
    const prizeId = await onlyPrize(shop, '10,000₮ wallet credit');
    const spinners = [];
    for (let index = 0; index < 200; index++) {
      const userId = await shopper(shop);
      spinners.push({ userId, number: await issueNumber(shop, userId) });
    }
    const answers = await Promise.all(
      spinners.map(({ userId, number }) =>
        asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', { number }),
      ),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const won = answers.filter((answer) => answer.body.won === true);
    expect(won).toHaveLength(5);
    const stock = await shop.db.query(
      `select received, won from prize_stocks where prize_id = $1 and location_id = 'online'`,
      [prizeId],
    );
    expect(stock.rows).toEqual([{ received: 5, won: 5 }]);
    const credits = await shop.db.query<{ n: number }>(
      `select count(*)::int as n from wallet_entries where reason = 'PRIZE' and user_id = any($1::int[])`,
      [spinners.map((spinner) => spinner.userId)],
    );
    expect(credits.rows[0]!.n).toBe(5);
    const spun = await shop.db.query<{ n: number }>(
      `select count(*)::int as n from roulette_numbers where spun_at is not null and code = any($1::text[])`,
      [spinners.map((spinner) => spinner.number)],
    );
    expect(spun.rows[0]!.n).toBe(200);
  });

  it('spins one number once when it is sent many times at once', async () => {
    await onlyPrize(shop, '2,000₮ wallet credit');
    const userId = await shopper(shop);
    const number = await issueNumber(shop, userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        asShopper(shop, client, userId)('PUT', '/api/v2/promotions/lucky_wheel', { number }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      new Set(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.code)),
    ).toEqual(new Set(['SHOP_ERR_ROULETTE_NUMBER_USED']));
    const credits = await shop.db.query<{ total: number }>(
      'select sum(amount)::int as total from wallet_entries where user_id = $1',
      [userId],
    );
    expect(credits.rows[0]!.total).toBe(2000);
  });
});
