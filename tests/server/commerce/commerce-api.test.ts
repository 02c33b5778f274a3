import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDto, SiteDataDto, TaxonDto } from '../../../server/commerce/catalog/types.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
let auth: { authorization: string };

beforeAll(async () => {
  shop = await createTestShop();
  auth = { authorization: `Bearer ${await shop.token()}` };
});
afterAll(async () => shop.close());

describe('POST /oauth/token (client credentials)', () => {
  it('issues a bearer token for the configured client, JSON or form-encoded', async () => {
    const { clientId, clientSecret } = shop.config.secrets;
    const json = await shop.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'public' });
    const form = await shop.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
    expect(form.statusCode).toBe(200);
  });

  it('refuses a wrong secret with 401 and an unsupported grant with 400, coded', async () => {
    const wrong = await shop.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        client_id: shop.config.secrets.clientId,
        client_secret: 'nope',
      },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'SHOP_ERR_UNAUTHORIZED', error: expect.any(String) });
    const grant = await shop.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'authorization_code', client_id: 'a', client_secret: 'b' },
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json()).toMatchObject({
      code: 'SHOP_ERR_VALIDATION',
      errors: { grant_type: expect.any(Array) },
    });
  });
});

describe('the /api/v2 routes', () => {
  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
    ['a basic header', { authorization: 'Basic Zm9vOmJhcg==' }],
  ])('answer 401 to %s', async (_label, headers) => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v2/site_data', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('SHOP_ERR_UNAUTHORIZED');
  });

  it('answer 401 to a token signed with another secret', async () => {
    const other = await createTestShop();
    try {
      const foreign = await other.token();
      const response = await shop.app.inject({
        method: 'GET',
        url: '/api/v2/taxons/all',
        headers: { authorization: `Bearer ${foreign}` },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answer a coded JSON 404 for an unknown path', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/v2/nothing-here', headers: auth });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'SHOP_ERR_NOT_FOUND' });
  });
});

describe('GET /api/v2/site_data', () => {
  it('returns the spec §3 site data, store locations only when asked', async () => {
    const plain = await shop.app.inject({ method: 'GET', url: '/api/v2/site_data', headers: auth });
    expect(plain.statusCode).toBe(200);
    const data = plain.json<SiteDataDto>();
    for (const key of [
      'taxons',
      'menus',
      'translation',
      'notifications',
      'configs',
      'badges',
      'presets',
      'zones',
    ]) {
      expect(data).toHaveProperty(key);
    }
    expect(data.store_locations).toEqual([]);
    expect(data.configs).toMatchObject({ default_locale: 'mn', currency: 'MNT', products_per_page: 40 });
    expect(data.taxons.length).toBeGreaterThan(0);
    const withStores = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/site_data?load_store_locations=true&date=2026-06-15',
      headers: auth,
    });
    expect(withStores.json<SiteDataDto>().store_locations.length).toBeGreaterThan(0);
  });

  it('rejects unknown query parameters and bad flags with a validation error', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/site_data?load_zones=maybe',
      headers: auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('SHOP_ERR_VALIDATION');
  });
});

describe('taxons', () => {
  it('lists all taxons flat and as a tree at least three levels deep', async () => {
    const all = (await shop.app.inject({ method: 'GET', url: '/api/v2/taxons/all', headers: auth })).json<{
      taxons: TaxonDto[];
    }>().taxons;
    const tree = (await shop.app.inject({ method: 'GET', url: '/api/v2/taxons/tree', headers: auth })).json<{
      taxons: TaxonDto[];
    }>().taxons;
    const depth = (nodes: TaxonDto[]): number =>
      nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
    expect(depth(tree)).toBeGreaterThanOrEqual(3);
    const count = (nodes: TaxonDto[]): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.children), 0);
    expect(count(tree)).toBe(all.length);
    for (const taxon of all) {
      if (taxon.parent_id === null) continue;
      const parent = all.find((candidate) => candidate.id === taxon.parent_id)!;
      expect(taxon.permalink.startsWith(`${parent.permalink}/`)).toBe(true);
    }
  });
});

describe('GET /api/v2/products/:slug', () => {
  it('returns a product with variants, taxon path and Mongolian + English names', async () => {
    const { rows } = await shop.db.query<{ slug: string }>('select slug from products order by id limit 1');
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/v2/products/${rows[0]!.slug}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const product = response.json<ProductDto>();
    expect(product.slug).toBe(rows[0]!.slug);
    expect(product.name).toMatch(/[\u0400-\u04FF]/);
    expect(product.translations.en?.name).toBeTruthy();
    expect(product.variants.length).toBeGreaterThan(0);
    expect(Number.isInteger(product.selling_price)).toBe(true);
    expect(product.taxon_path.at(-1)?.id).toBe(product.taxon.id);
  });

  it('answers 404 coded for an unknown slug and 400 for a malformed one', async () => {
    const missing = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/products/no-such-thing',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'SHOP_ERR_NOT_FOUND',
      error: expect.stringContaining('no-such-thing'),
    });
    const malformed = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/products/Bad%20Slug!',
      headers: auth,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('SHOP_ERR_VALIDATION');
  });
});

describe('GET /health', () => {
  it('reports the process and the database', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a caller-supplied request id', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
