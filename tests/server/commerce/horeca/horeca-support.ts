import { seedDemoProductFacts } from '../../../../server/commerce/catalog/demo-facts.ts';
import { seedDemoLodge } from '../../../../server/commerce/horeca/demo.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { restClient } from '../orders/order-support.ts';

/** A seeded shop with the demo lodge, branch stock and nutrition facts, and a REST client. */
export async function lodgeShop() {
  const shop = await createTestShop();
  await seedDemoLodge(shop.db, shop.clock);
  await seedDemoProductFacts(shop.db);
  const rest = restClient(shop, await shop.token());
  return { shop, rest };
}

let phones = 0;
export async function newUser(shop: TestShop): Promise<number> {
  const phone = `8800${String(++phones).padStart(4, '0')}`;
  const { rows } = await shop.db.query<{ id: number }>(
    `insert into users (phone, created_at, updated_at) values ($1, $2, $2) returning id`,
    [phone, shop.clock.now()],
  );
  return rows[0]!.id;
}

export const asUser = (userId: number) => ({ 'x-shop-user-id': String(userId) });

export async function roomId(shop: TestShop, slug: string): Promise<number> {
  const { rows } = await shop.db.query<{ id: number }>('select id from hotel_rooms where slug = $1', [slug]);
  return rows[0]!.id;
}

/** Row counts that a refused request must leave as they were. */
export async function writtenCounts(shop: TestShop) {
  const { rows } = await shop.db.query<{ events: number; bookings: number; nights: number; orders: number }>(
    `select (select count(*)::int from events) as events, (select count(*)::int from room_bookings) as bookings,
            (select count(*)::int from room_nights) as nights, (select count(*)::int from orders) as orders`,
  );
  return rows[0]!;
}
