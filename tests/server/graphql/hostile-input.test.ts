import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { MAX_NESTING, MAX_TOKENS } from '../../../server/graphql/document-limits.ts';
import { MAX_ALIASES } from '../../../server/graphql/request-limits.ts';
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

describe('documents refused before they are parsed or validated (#15.8)', () => {
  const refused = async (query: string, message: RegExp) => {
    const response = await shop.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
    expect(response.statusCode).toBe(400);
    const [error] = response.json().errors;
    expect(error.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error.message).toMatch(message);
  };

  it('10,000 aliases in under 1 MB', async () => {
    const query = `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: siteData { __typename }`).join(' ')} }`;
    expect(query.length).toBeLessThan(1_000_000);
    await refused(query, /tokens/);
  });

  it(`${MAX_ALIASES + 1} aliases in a small document`, async () => {
    const query = `{ ${Array.from({ length: MAX_ALIASES + 1 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    await refused(query, /aliases/);
  });

  it('a 5,000-deep query (it overflowed the stack) and one just past the nesting limit', async () => {
    const deep = (levels: number) => `{ ${'a { '.repeat(levels)}b${' }'.repeat(levels)} }`;
    await refused(deep(5_000), /tokens|nest/);
    await refused(deep(MAX_NESTING), /nest/);
  });

  it(`more than ${MAX_TOKENS} tokens`, async () => {
    await refused(`{ siteData(${'x: 1 '.repeat(MAX_TOKENS)}) { __typename } }`, /tokens/);
  });

  it('lets the web app’s own queries through: arguments, input objects and variables are not aliases', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: `query($q: String, $a: Int = 1) {
          ${Array.from({ length: 10 }, (_, i) => `p${i}: products(query: $q, page: $a, perPage: 40) { __typename }`).join(' ')}
        }`,
        variables: { q: 'бэх' },
      },
    });
    expect(response.json().errors).toBeUndefined();
  });
});

describe('field suggestions (#15.5)', () => {
  it('are not given in production, where introspection is closed too; development keeps them', async () => {
    // on the shop's database, which this second app must not close when it closes
    const db = Object.create(shop.db, { close: { value: async () => {} } }) as typeof shop.db;
    const production = await buildApp({
      config: { ...shop.config, production: true },
      db,
      clock: shop.clock,
    });
    try {
      await production.ready();
      const query = '{ siteDta { taxons { name } } }';
      const answer = await production.inject({ method: 'POST', url: '/graphql', payload: { query } });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toMatch(/did you mean/i);
      expect(answer.body).not.toContain('siteData');
      const dev = await shop.app.inject({ method: 'POST', url: '/graphql', payload: { query } });
      expect(dev.body).toMatch(/did you mean/i);
      // nor when a variable names a value of an enum
      const variable = await production.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query: 'query($s: ProductSort) { products(sort: $s) { __typename } }',
          variables: { s: 'PRICE_AS' },
        },
      });
      expect(variable.json().errors).toHaveLength(1);
      expect(variable.body).not.toMatch(/did you mean/i);
    } finally {
      await production.close();
    }
  });
});

describe('malformed requests (#15.6)', () => {
  const post = (payload: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it('a body over 1 MB is a 413, not a 200 INTERNAL', async () => {
    const body = JSON.stringify({
      query: '{ siteData { __typename } }',
      variables: { x: 'a'.repeat(1_100_000) },
    });
    const response = await post(body);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it.each([
    ['a number', '{"query":12345}'],
    [
      'JSON Mercurius would read as a parsed document',
      JSON.stringify({ query: '{"kind":"Document","definitions":7}' }),
    ],
    ['a list', JSON.stringify({ query: '[1, 2]' })],
  ])('a query that is %s is a 400', async (_what, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
