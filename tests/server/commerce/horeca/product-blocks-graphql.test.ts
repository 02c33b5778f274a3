import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql, type TestShop } from '../../../support/shop.ts';
import type { restClient } from '../orders/order-support.ts';
import { lodgeShop } from './horeca-support.ts';

/**
 * The product page's blocks through the gateway (#18): the product's own answer carries whether it
 * has branch stock, nutrition facts and printers it fits, so a product without them costs the page
 * no further call to the commerce service; the lucky wheel is a site feature while a wheel is open.
 */
let shop: TestShop;
let rest: ReturnType<typeof restClient>;
beforeAll(async () => {
  ({ shop, rest } = await lodgeShop());
}, 180_000);
afterAll(() => shop.close());
afterEach(() => vi.restoreAllMocks());

const PRODUCT = `query($slug: String!) { product(slug: $slug) {
  variants { id }
  hasBranchStock
  branchStock { code name countOnHand inStock pickupAvailable }
  nutrition { abvPercent energyKcalPer100ml servingMl allergens }
  fitsPrinters
} }`;

interface ProductBlocks {
  product: {
    variants: { id: string }[];
    hasBranchStock: boolean;
    branchStock: { code: string; countOnHand: number; inStock: boolean; pickupAvailable: boolean }[] | null;
    nutrition: {
      abvPercent: number;
      energyKcalPer100ml: number;
      servingMl: number;
      allergens: string;
    } | null;
    fitsPrinters: string[];
  };
}

/** The product's blocks, and the commerce paths the gateway asked for to answer. */
async function productBlocks(slug: string, locale = 'mn') {
  const inject = vi.spyOn(shop.app, 'inject');
  const answer = await graphql<ProductBlocks>(shop.app, PRODUCT, { slug }, { 'x-shop-locale': locale });
  const paths = inject.mock.calls
    .map((call) => {
      const request: unknown = (call as unknown[])[0];
      return typeof request === 'object' && request !== null && 'url' in request ? String(request.url) : '';
    })
    .filter((url) => url.startsWith('/api/v2/'));
  inject.mockRestore();
  expect(answer.body.errors).toBeUndefined();
  return { product: answer.body.data!.product, paths };
}

const slugOf = async (skuLike: string) =>
  (
    await shop.db.query<{ slug: string }>(
      `select p.slug from products p join variants v on v.product_id = p.id where v.sku like $1 limit 1`,
      [skuLike],
    )
  ).rows[0]!.slug;

describe('product blocks over GraphQL', () => {
  it("gives a vodka its facts and its first variant's shelves, in the page's language", async () => {
    const { product, paths } = await productBlocks(await slugOf('TT-KHAAN%'), 'en');
    expect(product.nutrition).toMatchObject({ abvPercent: 42, energyKcalPer100ml: 232, servingMl: 50 });
    expect(product.nutrition?.allergens).toMatch(/^Distilled from wheat/);
    const branches = (await shop.db.query('select 1 from store_locations')).rows.length;
    expect(product.hasBranchStock).toBe(true);
    expect(product.branchStock).toHaveLength(branches);
    expect(product.fitsPrinters).toEqual([]);
    expect(paths.some((path) => path.endsWith('/nutrition'))).toBe(true);
    expect(paths).toContain(`/api/v2/products/0/variants/${product.variants[0]!.id}/stock_items`);
  });

  it('gives an ink the printers it fits, and asks for no nutrition', async () => {
    const { product, paths } = await productBlocks('hp-305-black-ink-cartridge');
    expect(product.fitsPrinters).toEqual(['HP DeskJet 2710', 'HP DeskJet 2320', 'HP DeskJet Plus 4120']);
    expect(product.nutrition).toBeNull();
    expect(paths.filter((path) => path.endsWith('/nutrition'))).toEqual([]);
  });

  it('answers a product no branch holds without asking for shelves', async () => {
    const slug = 'hp-305-black-ink-cartridge';
    await shop.db.query(
      `update branch_stock set count_on_hand = 0
        where variant_id in (select v.id from variants v join products p on p.id = v.product_id where p.slug = $1)`,
      [slug],
    );
    const { product, paths } = await productBlocks(slug);
    expect([product.hasBranchStock, product.branchStock]).toEqual([false, null]);
    expect(paths.filter((path) => path.includes('/stock_items'))).toEqual([]);
    // the product itself is the only call
    expect(paths).toEqual([`/api/v2/products/${slug}`]);
  });
});

describe('printer models and the lucky wheel feature', () => {
  it('lists up to 200 models at once, A–Z; a limit out of range is refused', async () => {
    const all = await graphql<{ printerModels: { model: string }[] }>(
      shop.app,
      '{ printerModels(query: "", limit: 200) { model } }',
    );
    const models = all.body.data!.printerModels.map((printer) => printer.model);
    expect(models.length).toBeGreaterThan(20);
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b)));
    for (const limit of [0, 201]) {
      const refused = await graphql(shop.app, `{ printerModels(query: "", limit: ${limit}) { model } }`);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const tooMany = await rest('GET', '/api/v2/compatibility_build/printers?limit=500');
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'SHOP_ERR_VALIDATION']);
  });

  it('names lucky_wheel among the features only while a wheel is open', async () => {
    const features = async () =>
      ((await rest('GET', '/api/v2/site_data')).body.configs as { features: string[] }).features;
    expect(await features()).toContain('lucky_wheel');
    await shop.db.query('update prize_wheels set active = false');
    expect(await features()).not.toContain('lucky_wheel');
    await shop.db.query('update prize_wheels set active = true');
  });
});
