import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';
import { salesStaff, stockedVariants } from './quote-support.ts';

/** Quotes through the gateway (schema/quotes.graphql): the buyer's session, staff's cookie, coded errors. */
let shop: TestShop;
let variants: { id: number; price: number }[];

beforeAll(async () => {
  shop = await createTestShop();
  variants = await stockedVariants(shop, 2);
}, 180_000);
afterAll(() => shop.close());

const REQUEST = `mutation($lines: [QuoteLineInput!]!, $note: String) {
  requestQuote(lines: $lines, note: $note) { id status lineCount listTotal lines { productName quantity listPrice quotedPrice } } }`;
const lines = () => [
  { variantId: String(variants[0]!.id), quantity: 6 },
  { variantId: String(variants[1]!.id), quantity: 1 },
];

async function organizationBuyer(login: string) {
  const { caller, userId } = await signUp(shop.app, shop.db, login);
  await shop.db.query(
    `insert into organizations (user_id, name, register_number, updated_at) values ($1, 'Оффис ХХК', '5123456', $2)`,
    [Number(userId), shop.clock.now()],
  );
  return caller;
}

const asStaff = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  graphql(shop.app, query, variables, { cookie: `shop_staff=${token}` });

describe('quotes over GraphQL', () => {
  it('request → staff list and answer → the buyer accepts into the cart at the quoted prices', async () => {
    const caller = await organizationBuyer('gql-buyer@org.mn');
    const asked = await caller.gql<{ requestQuote: { id: string; status: string; lines: unknown[] } }>(
      REQUEST,
      {
        lines: lines(),
        note: 'Сар бүр',
      },
    );
    const quote = asked.body.data!.requestQuote;
    expect(quote).toMatchObject({
      status: 'REQUESTED',
      lineCount: 2,
      listTotal: variants[0]!.price * 6 + variants[1]!.price,
    });
    expect(quote.lines[0]).toMatchObject({ quantity: 6, listPrice: variants[0]!.price, quotedPrice: null });

    const staff = await salesStaff(shop);
    const waiting = await asStaff(
      staff.token,
      '{ staffQuotes(status: REQUESTED) { total quotes { id organizationName } } }',
    );
    expect(waiting.body.data).toMatchObject({
      staffQuotes: { total: 1, quotes: [{ id: quote.id, organizationName: 'Оффис ХХК' }] },
    });
    const prices = [variants[0]!.price - 300, variants[1]!.price - 1];
    const answered = await asStaff(
      staff.token,
      'mutation($id: ID!, $prices: [Int!]!) { answerQuote(id: $id, prices: $prices) { status quotedTotal expiresAt } }',
      { id: quote.id, prices },
    );
    expect(answered.body.data).toMatchObject({
      answerQuote: { status: 'ANSWERED', quotedTotal: prices[0]! * 6 + prices[1]! },
    });

    const accepted = await caller.gql<{ acceptQuote: { lineItems: { price: number; quantity: number }[] } }>(
      'mutation($id: ID!) { acceptQuote(id: $id) { itemTotal lineItems { price quantity } } }',
      { id: quote.id },
    );
    expect(accepted.body.data?.acceptQuote.lineItems).toEqual([
      { price: prices[0], quantity: 6 },
      { price: prices[1], quantity: 1 },
    ]);
    const mine = await caller.gql<{ myQuotes: { status: string }[] }>(
      '{ myQuotes { id status orderNumber } }',
    );
    expect(mine.body.data?.myQuotes).toEqual([expect.objectContaining({ status: 'ACCEPTED' })]);
    const again = await caller.gql('mutation($id: ID!) { acceptQuote(id: $id) { number } }', {
      id: quote.id,
    });
    expect(again.body.errors?.[0]?.extensions?.code).toBe('QUOTE_ALREADY_ACCEPTED');
  });

  it('coded errors: guest, no organization, bad ids, and staff without the cookie or the role', async () => {
    const guest = await graphql(shop.app, REQUEST, { lines: lines() });
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    const { caller } = await signUp(shop.app, shop.db, 'private@home.mn');
    const none = await caller.gql(REQUEST, { lines: lines() });
    expect(none.body.errors?.[0]?.extensions?.code).toBe('QUOTE_ORGANIZATION_REQUIRED');
    const badId = await caller.gql('{ quote(id: "abc") { id } }');
    expect(badId.body.errors?.[0]?.extensions?.code).toBe('QUOTE_NOT_FOUND');
    const badVariant = await (await organizationBuyer('gql-two@org.mn')).gql(REQUEST, {
      lines: [{ variantId: 'x', quantity: 1 }],
    });
    expect(badVariant.body.errors?.[0]?.extensions?.code).toBe('VARIANT_NOT_FOUND');
    const noCookie = await graphql(shop.app, '{ staffQuotes { total } }');
    expect(noCookie.body.errors?.[0]?.extensions?.code).toBe('STAFF_LOGIN_REQUIRED');
    const content = await salesStaff(shop, ['content']);
    const noRole = await asStaff(content.token, '{ staffQuotes { total } }');
    expect(noRole.body.errors?.[0]?.extensions?.code).toBe('STAFF_ROLE_REQUIRED');
  });
});
