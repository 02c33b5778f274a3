import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesProjection } from '../../../../server/commerce/storefront/page-events.ts';
import { seedStorefrontContent } from '../../../../server/seed/index.ts';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { call, staffUser } from '../staff/back-office-support.ts';

/** The pages editor's staff API (#18): every page, edits, hiding, deleting, each logged with who. */
let shop: TestShop;
let client: string;
let editor: { token: string; name: string };

beforeAll(async () => {
  shop = await createTestShop({ RETURN_WINDOW_HOURS: '48' });
  await seedStorefrontContent(shop.db, shop.clock.now());
  client = await shop.token();
  editor = await staffUser(shop, ['content'], 'Номин');
}, 180_000);

afterAll(async () => shop?.close());

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  call(shop, method, `/api/v2/admin/pages${url}`, { bearer: editor.token, ...(body ? { body } : {}) });
const shopper = (url: string) => call(shop, 'GET', url, { bearer: client });
const footer = async () =>
  ((await shopper('/api/v2/pages')).body.pages as { slug: string }[]).map((page) => page.slug);

async function stamp() {
  const { rows } = await shop.db.query<{ stamp: string }>(
    `select (select count(*) from events where stream_id like 'page-%')::text || ':' ||
            coalesce((select md5(string_agg(p::text, ',' order by id)) from pages p), '') as stamp`,
  );
  return rows[0]!.stamp;
}

describe('the pages editor', () => {
  it('lists every page raw, with placeholders as written', async () => {
    const list = await admin('GET', '');
    expect(list.status).toBe(200);
    const slugs = (list.body.pages as { slug: string }[]).map((page) => page.slug);
    expect(slugs).toEqual(await footer());
    const returns = (list.body.pages as { slug: string; body: string; published: boolean }[]).find(
      (page) => page.slug === 'returns',
    );
    expect(returns?.published).toBe(true);
    expect(returns?.body).toContain('{return_hours}');
  });

  it('edits a seeded page from version 0; the shopper reads the change, placeholders filled', async () => {
    const opened = await admin('GET', '/delivery');
    expect(opened.body).toMatchObject({ version: 0, history: [], updated_by: null });
    const edited = await admin('PUT', '/delivery', {
      title: 'Хүргэлтийн нөхцөл',
      body: 'Буцаах хугацаа {return_hours} цаг.\n\n## Хот доторх',
      version: 0,
    });
    expect(edited.body).toMatchObject({ title: 'Хүргэлтийн нөхцөл', version: 1, updated_by: 'Номин' });
    const read = await shopper('/api/v2/pages/delivery');
    expect(read.body).toMatchObject({
      title: 'Хүргэлтийн нөхцөл',
      body: 'Буцаах хугацаа 48 цаг.\n\n## Хот доторх',
    });

    const before = await stamp();
    const stale = await admin('PUT', '/delivery', { title: 'Хуучин', version: 0 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_CONFLICT' } });
    expect(await stamp()).toBe(before);
  });

  it('adds a draft page, publishes it, hides it and deletes it, logging who did each', async () => {
    const draft = await admin('POST', '', {
      slug: 'warranty',
      title: 'Баталгаа',
      body: 'Бүх бараанд 12 сарын баталгаа.',
      translations: { en: { title: 'Warranty', body: '12 months on everything.' } },
      position: 8,
      published: false,
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ slug: 'warranty', published: false, version: 1 });
    expect((await shopper('/api/v2/pages/warranty')).body.code).toBe('SHOP_ERR_PAGE_NOT_FOUND');
    expect(await footer()).not.toContain('warranty');

    expect((await admin('POST', '/warranty/publish')).body).toMatchObject({ published: true, version: 2 });
    expect((await admin('POST', '/warranty/publish')).body.version).toBe(2);
    expect(await footer()).toContain('warranty');
    expect((await shopper('/api/v2/pages/warranty')).body.title).toBe('Баталгаа');

    expect((await admin('PUT', '/warranty', { published: false })).body).toMatchObject({ published: false });
    expect((await shopper('/api/v2/pages/warranty')).status).toBe(404);
    const history = (await admin('GET', '/warranty')).body.history as { type: string; by: string }[];
    expect(history.map((entry) => entry.type)).toEqual(['PageCreated', 'PagePublished', 'PageUnpublished']);
    expect(history.every((entry) => entry.by === 'Номин')).toBe(true);

    expect((await admin('DELETE', '/warranty')).status).toBe(204);
    expect((await admin('GET', '/warranty')).body.code).toBe('SHOP_ERR_PAGE_NOT_FOUND');
    // the slug is free again
    const again = await admin('POST', '', { slug: 'warranty', title: 'Баталгаа', body: 'Шинэ.' });
    expect(again.status).toBe(201);
  });

  it('refuses bad input, a taken slug and unknown pages, writing nothing', async () => {
    const before = await stamp();
    const bad: [string, string, object][] = [
      ['POST', '', { slug: 'faq', title: '   ', body: 'x' }],
      ['POST', '', { slug: 'faq', title: 'FAQ', body: '' }],
      ['POST', '', { slug: 'Bad Slug', title: 'FAQ', body: 'x' }],
      ['POST', '', { slug: 'faq', title: 'FAQ', body: 'x', translations: { de: { title: 'x' } } }],
      ['PUT', '/delivery', {}],
      ['PUT', '/delivery', { title: 'x'.repeat(121) }],
      ['PUT', '/delivery', { position: -1 }],
      ['PUT', '/delivery', { slug: 'other' }],
    ];
    for (const [method, url, body] of bad) {
      const answer = await admin(method as 'POST' | 'PUT', url, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('SHOP_ERR_VALIDATION');
    }
    const blank = await admin('PUT', '/delivery', { title: ' ' });
    expect(Object.keys(blank.body.errors)).toEqual(['title']);
    const taken = await admin('POST', '', { slug: 'delivery', title: 'Дахиад', body: 'x' });
    expect(taken).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_SLUG_TAKEN' } });
    for (const [method, url] of [
      ['GET', '/no-such-page'],
      ['PUT', '/no-such-page'],
      ['POST', '/no-such-page/unpublish'],
      ['DELETE', '/no-such-page'],
    ] as const) {
      const answer = await admin(method, url, method === 'PUT' ? { title: 'X' } : undefined);
      expect(answer.body.code, `${method} ${url}`).toBe('SHOP_ERR_PAGE_NOT_FOUND');
    }
    expect(await stamp()).toBe(before);
  });

  it('needs a staff login with the content role', async () => {
    const before = await stamp();
    const cashier = await staffUser(shop, ['coupons']);
    for (const [bearer, status] of [
      [cashier.token, 403],
      [client, 401],
      [null, 401],
    ] as const) {
      for (const [method, url, body] of [
        ['GET', '/api/v2/admin/pages', undefined],
        ['GET', '/api/v2/admin/pages/delivery', undefined],
        ['POST', '/api/v2/admin/pages', { slug: 'x', title: 'X', body: 'x' }],
        ['PUT', '/api/v2/admin/pages/delivery', { title: 'Hacked' }],
        ['POST', '/api/v2/admin/pages/delivery/unpublish', undefined],
        ['DELETE', '/api/v2/admin/pages/delivery', undefined],
      ] as const) {
        const answer = await call(shop, method, url, { bearer, ...(body ? { body } : {}) });
        expect(answer.status, `${method} ${url}`).toBe(status);
      }
    }
    expect(await stamp()).toBe(before);
  });

  it('keeps the pages equal to a replay of the log', async () => {
    const read = async () =>
      (await shop.db.query('select id, slug, title, body, published, updated_by from pages order by id'))
        .rows;
    const live = await read();
    await shop.store.rebuild(pagesProjection);
    expect(await read()).toEqual(live);
  });
});
