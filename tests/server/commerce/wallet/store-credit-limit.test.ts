import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceEventStore } from '../../../../server/commerce/event-store.ts';
import { rechargeWallet } from '../../../../server/commerce/wallet/demo.ts';
import { walletStreamId } from '../../../../server/commerce/wallet/events.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';
import { receiveStock, restClient, sellableVariant } from '../orders/order-support.ts';

/**
 * The wallet's usable maximum shown at checkout (GraphQL `wallet { usableOnCart }`, REST
 * store_credit_limit): the same §9 decision apply_store_credit makes, so the amount shown is taken
 * and one tugrik more is refused.
 */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
}, 60_000);
afterAll(() => shop.close());

const LIMIT = '{ wallet { balance usableOnCart minimumUse } }';
const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { number total } }';
const STORE_CREDIT = 'mutation($amount: Int!) { applyStoreCredit(amount: $amount) { total } }';
type Limit = { wallet: { balance: number; usableOnCart: number; minimumUse: number } };

async function member(login: string, cash: number, bonus: number) {
  const { caller, userId } = await signUp(shop.app, shop.db, login);
  await rechargeWallet(shop.db, Number(userId), cash);
  await commerceEventStore(shop.db).append(walletStreamId(Number(userId)), 'any', [
    {
      type: 'WalletCredited',
      data: { amount: bonus, reason: 'PURCHASE_BONUS', orderNumber: 'R1', bucket: 'bonus' },
    },
  ]);
  return { caller, userId: Number(userId) };
}

async function cartWorth(caller: Awaited<ReturnType<typeof member>>['caller'], atLeast: number) {
  const variant = await sellableVariant(shop.db, 1);
  const quantity = Math.ceil(atLeast / variant.price);
  await receiveStock(shop, variant.id, quantity);
  const added = await caller.gql<{ addToCart: { number: string; total: number } }>(ADD, {
    input: { variantId: String(variant.id), quantity },
  });
  return added.body.data!.addToCart;
}

describe('the wallet limit at checkout', () => {
  it('shows cash plus the bonus up to half the order; that amount is taken, then nothing is left', async () => {
    const { caller } = await member('limit.shopper@example.mn', 10_000, 200_000);
    expect((await caller.gql<Limit>(LIMIT)).body.data?.wallet).toEqual({
      balance: 210_000,
      usableOnCart: 0,
      minimumUse: 0,
    });
    const cart = await cartWorth(caller, 60_000);
    const max = Math.min(cart.total, 10_000 + Math.floor(cart.total / 2));
    expect((await caller.gql<Limit>(LIMIT)).body.data?.wallet).toEqual({
      balance: 210_000,
      usableOnCart: max,
      minimumUse: 500,
    });
    const over = await caller.gql(STORE_CREDIT, { amount: max + 1 });
    expect(over.body.errors?.[0]?.extensions).toMatchObject({ code: 'WALLET_AMOUNT_TOO_HIGH', max });
    const taken = await caller.gql<{ applyStoreCredit: { total: number } }>(STORE_CREDIT, { amount: max });
    expect(taken.body.data?.applyStoreCredit.total).toBe(cart.total - max);
    // One wallet use per order: nothing more is offered.
    expect((await caller.gql<Limit>(LIMIT)).body.data?.wallet).toMatchObject({
      balance: 210_000 - max,
      usableOnCart: 0,
    });
  });

  it('offers nothing on an order of 20,000 ₮ or less, and nothing to a guest', async () => {
    const { caller } = await member('small.cart@example.mn', 50_000, 0);
    const small = await shop.db.query<{ id: number }>(
      `select v.id from variants v join stock_levels s on s.variant_id = v.id
        where v.selling_price > 1 and v.selling_price <= 20000 and s.on_hand > 0 order by v.id limit 1`,
    );
    await caller.gql(ADD, { input: { variantId: String(small.rows[0]!.id), quantity: 1 } });
    expect((await caller.gql<Limit>(LIMIT)).body.data?.wallet.usableOnCart).toBe(0);
    const guest = await graphql(shop.app, LIMIT);
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
  });

  it("is not told about another shopper's order (REST)", async () => {
    const { caller } = await member('owner.limit@example.mn', 50_000, 0);
    const cart = await cartWorth(caller, 30_000);
    const rest = restClient(shop, await shop.token());
    const foreign = await rest('GET', `/api/v2/orders/${cart.number}/store_credit_limit`, {
      headers: { 'x-shop-user-id': '999999' },
    });
    expect(foreign.body.code).toBe('SHOP_ERR_ORDER_NOT_FOUND');
    const anonymous = await rest('GET', `/api/v2/orders/${cart.number}/store_credit_limit`);
    expect(anonymous.body.code).toBe('SHOP_ERR_LOGIN_REQUIRED');
  });
});
