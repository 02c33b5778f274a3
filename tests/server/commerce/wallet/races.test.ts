import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeWallet } from '../../../../server/commerce/wallet/demo.ts';
import { issueGiftCard, newGiftCardNumber } from '../../../../server/commerce/wallet/index.ts';
import {
  cartOf,
  createMoneyShop,
  type MoneyShop,
  onOrder,
  type Rest,
  restOf,
  walletOf,
} from './money-support.ts';

/**
 * Concurrent money commands. Under `npm run test:pg` they run on a PostgreSQL server, where the
 * transactions truly overlap (pool of connections); on PGlite the same checks run serialized.
 */
const RACERS = 20;
let shop: MoneyShop;
let rest: Rest;

beforeAll(async () => {
  shop = await createMoneyShop();
  rest = restOf(shop);
});
afterAll(async () => {
  await shop?.close();
});

/** The racers' carts, made one after another (setting up is not the race). */
async function cartsOf(minTotal: number, userId?: number) {
  const carts = [];
  for (let index = 0; index < RACERS; index++) carts.push(await cartOf(shop, rest, minTotal, userId));
  return carts;
}

const codes = (answers: { body: { code?: string } }[]) =>
  answers.map((answer) => answer.body.code ?? 'OK').sort();

describe('races', () => {
  it(`${RACERS} concurrent uses of 60 % of one wallet on ${RACERS} carts: one succeeds, the balance never goes negative`, async () => {
    const userId = 9_001;
    await rechargeWallet(shop.db, userId, 50_000);
    const carts = await cartsOf(60_000, userId);
    const answers = await Promise.all(
      carts.map((cart) => onOrder(rest, cart.number, cart.shopper)('apply_store_credit', { amount: 30_000 })),
    );
    expect(codes(answers)).toEqual(['OK', ...Array(RACERS - 1).fill('SHOP_ERR_WALLET_AMOUNT_TOO_HIGH')]);
    expect(await walletOf(shop.db, userId)).toEqual({ cash: 20_000, bonus: 0 });
    const debits = await shop.db.query<{ count: number }>(
      "select count(*)::int as count from events where stream_id = $1 and type = 'WalletDebited'",
      [`wallet-${userId}`],
    );
    expect(debits.rows[0]!.count).toBe(1);
  });

  it(`${RACERS} shoppers racing for the last use of a limit-1 coupon: exactly one gets it`, async () => {
    await shop.db.query(
      "insert into coupons (code, kind, discount, value, usage_limit) values ('4321', 'coupon', 'fixed', 1000, 1)",
    );
    const carts = await cartsOf(5_000);
    const answers = await Promise.all(
      carts.map((cart) =>
        onOrder(rest, cart.number, cart.shopper)('apply_coupon_code', { coupon_code: '4321' }),
      ),
    );
    expect(codes(answers)).toEqual(['OK', ...Array(RACERS - 1).fill('SHOP_ERR_COUPON_USED_UP')]);
    const uses = await shop.db.query("select order_number from coupon_redemptions where code = '4321'");
    expect(uses.rows).toHaveLength(1);
  });

  it(`${RACERS} carts spending one gift card at once never take more than its balance`, async () => {
    const number = newGiftCardNumber();
    await issueGiftCard(shop.store, number, {
      amount: 50_000,
      minOrder: 20_000,
      maxSharePercent: 100,
      expiresAt: '2027-01-01T00:00:00.000Z',
      userId: null,
    });
    const carts = await cartsOf(30_000);
    const answers = await Promise.all(
      carts.map((cart) =>
        onOrder(rest, cart.number, cart.shopper)('apply_gift_card', { gift_card_number: number }),
      ),
    );
    const taken = answers.flatMap((answer, index) =>
      answer.status === 200 ? [carts[index]!.total - (answer.body.total as number)] : [],
    );
    expect(taken.reduce((a, b) => a + b, 0)).toBe(50_000);
    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .every((a) => a.body.code === 'SHOP_ERR_GIFT_CARD_EMPTY'),
    ).toBe(true);
    const card = await shop.db.query<{ balance: number }>(
      'select balance from gift_cards where number = $1',
      [number],
    );
    expect(card.rows[0]!.balance).toBe(0);
  });
});
