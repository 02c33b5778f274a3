import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';
import { staffUser } from '../commerce/staff/back-office-support.ts';

/** The back office's stock screen through the gateway (staffStockItem, staffReceiveStock; #18). */
let shop: TestShop;
let clerk: Record<string, string>;
let cashier: Record<string, string>;
let sku: string;

beforeAll(async () => {
  shop = await createTestShop();
  clerk = { cookie: `shop_staff=${(await staffUser(shop, ['fulfilment'], 'Няраав Дорж')).token}` };
  cashier = { cookie: `shop_staff=${(await staffUser(shop, ['coupons'], 'Кассир Оюун')).token}` };
  const { rows } = await shop.db.query<{ sku: string }>(
    `select v.sku from variants v
      where not exists (select 1 from package_parts pp where pp.package_variant_id = v.id)
        and v.sku is not null order by v.id limit 1`,
  );
  sku = rows[0]!.sku;
});
afterAll(() => shop.close());

const FIND = 'query($s: String!) { staffStockItem(sku: $s) { sku productName onHand } }';
const RECEIVE = `mutation($s: String!, $q: Int!, $n: String) {
  staffReceiveStock(sku: $s, quantity: $q, note: $n) { sku onHand } }`;
const RECEIPTS = '{ staffStockReceipts { sku quantity note receivedBy } }';
const codeOf = (answer: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  answer.body.errors?.[0]?.extensions?.code;

describe('receiving stock over GraphQL', () => {
  it('finds the variant, receives units with a note and lists the receipt with who received it', async () => {
    const found = await graphql<{ staffStockItem: { sku: string; onHand: number } }>(
      shop.app,
      FIND,
      { s: ` ${sku.toLowerCase()} ` },
      clerk,
    );
    const before = found.body.data!.staffStockItem.onHand;
    expect(found.body.data!.staffStockItem.sku).toBe(sku);
    const received = await graphql(shop.app, RECEIVE, { s: sku, q: 12, n: ' Падаан №42 ' }, clerk);
    expect(received.body.data).toEqual({ staffReceiveStock: { sku, onHand: before + 12 } });
    const receipts = await graphql<{ staffStockReceipts: unknown[] }>(shop.app, RECEIPTS, {}, clerk);
    expect(receipts.body.data!.staffStockReceipts[0]).toEqual({
      sku,
      quantity: 12,
      note: 'Падаан №42',
      receivedBy: 'Няраав Дорж',
    });
  });

  it('refuses other roles, guests, a blank SKU and bad quantities, receiving nothing', async () => {
    const onHand = async () =>
      (await graphql<{ staffStockItem: { onHand: number } }>(shop.app, FIND, { s: sku }, clerk)).body.data!
        .staffStockItem.onHand;
    const before = await onHand();
    expect(codeOf(await graphql(shop.app, RECEIVE, { s: sku, q: 1 }, cashier))).toBe('STAFF_ROLE_REQUIRED');
    expect(codeOf(await graphql(shop.app, RECEIVE, { s: sku, q: 1 }))).toBe('STAFF_LOGIN_REQUIRED');
    expect(codeOf(await graphql(shop.app, FIND, { s: '   ' }, clerk))).toBe('STOCK_SKU_NOT_FOUND');
    expect(codeOf(await graphql(shop.app, RECEIVE, { s: sku, q: 0 }, clerk))).toBe('BAD_USER_INPUT');
    expect(codeOf(await graphql(shop.app, RECEIVE, { s: sku, q: 10_001 }, clerk))).toBe('BAD_USER_INPUT');
    expect(await onHand()).toBe(before);
  });
});
