import { rouletteNumberStreamId } from '../../../../server/commerce/prizes/events.ts';
import type { TestShop } from '../../../support/shop.ts';
import { call } from '../staff/back-office-support.ts';

let users = 0;
let numbers = 0;

/** A shopper account (the gateway names it to commerce with x-shop-user-id). */
export async function shopper(shop: TestShop): Promise<number> {
  users += 1;
  const { rows } = await shop.db.query<{ id: number }>(
    `insert into users (phone, created_at, updated_at) values ($1, $2, $2) returning id`,
    [`8800${String(users).padStart(4, '0')}`, shop.clock.now()],
  );
  return rows[0]!.id;
}

/** A number issued to `userId` through the real store, as a paid order issues it. */
export async function issueNumber(shop: TestShop, userId: number, wheelId = 'lucky_wheel'): Promise<string> {
  numbers += 1;
  const code = String(50_000_000 + numbers);
  await shop.store.append(rouletteNumberStreamId(code), 'no_stream', [
    { type: 'RouletteNumberIssued', data: { wheelId, userId, orderNumber: `TEST${numbers}` } },
  ]);
  return code;
}

/** The shopper's call on the shop API. */
export function asShopper(shop: TestShop, client: string, userId?: number) {
  return (method: 'GET' | 'PUT', url: string, body?: object) =>
    call(shop, method, url, {
      bearer: client,
      headers: userId === undefined ? {} : { 'x-shop-user-id': String(userId) },
      ...(body ? { body } : {}),
    });
}

/**
 * One active prize on the lucky wheel, the rest off, and no "no prize" weight: every spin lands on
 * it while it has stock (a deterministic wheel through the real admin API).
 */
export async function onlyPrize(shop: TestShop, prizeName: string, loseWeight = 0) {
  const admin = shop.config.secrets.staffToken;
  const listed = await call(shop, 'GET', '/api/v2/tmp_roulette/tmp_roulette_products?wheel_id=lucky_wheel', {
    bearer: admin,
  });
  const prizes = listed.body.products as {
    id: number;
    name: { en: string };
    kind: string;
    coupon_code: string | null;
    credit_amount: number | null;
    weight: number;
  }[];
  let chosen: (typeof prizes)[number] | undefined;
  for (const prize of prizes) {
    const on = prize.name.en === prizeName;
    if (on) chosen = prize;
    const answer = await call(shop, 'PUT', `/api/v2/tmp_roulette/tmp_roulette_products/${prize.id}`, {
      bearer: admin,
      body: {
        wheel_id: 'lucky_wheel',
        name: prize.name,
        kind: prize.kind,
        ...(prize.coupon_code ? { coupon_code: prize.coupon_code } : { credit_amount: prize.credit_amount }),
        weight: on ? 1 : prize.weight,
        active: on,
      },
    });
    if (answer.status !== 200) throw new Error(`prize update failed: ${JSON.stringify(answer.body)}`);
  }
  const wheel = await call(shop, 'PUT', '/api/v2/tmp_roulette/wheels/lucky_wheel', {
    bearer: admin,
    body: { min_order_total: 1, lose_weight: loseWeight, active: true },
  });
  if (wheel.status !== 200) throw new Error(`wheel update failed: ${JSON.stringify(wheel.body)}`);
  if (!chosen) throw new Error(`no prize ${prizeName}`);
  return chosen.id;
}

export async function eventCount(shop: TestShop): Promise<number> {
  const { rows } = await shop.db.query<{ n: number }>('select count(*)::int as n from events');
  return rows[0]!.n;
}
