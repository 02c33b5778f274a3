import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { adjustmentLabel } from '../../../../server/commerce/promotions/labels.ts';
import { rechargeWallet } from '../../../../server/commerce/wallet/demo.ts';
import { loyaltyStreamId } from '../../../../server/commerce/wallet/events.ts';
import { toOrderAdjustments } from '../../../../server/graphql/resolvers/wallet.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';
import { receiveStock, sellableVariant } from '../orders/order-support.ts';

/** The money mutations through the whole app: gateway → commerce client → REST → event store. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { number total } }`;
const STORE_CREDIT = 'mutation($amount: Int!) { applyStoreCredit(amount: $amount) { number total } }';
const COUPON = 'mutation($code: String!) { applyCoupon(code: $code) { total } }';
const GIFT_CARD = 'mutation($number: String!) { applyGiftCard(number: $number) { total } }';
const REMOVE =
  'mutation($kind: AdjustmentKind!, $code: String!) { removeAdjustment(kind: $kind, code: $code) { total } }';
const WALLET = '{ wallet { balance more entries { amount reason orderNumber } } }';

describe('money over GraphQL', () => {
  it('a guest has no wallet', async () => {
    const answer = await graphql(shop.app, WALLET);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it('shows a member their loyalty points, and a guest none', async () => {
    const POINTS = '{ loyaltyPoints }';
    const guest = await graphql(shop.app, POINTS);
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const { caller, userId } = await signUp(shop.app, shop.db, 'points.shopper@example.mn');
    expect((await caller.gql<{ loyaltyPoints: number }>(POINTS)).body.data).toEqual({ loyaltyPoints: 0 });
    await commerceEventStore(shop.db).append(loyaltyStreamId(Number(userId)), 'any', [
      { type: 'LoyaltyPointsEarned', data: { points: 1_250, orderNumber: 'R100000001' }, metadata: {} },
    ]);
    expect((await caller.gql<{ loyaltyPoints: number }>(POINTS)).body.data).toEqual({ loyaltyPoints: 1_250 });
  });

  it("pays from the shopper's wallet, shows the usable maximum, and gives it back", async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, 'wallet.shopper@example.mn');
    await rechargeWallet(shop.db, Number(userId), 25_000);
    const variant = await sellableVariant(shop.db, 1);
    const quantity = Math.ceil(60_000 / variant.price);
    await receiveStock(shop, variant.id, quantity);
    const cart = await caller.gql<{ addToCart: { number: string; total: number } }>(ADD, {
      input: { variantId: String(variant.id), quantity },
    });
    const { number, total } = cart.body.data!.addToCart;

    const tooMuch = await caller.gql(STORE_CREDIT, { amount: 25_001 });
    expect(tooMuch.body.errors?.[0]?.extensions).toMatchObject({
      code: 'WALLET_AMOUNT_TOO_HIGH',
      max: 25_000,
    });
    const tooLittle = await caller.gql(STORE_CREDIT, { amount: 100 });
    expect(tooLittle.body.errors?.[0]?.extensions).toMatchObject({ code: 'WALLET_AMOUNT_TOO_LOW', min: 500 });

    const paid = await caller.gql<{ applyStoreCredit: { number: string; total: number } }>(STORE_CREDIT, {
      amount: 10_000,
    });
    expect(paid.body.data?.applyStoreCredit).toEqual({ number, total: total - 10_000 });
    const wallet = await caller.gql<{ wallet: { balance: number; entries: unknown[] } }>(WALLET);
    expect(wallet.body.data?.wallet).toEqual({
      balance: 15_000,
      more: false,
      entries: [
        { amount: -10_000, reason: 'ORDER_PAYMENT', orderNumber: number },
        { amount: 25_000, reason: 'RECHARGE', orderNumber: null },
      ],
    });

    const removed = await caller.gql<{ removeAdjustment: { total: number } }>(REMOVE, {
      kind: 'STORE_CREDIT',
      code: 'wallet',
    });
    expect(removed.body.data?.removeAdjustment.total).toBe(total);

    const format = await caller.gql(COUPON, { code: '123' });
    expect(format.body.errors?.[0]?.extensions?.code).toBe('PROMO_CODE_FORMAT');
    const unknownCard = await caller.gql(GIFT_CARD, { number: '4111 1111 1111 1111' });
    expect(unknownCard.body.errors?.[0]).toMatchObject({
      message: 'Gift card number incorrect',
      extensions: { code: 'GIFT_CARD_INVALID' },
    });
  });
});

describe('OrderAdjustment labels', () => {
  it('are localized and never show a whole gift card number', () => {
    expect(adjustmentLabel({ kind: 'coupon', code: '1234' }, 'mn')).toBe('Купон 1234');
    expect(adjustmentLabel({ kind: 'storeCredit', code: 'wallet' }, 'mn')).toBe('Хэтэвч');
    expect(adjustmentLabel({ kind: 'giftCard', code: '6011000000000004' }, 'en')).toBe('Gift card •••• 0004');
    expect(toOrderAdjustments([{ kind: 'loyalty', code: 'points', amount: 500 }], 'ru')).toEqual([
      { kind: 'LOYALTY', code: 'points', amount: 500, label: 'Бонусные баллы' },
    ]);
  });
});
