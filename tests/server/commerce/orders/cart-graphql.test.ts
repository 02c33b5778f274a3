import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { sellableVariant, soldOutSlug, variantOf } from './order-support.ts';

let shop: TestShop;
let variantId: string;

beforeAll(async () => {
  shop = await createTestShop();
  variantId = String((await sellableVariant(shop.db, 10)).id);
});
afterAll(async () => shop.close());

const ORDER_FIELDS = `number state status totalQuantity itemTotal taxTotal total
  lineItems { id variantId quantity price total product { name sku } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { ${ORDER_FIELDS} } }`;
const CURRENT = `{ currentOrder { ${ORDER_FIELDS} } }`;

async function addWithCookie(quantity: number, cookie?: string) {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query: ADD, variables: { input: { variantId, quantity } } },
    headers: cookie ? { cookie } : {},
  });
  return { body: response.json(), setCookie: response.headers['set-cookie'] };
}

describe('cart through the gateway', () => {
  it("names each line's variant by its option values in the shopper's language (#19.8)", async () => {
    const { rows } = await shop.db.query<{ id: number; type: string; value: string; en: string | null }>(
      `select v.id, ot.presentation as type, ov.presentation as value,
              ov.translations -> 'en' ->> 'presentation' as en
         from variants v join stock_levels s on s.variant_id = v.id and s.on_hand > 0
         join option_values ov on ov.id = v.option_value_ids[1]
         join option_types ot on ot.id = ov.option_type_id
        where cardinality(v.option_value_ids) = 1 and v.selling_price > 1
        order by v.id limit 1`,
    );
    const sized = rows[0]!;
    const added = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: 'mutation A($input: AddToCartInput!) { addToCart(input: $input) { number } }',
        variables: { input: { variantId: String(sized.id), quantity: 1 } },
      },
    });
    const cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const variantIn = async (locale: string) =>
      (
        await graphql<{ currentOrder: { lineItems: { product: { variant: unknown } }[] } }>(
          shop.app,
          '{ currentOrder { lineItems { product { variant { name value } } } } }',
          {},
          { cookie, 'x-shop-locale': locale },
        )
      ).body.data?.currentOrder.lineItems[0]?.product.variant;
    expect(await variantIn('mn')).toEqual([{ name: sized.type, value: sized.value }]);
    const english = await variantIn('en');
    expect(english).toHaveLength(1);
    expect(english).toEqual([expect.objectContaining({ value: sized.en ?? sized.value })]);
  });

  it('keeps the guest token in an HttpOnly cookie, never in the data', async () => {
    const first = await addWithCookie(2);
    const header = String(first.setCookie);
    expect(header).toMatch(/^shop_order=[A-Za-z0-9_-]+;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(JSON.stringify(first.body)).not.toContain(header.split(';')[0]!.split('=')[1]);
    const cookie = header.split(';')[0]!;
    const second = await addWithCookie(1, cookie);
    expect(second.setCookie).toBeUndefined();
    expect(second.body.data.addToCart).toMatchObject({ totalQuantity: 3, state: 'cart', status: 'PENDING' });

    const current = await graphql(shop.app, CURRENT, {}, { cookie });
    expect(current.body.data).toEqual({ currentOrder: second.body.data.addToCart });
    const nobody = await graphql(shop.app, CURRENT);
    expect(nobody.body.data).toEqual({ currentOrder: null });
  });

  it('changes, removes and empties, with codes on failures', async () => {
    const { setCookie, body } = await addWithCookie(1);
    const cookie = String(setCookie).split(';')[0]!;
    const { number, lineItems } = body.data.addToCart;
    const update = `mutation U($input: UpdateLineItemInput!) { updateLineItem(input: $input) { totalQuantity } }`;
    const changed = await graphql(
      shop.app,
      update,
      { input: { number, lineItemId: lineItems[0].id, quantity: 4 } },
      { cookie },
    );
    expect(changed.body.data).toEqual({ updateLineItem: { totalQuantity: 4 } });
    const tooMany = await graphql(
      shop.app,
      update,
      { input: { number, lineItemId: lineItems[0].id, quantity: 10_001 } },
      { cookie },
    );
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('QUANTITY_NOT_ORDERABLE');
    const missing = await graphql(
      shop.app,
      update,
      { input: { number, lineItemId: '99', quantity: 1 } },
      { cookie },
    );
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('LINE_ITEM_NOT_FOUND');
    const foreign = await graphql(shop.app, update, {
      input: { number, lineItemId: lineItems[0].id, quantity: 1 },
    });
    expect(foreign.body.errors?.[0]?.extensions?.code).toBe('ORDER_NOT_FOUND');

    const soldOut = await graphql(
      shop.app,
      ADD,
      { input: { variantId: String(await variantOf(shop.db, soldOutSlug)), quantity: 1 } },
      { cookie },
    );
    expect(soldOut.body.errors?.[0]).toMatchObject({
      message: 'Sorry, this item is out of stock',
      extensions: { code: 'OUT_OF_STOCK' },
    });

    const remove = `mutation R($input: RemoveLineItemInput!) { removeLineItem(input: $input) { totalQuantity } }`;
    const removed = await graphql(
      shop.app,
      remove,
      { input: { number, lineItemId: lineItems[0].id } },
      { cookie },
    );
    expect(removed.body.data).toEqual({ removeLineItem: { totalQuantity: 0 } });
    await addWithCookie(2, cookie);
    const emptied = await graphql(
      shop.app,
      'mutation { emptyCart { totalQuantity lineItems { id } } }',
      {},
      { cookie },
    );
    expect(emptied.body.data).toEqual({ emptyCart: { totalQuantity: 0, lineItems: [] } });
  });

  it('shows one order with its localized timeline; the order list needs a login', async () => {
    const { setCookie, body } = await addWithCookie(1);
    const cookie = String(setCookie).split(';')[0]!;
    const query = `query O($number: String!) {
      order(number: $number) { number events { type actor status productName quantity occurredAt } } }`;
    const english = await graphql(
      shop.app,
      query,
      { number: body.data.addToCart.number },
      { cookie, 'x-shop-locale': 'en' },
    );
    const events = english.body.data?.order as { events: Array<Record<string, unknown>> };
    expect(events.events.map((event) => event.type)).toEqual(['CartCreated', 'LineItemAdded']);
    expect(events.events[1]).toMatchObject({ actor: 'GUEST', status: 'PENDING', quantity: 1 });
    expect(events.events[1]!.productName).toMatch(/[A-Za-z]/);
    const list = await graphql(shop.app, '{ orders { total } }', {}, { cookie });
    expect(list.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const fractional = await graphql(shop.app, ADD, { input: { variantId, quantity: 1.5 } }, { cookie });
    expect(fractional.status).toBe(400);
  });
});
