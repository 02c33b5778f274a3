import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStorefrontContent } from '../../../../server/seed/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { signUp } from '../accounts/support.ts';

/** Brands and the shop's own pages over the commerce REST service (#17), and their staff API. */
let shop: TestShop;
let token: string;

beforeAll(async () => {
  shop = await createTestShop({ RETURN_WINDOW_HOURS: '48' });
  await seedStorefrontContent(shop.db, shop.clock.now());
  token = await shop.token();
}, 60_000);

afterAll(async () => shop?.close());

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; authorization?: string } = {},
) {
  const response = await shop.app.inject({
    method,
    url,
    headers: { authorization: options.authorization ?? `Bearer ${token}` },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return {
    status: response.statusCode,
    body: response.json() as Record<string, unknown> & { code?: string },
  };
}

const staff = () => `Bearer ${shop.config.secrets.staffToken}`;

async function counts() {
  const { rows } = await shop.db.query<{ brands: number; pages: number; stamp: string }>(
    `select (select count(*)::int from brands) as brands, (select count(*)::int from pages) as pages,
            (select md5(string_agg(b::text, ',' order by id)) from brands b) ||
            (select md5(string_agg(p::text, ',' order by id)) from pages p) as stamp`,
  );
  return rows[0]!;
}

describe('brands (REST)', () => {
  it('lists every brand in one page of 999 by default (spec §9), with logos and stories', async () => {
    const answer = await call('GET', '/api/v2/brands');
    expect(answer.status).toBe(200);
    const brands = answer.body.brands as { code: string; logo: string; story: string }[];
    expect(answer.body).toMatchObject({ page: 1, per_page: 999, more: false, total: brands.length });
    expect(brands.length).toBeGreaterThan(40);
    expect(brands.every((brand) => brand.logo.startsWith('/images/brands/'))).toBe(true);
    expect(brands.find((brand) => brand.code === 'tsagaan-tal')?.story).toMatch(/6 удаа/);
  });

  it('pages with per_page and says when more are left', async () => {
    const first = await call('GET', '/api/v2/brands?per_page=10');
    const second = await call('GET', '/api/v2/brands?per_page=10&page=2');
    expect(first.body).toMatchObject({ more: true, per_page: 10 });
    const codes = (page: typeof first) => (page.body.brands as { code: string }[]).map((brand) => brand.code);
    expect(codes(first)).toHaveLength(10);
    expect(codes(second).some((code) => codes(first).includes(code))).toBe(false);
  });

  it('refuses paging out of range with a coded 400', async () => {
    for (const query of ['per_page=1000', 'per_page=0', 'page=0', 'page=x', 'sort=name']) {
      const answer = await call('GET', `/api/v2/brands?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code).toBe('SHOP_ERR_VALIDATION');
    }
  });

  it('answers a brand by its code, and an unknown code with a coded 404', async () => {
    const hp = await call('GET', '/api/v2/brands/hp');
    expect(hp.body).toMatchObject({ code: 'hp', name: 'HP', translations: { en: { name: 'HP' } } });
    const unknown = await call('GET', '/api/v2/brands/no-such-brand');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_BRAND_NOT_FOUND' } });
    const malformed = await call('GET', '/api/v2/brands/HP%20x');
    expect(malformed.status).toBe(400);
  });

  it('needs the client token', async () => {
    const answer = await call('GET', '/api/v2/brands', { authorization: 'Bearer nope' });
    expect(answer).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_UNAUTHORIZED' } });
  });
});

describe('pages (REST)', () => {
  it('lists the seven pages in footer order', async () => {
    const answer = await call('GET', '/api/v2/pages');
    const slugs = (answer.body.pages as { slug: string }[]).map((page) => page.slug);
    expect(slugs).toEqual(['delivery', 'returns', 'payment', 'about', 'contacts', 'terms', 'privacy']);
  });

  it('states the delivery and return windows from the configuration, in every language', async () => {
    const delivery = await call('GET', '/api/v2/pages/delivery');
    expect(delivery.body.body).toContain('24 цагийн дотор');
    expect(delivery.body.body).toContain('100 000₮');
    expect(JSON.stringify(delivery.body)).not.toMatch(/\{[a-z_]+\}/);
    const returns = await call('GET', '/api/v2/pages/returns');
    // RETURN_WINDOW_HOURS=48 in this shop: the page follows it, not a number typed into the text
    expect(returns.body.body).toContain('48 цагийн дотор');
    expect((returns.body.translations as { en: { body: string } }).en.body).toContain('within 48 hours');
  });

  it('answers an unknown page with a coded 404', async () => {
    const answer = await call('GET', '/api/v2/pages/no-such-page');
    expect(answer).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_PAGE_NOT_FOUND' } });
  });
});

describe('staff author brands and pages', () => {
  it('refuses a shopper, the client token and a wrong token, writing nothing', async () => {
    const before = await counts();
    const { caller } = await signUp(shop.app, shop.db, '88110011');
    const attempts = [
      { authorization: `Bearer ${token}` },
      { authorization: `Bearer ${shop.config.secrets.staffToken}x` },
      { authorization: '' },
    ];
    for (const { authorization } of attempts) {
      for (const [method, url, body] of [
        ['POST', '/api/v2/admin/brands', { code: 'acme', name: 'Acme' }],
        ['PUT', '/api/v2/admin/brands/hp', { name: 'Hacked' }],
        ['POST', '/api/v2/admin/pages', { slug: 'x', title: 'X', body: 'x' }],
        ['PUT', '/api/v2/admin/pages/delivery', { title: 'Hacked' }],
      ] as const) {
        const answer = await call(method, url, { body, authorization });
        expect(answer.status, `${method} ${url}`).toBe(401);
        expect(answer.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
      }
    }
    // a logged-in shopper's session opens nothing either (the gateway has no staff field)
    const viaGateway = await caller.gql('mutation { createBrand(code: "acme", name: "Acme") { code } }');
    expect(viaGateway.body.errors).toBeDefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with a coded 400 and writes nothing', async () => {
    const before = await counts();
    const bad: [string, string, unknown][] = [
      ['POST', '/api/v2/admin/brands', { code: 'Bad Code', name: 'X' }],
      ['POST', '/api/v2/admin/brands', { code: 'acme' }],
      ['POST', '/api/v2/admin/brands', { code: 'acme', name: '   ' }],
      ['POST', '/api/v2/admin/brands', { code: 'acme', name: 'A', logo: 'https://evil.example/x.js' }],
      ['POST', '/api/v2/admin/brands', { code: 'acme', name: 'A', translations: { de: { name: 'A' } } }],
      ['POST', '/api/v2/admin/brands', { code: 'acme', name: 'A', extra: 1 }],
      ['PUT', '/api/v2/admin/brands/hp', {}],
      ['PUT', '/api/v2/admin/brands/hp', { name: 'x'.repeat(121) }],
      ['POST', '/api/v2/admin/pages', { slug: 'faq', title: 'FAQ' }],
      ['POST', '/api/v2/admin/pages', { slug: 'faq', title: 'FAQ', body: '' }],
      ['POST', '/api/v2/admin/pages', { slug: '../etc', title: 'FAQ', body: 'x' }],
      ['PUT', '/api/v2/admin/pages/delivery', { position: -1 }],
    ];
    for (const [method, url, body] of bad) {
      const answer = await call(method as 'POST' | 'PUT', url, { body, authorization: staff() });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('SHOP_ERR_VALIDATION');
    }
    const taken = await call('POST', '/api/v2/admin/brands', {
      body: { code: 'hp', name: 'HP again' },
      authorization: staff(),
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_SLUG_TAKEN' } });
    const missing = await call('PUT', '/api/v2/admin/pages/no-such-page', {
      body: { title: 'X' },
      authorization: staff(),
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_PAGE_NOT_FOUND' } });
    const missingBrand = await call('PUT', '/api/v2/admin/brands/no-such-brand', {
      body: { name: 'X' },
      authorization: staff(),
    });
    expect(missingBrand).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_BRAND_NOT_FOUND' } });
    expect(await counts()).toEqual(before);
  });

  it('creates and edits a brand and a page that shoppers then read', async () => {
    const created = await call('POST', '/api/v2/admin/brands', {
      body: {
        code: 'gobi',
        name: 'Говь',
        story: 'Монгол ноолуур 1981 оноос.',
        translations: { en: { name: 'Gobi', story: 'Mongolian cashmere since 1981.' } },
      },
      authorization: staff(),
    });
    expect(created).toMatchObject({ status: 201, body: { code: 'gobi', logo: '/images/brands/gobi.svg' } });
    const edited = await call('PUT', '/api/v2/admin/brands/gobi', {
      body: { story: 'Монгол ноолуур 1981 оноос хойш.' },
      authorization: staff(),
    });
    expect(edited.body).toMatchObject({ name: 'Говь', story: 'Монгол ноолуур 1981 оноос хойш.' });
    expect((await call('GET', '/api/v2/brands/gobi')).body).toMatchObject({ name: 'Говь' });

    const page = await call('POST', '/api/v2/admin/pages', {
      body: {
        slug: 'faq',
        title: 'Түгээмэл асуулт',
        body: 'Буцаах хугацаа {return_hours} цаг.',
        position: 9,
      },
      authorization: staff(),
    });
    expect(page).toMatchObject({
      status: 201,
      body: { slug: 'faq', body: 'Буцаах хугацаа {return_hours} цаг.' },
    });
    await call('PUT', '/api/v2/admin/pages/faq', {
      body: { title: 'Асуулт, хариулт' },
      authorization: staff(),
    });
    const read = await call('GET', '/api/v2/pages/faq');
    expect(read.body).toMatchObject({ title: 'Асуулт, хариулт', body: 'Буцаах хугацаа 48 цаг.' });
  });
});

describe('promotions and badges (REST)', () => {
  const promotionRows = async () =>
    (
      await shop.db.query<{ stamp: string | null }>(
        `select md5(string_agg(p::text, ',' order by id)) as stamp from promotions p`,
      )
    ).rows[0]!.stamp;

  it('lists the running promotions with their end dates, the soonest to end first', async () => {
    const answer = await call('GET', '/api/v2/promotions');
    const promotions = answer.body.promotions as { code: string; ends_at: string; product_count: number }[];
    expect(promotions.map((promotion) => promotion.code)).toEqual(['office-ink', 'back-to-school']);
    expect(promotions[0]).toMatchObject({ ends_at: '2026-06-22T09:00:00Z', product_count: 12 });
  });

  it('answers a promotion with its visible products, paged, and an unknown one with a coded 404', async () => {
    const list = await call('GET', '/api/v2/promotions');
    const id = (list.body.promotions as { id: number }[])[1]!.id;
    const answer = await call('GET', `/api/v2/promotions/${id}?per_page=5`);
    expect(answer.status).toBe(200);
    const products = answer.body.products as { slug: string; selling_price: number }[];
    expect(products).toHaveLength(5);
    expect(answer.body.total).toBeGreaterThan(5);
    expect(products.every((product) => product.selling_price > 1)).toBe(true);
    for (const url of ['/api/v2/promotions/99999', '/api/v2/promotions/1e309', '/api/v2/promotions/0']) {
      const missing = await call('GET', url);
      expect(missing.status, url).toBe(url.endsWith('99999') ? 404 : 400);
    }
    expect((await call('GET', '/api/v2/promotions/99999')).body.code).toBe('SHOP_ERR_PROMOTION_NOT_FOUND');
    expect((await call('GET', `/api/v2/promotions/${id}?per_page=101`)).status).toBe(400);
  });

  it('staff create and edit a promotion; bad input and shoppers are refused, writing nothing', async () => {
    const before = await promotionRows();
    const { rows } = await shop.db.query<{ id: number }>('select id from products order by id limit 3');
    const ids = rows.map((row) => row.id);
    const good = {
      code: 'tsagaan-sar',
      name: 'Цагаан сар',
      ends_at: '2026-07-01T00:00:00Z',
      product_ids: ids,
    };
    const refused: [unknown, number, string][] = [
      [{ ...good, ends_at: 'tomorrow' }, 400, 'VALIDATION'],
      [{ ...good, ends_at: '0000-01-01T00:00:00Z' }, 400, 'VALIDATION'],
      [{ ...good, product_ids: [] }, 400, 'VALIDATION'],
      [{ ...good, product_ids: [999_999] }, 422, 'PROMOTION_PRODUCT_UNKNOWN'],
      [{ ...good, starts_at: '2026-08-01T00:00:00Z' }, 422, 'PROMOTION_ENDS_BEFORE_START'],
      [{ ...good, code: 'Цагаан' }, 400, 'VALIDATION'],
      [{ ...good, name: '' }, 400, 'VALIDATION'],
    ];
    for (const [body, status, code] of refused) {
      const answer = await call('POST', '/api/v2/admin/promotions', { body, authorization: staff() });
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.code).toBe(`SHOP_ERR_${code}`);
    }
    const shopper = await call('POST', '/api/v2/admin/promotions', { body: good });
    expect(shopper).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_STAFF_TOKEN_REQUIRED' } });
    expect(await promotionRows()).toBe(before);

    const created = await call('POST', '/api/v2/admin/promotions', { body: good, authorization: staff() });
    expect(created).toMatchObject({ status: 201, body: { code: 'tsagaan-sar', product_count: 3 } });
    const id = created.body.id as number;
    const ended = await call('PUT', `/api/v2/admin/promotions/${id}`, {
      body: { starts_at: '2026-07-02T00:00:00Z' },
      authorization: staff(),
    });
    expect(ended).toMatchObject({ status: 422, body: { code: 'SHOP_ERR_PROMOTION_ENDS_BEFORE_START' } });
    const edited = await call('PUT', `/api/v2/admin/promotions/${id}`, {
      body: { name: 'Цагаан сарын бэлэг', product_ids: ids.slice(0, 2) },
      authorization: staff(),
    });
    expect(edited.body).toMatchObject({ name: 'Цагаан сарын бэлэг', product_count: 2 });
    const missing = await call('PUT', '/api/v2/admin/promotions/99999', {
      body: { name: 'X' },
      authorization: staff(),
    });
    expect(missing).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_PROMOTION_NOT_FOUND' } });
    const running = await call('GET', '/api/v2/promotions');
    expect((running.body.promotions as { code: string }[]).map((promotion) => promotion.code)).toContain(
      'tsagaan-sar',
    );
  });

  it('lists badges and answers a badge with its products, an unknown one with a coded 404', async () => {
    const badges = (await call('GET', '/api/v2/badges')).body.badges as { id: number; code: string }[];
    expect(badges.map((badge) => badge.code)).toContain('new');
    const newBadge = badges.find((badge) => badge.code === 'new')!;
    const answer = await call('GET', `/api/v2/badges/${newBadge.id}?per_page=10`);
    expect(answer.body).toMatchObject({ code: 'new', color: expect.any(String) });
    const products = answer.body.products as { badges: number[] }[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.badges.includes(newBadge.id))).toBe(true);
    const missing = await call('GET', '/api/v2/badges/99999');
    expect(missing).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_BADGE_NOT_FOUND' } });
    expect((await call('GET', '/api/v2/badges/abc')).status).toBe(400);
  });

  it('lists vendors and answers one with 20 of its products by default (spec §9), unknown ones 404', async () => {
    const vendors = (await call('GET', '/api/v2/vendors')).body.vendors as {
      id: number;
      store_codes: string[];
    }[];
    expect(vendors.map((vendor) => vendor.id)).toEqual([1, 2, 3, 4]);
    const answer = await call('GET', '/api/v2/vendors/1');
    expect(answer.status).toBe(200);
    const products = answer.body.products as { store: { code: string } }[];
    expect(products).toHaveLength(20);
    expect(answer.body.total).toBeGreaterThan(20);
    expect(products.every((product) => vendors[0]!.store_codes.includes(product.store.code))).toBe(true);
    const missing = await call('GET', '/api/v2/vendors/999');
    expect(missing).toMatchObject({ status: 404, body: { code: 'SHOP_ERR_VENDOR_NOT_FOUND' } });
    expect((await call('GET', '/api/v2/vendors/1?per_page=0')).status).toBe(400);
  });
});
