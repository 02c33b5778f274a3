/**
 * Two staff at two counters spin one customer's number at the same moment (#18): one spin, one
 * prize, one recorded spinner; the other counter is told the number was used. Needs concurrent
 * connections, which PGlite (one connection) cannot have: runs in `npm run test:pg`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rouletteNumberStreamId } from '../../../../server/commerce/prizes/events.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call, staffUser } from '../staff/back-office-support.ts';
import { issueNumber, onlyPrize, shopper } from './prize-support.ts';

let shop: TestShop;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('these cases need a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
});
afterAll(() => shop?.close());

describe('one number spun at two counters at once', () => {
  it('spins once, grants once, and tells the other counter ROULETTE_NUMBER_USED', async () => {
    await onlyPrize(shop, '2,000₮ wallet credit');
    const first = await staffUser(shop, ['roulette'], 'Сараа');
    const second = await staffUser(shop, ['roulette'], 'Ганбаа');
    for (let round = 0; round < 5; round++) {
      const userId = await shopper(shop);
      const number = await issueNumber(shop, userId);
      const answers = await Promise.all(
        [first, second].map((staff, index) =>
          call(shop, 'POST', '/api/v2/tmp_roulette/numbers/roulette', {
            bearer: staff.token,
            body: { number, location_id: index === 0 ? 'ub-central' : 'online' },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.code).toBe(
        'SHOP_ERR_ROULETTE_NUMBER_USED',
      );
      const spins = await shop.db.query<{ staff: string }>(
        `select metadata->>'staffName' as staff from events where stream_id = $1 and type = 'WheelSpun'`,
        [rouletteNumberStreamId(number)],
      );
      expect(spins.rows).toHaveLength(1);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(spins.rows[0]!.staff).toBe([first, second][winner]!.name);
      const wallet = await shop.db.query<{ total: number }>(
        'select sum(amount)::int as total from wallet_entries where user_id = $1',
        [userId],
      );
      expect(wallet.rows[0]!.total).toBe(2000);
    }
  });
});
