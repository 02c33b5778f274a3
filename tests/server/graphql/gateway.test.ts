import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog, graphqlCodeOf } from '../../../server/platform/errors.ts';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

const PRODUCTS = `query ($taxon: String, $page: Int, $perPage: Int, $query: String) {
  products(taxon: $taxon, page: $page, perPage: $perPage, query: $query) {
    total page perPage more items { id slug name price sellingPrice image inStock }
  }
}`;

describe('GraphQL gateway: catalog', () => {
  it('pages the visible catalog, 40 by default, with Mongolian names', async () => {
    const { status, body } = await graphql<{
      products: { items: { name: string; inStock: boolean }[]; more: boolean; total: number };
    }>(shop.app, PRODUCTS);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.products.items).toHaveLength(40);
    expect(body.data!.products.more).toBe(true);
    expect(body.data!.products.items.every((item) => item.inStock)).toBe(true);
    expect(body.data!.products.items.some((item) => /[\u0400-\u04FF]/.test(item.name))).toBe(true);
  });

  it('names things in the shopper’s language from the header or cookie, English filling gaps', async () => {
    const mn = await graphql<{ products: { items: { slug: string; name: string }[] } }>(shop.app, PRODUCTS, {
      perPage: 5,
    });
    const en = await graphql<{ products: { items: { slug: string; name: string }[] } }>(
      shop.app,
      PRODUCTS,
      { perPage: 5 },
      {
        'x-shop-locale': 'en',
      },
    );
    const cookie = await graphql<{ products: { items: { slug: string; name: string }[] } }>(
      shop.app,
      PRODUCTS,
      { perPage: 5 },
      {
        cookie: 'locale=en',
      },
    );
    expect(en.body.data!.products.items.map((item) => item.slug)).toEqual(
      mn.body.data!.products.items.map((item) => item.slug),
    );
    expect(en.body.data!.products.items.map((item) => item.name)).not.toEqual(
      mn.body.data!.products.items.map((item) => item.name),
    );
    expect(cookie.body.data).toEqual(en.body.data);
    // Italian has no catalog translations in the seed: English fills them.
    const it = await graphql(shop.app, PRODUCTS, { perPage: 5 }, { 'x-shop-locale': 'it' });
    expect(it.body.data).toEqual(en.body.data);
  });

  it("gives each card the variant its quick add puts in the cart: the product page's first (#19)", async () => {
    const cards = await graphql<{ products: { items: { slug: string; variantId: string }[] } }>(
      shop.app,
      `{ products(perPage: 6) { items { slug variantId } } }`,
    );
    expect(cards.body.errors).toBeUndefined();
    for (const card of cards.body.data!.products.items) {
      const page = await graphql<{ product: { variants: { id: string }[] } }>(
        shop.app,
        'query ($slug: String!) { product(slug: $slug) { variants { id } } }',
        { slug: card.slug },
      );
      expect(card.variantId, card.slug).toBe(page.body.data!.product.variants[0]!.id);
    }
  });

  it('returns a product with breadcrumbs from the root of its taxon', async () => {
    const { rows } = await shop.db.query<{ slug: string }>(
      'select slug from search_documents order by id limit 1',
    );
    const { body } = await graphql<{
      product: {
        slug: string;
        taxon: { permalink: string; breadcrumbs: { link: string; title: string }[] };
        variants: unknown[];
      };
    }>(
      shop.app,
      `query ($slug: String!) { product(slug: $slug) { slug name sellingPrice variants { id sku optionValues { type name } }
         taxon { permalink breadcrumbs { link title } } } }`,
      { slug: rows[0]!.slug },
    );
    expect(body.errors).toBeUndefined();
    const crumbs = body.data!.product.taxon.breadcrumbs;
    expect(crumbs.length).toBeGreaterThanOrEqual(2);
    expect(crumbs.at(-1)!.link).toBe(`/t/${body.data!.product.taxon.permalink}`);
    expect(body.data!.product.variants.length).toBeGreaterThan(0);
  });

  it('answers an unknown slug or permalink with a NOT_FOUND coded error', async () => {
    const product = await graphql(shop.app, 'query { product(slug: "no-such-product") { id } }');
    expect(product.status).toBe(200);
    expect(product.body.data).toBeNull();
    expect(product.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const taxon = await graphql(shop.app, 'query { taxon(permalink: "no/such/place") { id } }');
    expect(taxon.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
  });

  it('resolves a category with its children and breadcrumbs', async () => {
    const { rows } = await shop.db.query<{ permalink: string }>(
      'select t.permalink from taxons t where depth = 1 and exists (select 1 from taxons c where c.parent_id = t.id) limit 1',
    );
    const { body } = await graphql<{ taxon: { children: { permalink: string }[]; breadcrumbs: unknown[] } }>(
      shop.app,
      'query ($p: String!) { taxon(permalink: $p) { name children { permalink } breadcrumbs { link title } } }',
      { p: `/t/${rows[0]!.permalink}` },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.taxon.children.length).toBeGreaterThan(0);
    expect(body.data!.taxon.breadcrumbs).toHaveLength(2);
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 100_000 }, 'page'],
    [{ perPage: 0 }, 'perPage'],
    [{ perPage: 1_000 }, 'perPage'],
  ])('refuses out-of-range paging %j with BAD_USER_INPUT naming the field', async (variables, field) => {
    const { status, body } = await graphql(shop.app, PRODUCTS, variables);
    expect(status).toBe(200);
    expect(body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(Array) },
    });
  });

  it('answers malformed GraphQL with 400 and a message', async () => {
    const syntax = await graphql(shop.app, 'query { products(page: ) { total }');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors![0]!.message).toMatch(/Syntax Error/);
    const unknownField = await graphql(shop.app, 'query { products { nope } }');
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors![0]!.message).toMatch(/nope/);
  });

  it('serves site data with menus, configs and store locations', async () => {
    const { body } = await graphql<{
      siteData: {
        configs: { defaultLocale: string; productsPerPage: number };
        menus: unknown[];
        storeLocations: unknown[];
        taxons: unknown[];
      };
    }>(
      shop.app,
      'query { siteData { taxons { permalink children { permalink } } menus { title link } configs { defaultLocale productsPerPage currency } storeLocations { name address } badges { code name } translation { key value } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.siteData.configs).toMatchObject({ defaultLocale: 'mn', productsPerPage: 40 });
    expect(body.data!.siteData.menus.length).toBeGreaterThan(0);
    expect(body.data!.siteData.storeLocations.length).toBeGreaterThan(0);
  });
});

describe('resolver modules', () => {
  it('merge per type and refuse a field two domains both resolve', async () => {
    const { mergeResolvers } = await import('../../../server/graphql/gateway.ts');
    const a = { Query: { one: () => 1 } };
    const b = { Query: { two: () => 2 }, Product: { name: () => 'x' } };
    expect(Object.keys(mergeResolvers([a, b] as never).Query ?? {})).toEqual(['one', 'two']);
    expect(() => mergeResolvers([a, { Query: { one: () => 3 } }] as never)).toThrow(
      /Query\.one is defined twice/,
    );
  });
});

describe('the hotspot product search (look-book editor)', () => {
  it('finds a product by its SKU first and names the SKU a hotspot takes', async () => {
    const { body } = await graphql<{ products: { items: { sku: string; name: string }[] } }>(
      shop.app,
      'query ($q: String!) { products(query: $q, perPage: 8) { items { sku name } } }',
      { q: 'DELI-810' },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.products.items[0]!.sku).toBe('DELI-810');
    expect(body.data!.products.items.every((item) => item.sku.length > 0)).toBe(true);
  });
});

describe('operation variables', () => {
  it('keep their declared defaults on every call, not only the first', async () => {
    const query = 'query Paged($p: Int! = 2) { products(page: $p, perPage: 5) { page } }';
    for (let call = 0; call < 3; call++) {
      const { body } = await graphql<{ products: { page: number } }>(shop.app, query);
      expect(body.errors).toBeUndefined();
      expect(body.data!.products.page).toBe(2);
    }
  });

  it("take the chosen operation's defaults, enums included; a value sent, null too, is the one used", async () => {
    const query = `
      query Second($p: Int! = 2, $s: ProductSort = PRICE_ASC) { products(page: $p, perPage: 5, sort: $s) { page items { price } } }
      query Third($p: Int! = 3) { products(page: $p, perPage: 5) { page } }`;
    const run = async (operationName: string, variables?: Record<string, unknown>) => {
      const answer = await shop.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, operationName, ...(variables ? { variables } : {}) },
      });
      return answer.json() as {
        data?: { products: { page: number; items?: { price: number }[] } };
        errors?: { message: string }[];
      };
    };
    // three calls each: the first runs uncompiled, the later ones compiled (graphql-jit)
    for (let call = 0; call < 3; call++) {
      const second = await run('Second');
      expect(second.errors).toBeUndefined();
      expect(second.data!.products.page).toBe(2);
      const prices = second.data!.products.items!.map((item) => item.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect((await run('Third')).data!.products.page).toBe(3);
      expect((await run('Third', { p: 4 })).data!.products.page).toBe(4);
      // an explicit null for a non-null variable is refused, not replaced by the default
      expect((await run('Third', { p: null })).errors?.[0]?.message).toMatch(/\$p/);
    }
  });
});

describe('errors defined once', () => {
  it('answer on GraphQL with the code and the HTTP status of their one definition, as on REST', async () => {
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ order(number: "R000000001") { number } }' },
    });
    const [error] = answer.json().errors;
    expect(error.extensions).toEqual({
      code: 'ORDER_NOT_FOUND',
      status: errorCatalog.ORDER_NOT_FOUND.status,
    });
    const token = await shop.token();
    const rest = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/orders/R000000001',
      headers: { authorization: `Bearer ${token}`, 'x-order-token': 'a'.repeat(32) },
    });
    expect([rest.statusCode, rest.json().code]).toEqual([
      errorCatalog.ORDER_NOT_FOUND.status,
      'SHOP_ERR_ORDER_NOT_FOUND',
    ]);
  });

  it('keep the GraphQL names clients know where they differ from the shop’s code', () => {
    expect(graphqlCodeOf('VALIDATION')).toBe('BAD_USER_INPUT');
    expect(graphqlCodeOf('UNAUTHORIZED')).toBe('UNAUTHENTICATED');
    expect(graphqlCodeOf('OUT_OF_STOCK')).toBe('OUT_OF_STOCK');
  });
});
