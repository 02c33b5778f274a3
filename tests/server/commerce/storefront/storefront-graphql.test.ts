import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStorefrontContent } from '../../../../server/seed/index.ts';
import { createTestShop, graphql, type TestShop } from '../../../support/shop.ts';

/** Brands, the shop's pages and the sitemap through the gateway (#17), in the shopper's language. */
let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
  await seedStorefrontContent(shop.db, shop.clock.now());
}, 60_000);

afterAll(async () => shop?.close());

const inLocale = (locale: string) => ({ 'x-shop-locale': locale });

describe('content (GraphQL)', () => {
  it('lists every brand with logos in one page of 999 (spec §9)', async () => {
    const answer = await graphql<{
      brands: { items: { code: string; logo: string }[]; total: number; more: boolean };
    }>(shop.app, '{ brands { items { code name logo story } total page perPage more } }');
    const brands = answer.body.data!.brands;
    expect(brands).toMatchObject({ perPage: 999, page: 1, more: false });
    expect(brands.items).toHaveLength(brands.total);
    expect(brands.items.find((brand) => brand.code === 'bicheech')).toMatchObject({ name: 'Бичээч' });
  });

  it('refuses paging out of range as BAD_USER_INPUT', async () => {
    for (const args of ['perPage: 1000', 'perPage: 0', 'page: 0']) {
      const answer = await graphql(shop.app, `{ brands(${args}) { total } }`);
      expect(answer.body.errors?.[0]?.extensions?.code, args).toBe('BAD_USER_INPUT');
    }
  });

  it("answers a brand's story in the shopper's language, English filling gaps", async () => {
    const query = '{ brandByCode(code: "tsagaan-tal") { code name story } }';
    const mn = await graphql<{ brandByCode: { name: string; story: string } }>(shop.app, query);
    expect(mn.body.data!.brandByCode).toMatchObject({
      name: 'Цагаан Тал',
      story: expect.stringMatching(/6 удаа/),
    });
    const en = await graphql<{ brandByCode: { name: string; story: string } }>(
      shop.app,
      query,
      {},
      inLocale('en'),
    );
    expect(en.body.data!.brandByCode).toMatchObject({
      name: 'Tsagaan Tal',
      story: expect.stringMatching(/6 times/),
    });
    // Italian has no story of its own: English fills it
    const it = await graphql<{ brandByCode: { story: string } }>(shop.app, query, {}, inLocale('it'));
    expect(it.body.data!.brandByCode.story).toMatch(/6 times/);
    // a brand without a story says so
    const none = await graphql(shop.app, '{ brandByCode(code: "uhu") { story } }');
    expect(none.body.data).toEqual({ brandByCode: { story: null } });
  });

  it('answers an unknown or malformed brand code as BRAND_NOT_FOUND (404)', async () => {
    for (const code of ['no-such-brand', 'HP', '../x', '']) {
      const answer = await graphql(
        shop.app,
        '{ brandByCode(code: $code) { code } }'.replace('$code', JSON.stringify(code)),
      );
      expect(answer.body.errors?.[0]?.extensions, code).toMatchObject({
        code: 'BRAND_NOT_FOUND',
        status: 404,
      });
    }
  });

  it('lists the pages for the footer and serves one with the windows filled in', async () => {
    const list = await graphql<{ shopPages: { slug: string; title: string }[] }>(
      shop.app,
      '{ shopPages { slug title } }',
      {},
      inLocale('ru'),
    );
    expect(list.body.data!.shopPages.map((page) => page.slug)).toHaveLength(7);
    expect(list.body.data!.shopPages[0]).toEqual({ slug: 'delivery', title: 'Доставка' });
    expect(list.body.data!.shopPages.find((page) => page.slug === 'payment')?.title).toBe('Оплата');
    const page = await graphql<{ shopPage: { body: string } }>(
      shop.app,
      '{ shopPage(slug: "returns") { slug title body updatedAt } }',
      {},
      inLocale('cn'),
    );
    expect(page.body.data!.shopPage.body).toContain('within 72 hours');
    const missing = await graphql(shop.app, '{ shopPage(slug: "nope") { slug } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'PAGE_NOT_FOUND', status: 404 });
  });

  it('puts the brands, their pages, the branches and the shop pages in the sitemap', async () => {
    const sitemap = (await shop.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.mn' } })).body;
    for (const path of [
      '/brands',
      '/brands/hp',
      '/brands/tsagaan-tal',
      '/branches',
      '/pages/delivery',
      '/promotions/1',
    ]) {
      expect(sitemap, path).toContain(`<loc>http://shop.mn${path}</loc>`);
    }
  });

  it('answers promotions with their end dates and products, badges with theirs, unknown ids as 404', async () => {
    const list = await graphql<{ promotions: { id: string; name: string; endsAt: string }[] }>(
      shop.app,
      '{ promotions { id code name description startsAt endsAt productCount } }',
      {},
      inLocale('en'),
    );
    const promotions = list.body.data!.promotions;
    expect(promotions[0]).toMatchObject({ name: 'Office printing week', endsAt: '2026-06-22T09:00:00Z' });
    const detail = await graphql<{
      promotion: { products: { items: { brand: string | null }[]; total: number } };
    }>(
      shop.app,
      `{ promotion(id: "${promotions[0]!.id}", perPage: 4) { promotion { name } products { items { slug name brand } total more } } }`,
    );
    expect(detail.body.data!.promotion.products.items).toHaveLength(4);
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await graphql(shop.app, `{ promotion(id: "${id}") { promotion { id } } }`);
      expect(missing.body.errors?.[0]?.extensions, id).toMatchObject({
        code: 'PROMOTION_NOT_FOUND',
        status: 404,
      });
    }
    const paging = await graphql(
      shop.app,
      `{ promotion(id: "${promotions[0]!.id}", perPage: 101) { promotion { id } } }`,
    );
    expect(paging.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badge = await graphql<{ badgeProducts: { badge: { code: string }; products: { total: number } } }>(
      shop.app,
      '{ badgeProducts(id: "1") { badge { code name color } products { items { slug } total } } }',
    );
    expect(badge.body.data!.badgeProducts.badge.code).toBe('new');
    expect(badge.body.data!.badgeProducts.products.total).toBeGreaterThan(0);
    const noBadge = await graphql(shop.app, '{ badgeProducts(id: "999") { badge { id } } }');
    expect(noBadge.body.errors?.[0]?.extensions).toMatchObject({ code: 'BADGE_NOT_FOUND', status: 404 });
  });

  it('answers vendors and a vendor with 20 products by default, an unknown one as 404', async () => {
    const list = await graphql<{ vendors: { id: string }[] }>(shop.app, '{ vendors { id name logo } }');
    expect(list.body.data!.vendors).toHaveLength(4);
    const vendor = await graphql<{ vendorProducts: { products: { items: unknown[]; perPage: number } } }>(
      shop.app,
      '{ vendorProducts(id: "1") { vendor { name } products { items { slug } perPage more } } }',
    );
    expect(vendor.body.data!.vendorProducts.products).toMatchObject({ perPage: 20 });
    expect(vendor.body.data!.vendorProducts.products.items).toHaveLength(20);
    const missing = await graphql(shop.app, '{ vendorProducts(id: "999") { vendor { id } } }');
    expect(missing.body.errors?.[0]?.extensions).toMatchObject({ code: 'VENDOR_NOT_FOUND', status: 404 });
  });
});
