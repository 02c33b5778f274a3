import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  issueGiftCard,
  newGiftCardNumber,
  normalizeGiftCardNumber,
} from '../../../../server/commerce/wallet/index.ts';
import {
  cartOf,
  createMoneyShop,
  eventCount,
  type MoneyShop,
  onOrder,
  orderRow,
  type Rest,
  restOf,
} from '../wallet/money-support.ts';

let shop: MoneyShop;
let rest: Rest;
const inAYear = '2027-06-15T00:00:00.000Z';

async function card(
  amount: number,
  options: { minOrder?: number; share?: number; expiresAt?: string; userId?: number } = {},
) {
  const number = newGiftCardNumber();
  await issueGiftCard(shop.store, number, {
    amount,
    minOrder: options.minOrder ?? 20_000,
    maxSharePercent: options.share ?? 100,
    expiresAt: options.expiresAt ?? inAYear,
    userId: options.userId ?? null,
  });
  return number;
}

const balanceOf = async (number: string) =>
  (await shop.db.query<{ balance: number }>('select balance from gift_cards where number = $1', [number]))
    .rows[0]!.balance;

beforeAll(async () => {
  shop = await createMoneyShop();
  rest = restOf(shop);
});
afterAll(async () => {
  await shop?.close();
});

async function refused(number: string, attempt: () => ReturnType<Rest>, code: string) {
  const before = [await orderRow(shop.db, number), await eventCount(shop.db)];
  const answer = await attempt();
  expect(answer.body.code).toBe(`SHOP_ERR_${code}`);
  expect([await orderRow(shop.db, number), await eventCount(shop.db)]).toEqual(before);
  return answer;
}

describe('gift card numbers', () => {
  it('are 16 digits with a Luhn check digit; spaces and dashes as printed are fine', () => {
    const number = newGiftCardNumber();
    expect(number).toMatch(/^\d{16}$/);
    expect(normalizeGiftCardNumber(`${number.slice(0, 4)} ${number.slice(4, 8)}-${number.slice(8)}`)).toBe(
      number,
    );
    const typo = `${number.slice(0, 15)}${(Number(number[15]) + 1) % 10}`;
    expect(normalizeGiftCardNumber(typo)).toBeNull();
    expect(normalizeGiftCardNumber('6011 0000 0000 0004')).toBe('6011000000000004');
  });
});

describe('apply_gift_card', () => {
  it('takes min(balance, amount due) and gives it back when removed', async () => {
    const number = await card(20_000);
    const cart = await cartOf(shop, rest, 30_000);
    const apply = onOrder(rest, cart.number, cart.shopper);
    const answer = await apply('apply_gift_card', { gift_card_number: number });
    expect(answer.body.total).toBe(cart.total - 20_000);
    expect(await balanceOf(number)).toBe(0);
    await refused(
      cart.number,
      () => apply('apply_gift_card', { gift_card_number: number }),
      'GIFT_CARD_EMPTY',
    );
    await apply('remove_adjustment', { kind: 'giftCard', code: number });
    expect(await balanceOf(number)).toBe(20_000);

    const big = await card(1_000_000);
    const paidInFull = await apply('apply_gift_card', { gift_card_number: big });
    expect(paidInFull.body.total).toBe(0);
    expect(await balanceOf(big)).toBe(1_000_000 - cart.total);
  });

  it('pays at most its share of the order for a 50 % card', async () => {
    const number = await card(100_000, { share: 50 });
    const cart = await cartOf(shop, rest, 40_000);
    const answer = await onOrder(
      rest,
      cart.number,
      cart.shopper,
    )('apply_gift_card', { gift_card_number: number });
    expect(answer.body.total).toBe(cart.total - Math.floor(cart.total / 2));
  });

  it('answers a foreign card like a wrong number, and refuses expired cards and small orders', async () => {
    const cart = await cartOf(shop, rest, 30_000, 77);
    const apply = onOrder(rest, cart.number, cart.shopper);
    const foreign = await card(20_000, { userId: 78 });
    const unknown = newGiftCardNumber();
    const a = await refused(
      cart.number,
      () => apply('apply_gift_card', { gift_card_number: foreign }),
      'GIFT_CARD_INVALID',
    );
    const b = await refused(
      cart.number,
      () => apply('apply_gift_card', { gift_card_number: unknown }),
      'GIFT_CARD_INVALID',
    );
    expect(a).toEqual(b);
    expect(a.body.error).toBe('Gift card number incorrect');
    await refused(
      cart.number,
      () => apply('apply_gift_card', { gift_card_number: '1234' }),
      'GIFT_CARD_INVALID',
    );
    const expired = await card(20_000, { expiresAt: '2026-06-01T00:00:00.000Z' });
    await refused(
      cart.number,
      () => apply('apply_gift_card', { gift_card_number: expired }),
      'GIFT_CARD_EXPIRED',
    );
    const forBigOrders = await card(100_000, { minOrder: 100_000_000 });
    const small = await refused(
      cart.number,
      () => apply('apply_gift_card', { gift_card_number: forBigOrders }),
      'GIFT_CARD_MINIMUM',
    );
    expect(small.body.errors).toEqual({ min: ['100000000'] });
    // the owner of a bound card may use it
    const own = await card(20_000, { userId: 77 });
    expect((await apply('apply_gift_card', { gift_card_number: own })).status).toBe(200);
  });
});
