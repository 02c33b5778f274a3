import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call, staffUser } from '../staff/back-office-support.ts';
import { eventCount, issueNumber, onlyPrize, shopper } from './prize-support.ts';

/** The roulette admin API, /api/v2/tmp_roulette (#18, spec §6 / §7): every route, role and error. */
let shop: TestShop;
let client: string;
let roulette: Awaited<ReturnType<typeof staffUser>>;
let doorman: Awaited<ReturnType<typeof staffUser>>;
let admin: Awaited<ReturnType<typeof staffUser>>;
const BASE = '/api/v2/tmp_roulette';

beforeAll(async () => {
  shop = await createTestShop();
  client = await shop.token();
  roulette = await staffUser(shop, ['roulette'], 'Хүрдний админ Сараа');
  doorman = await staffUser(shop, ['e_tickets'], 'Хаалгач Дорж');
  admin = await staffUser(shop, ['website_admin'], 'Сайтын админ');
});
afterAll(() => shop.close());

const reads = [
  'locations',
  'wheels',
  'wheels/lucky_wheel/segments?location_id=ub-central',
  'tmp_roulette_products',
  'stocks',
  'numbers',
  'users',
] as const;
const writes: [string, string, object][] = [
  ['POST', 'locations', { id: 'darkhan', name: { mn: 'Дархан', en: 'Darkhan' } }],
  ['PUT', 'wheels/lucky_wheel', { min_order_total: 1, lose_weight: 0, active: false }],
  [
    'POST',
    'tmp_roulette_products',
    { wheel_id: 'jackpot', name: { mn: 'Х', en: 'X' }, kind: 'wallet_credit', credit_amount: 1, weight: 1 },
  ],
  ['POST', 'stocks', { prize_id: 1, location_id: 'online', quantity: 100 }],
  ['POST', 'numbers/check_number', { number: '12345678' }],
  ['POST', 'numbers/roulette', { number: '12345678', location_id: 'online' }],
];

describe('who may enter', () => {
  it('answers check_auth to any staff user, with whether they are a roulette admin', async () => {
    const mine = await call(shop, 'GET', `${BASE}/users/check_auth`, { bearer: roulette.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: roulette.id, name: roulette.name, roulette_admin: true });
    const door = await call(shop, 'GET', `${BASE}/users/check_auth`, { bearer: doorman.token });
    expect(door.body).toMatchObject({ roulette_admin: false, roles: ['e_tickets'] });
  });

  it('answers check_website_admin 200 to a website admin only', async () => {
    expect(
      (await call(shop, 'GET', `${BASE}/users/check_website_admin`, { bearer: admin.token })).body,
    ).toEqual({
      website_admin: true,
    });
    const refused = await call(shop, 'GET', `${BASE}/users/check_website_admin`, { bearer: roulette.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
  });

  it('refuses a shopper (the client token) every route with 401, and writes nothing', async () => {
    const before = await eventCount(shop);
    for (const path of [...reads, 'users/check_auth', 'users/check_website_admin']) {
      const answer = await call(shop, 'GET', `${BASE}/${path}`, { bearer: client });
      expect(answer.status, path).toBe(401);
      expect(answer.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
    }
    for (const [method, path, body] of writes) {
      const answer = await call(shop, method as 'POST', `${BASE}/${path}`, {
        bearer: client,
        body,
        headers: { 'x-shop-user-id': '1' },
      });
      expect(answer.status, path).toBe(401);
    }
    expect(await eventCount(shop)).toBe(before);
  });

  it('refuses staff without the roulette role with 403, and writes nothing', async () => {
    const before = await eventCount(shop);
    for (const path of reads) {
      const answer = await call(shop, 'GET', `${BASE}/${path}`, { bearer: doorman.token });
      expect(answer.status, path).toBe(403);
      expect(answer.body.code).toBe('SHOP_ERR_STAFF_ROLE_REQUIRED');
    }
    for (const [method, path, body] of writes) {
      const answer = await call(shop, method as 'POST', `${BASE}/${path}`, { bearer: doorman.token, body });
      expect(answer.status, path).toBe(403);
    }
    expect(await eventCount(shop)).toBe(before);
  });
});

describe('locations, prizes, odds and stock', () => {
  it('adds a location, a prize and its stock there, each a fact with who made it', async () => {
    const location = await call(shop, 'POST', `${BASE}/locations`, {
      bearer: roulette.token,
      body: { id: 'darkhan', name: { mn: 'Дархан салбар', en: 'Darkhan branch' }, address: 'Дархан' },
    });
    expect(location.status).toBe(201);
    const listed = await call(shop, 'GET', `${BASE}/locations`, { bearer: roulette.token });
    expect(listed.body.locations.map((row: { id: string }) => row.id)).toEqual([
      'darkhan',
      'online',
      'ub-central',
    ]);

    const prize = await call(shop, 'POST', `${BASE}/tmp_roulette_products`, {
      bearer: roulette.token,
      body: {
        wheel_id: 'jackpot',
        name: { mn: 'Цагаан Тал архи', en: 'Tsagaan Tal vodka voucher' },
        kind: 'coupon',
        coupon_code: 'WHEEL15',
        weight: 5,
      },
    });
    expect(prize.status).toBe(201);
    expect(prize.body).toMatchObject({
      wheel_id: 'jackpot',
      kind: 'coupon',
      weight: 5,
      active: true,
      stocks: [],
    });
    const stocked = await call(shop, 'POST', `${BASE}/stocks`, {
      bearer: roulette.token,
      body: { prize_id: prize.body.id, location_id: 'darkhan', quantity: 7 },
    });
    expect(stocked.status).toBe(201);
    expect(stocked.body.stocks).toEqual([
      expect.objectContaining({
        prize_id: prize.body.id,
        location_id: 'darkhan',
        received: 7,
        won: 0,
        remaining: 7,
      }),
    ]);
    const { rows } = await shop.db.query<{ type: string; staff: string }>(
      `select type, metadata->>'staffName' as staff from events
        where stream_id in ('roulette-location-darkhan', $1, $2) order by global_position`,
      [`prize-${prize.body.id}`, `prize-stock-${prize.body.id}`],
    );
    expect(rows).toEqual([
      { type: 'RouletteLocationSaved', staff: roulette.name },
      { type: 'PrizeSaved', staff: roulette.name },
      { type: 'PrizeStockReceived', staff: roulette.name },
    ]);
  });

  it('changes the odds of a wheel', async () => {
    const answer = await call(shop, 'PUT', `${BASE}/wheels/jackpot`, {
      bearer: roulette.token,
      body: { min_order_total: 400000, lose_weight: 2000, active: true },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 'jackpot', min_order_total: 400000, lose_weight: 2000 });
  });

  it('refuses bad input with a coded error and writes nothing', async () => {
    const before = await eventCount(shop);
    const bad: [string, string, object, number, string][] = [
      ['POST', 'locations', { id: 'Bad Id', name: { mn: 'a', en: 'a' } }, 400, 'VALIDATION'],
      ['PUT', 'wheels/roulette', { min_order_total: 1, lose_weight: 0, active: true }, 400, 'VALIDATION'],
      ['PUT', 'wheels/jackpot', { min_order_total: 0, lose_weight: 0, active: true }, 400, 'VALIDATION'],
      [
        'POST',
        'tmp_roulette_products',
        { wheel_id: 'jackpot', name: { mn: 'a', en: 'a' }, kind: 'coupon', coupon_code: 'NOPE', weight: 1 },
        404,
        'COUPON_NOT_FOUND',
      ],
      [
        'POST',
        'tmp_roulette_products',
        { wheel_id: 'jackpot', name: { mn: 'a', en: 'a' }, kind: 'coupon', credit_amount: 5, weight: 1 },
        422,
        'PRIZE_INVALID',
      ],
      [
        'PUT',
        'tmp_roulette_products/99999',
        {
          wheel_id: 'jackpot',
          name: { mn: 'a', en: 'a' },
          kind: 'wallet_credit',
          credit_amount: 5,
          weight: 1,
        },
        404,
        'PRIZE_NOT_FOUND',
      ],
      ['POST', 'stocks', { prize_id: 99999, location_id: 'online', quantity: 1 }, 404, 'PRIZE_NOT_FOUND'],
      [
        'POST',
        'stocks',
        { prize_id: 1, location_id: 'nowhere', quantity: 1 },
        404,
        'ROULETTE_LOCATION_NOT_FOUND',
      ],
      ['POST', 'stocks', { prize_id: 1, location_id: 'online', quantity: 0 }, 400, 'VALIDATION'],
      ['POST', 'numbers/check_number', { number: '12345678' }, 404, 'ROULETTE_NUMBER_NOT_FOUND'],
      ['POST', 'numbers/roulette', { number: 'x', location_id: 'online' }, 404, 'ROULETTE_NUMBER_NOT_FOUND'],
    ];
    for (const [method, path, body, status, code] of bad) {
      const answer = await call(shop, method as 'POST', `${BASE}/${path}`, { bearer: roulette.token, body });
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.body.code, `${method} ${path}`).toBe(`SHOP_ERR_${code}`);
    }
    expect(await eventCount(shop)).toBe(before);
  });
});

describe('the wheel at a counter', () => {
  it("draws the wheel with the location's stock, in the order a spin's segment counts", async () => {
    const prizeId = await onlyPrize(shop, '2,000₮ wallet credit', 1);
    const at = await call(shop, 'GET', `${BASE}/wheels/lucky_wheel/segments?location_id=ub-central`, {
      bearer: roulette.token,
    });
    expect(at.status).toBe(200);
    expect(at.body.segments).toEqual([
      { prize: expect.objectContaining({ id: prizeId }), odds_percent: 50, in_stock: true },
      { prize: null, odds_percent: 50, in_stock: true },
    ]);
    const refusals: [string, number, string][] = [
      ['wheels/lucky_wheel/segments?location_id=nowhere', 404, 'ROULETTE_LOCATION_NOT_FOUND'],
      ['wheels/lucky_wheel/segments', 400, 'VALIDATION'],
      ['wheels/other/segments?location_id=online', 400, 'VALIDATION'],
    ];
    for (const [path, status, code] of refusals) {
      const answer = await call(shop, 'GET', `${BASE}/${path}`, { bearer: roulette.token });
      expect(answer.status, path).toBe(status);
      expect(answer.body.code, path).toBe(`SHOP_ERR_${code}`);
    }
  });
});

describe('numbers and spins at a location', () => {
  it('checks a number, spins it at the counter, lists it, and refuses a second spin', async () => {
    const prizeId = await onlyPrize(shop, '2,000₮ wallet credit');
    const userId = await shopper(shop);
    const number = await issueNumber(shop, userId);
    const checked = await call(shop, 'POST', `${BASE}/numbers/check_number`, {
      bearer: roulette.token,
      body: { number: `${number.slice(0, 4)} ${number.slice(4)}` },
    });
    expect(checked.body).toMatchObject({
      code: number,
      wheel_id: 'lucky_wheel',
      user_id: userId,
      spun_at: null,
    });

    const spin = await call(shop, 'POST', `${BASE}/numbers/roulette`, {
      bearer: roulette.token,
      body: { number, location_id: 'ub-central' },
    });
    expect(spin.status).toBe(200);
    expect(spin.body).toMatchObject({ won: true, location_id: 'ub-central', prize: { id: prizeId } });
    const stock = await call(shop, 'GET', `${BASE}/stocks?location_id=ub-central`, {
      bearer: roulette.token,
    });
    expect(stock.body.stocks).toContainEqual(
      expect.objectContaining({ prize_id: prizeId, received: 30, won: 1 }),
    );

    const spins = await call(shop, 'GET', `${BASE}/numbers?spun=true`, { bearer: roulette.token });
    expect(spins.body.numbers[0]).toMatchObject({
      code: number,
      location_id: 'ub-central',
      prize_id: prizeId,
      spun_by_name: roulette.name,
    });
    const users = await call(shop, 'GET', `${BASE}/users`, { bearer: roulette.token });
    expect(users.body.users).toContainEqual(
      expect.objectContaining({ user_id: userId, issued: 1, spun: 1, won: 1 }),
    );

    const before = await eventCount(shop);
    const again = await call(shop, 'POST', `${BASE}/numbers/roulette`, {
      bearer: roulette.token,
      body: { number, location_id: 'online' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SHOP_ERR_ROULETTE_NUMBER_USED');
    const nowhere = await call(shop, 'POST', `${BASE}/numbers/roulette`, {
      bearer: roulette.token,
      body: { number: await issueNumber(shop, userId), location_id: 'nowhere' },
    });
    expect(nowhere.body.code).toBe('SHOP_ERR_ROULETTE_LOCATION_NOT_FOUND');
    expect(await eventCount(shop)).toBe(before + 1); // the second number's issue, nothing else
  });
});
