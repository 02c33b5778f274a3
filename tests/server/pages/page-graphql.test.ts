import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { commerceEventStore } from '../../../server/commerce/event-store.ts';
import { loadConfig } from '../../../server/config.ts';
import type { GraphqlOperation } from '../../../server/graphql/in-process.ts';
import { MAX_ALIASES } from '../../../server/graphql/request-limits.ts';
import { fixedClock } from '../../../server/platform/clock.ts';
import type { Database } from '../../../server/platform/db/index.ts';
import { seedDemoCatalog } from '../../../server/seed/index.ts';
import { createSeededTestDatabase, createTestDatabase } from '../../support/database.ts';
import { graphql, TEST_NOW } from '../../support/shop.ts';
import { sourceDist } from '../../support/source-dist.ts';
import { signUp } from '../commerce/accounts/support.ts';

/**
 * A server-rendered page's GraphQL runs in-process (server/graphql/in-process.ts), not through a
 * second request to /graphql: the page's session and locale reach it, and it answers as POST
 * /graphql does. The build folder's server entry re-exports the real renderer (as in
 * age-gate-page.test.ts), so no build is needed.
 */
let app: FastifyInstance;
let db: Database;
let dirs: string[];
/** What the probe route below runs next, as a page would, and with which headers. */
let probe: { operation: GraphqlOperation; headers: Record<string, string> };

beforeAll(async () => {
  const distDir = await sourceDist();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  dirs = [distDir, dataDir];
  const clock = fixedClock(TEST_NOW);
  const seeded = await createSeededTestDatabase();
  db = seeded ?? (await createTestDatabase());
  if (!seeded) await seedDemoCatalog(db, { clock, store: commerceEventStore(db) });
  const config = await loadConfig({ DATA_DIR: dataDir });
  app = await buildApp({ config, db, clock, web: { distDir } });
  // a GET route running one operation in-process as a page does, answering with what it got
  app.get('/test/in-process', async (_request, reply) => {
    const answer = await app.graphqlInProcess(probe.operation, probe.headers, reply);
    return { answer, status: reply.statusCode };
  });
  await app.ready();
});

afterAll(async () => {
  // closing the app closes its database too
  await app?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

async function inProcess(operation: GraphqlOperation, headers: Record<string, string> = {}, url = '') {
  probe = { operation, headers };
  const response = await app.inject({ url: `/test/in-process${url}` });
  return response.json<{ answer: unknown; status: number }>();
}

describe('a page’s GraphQL, run in-process', () => {
  it('has the member’s session: their account page shows their own details', async () => {
    const { caller } = await signUp(app, db, '97006201');
    const member = await page('/account', `shop_session=${caller.session}`);
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<dd data-field="phone">97006201</dd>');
    const guest = await page('/account');
    expect(guest.body).not.toContain('97006201');
    expect(guest.body).not.toContain('data-field="phone"');
  });

  it('reads a dead session as none, and clears its cookies on the page as /graphql would', async () => {
    const dead = await page('/account', 'shop_session=not-a-session; shop_member=1');
    expect(dead.statusCode).toBe(200);
    expect(dead.body).not.toContain('data-field="phone"');
    const cleared = dead.cookies.filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(cleared.sort()).toEqual(['shop_member', 'shop_session']);
  });

  it('has the page’s locale: a product page in English holds the English name, else the Mongolian', async () => {
    const query = 'query { products(taxon: "ink-toner", perPage: 1) { items { slug name } } }';
    type Products = { products: { items: Array<{ slug: string; name: string }> } };
    const mongolian = (await graphql<Products>(app, query)).body.data?.products.items[0];
    const english = (await graphql<Products>(app, query, {}, { 'x-shop-locale': 'en' })).body.data?.products
      .items[0];
    if (!mongolian || !english) throw new Error('the seed has no ink');
    expect(english.name).not.toBe(mongolian.name);
    const inEnglish = await page(`/products/${english.slug}`, 'locale=en');
    expect(inEnglish.body).toContain(`<title>${english.name}`);
    expect(inEnglish.body).not.toContain(mongolian.name);
    // the page's locale decides, not a header the page's request came with
    const headerToo = await app.inject({
      url: `/products/${english.slug}`,
      headers: { 'accept-encoding': 'identity', cookie: 'locale=en', 'x-shop-locale': 'mn' },
    });
    expect(headerToo.body).toContain(`<title>${english.name}`);
    expect(headerToo.body).not.toContain(mongolian.name);
    const inMongolian = await page(`/products/${english.slug}`);
    expect(inMongolian.body).toContain(`<title>${mongolian.name}`);
    expect(inMongolian.body).not.toContain(english.name);
  });
});

describe('app.graphqlInProcess answers as POST /graphql does', () => {
  const aliases = Array.from({ length: MAX_ALIASES + 1 }, (_, index) => `a${index}: __typename`).join(' ');
  const cases: Record<string, GraphqlOperation> = {
    data: {
      query: 'query ($perPage: Int) { products(perPage: $perPage) { items { slug name } } }',
      variables: { perPage: 2 },
    },
    'a resolver’s error': {
      query: 'query ($slug: String!) { product(slug: $slug) { slug } }',
      variables: { slug: 'no-such-product' },
    },
    'a syntax error': { query: '{ product(' },
    'an unknown field': { query: '{ nope }' },
    'too many aliases': { query: `{ ${aliases} }` },
    'an ill-formed string': {
      query: 'query ($slug: String!) { product(slug: $slug) { slug } }',
      variables: { slug: 'a\ud800' },
    },
    'a variable of the wrong type': {
      query: 'query ($slug: String!) { product(slug: $slug) { slug } }',
      variables: { slug: 5 },
    },
  };
  for (const [name, operation] of Object.entries(cases)) {
    it(`${name}: the same body; the page’s status left as it was`, async () => {
      const route = await app.inject({ method: 'POST', url: '/graphql', payload: operation });
      const { answer, status } = await inProcess(operation);
      expect(answer).toEqual(route.json());
      expect(status).toBe(200);
    });
  }

  it('refuses a mutation, as GET /graphql does: a page only reads', async () => {
    const query = 'mutation { logout }';
    const route = await app.inject({ url: `/graphql?query=${encodeURIComponent(query)}` });
    expect(route.statusCode).toBe(405);
    const { answer } = await inProcess({ query });
    expect(answer).toEqual(route.json());
  });

  it('takes the locale from the headers it is given', async () => {
    const operation = { query: 'query { products(taxon: "ink-toner", perPage: 1) { items { name } } }' };
    for (const locale of ['en', 'mn']) {
      const route = await app.inject({
        method: 'POST',
        url: '/graphql',
        payload: operation,
        headers: { 'x-shop-locale': locale },
      });
      expect((await inProcess(operation, { 'x-shop-locale': locale })).answer).toEqual(route.json());
    }
  });

  it('runs the operation it was given, whatever the page’s own query string says', async () => {
    // a non-null default: compiled queries (from the second call) need it filled in (compiled-queries.ts)
    const operation = {
      query: 'query ($perPage: Int! = 1) { products(perPage: $perPage) { items { slug } } }',
    };
    for (let call = 0; call < 3; call++) {
      const { answer } = await inProcess(operation, {}, '?operationName=Other&perPage=9');
      expect(answer).toMatchObject({ data: { products: { items: [{ slug: expect.any(String) }] } } });
      expect(answer).not.toHaveProperty('errors');
    }
  });
});
