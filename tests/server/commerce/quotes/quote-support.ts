import type { StaffRole } from '../../../../server/commerce/staff/auth.ts';
import type { TestShop } from '../../../support/shop.ts';
import { call, staffUser } from '../staff/back-office-support.ts';

let made = 0;

/** A logged-in shopper (with an e-mail), with or without an organization profile. */
export async function buyer(shop: TestShop, options: { organization?: boolean; email?: boolean } = {}) {
  made += 1;
  const email = options.email === false ? null : `buyer${made}@org.mn`;
  const { rows } = await shop.db.query<{ id: number }>(
    `insert into users (phone, email, created_at, updated_at) values ($1, $2, $3, $3) returning id`,
    [`9900${String(made).padStart(4, '0')}`, email, shop.clock.now()],
  );
  const userId = rows[0]!.id;
  if (options.organization !== false) {
    await shop.db.query(
      `insert into organizations (user_id, name, register_number, worker_count, direction, address, phone, updated_at)
       values ($1, $2, '5123456', 12, null, null, null, $3)`,
      [userId, `Принт ХХК ${made}`, shop.clock.now()],
    );
  }
  return { userId, email, headers: { 'x-shop-user-id': String(userId) } };
}

/** The buyer's side of the REST service, as the gateway calls it. */
export function buyerApi(shop: TestShop, client: string, headers: Record<string, string>) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, extra: Record<string, string> = {}) =>
    call(shop, method, url, { bearer: client, headers: { ...headers, ...extra }, ...(body ? { body } : {}) });
}

/** Sellable variants of the seed with stock, their list prices. */
export async function stockedVariants(shop: TestShop, count: number) {
  const { rows } = await shop.db.query<{ id: number; price: number; on_hand: number }>(
    `select v.id, v.selling_price as price, s.on_hand from variants v join products p on p.id = v.product_id
       join stock_levels s on s.variant_id = v.id
      where s.on_hand >= 20 and v.selling_price > 1000 and (p.available_on is null or p.available_on <= $1)
      order by v.id limit $2`,
    [shop.clock.now(), count],
  );
  if (rows.length < count) throw new Error('the seed has too few stocked variants');
  return rows;
}

export async function salesStaff(shop: TestShop, roles: StaffRole[] = ['sales']) {
  return staffUser(shop, roles);
}

/** Rows that a refused request must leave as they were. */
export async function quoteCounts(shop: TestShop) {
  const { rows } = await shop.db.query<{ events: number; quotes: number; outbox: number }>(
    `select (select count(*)::int from events) as events, (select count(*)::int from quotes) as quotes,
            (select count(*)::int from outbox) as outbox`,
  );
  return rows[0]!;
}
