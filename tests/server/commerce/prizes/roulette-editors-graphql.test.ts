import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/**
 * The roulette admin's editors through the gateway (#18): locations and prizes added and changed,
 * every bad field refused at once with nothing written, each change a fact with who made it.
 */
let shop: TestShop;
let admin: { cookie: string; name: string };
let doorman: { cookie: string };

beforeAll(async () => {
  shop = await createTestShop();
  const user = await staffUser(shop, ['roulette'], 'Хүрдний админ');
  admin = { cookie: `shop_staff=${user.token}`, name: user.name };
  doorman = { cookie: `shop_staff=${(await staffUser(shop, ['e_tickets'])).token}` };
}, 180_000);
afterAll(() => shop?.close());

const LOCATION = `mutation($input: RouletteLocationInput!) { staffSaveRouletteLocation(input: $input) {
  locations { id name nameMn nameEn address } } }`;
const PRIZE = `mutation($input: StaffPrizeInput!) { staffSavePrize(input: $input) {
  prizes { id wheel name nameMn nameEn kind couponCode creditAmount weight active } } }`;

type Refusal = { errors?: { extensions?: { code?: string; fields?: Record<string, string[]> } }[] };
const eventCount = async () =>
  (await shop.db.query<{ n: number }>('select count(*)::int as n from events')).rows[0]!.n;
const byWhom = async (stream: string) =>
  (
    await shop.db.query<{ type: string; staff: string }>(
      `select type, metadata->>'staffName' as staff from events where stream_id = $1 order by global_position`,
      [stream],
    )
  ).rows;

describe('roulette locations', () => {
  it('adds a location and changes its names, each change signed by the admin', async () => {
    const input = {
      id: 'darkhan-fair',
      nameMn: 'Дарханы үзэсгэлэн',
      nameEn: 'Darkhan fair',
      address: 'Дархан',
    };
    const added = await graphql<{ staffSaveRouletteLocation: { locations: { id: string; name: string }[] } }>(
      shop.app,
      LOCATION,
      { input },
      { cookie: admin.cookie, 'x-shop-locale': 'en' },
    );
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data!.staffSaveRouletteLocation.locations).toContainEqual({
      id: 'darkhan-fair',
      name: 'Darkhan fair',
      nameMn: 'Дарханы үзэсгэлэн',
      nameEn: 'Darkhan fair',
      address: 'Дархан',
    });
    await graphql(
      shop.app,
      LOCATION,
      { input: { ...input, nameEn: 'Darkhan spring fair' } },
      { cookie: admin.cookie },
    );
    const { rows } = await shop.db.query<{ name: { en: string } }>(
      `select name from roulette_locations where id = 'darkhan-fair'`,
    );
    expect(rows[0]!.name.en).toBe('Darkhan spring fair');
    expect(await byWhom('roulette-location-darkhan-fair')).toEqual([
      { type: 'RouletteLocationSaved', staff: admin.name },
      { type: 'RouletteLocationSaved', staff: admin.name },
    ]);
  });

  it('refuses every bad field at once and writes nothing', async () => {
    const before = await eventCount();
    const bad = await graphql(
      shop.app,
      LOCATION,
      { input: { id: 'Bad Id!', nameMn: '  ', nameEn: 'x'.repeat(81), address: 'y'.repeat(201) } },
      { cookie: admin.cookie },
    );
    const error = (bad.body as Refusal).errors?.[0]?.extensions;
    expect(error?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(error?.fields ?? {}).sort()).toEqual(['address', 'id', 'nameEn', 'nameMn']);
    const door = await graphql(
      shop.app,
      LOCATION,
      { input: { id: 'door', nameMn: 'Хаалга', nameEn: 'Door' } },
      { cookie: doorman.cookie },
    );
    expect((door.body as Refusal).errors?.[0]?.extensions?.code).toBe('STAFF_ROLE_REQUIRED');
    const guest = await graphql(shop.app, LOCATION, {
      input: { id: 'door', nameMn: 'Хаалга', nameEn: 'Door' },
    });
    expect((guest.body as Refusal).errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
    expect(await eventCount()).toBe(before);
  });
});

describe('roulette prizes', () => {
  const credit = {
    wheel: 'LUCKY_WHEEL',
    nameMn: '3 000₮ хэтэвчинд',
    nameEn: '3,000₮ wallet credit',
    kind: 'WALLET_CREDIT',
    creditAmount: 3000,
    weight: 7,
    active: true,
  };

  it('adds a credit prize, then changes its weight and takes it off the wheel', async () => {
    const added = await graphql<{
      staffSavePrize: { prizes: { id: string; nameEn: string; weight: number }[] };
    }>(shop.app, PRIZE, { input: credit }, { cookie: admin.cookie });
    expect(added.body.errors).toBeUndefined();
    const prize = added.body.data!.staffSavePrize.prizes.find((p) => p.nameEn === credit.nameEn)!;
    expect(prize).toMatchObject({
      wheel: 'LUCKY_WHEEL',
      kind: 'WALLET_CREDIT',
      creditAmount: 3000,
      weight: 7,
    });
    const changed = await graphql<{
      staffSavePrize: { prizes: { id: string; weight: number; active: boolean }[] };
    }>(
      shop.app,
      PRIZE,
      { input: { ...credit, id: prize.id, weight: 3, active: false } },
      { cookie: admin.cookie },
    );
    expect(changed.body.data!.staffSavePrize.prizes.find((p) => p.id === prize.id)).toMatchObject({
      weight: 3,
      active: false,
    });
    expect(await byWhom(`prize-${prize.id}`)).toEqual([
      { type: 'PrizeSaved', staff: admin.name },
      { type: 'PrizeSaved', staff: admin.name },
    ]);
  });

  it('refuses bad prizes with coded errors and writes nothing', async () => {
    const before = await eventCount();
    const save = async (input: Record<string, unknown>) =>
      ((await graphql(shop.app, PRIZE, { input }, { cookie: admin.cookie })).body as Refusal).errors?.[0]
        ?.extensions;
    const fields = await save({ ...credit, nameMn: '', creditAmount: 0, weight: -1 });
    expect(fields?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(fields?.fields ?? {}).sort()).toEqual(['creditAmount', 'nameMn', 'weight']);
    expect((await save({ ...credit, kind: 'COUPON', couponCode: 'bad code!' }))?.fields).toHaveProperty(
      'couponCode',
    );
    expect((await save({ ...credit, kind: 'COUPON', couponCode: 'NO-SUCH-COUPON' }))?.code).toBe(
      'COUPON_NOT_FOUND',
    );
    expect((await save({ ...credit, id: '99999' }))?.code).toBe('PRIZE_NOT_FOUND');
    expect((await save({ ...credit, id: 'abc' }))?.code).toBe('PRIZE_NOT_FOUND');
    // a prize stays on its wheel
    const { rows } = await shop.db.query<{ id: number }>(
      `select id from prizes where wheel_id = 'lucky_wheel' order by id limit 1`,
    );
    expect((await save({ ...credit, id: String(rows[0]!.id), wheel: 'JACKPOT' }))?.code).toBe(
      'PRIZE_NOT_FOUND',
    );
    expect(await eventCount()).toBe(before);
  });
});
