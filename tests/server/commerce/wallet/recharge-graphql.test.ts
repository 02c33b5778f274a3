import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';

/** The wallet page and recharge through the gateway: GraphQL → commerce REST → event store. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const WALLET = `{ wallet { balance cash bonus more
  rules { minOrder minUse bonusMaxSharePercent purchaseBonusPercent rechargeMin rechargeMax }
  entries { amount reason orderNumber } } }`;
const START = `mutation($input: StartRechargeInput!) { startRecharge(input: $input) {
  id amount state payment { id state orderNumber rechargeId qr { payUrl } } } }`;
const RECHARGE = 'query($id: ID!) { recharge(id: $id) { state failureCode payment { state } } }';
const PAY_CARD = 'mutation($input: CardPaymentInput!) { payByCard(input: $input) { state } }';

let keys = 0;
const key = () => `recharge-gql-${Date.now()}-${++keys}-abcdef`;

describe('wallet and recharge over GraphQL', () => {
  it('a guest gets LOGIN_REQUIRED for the wallet and for a recharge', async () => {
    expect((await graphql(shop.app, WALLET)).body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const start = await graphql(shop.app, START, {
      input: { amount: 5_000, paymentMethod: 'qpay', idempotencyKey: key() },
    });
    expect(start.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it('states the rules, refuses amounts out of limits with the limit, and credits a card recharge', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'recharge.shopper@example.mn');
    const empty = await caller.gql<{ wallet: Record<string, unknown> }>(WALLET);
    expect(empty.body.data?.wallet).toMatchObject({
      balance: 0,
      cash: 0,
      bonus: 0,
      rules: {
        minOrder: 20_000,
        minUse: 500,
        bonusMaxSharePercent: 50,
        purchaseBonusPercent: 2,
        rechargeMin: 1_000,
        rechargeMax: 2_000_000,
      },
    });
    const low = await caller.gql(START, {
      input: { amount: 0, paymentMethod: 'qpay', idempotencyKey: key() },
    });
    expect(low.body.errors?.[0]?.extensions).toMatchObject({ code: 'RECHARGE_BELOW_MINIMUM', min: 1000 });
    const high = await caller.gql(START, {
      input: { amount: 2_000_001, paymentMethod: 'qpay', idempotencyKey: key() },
    });
    expect(high.body.errors?.[0]?.extensions).toMatchObject({
      code: 'RECHARGE_ABOVE_MAXIMUM',
      max: 2000000,
    });

    const started = await caller.gql<{
      startRecharge: {
        id: string;
        state: string;
        payment: { id: string; orderNumber: null; rechargeId: string };
      };
    }>(START, { input: { amount: 50_000, paymentMethod: 'card', idempotencyKey: key() } });
    const recharge = started.body.data!.startRecharge;
    expect(recharge).toMatchObject({
      state: 'REQUESTED',
      payment: { orderNumber: null, rechargeId: recharge.id },
    });
    const paid = await caller.gql(PAY_CARD, {
      input: {
        paymentId: recharge.payment.id,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        idempotencyKey: key(),
      },
    });
    expect(paid.body.data).toEqual({ payByCard: { state: 'CAPTURED' } });
    const after = await caller.gql(RECHARGE, { id: recharge.id });
    expect(after.body.data).toEqual({
      recharge: { state: 'PAID', failureCode: null, payment: { state: 'CAPTURED' } },
    });
    const wallet = await caller.gql<{ wallet: Record<string, unknown> }>(WALLET);
    expect(wallet.body.data?.wallet).toMatchObject({
      balance: 50_000,
      cash: 50_000,
      entries: [{ amount: 50_000, reason: 'RECHARGE', orderNumber: null }],
    });
  });
});
