import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { CommerceClient, SITE_DATA_TTL_MS } from '../../../server/graphql/clients/commerce-client.ts';
import { httpTransport, injectTransport } from '../../../server/graphql/clients/transport.ts';
import { fixedClock } from '../../../server/platform/clock.ts';
import { ShopError } from '../../../server/platform/errors.ts';
import { createTestDatabase } from '../../support/database.ts';
import { createTestShop, graphql, TEST_NOW, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
let address: string;
beforeAll(async () => {
  shop = await createTestShop();
  address = await shop.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => shop.close());

describe('commerce client', () => {
  it('fetches one token for concurrent requests and reuses it', async () => {
    let tokenRequests = 0;
    const inner = injectTransport(() => shop.app);
    const client = new CommerceClient(
      async (request, timeout) => {
        if (request.path === '/oauth/token') tokenRequests++;
        return inner(request, timeout);
      },
      shop.config.secrets,
      shop.clock,
    );
    await Promise.all([client.taxons(), client.taxons(), client.siteData()]);
    await client.taxons();
    expect(tokenRequests).toBe(1);
  });

  it('renews the token when it nears expiry and after a 401', async () => {
    let tokenRequests = 0;
    let rejectNext = false;
    const inner = injectTransport(() => shop.app);
    const clock = fixedClock(TEST_NOW);
    const client = new CommerceClient(
      async (request, timeout) => {
        if (request.path === '/oauth/token') tokenRequests++;
        else if (rejectNext) {
          rejectNext = false;
          return { status: 401, body: { code: 'SHOP_ERR_UNAUTHORIZED', error: 'expired' } };
        }
        return inner(request, timeout);
      },
      shop.config.secrets,
      clock,
    );
    await client.request({ method: 'GET', path: '/api/v2/taxons/tree' });
    clock.advance(7_200_000 - 30_000);
    await client.request({ method: 'GET', path: '/api/v2/taxons/tree' });
    expect(tokenRequests).toBe(2);
    rejectNext = true;
    await client.request({ method: 'GET', path: '/api/v2/taxons/tree' });
    expect(tokenRequests).toBe(3);
  });

  it('turns a slow service into UPSTREAM_TIMEOUT and an unreachable one into UPSTREAM_UNAVAILABLE', async () => {
    const slow: FastifyInstance = Fastify();
    slow.post('/oauth/token', async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return {};
    });
    const slowUrl = await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const client = new CommerceClient(httpTransport(slowUrl), shop.config.secrets, shop.clock, 50);
      await expect(client.taxons()).rejects.toMatchObject({ shopCode: 'UPSTREAM_TIMEOUT' });
    } finally {
      await slow.close();
    }
    const closed = new CommerceClient(httpTransport(slowUrl), shop.config.secrets, shop.clock, 1_000);
    const error = await closed.taxons().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).shopCode).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('carries the service’s coded error through', async () => {
    const client = new CommerceClient(
      injectTransport(() => shop.app),
      shop.config.secrets,
      shop.clock,
    );
    await expect(client.productBySlug('missing-product')).rejects.toMatchObject({ shopCode: 'NOT_FOUND' });
  });
});

describe('a gateway pointed at remote services (COMMERCE_URL, SEARCH_URL)', () => {
  it('serves the same answers over HTTP as in-process', async () => {
    const config = await loadConfig({
      DATA_DIR: shop.config.dataDir,
      COMMERCE_URL: address,
      SEARCH_URL: address,
    });
    // Its own (empty) database proves every answer came from the remote services.
    const gatewayOnly = await buildApp({ config, db: await createTestDatabase(), clock: shop.clock });
    try {
      const query =
        'query { products(perPage: 3) { total items { slug name } } siteData { configs { currency } } }';
      const remote = await graphql(gatewayOnly, query);
      const local = await graphql(shop.app, query);
      expect(remote.body.errors).toBeUndefined();
      expect(remote.body.data).toEqual(local.body.data);
    } finally {
      await gatewayOnly.close();
    }
  });

  it('reports an unreachable service as a coded GraphQL error', async () => {
    const config = await loadConfig({ DATA_DIR: shop.config.dataDir, COMMERCE_URL: 'http://127.0.0.1:9' });
    const gatewayOnly = await buildApp({ config, db: await createTestDatabase(), clock: shop.clock });
    try {
      const { body } = await graphql(gatewayOnly, 'query { siteData { configs { currency } } }');
      expect(body.errors![0]!.extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await gatewayOnly.close();
    }
  });
});

describe('site data cache', () => {
  it('serves site data and taxons from one read for 30 s, then reads again; failures are not kept', async () => {
    const reads: string[] = [];
    let failNext = false;
    const inner = injectTransport(() => shop.app);
    const clock = fixedClock(TEST_NOW);
    const client = new CommerceClient(
      async (request, timeout) => {
        if (request.path !== '/oauth/token') {
          reads.push(request.path);
          if (failNext) {
            failNext = false;
            return { status: 503, body: { code: 'SHOP_ERR_UPSTREAM_UNAVAILABLE', error: 'down' } };
          }
        }
        return inner(request, timeout);
      },
      shop.config.secrets,
      clock,
    );
    await Promise.all([client.siteData(), client.siteData(), client.taxons(), client.taxons()]);
    await client.siteData();
    expect(reads).toEqual(['/api/v2/site_data', '/api/v2/taxons/all']);
    await client.siteData({ loadStoreLocations: true });
    expect(reads).toHaveLength(3);
    clock.advance(SITE_DATA_TTL_MS + 1);
    failNext = true;
    await expect(client.siteData()).rejects.toMatchObject({ shopCode: 'UPSTREAM_UNAVAILABLE' });
    await client.siteData();
    expect(reads.filter((path) => path === '/api/v2/site_data')).toHaveLength(4);
  });
});
