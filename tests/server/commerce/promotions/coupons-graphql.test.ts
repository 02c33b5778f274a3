import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { seedDemoMoney } from '../../../../server/commerce/wallet/demo.ts';
import { loyaltyStreamId } from '../../../../server/commerce/wallet/events.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { shopper, signUp } from '../accounts/support.ts';

/** Held coupons, the points history and the gift-card check through the gateway (#16). */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoMoney(shop.db, shop.clock);
}, 60_000);
afterAll(async () => shop?.close());

const COUPONS = `query($status: CouponStatus) { myCoupons(status: $status) {
  id kind code discountType discountValue minOrder endsAt status usesLeft terms { kind amount date } redemptions { orderNumber } } }`;
const SEND = 'mutation($id: ID!) { sendCouponByEmail(id: $id) { sentTo } }';
const CHECK =
  'mutation($number: String!) { checkGiftCard(number: $number) { last4 balance minOrder expired } }';
const HISTORY = '{ loyaltyHistory { points more entries { kind points orderNumber } } }';

describe('coupons (GraphQL)', () => {
  it('a guest is told to log in for every field', async () => {
    const guest = shopper(shop.app);
    for (const [query, variables] of [
      [COUPONS, {}],
      ['{ myCoupon(id: "WELCOME10") { code } }', {}],
      [HISTORY, {}],
      [SEND, { id: 'WELCOME10' }],
      [CHECK, { number: '6011000000000004' }],
    ] as const) {
      const answer = await guest.gql(query, variables);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    }
  });

  it('a new member holds WELCOME10, reads its terms, and mails it to the confirmed address', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'coupon.holder@example.mn');
    const held = await caller.gql(COUPONS, { status: 'USABLE' });
    expect(held.body).toEqual({
      data: {
        myCoupons: [
          {
            id: 'WELCOME10',
            kind: 'VOUCHER',
            code: 'WELCOME10',
            discountType: 'PERCENT',
            discountValue: 10,
            minOrder: 20_000,
            endsAt: null,
            status: 'USABLE',
            usesLeft: 1,
            terms: [
              { kind: 'MIN_ORDER', amount: 20_000, date: null },
              { kind: 'PER_SHOPPER', amount: 1, date: null },
              { kind: 'ITEMS_ONLY', amount: null, date: null },
              { kind: 'ONE_OF_KIND_PER_ORDER', amount: null, date: null },
            ],
            redemptions: [],
          },
        ],
      },
    });
    expect((await caller.gql(COUPONS, { status: 'USED' })).body).toEqual({ data: { myCoupons: [] } });
    const sent = await caller.gql(SEND, { id: 'WELCOME10' });
    expect(sent.body).toEqual({ data: { sendCouponByEmail: { sentTo: 'coupon.holder@example.mn' } } });
    const missing = await caller.gql('{ myCoupon(id: "VOUCHER20K") { code } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'COUPON_NOT_FOUND', status: 404 });
  });

  it('a member without a confirmed e-mail is told so', async () => {
    const { caller } = await signUp(shop.app, shop.db, '88114455');
    const answer = await caller.gql(SEND, { id: 'WELCOME10' });
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('checks a gift card, and names a wrong number', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'gift.checker@example.mn');
    const good = await caller.gql(CHECK, { number: '6011 0000 0000 0004' });
    expect(good.body).toEqual({
      data: { checkGiftCard: { last4: '0004', balance: 20_000, minOrder: 20_000, expired: false } },
    });
    const wrong = await caller.gql(CHECK, { number: '6011 0000 0000 0038' });
    expect(wrong.body.errors?.[0]).toMatchObject({
      message: 'Gift card number incorrect',
      extensions: { code: 'GIFT_CARD_INVALID' },
    });
  });

  it('pages the loyalty history', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, 'points.history@example.mn');
    await commerceEventStore(shop.db).append(loyaltyStreamId(Number(userId)), 'any', [
      { type: 'LoyaltyPointsEarned', data: { points: 700, orderNumber: 'R100000007' } },
      { type: 'LoyaltyPointsRedeemed', data: { points: 200, orderNumber: 'R100000008' } },
    ]);
    expect((await caller.gql(HISTORY)).body).toEqual({
      data: {
        loyaltyHistory: {
          points: 500,
          more: false,
          entries: [
            { kind: 'SPENT', points: -200, orderNumber: 'R100000008' },
            { kind: 'EARNED', points: 700, orderNumber: 'R100000007' },
          ],
        },
      },
    });
  });
});
