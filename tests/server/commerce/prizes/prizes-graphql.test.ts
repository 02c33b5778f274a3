import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { shopper, signUp } from '../accounts/support.ts';
import { issueNumber, onlyPrize } from './prize-support.ts';

/** The wheels through the gateway (#18): prizeWheel and spinPrizeWheel, with their coded errors. */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop?.close());

const WHEEL = `query($wheel: PrizeWheelKind!) { prizeWheel(wheel: $wheel) {
  id name active minOrderTotal spinsLeft numbers segments { oddsPercent inStock prize { name kind creditAmount } } } }`;
const SPIN = `mutation($wheel: PrizeWheelKind!, $number: String) { spinPrizeWheel(wheel: $wheel, number: $number) {
  number won segment prize { id name kind couponCode creditAmount } } }`;

describe('wheels (GraphQL)', () => {
  it('shows a guest the jackpot in their language and refuses their spin', async () => {
    const guest = shopper(shop.app);
    const wheel = await guest.gql(WHEEL, { wheel: 'JACKPOT' });
    expect(wheel.body.data).toMatchObject({
      prizeWheel: {
        id: 'JACKPOT',
        name: 'Их шагнал',
        active: true,
        minOrderTotal: 300000,
        spinsLeft: 0,
        numbers: [],
      },
    });
    const spin = await guest.gql(SPIN, { wheel: 'JACKPOT' });
    expect(spin.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it('spins for a member with a number and answers a spent or unknown one with its code', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, 'wheel.spinner@example.mn');
    const none = await caller.gql(SPIN, { wheel: 'LUCKY_WHEEL' });
    expect(none.body.errors?.[0]?.extensions?.code).toBe('PRIZE_NOT_ENTITLED');

    await onlyPrize(shop, '2,000₮ wallet credit');
    const number = await issueNumber(shop, Number(userId));
    const wheel = await caller.gql(WHEEL, { wheel: 'LUCKY_WHEEL' });
    expect(wheel.body.data).toMatchObject({ prizeWheel: { spinsLeft: 1, numbers: [number] } });

    const spin = await caller.gql(SPIN, { wheel: 'LUCKY_WHEEL' });
    expect(spin.body.data).toMatchObject({
      spinPrizeWheel: { number, won: true, segment: 0, prize: { kind: 'WALLET_CREDIT', creditAmount: 2000 } },
    });
    const again = await caller.gql(SPIN, { wheel: 'LUCKY_WHEEL', number });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('ROULETTE_NUMBER_USED');
    const unknown = await caller.gql(SPIN, { wheel: 'LUCKY_WHEEL', number: '99999999' });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('ROULETTE_NUMBER_NOT_FOUND');
  });
});
