/**
 * Hostile input over every GraphQL operation and every REST route (#15): seeded random variables,
 * bodies and path parameters — lone surrogates, huge and non-finite numbers, wrong types, deep and
 * odd JSON — sent to one app. Whatever comes in, the answer is a coded 4xx (or a 2xx), never a 5xx
 * or `INTERNAL`, never SQL or a stack trace; and the server still answers afterwards.
 *
 * Fixed seed and bounded runs, so CI sees the same requests each time; `FUZZ_SEED` / `FUZZ_RUNS`
 * explore further locally. A failure prints the request to replay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../support/shop.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);

let shop: TestShop;
let bearer: string;
let basic: string;

beforeAll(async () => {
  shop = await createTestShop();
  bearer = `Bearer ${await shop.token()}`;
  const { searchUser, searchPassword } = shop.config.secrets;
  basic = `Basic ${Buffer.from(`${searchUser}:${searchPassword}`).toString('base64')}`;
});
afterAll(() => shop?.close());

/** What no answer may show: a database's words, a stack frame, a file of ours. */
const LEAK =
  /invalid input syntax|syntax error at or near|violates \S+ constraint|relation "\S+" does not exist|\bat \S+ \(\S+:\d+:\d+\)|\.ts:\d+|node_modules/i;

const loneSurrogate = fc.constantFrom('\uD800', '\uDFFF', 'a\uD83Db', '\uDC00x');
/** Strings a client should never send but an attacker will. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  loneSurrogate,
  fc.constantFrom('', ' ', '1e309', 'Infinity', 'NaN', '-1', '0', '99999999999999999999', '../../etc/passwd'),
  fc.constantFrom("' or 1=1 --", '<script>alert(1)</script>', '%00', '\u0000', 'x'.repeat(5000)),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, Number.POSITIVE_INFINITY),
);
const anyJson = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value of the GraphQL input type, or (one time in five) something of the wrong type. */
function hostileValueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const right = rightValueOf(type, depth);
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}

function rightValueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightValueOf(type.ofType, depth);
  if (isListType(type))
    return fc.array(hostileValueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, hostileValueOf(field.type, depth + 1)])),
      {
        requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name),
      },
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return hostileNumber;
      case 'Float':
        return fc.double();
      case 'Boolean':
        return fc.boolean();
      default:
        return hostileString;
    }
  }
  return anyJson;
}

const schemaDir = join(import.meta.dirname, '../../../schema');
const schema = buildSchema(
  readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
    .join('\n'),
);

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args as readonly GraphQLArgument[];
  const variables = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${kind}${variables ? `(${variables})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

const operations = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
});

describe('hostile GraphQL variables', () => {
  it.each(operations.map(({ kind, field }) => [`${kind} ${field.name}`, kind, field] as const))(
    '%s answers without INTERNAL, 5xx or leaked text',
    async (_name, kind, field) => {
      const query = operationOf(kind, field);
      const variables = fc.record(
        Object.fromEntries(field.args.map((arg) => [arg.name, hostileValueOf(arg.type)])),
      ) as fc.Arbitrary<Record<string, unknown>>;
      await fc.assert(
        fc.asyncProperty(variables, async (values) => {
          const response = await shop.app.inject({
            method: 'POST',
            url: '/graphql',
            payload: { query, variables: values },
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          const codes = (response.json().errors ?? []).map(
            (error: { extensions?: { code?: string } }) => error.extensions?.code,
          );
          expect(codes, response.body).not.toContain('INTERNAL');
          expect(response.body).not.toMatch(LEAK);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
  );
});

/**
 * A path segment or header value as an attacker would send it: percent-encoded, and where the text
 * has a lone surrogate (which encodeURIComponent refuses), with the bytes of one (ED A0 80) instead.
 */
function raw(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

interface Route {
  method: string;
  path: string;
}

/** Every route of the app, from Fastify's own printout (commonPrefix off: a line adds to its parent). */
function routesOf(printout: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of printout.split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (\S+) \(([^)]+)\)$/);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]!.split(', ')) routes.push({ method, path });
  }
  return routes;
}

const SKIPPED_METHODS = new Set(['HEAD', 'OPTIONS', 'TRACE', 'QUERY', 'PATCH']);
/** Never-ending event streams (they read no input; tests/server/remote-gateway.test.ts covers them). */
const STREAMS = new Set(['/api/v2/order_updates']);

describe('hostile REST requests', () => {
  it('every route answers a coded 4xx or a 2xx, without leaked text', async () => {
    const routes = routesOf(shop.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        !SKIPPED_METHODS.has(route.method) &&
        route.path !== '*' &&
        !route.path.startsWith('/graphiql') &&
        !STREAMS.has(route.path),
    );
    expect(routes.length).toBeGreaterThan(60);
    const request = fc.record({
      params: fc.array(hostileString, { minLength: 6, maxLength: 6 }),
      body: fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 6 }), anyJson),
      identity: fc.option(hostileString, { nil: undefined }),
      key: fc.option(hostileString, { nil: undefined }),
    });
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(request, async ({ params, body, identity, key }) => {
          let index = 0;
          const url = route.path.replace(/:(\w+)/g, () => raw(params[index++]!.slice(0, 200)));
          const headers: Record<string, string> = {
            authorization: url.startsWith('/search') ? basic : bearer,
            'content-type': 'application/json',
          };
          if (identity !== undefined) headers['x-shop-user-id'] = raw(identity).slice(0, 100);
          if (key !== undefined) headers['idempotency-key'] = raw(key).slice(0, 200);
          const response = await shop.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
          });
          const replay = `${route.method} ${url} ${JSON.stringify(body).slice(0, 300)}`;
          expect(response.statusCode, `${replay}\n${response.body.slice(0, 500)}`).toBeLessThan(500);
          expect(response.body, replay).not.toMatch(LEAK);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
  });

  it('the server still answers afterwards', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
  });
});
