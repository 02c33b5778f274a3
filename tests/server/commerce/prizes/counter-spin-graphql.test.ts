import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rouletteNumberStreamId } from '../../../../server/commerce/prizes/events.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';
import { eventCount, issueNumber, onlyPrize, shopper } from './prize-support.ts';

/**
 * Counter spins (#18) through the gateway: staff at a location type a customer's number, see whose
 * it is and whether its spin is left, and spin it for them; the spin is recorded with the staff.
 */
let shop: TestShop;
let roulette: { cookie: string; name: string };
let doorman: { cookie: string };

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await staffUser(shop, ['roulette'], 'Лхамаа');
  roulette = { cookie: `shop_staff=${admin.token}`, name: admin.name };
  doorman = { cookie: `shop_staff=${(await staffUser(shop, ['e_tickets'])).token}` };
});
afterAll(() => shop?.close());

const CHECK = `query($n: String!, $l: String!) { staffCheckRouletteNumber(number: $n, locationId: $l) {
  number { code wheel holderName spunAt spunBy locationId prizeName orderNumber }
  segments { oddsPercent inStock prize { id name kind creditAmount } } } }`;
const SPIN = `mutation($n: String!, $l: String!) { staffSpinRouletteNumber(number: $n, locationId: $l) {
  number won segment spunAt prize { id name kind creditAmount } } }`;

interface Checked {
  staffCheckRouletteNumber: {
    number: { code: string; holderName: string; spunAt: string | null; spunBy: string | null };
    segments: { oddsPercent: number; inStock: boolean; prize: { id: string } | null }[];
  };
}

async function namedShopper(first: string, last: string) {
  const userId = await shopper(shop);
  await shop.db.query('update users set first_name = $2, last_name = $3 where id = $1', [
    userId,
    first,
    last,
  ]);
  return userId;
}

const codeOf = (answer: { body: { errors?: readonly { extensions?: Record<string, unknown> }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

describe('a number at the counter', () => {
  it('asks for a staff login, refuses staff without the roulette role, and writes nothing', async () => {
    const number = await issueNumber(shop, await shopper(shop));
    const before = await eventCount(shop);
    const vars = { n: number, l: 'ub-central' };
    expect(codeOf(await graphql(shop.app, CHECK, vars))).toBe('STAFF_LOGIN_REQUIRED');
    expect(codeOf(await graphql(shop.app, SPIN, vars))).toBe('STAFF_LOGIN_REQUIRED');
    expect(codeOf(await graphql(shop.app, CHECK, vars, { cookie: doorman.cookie }))).toBe(
      'STAFF_ROLE_REQUIRED',
    );
    expect(codeOf(await graphql(shop.app, SPIN, vars, { cookie: doorman.cookie }))).toBe(
      'STAFF_ROLE_REQUIRED',
    );
    expect(await eventCount(shop)).toBe(before);
  });

  it('shows whose number it is and the wheel with the stock at that location, then spins it once', async () => {
    const prizeId = await onlyPrize(shop, '2,000₮ wallet credit');
    const userId = await namedShopper('Болд', 'Бат');
    const number = await issueNumber(shop, userId);
    const typed = `${number.slice(0, 4)} ${number.slice(4)}`;

    const checked = await graphql<Checked>(
      shop.app,
      CHECK,
      { n: typed, l: 'ub-central' },
      { cookie: roulette.cookie },
    );
    expect(checked.body.errors).toBeUndefined();
    const found = checked.body.data!.staffCheckRouletteNumber;
    expect(found.number).toMatchObject({ code: number, holderName: 'Болд Бат', spunAt: null, spunBy: null });
    // one prize on, "no prize" weight 0: the prize's segment then the "no prize" one
    expect(found.segments).toEqual([
      { oddsPercent: 100, inStock: true, prize: expect.objectContaining({ id: String(prizeId) }) },
      { oddsPercent: 0, inStock: true, prize: null },
    ]);

    const spun = await graphql(shop.app, SPIN, { n: typed, l: 'ub-central' }, { cookie: roulette.cookie });
    expect(spun.body.errors).toBeUndefined();
    expect(spun.body.data).toMatchObject({
      staffSpinRouletteNumber: {
        number,
        won: true,
        segment: 0,
        prize: { id: String(prizeId), creditAmount: 2000 },
      },
    });
    const wallet = await shop.db.query<{ total: number }>(
      'select sum(amount)::int as total from wallet_entries where user_id = $1',
      [userId],
    );
    expect(wallet.rows[0]!.total).toBe(2000);
    const recorded = await shop.db.query<{ staff: string; actor: string }>(
      `select metadata->>'staffName' as staff, metadata->>'actor' as actor from events
        where stream_id = $1 and type = 'WheelSpun'`,
      [rouletteNumberStreamId(number)],
    );
    expect(recorded.rows).toEqual([{ staff: roulette.name, actor: 'staff' }]);

    const again = await graphql<Checked>(
      shop.app,
      CHECK,
      { n: number, l: 'ub-central' },
      { cookie: roulette.cookie },
    );
    expect(again.body.data!.staffCheckRouletteNumber.number).toMatchObject({
      spunBy: roulette.name,
      locationId: 'ub-central',
      prizeName: '2 000₮ хэтэвчинд',
    });
    const before = await eventCount(shop);
    expect(
      codeOf(await graphql(shop.app, SPIN, { n: number, l: 'ub-central' }, { cookie: roulette.cookie })),
    ).toBe('ROULETTE_NUMBER_USED');
    expect(await eventCount(shop)).toBe(before);
  });

  it('refuses an unknown number, one too long, and an unknown location, writing nothing', async () => {
    const number = await issueNumber(shop, await shopper(shop));
    const before = await eventCount(shop);
    const cases: [string, string, string][] = [
      ['99999999', 'ub-central', 'ROULETTE_NUMBER_NOT_FOUND'],
      ['1'.repeat(21), 'ub-central', 'ROULETTE_NUMBER_NOT_FOUND'],
      ['   ', 'ub-central', 'ROULETTE_NUMBER_NOT_FOUND'],
      [number, 'nowhere', 'ROULETTE_LOCATION_NOT_FOUND'],
      [number, 'Bad Id!', 'ROULETTE_LOCATION_NOT_FOUND'],
    ];
    for (const [n, l, code] of cases) {
      expect(
        codeOf(await graphql(shop.app, CHECK, { n, l }, { cookie: roulette.cookie })),
        `check ${n} at ${l}`,
      ).toBe(code);
      expect(
        codeOf(await graphql(shop.app, SPIN, { n, l }, { cookie: roulette.cookie })),
        `spin ${n} at ${l}`,
      ).toBe(code);
    }
    expect(await eventCount(shop)).toBe(before);
    const left = await shop.db.query('select spun_at from roulette_numbers where code = $1', [number]);
    expect(left.rows).toEqual([{ spun_at: null }]);
  });
});
