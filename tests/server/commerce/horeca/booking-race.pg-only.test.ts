/**
 * No double booking under concurrency (#18), on a PostgreSQL server: the cases need concurrent
 * connections, which PGlite (one connection) cannot have. Runs in `npm run test:pg` (server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookRoom } from '../../../../server/commerce/horeca/bookings.ts';
import { ShopError } from '../../../../server/platform/errors.ts';
import type { TestShop } from '../../../support/shop.ts';
import { lodgeShop, newUser, roomId } from './horeca-support.ts';

let shop: TestShop;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('these cases need a PostgreSQL server: npm run test:pg');
  ({ shop } = await lodgeShop());
}, 180_000);
afterAll(() => shop?.close());

describe('booking one room at once', () => {
  it('twelve shoppers racing for overlapping nights: exactly one wins, the rest are told ROOM_NOT_AVAILABLE', async () => {
    const room = await roomId(shop, 'birch-suite');
    const users = await Promise.all(Array.from({ length: 12 }, () => newUser(shop)));
    const deps = { db: shop.db, clock: shop.clock, store: shop.store };
    // each asks for a stay overlapping night 2026-09-16 and starting on a different day
    const results = await Promise.allSettled(
      users.map((userId, index) =>
        bookRoom(
          deps,
          { userId },
          {
            roomId: room,
            checkIn: `2026-09-${String(14 + (index % 3)).padStart(2, '0')}`,
            checkOut: `2026-09-${String(17 + (index % 2)).padStart(2, '0')}`,
            guests: 1,
          },
        ),
      ),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(won).toHaveLength(1);
    for (const loss of lost) {
      expect(loss.reason).toBeInstanceOf(ShopError);
      expect((loss.reason as ShopError).shopCode).toBe('ROOM_NOT_AVAILABLE');
    }
    const { rows } = await shop.db.query<{ bookings: number; orders: number }>(
      `select (select count(*)::int from room_bookings where room_id = $1) as bookings,
              (select count(*)::int from orders o where exists (
                 select 1 from jsonb_array_elements(o.line_items) li where li->'options'->>'booking' is not null)) as orders`,
      [room],
    );
    expect(rows[0]).toEqual({ bookings: 1, orders: 1 });
  });
});
