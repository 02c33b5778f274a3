import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** The roulette admin's back office through the gateway (#18): the staff cookie and the roulette role. */
let shop: TestShop;
let roulette: { cookie: string; name: string };
let doorman: { cookie: string };

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await staffUser(shop, ['roulette'], 'Хүрдний админ');
  roulette = { cookie: `shop_staff=${admin.token}`, name: admin.name };
  doorman = { cookie: `shop_staff=${(await staffUser(shop, ['e_tickets'])).token}` };
});
afterAll(() => shop?.close());

const OVERVIEW = `{ staffRoulette { wheels { id minOrderTotal loseWeight active }
  prizes { id wheel name weight stocks { locationId received won remaining } } locations { id name } spins { code } } }`;
const ADD = `mutation($p: ID!, $l: String!, $q: Int!) { staffAddPrizeStock(prizeId: $p, locationId: $l, quantity: $q) {
  prizes { id stocks { locationId received remaining } } } }`;
const SET = `mutation { staffSetWheel(wheel: JACKPOT, minOrderTotal: 250000, loseWeight: 1990, active: true) {
  wheels { id minOrderTotal loseWeight active } } }`;

describe('roulette admin (GraphQL)', () => {
  it('asks for a staff login without the cookie, and refuses staff without the role', async () => {
    const none = await graphql(shop.app, OVERVIEW);
    expect(none.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
    const shopperCookie = await graphql(shop.app, OVERVIEW, {}, { cookie: 'shop_session=x' });
    expect(shopperCookie.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
    const door = await graphql(shop.app, SET, {}, { cookie: doorman.cookie });
    expect(door.body.errors?.[0]?.extensions?.code).toBe('STAFF_ROLE_REQUIRED');
    const wheels = await shop.db.query(`select min_order_total from prize_wheels where id = 'jackpot'`);
    expect(wheels.rows).toEqual([{ min_order_total: 300000 }]);
  });

  it('shows the wheels, prizes and stock, puts stock at a location and changes the odds', async () => {
    const overview = await graphql<{
      staffRoulette: {
        prizes: { id: string; name: string; stocks: { locationId: string; received: number }[] }[];
      };
    }>(shop.app, OVERVIEW, {}, { cookie: roulette.cookie });
    expect(overview.body.errors).toBeUndefined();
    const prizes = overview.body.data!.staffRoulette.prizes;
    expect(prizes.map((prize) => prize.name)).toContain('5 000₮ хямдралын купон');
    const coupon = prizes.find((prize) => prize.name === '5 000₮ хямдралын купон')!;
    expect(coupon.stocks).toContainEqual(expect.objectContaining({ locationId: 'online', received: 50 }));

    const added = await graphql(
      shop.app,
      ADD,
      { p: coupon.id, l: 'online', q: 10 },
      { cookie: roulette.cookie },
    );
    expect(added.body.errors).toBeUndefined();
    const after = await shop.db.query(
      `select received from prize_stocks where prize_id = $1 and location_id = 'online'`,
      [Number(coupon.id)],
    );
    expect(after.rows).toEqual([{ received: 60 }]);
    const bad = await graphql(
      shop.app,
      ADD,
      { p: coupon.id, l: 'nowhere', q: 1 },
      { cookie: roulette.cookie },
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('ROULETTE_LOCATION_NOT_FOUND');

    const set = await graphql(shop.app, SET, {}, { cookie: roulette.cookie });
    expect(set.body.data).toMatchObject({
      staffSetWheel: {
        wheels: expect.arrayContaining([
          { id: 'JACKPOT', minOrderTotal: 250000, loseWeight: 1990, active: true },
        ]),
      },
    });
    const { rows } = await shop.db.query<{ staff: string }>(
      `select metadata->>'staffName' as staff from events where stream_id = 'prize-wheel-jackpot'`,
    );
    expect(rows).toEqual([{ staff: roulette.name }]);
  });
});
