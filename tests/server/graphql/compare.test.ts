import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../support/shop.ts';

let shop: TestShop;
let slugs: string[];
beforeAll(async () => {
  shop = await createTestShop();
  const { rows } = await shop.db.query<{ slug: string }>(
    'select slug from search_documents order by id limit 5',
  );
  slugs = rows.map((row) => row.slug);
});
afterAll(async () => shop.close());

const COMPARE = `query ($slugs: [String!]!) {
  productsBySlugs(slugs: $slugs) { slug name sellingPrice inStock brand { name } properties { name value } }
}`;

type Compared = { productsBySlugs: { slug: string; properties: { name: string; value: string }[] }[] };

describe('GraphQL gateway: productsBySlugs (the compare page)', () => {
  it('returns the products in the order asked, with their properties', async () => {
    const asked = [slugs[2]!, slugs[0]!, slugs[1]!];
    const { status, body } = await graphql<Compared>(shop.app, COMPARE, { slugs: asked });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data!.productsBySlugs.map((product) => product.slug)).toEqual(asked);
    expect(body.data!.productsBySlugs.every((product) => Array.isArray(product.properties))).toBe(true);
  });

  it('leaves out a slug with no product instead of failing the page', async () => {
    const { body } = await graphql<Compared>(shop.app, COMPARE, {
      slugs: [slugs[0]!, 'no-such-product', slugs[1]!],
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.productsBySlugs.map((product) => product.slug)).toEqual([slugs[0], slugs[1]]);
  });

  it('answers an empty list with no products', async () => {
    const { body } = await graphql<Compared>(shop.app, COMPARE, { slugs: [] });
    expect(body.errors).toBeUndefined();
    expect(body.data!.productsBySlugs).toEqual([]);
  });

  it('refuses a fifth slug (spec §9: at most 4) with BAD_USER_INPUT naming the field', async () => {
    const { status, body } = await graphql(shop.app, COMPARE, { slugs });
    expect(status).toBe(200);
    expect(body.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { slugs: expect.any(Array) },
    });
  });
});
