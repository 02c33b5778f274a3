import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const gql = async (query: string, variables: Record<string, unknown> = {}) => {
  const response = await shop.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });
  return { status: response.statusCode, body: response.json() };
};

describe('a lone UTF-16 surrogate in a string (#15.4)', () => {
  it.each([
    ['order', 'query($v: String!) { order(number: $v) { number } }'],
    ['product', 'query($v: String!) { product(slug: $v) { id } }'],
    ['checkLend', 'query($v: String!) { checkLend(orderNumber: $v) { __typename } }'],
    ['payment', 'query($v: ID!) { payment(id: $v) { __typename } }'],
    [
      'confirmPaymentTan',
      'mutation($v: ID!) { confirmPaymentTan(input: { paymentId: $v, tan: "123456" }) { __typename } }',
    ],
  ])('in %s is a BAD_USER_INPUT naming the variable, not INTERNAL', async (_field, query) => {
    for (const value of ['\uD800', 'R\uDC00123', 'ok\uD83D']) {
      const { status, body } = await gql(query, { v: value });
      expect(status).toBeLessThan(500);
      expect(body.errors, JSON.stringify(body)).toHaveLength(1);
      expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(body.errors[0].message).toContain('$v');
    }
  });

  it('in a string literal of the query is refused too; a whole emoji pair is fine', async () => {
    // GraphQL's own parser refuses it, as an escape or as a raw character: a 400 before anything runs
    const escaped = await gql('{ order(number: "\\uD800") { number } }');
    expect(escaped.status).toBe(400);
    expect(escaped.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const rawCharacter = await gql('{ order(number: "R\uD800") { number } }');
    expect(rawCharacter.status).toBe(400);
    expect(rawCharacter.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const emoji = await gql('query($v: String!) { order(number: $v) { number } }', { v: 'R😀1' });
    expect(emoji.body.errors[0].message).not.toContain('Unicode');
  });
});
