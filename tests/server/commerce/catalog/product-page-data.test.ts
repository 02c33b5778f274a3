import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';

/** What the product page shows of a sale and of the product's origin, as the gateway gives it. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

const PRODUCT = `query ($slug: String!) {
  product(slug: $slug) {
    salePercent saleStartAt saleExpireAt countryOfOrigin
    properties { name value }
  }
}`;

type Product = {
  salePercent: number;
  saleStartAt: string | null;
  saleExpireAt: string | null;
  countryOfOrigin: string | null;
  properties: { name: string; value: string }[];
};

describe('product page data', () => {
  it('gives a sale its start and end, the instants stored in the catalog', async () => {
    const { rows } = await shop.db.query<{ slug: string; sale_start_at: Date; sale_expire_at: Date }>(
      `select slug, sale_start_at, sale_expire_at from products
        where sale_percent > 0 and sale_start_at is not null order by id limit 1`,
    );
    const stored = rows[0]!;
    const { body } = await graphql<{ product: Product }>(shop.app, PRODUCT, { slug: stored.slug });
    expect(body.data!.product.salePercent).toBeGreaterThan(0);
    expect(body.data!.product.saleStartAt).toBe(new Date(stored.sale_start_at).toISOString());
    expect(body.data!.product.saleExpireAt).toBe(new Date(stored.sale_expire_at).toISOString());
    expect(Date.parse(body.data!.product.saleStartAt!)).toBeLessThan(
      Date.parse(body.data!.product.saleExpireAt!),
    );
  });

  it('gives a product without a sale no window', async () => {
    const { rows } = await shop.db.query<{ slug: string }>(
      'select slug from products where sale_percent = 0 and sale_start_at is null order by id limit 1',
    );
    const { body } = await graphql<{ product: Product }>(shop.app, PRODUCT, { slug: rows[0]!.slug });
    expect(body.data!.product).toMatchObject({ salePercent: 0, saleStartAt: null, saleExpireAt: null });
  });

  it("lists the country of origin among the specifications, in the shopper's language", async () => {
    const { rows } = await shop.db.query<{ slug: string; country_of_origin: string }>(
      'select slug, country_of_origin from products where country_of_origin is not null order by id limit 1',
    );
    const stored = rows[0]!;
    const mn = await graphql<{ product: Product }>(shop.app, PRODUCT, { slug: stored.slug });
    const en = await graphql<{ product: Product }>(
      shop.app,
      PRODUCT,
      { slug: stored.slug },
      {
        'x-shop-locale': 'en',
      },
    );
    expect(mn.body.data!.product.countryOfOrigin).toBe(stored.country_of_origin);
    const mnCountry = mn.body.data!.product.properties.find(
      (property) => property.name === 'Үйлдвэрлэсэн улс',
    );
    const enCountry = en.body.data!.product.properties.find(
      (property) => property.name === 'Country of origin',
    );
    expect(mnCountry?.value).toBe(stored.country_of_origin);
    expect(enCountry?.value).toMatch(/^[A-Z][A-Za-z ]+$/);
  });
});
