import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { staffUser } from '../staff/back-office-support.ts';

/** The back office's brand and promotion editors over REST (#18): lists, edits, ending, the log, roles. */
let shop: TestShop;
let editor: { name: string; token: string };
let cashier: { token: string };
let shopper: string;
let productIds: number[];

beforeAll(async () => {
  shop = await createTestShop();
  editor = await staffUser(shop, ['content'], 'Сэтгүүлч Сараа');
  cashier = await staffUser(shop, ['fulfilment']);
  shopper = await shop.token();
  const { rows } = await shop.db.query<{ id: number }>('select id from products order by id limit 4');
  productIds = rows.map((row) => row.id);
}, 120_000);

afterAll(async () => shop?.close());

type Body = Record<string, unknown> & { code?: string; errors?: Record<string, string[]> };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, bearer = editor.token) {
  const response = await shop.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: (response.body ? response.json() : {}) as Body };
}

/** The tables and the log together: a refused change must touch neither. */
async function stamp() {
  const { rows } = await shop.db.query<{ stamp: string }>(
    `select (select count(*) from events where stream_id like 'brand-%' or stream_id like 'promotion-%')::text
            || ':' || (select md5(string_agg(b::text, ',' order by id)) from brands b)
            || ':' || coalesce((select md5(string_agg(p::text, ',' order by id)) from promotions p), '') as stamp`,
  );
  return rows[0]!.stamp;
}

describe('staff brands', () => {
  it('lists every brand by name, searchable by a part of the name or code, paged', async () => {
    const all = await call('GET', '/api/v2/admin/brands?per_page=2');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, per_page: 2 });
    expect((all.body.items as unknown[]).length).toBe(2);
    const total = all.body.total as number;
    expect(total).toBeGreaterThan(2);
    const found = await call('GET', '/api/v2/admin/brands?query=HP');
    const codes = (found.body.items as { code: string; product_count: number }[]).map((brand) => brand.code);
    expect(codes).toContain('hp');
    expect(found.body.total).toBeLessThan(total);
    const wildcard = await call('GET', '/api/v2/admin/brands?query=%25');
    expect(wildcard.body).toMatchObject({ items: [], total: 0 });
    for (const query of ['per_page=101', 'page=0', `query=${'x'.repeat(101)}`, 'sort=name']) {
      const refused = await call('GET', `/api/v2/admin/brands?${query}`);
      expect(refused.status, query).toBe(400);
    }
  });

  it('creates and edits a brand; each change is an event naming the editor, and the shop shows it', async () => {
    const created = await call('POST', '/api/v2/admin/brands', {
      code: 'nomad-ink',
      name: 'Номад бэх',
      story: 'Улаанбаатарт үүссэн.',
      translations: { en: { name: 'Nomad Ink' } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'nomad-ink',
      name: 'Номад бэх',
      updated_by: 'Сэтгүүлч Сараа',
    });
    const edited = await call('PUT', '/api/v2/admin/brands/nomad-ink', {
      story: 'Шинэ түүх.',
      logo: '/images/r/abc123/400.webp',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ story: 'Шинэ түүх.', logo: '/images/r/abc123/400.webp' });
    expect(edited.body.history).toMatchObject([
      { version: 1, type: 'BrandCreated', by: 'Сэтгүүлч Сараа' },
      { version: 2, type: 'BrandEdited', by: 'Сэтгүүлч Сараа' },
    ]);
    const shown = await call('GET', '/api/v2/brands/nomad-ink', undefined, shopper);
    expect(shown.body).toMatchObject({ story: 'Шинэ түүх.', logo: '/images/r/abc123/400.webp' });
  });

  it('refuses a taken code, an unknown brand, a foreign logo and bad fields, writing nothing', async () => {
    const before = await stamp();
    const refusals: [string, string, unknown, number, string][] = [
      ['POST', '/api/v2/admin/brands', { code: 'hp', name: 'HP again' }, 409, 'SLUG_TAKEN'],
      ['PUT', '/api/v2/admin/brands/no-such', { name: 'X' }, 404, 'BRAND_NOT_FOUND'],
      // edited twice since: a save from a copy loaded at version 1 would undo the story
      ['PUT', '/api/v2/admin/brands/nomad-ink', { name: 'X', version: 1 }, 409, 'CONFLICT'],
      ['GET', '/api/v2/admin/brands/no-such', undefined, 404, 'BRAND_NOT_FOUND'],
      ['PUT', '/api/v2/admin/brands/hp', { logo: 'https://evil.example/x.png' }, 400, 'VALIDATION'],
      ['PUT', '/api/v2/admin/brands/hp', { name: ' ' }, 400, 'VALIDATION'],
      ['PUT', '/api/v2/admin/brands/hp', { translations: { de: { name: 'X' } } }, 400, 'VALIDATION'],
    ];
    for (const [method, url, body, status, code] of refusals) {
      const answer = await call(method as 'GET', url, body);
      expect(answer, `${method} ${url}`).toMatchObject({ status, body: { code: `SHOP_ERR_${code}` } });
    }
    expect(await stamp()).toBe(before);
  });
});

describe('staff promotions', () => {
  const window = { starts_at: '2026-06-10T00:00:00Z', ends_at: '2026-06-30T00:00:00Z' };

  it('creates a promotion with a date range, edits it, and the shop shows it while it runs', async () => {
    const created = await call('POST', '/api/v2/admin/promotions', {
      code: 'naadam-sale',
      name: 'Наадмын хямдрал',
      ...window,
      product_ids: productIds.slice(0, 2),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'running', product_count: 2, updated_by: 'Сэтгүүлч Сараа' });
    expect((created.body.products as { id: number; sku: string }[]).map((product) => product.id)).toEqual(
      productIds.slice(0, 2),
    );
    const id = created.body.id as number;
    const edited = await call('PUT', `/api/v2/admin/promotions/${id}`, {
      version: 1,
      name: 'Наадмын их хямдрал',
      translations: { en: { name: 'Naadam sale' } },
      product_ids: [productIds[2]!, productIds[0]!],
    });
    expect(edited.body).toMatchObject({ name: 'Наадмын их хямдрал', product_count: 2 });
    const running = await call('GET', '/api/v2/promotions', undefined, shopper);
    const shelf = (running.body as { promotions: { code: string; name: string }[] }).promotions;
    expect(shelf.find((promotion) => promotion.code === 'naadam-sale')?.name).toBe('Наадмын их хямдрал');
  });

  it('lists running, scheduled and ended promotions, filtered by status and name', async () => {
    await call('POST', '/api/v2/admin/promotions', {
      code: 'autumn-later',
      name: 'Намрын урамшуулал',
      starts_at: '2026-09-01T00:00:00Z',
      ends_at: '2026-09-30T00:00:00Z',
      product_ids: productIds.slice(0, 1),
    });
    await call('POST', '/api/v2/admin/promotions', {
      code: 'spring-past',
      name: 'Хаврын урамшуулал',
      starts_at: '2026-03-01T00:00:00Z',
      ends_at: '2026-03-30T00:00:00Z',
      product_ids: productIds.slice(0, 1),
    });
    const all = await call('GET', '/api/v2/admin/promotions?query=урамшуулал');
    expect(all.body.items).toMatchObject([
      { code: 'autumn-later', status: 'scheduled' },
      { code: 'spring-past', status: 'ended' },
    ]);
    const ended = await call('GET', '/api/v2/admin/promotions?status=ended');
    expect((ended.body.items as { status: string }[]).every((item) => item.status === 'ended')).toBe(true);
    expect((await call('GET', '/api/v2/admin/promotions?status=soon')).status).toBe(400);
  });

  it('ends a running promotion now: it leaves the shelf, and the log says who ended it', async () => {
    const list = await call('GET', '/api/v2/admin/promotions?query=naadam');
    const id = (list.body.items as { id: number }[])[0]!.id;
    const ended = await call('POST', `/api/v2/admin/promotions/${id}/end`);
    expect(ended.body).toMatchObject({ status: 'ended', ends_at: '2026-06-15T09:00:00Z' });
    expect((ended.body.history as { type: string; by: string }[]).map((entry) => entry.type)).toEqual([
      'PromotionCreated',
      'PromotionEdited',
      'PromotionEnded',
    ]);
    const running = await call('GET', '/api/v2/promotions', undefined, shopper);
    const codes = (running.body as { promotions: { code: string }[] }).promotions.map((p) => p.code);
    expect(codes).not.toContain('naadam-sale');
    const again = await call('POST', `/api/v2/admin/promotions/${id}/end`);
    expect(again).toMatchObject({ status: 409, body: { code: 'SHOP_ERR_PROMOTION_ALREADY_ENDED' } });
  });

  it('refuses an end before the start, unknown products and ids, and ending one not started, writing nothing', async () => {
    const scheduled = await call('GET', '/api/v2/admin/promotions?status=scheduled');
    const later = (scheduled.body.items as { id: number }[])[0]!.id;
    const before = await stamp();
    const refusals: [string, string, unknown, number, string][] = [
      [
        'POST',
        '/api/v2/admin/promotions',
        {
          code: 'x-sale',
          name: 'X',
          starts_at: window.ends_at,
          ends_at: window.starts_at,
          product_ids: productIds,
        },
        422,
        'PROMOTION_ENDS_BEFORE_START',
      ],
      [
        'PUT',
        `/api/v2/admin/promotions/${later}`,
        { ends_at: '2026-08-01T00:00:00Z' },
        422,
        'PROMOTION_ENDS_BEFORE_START',
      ],
      [
        'PUT',
        `/api/v2/admin/promotions/${later}`,
        { product_ids: [987_654] },
        422,
        'PROMOTION_PRODUCT_UNKNOWN',
      ],
      [
        'POST',
        '/api/v2/admin/promotions',
        { code: 'naadam-sale', name: 'X', ...window, product_ids: productIds },
        409,
        'SLUG_TAKEN',
      ],
      ['PUT', '/api/v2/admin/promotions/99999', { name: 'X' }, 404, 'PROMOTION_NOT_FOUND'],
      ['PUT', `/api/v2/admin/promotions/${later}`, { name: 'X', version: 0 }, 409, 'CONFLICT'],
      ['GET', '/api/v2/admin/promotions/99999', undefined, 404, 'PROMOTION_NOT_FOUND'],
      ['POST', '/api/v2/admin/promotions/99999/end', undefined, 404, 'PROMOTION_NOT_FOUND'],
      ['POST', `/api/v2/admin/promotions/${later}/end`, undefined, 409, 'PROMOTION_NOT_STARTED'],
    ];
    for (const [method, url, body, status, code] of refusals) {
      const answer = await call(method as 'GET', url, body);
      expect(answer, `${method} ${url}`).toMatchObject({ status, body: { code: `SHOP_ERR_${code}` } });
    }
    expect(await stamp()).toBe(before);
  });
});

describe('the log and the tables', () => {
  it('the last event of every brand and promotion stream is the row as it is now', async () => {
    const { rows } = await shop.db.query<{
      stream: string;
      data: Record<string, unknown>;
      row: Record<string, unknown>;
    }>(
      `select distinct on (e.stream_id) e.stream_id as stream, e.data,
              coalesce(
                (select to_jsonb(b) - 'updated_at' - 'updated_by' from brands b
                  where e.stream_id = 'brand-' || b.id),
                (select jsonb_build_object('id', p.id, 'code', p.code, 'name', p.name,
                        'description', p.description, 'translations', p.translations,
                        'product_count', cardinality(p.product_ids))
                   from promotions p where e.stream_id = 'promotion-' || p.id)) as row
         from events e where e.stream_id like 'brand-%' or e.stream_id like 'promotion-%'
        order by e.stream_id, e.stream_version desc`,
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const { stream, data, row } of rows) expect(data, stream).toMatchObject(row);
  });
});

describe('who may edit', () => {
  it('refuses a shopper (401) and a staff member without the content role (403), writing nothing', async () => {
    const before = await stamp();
    const attempts: [string, string, unknown][] = [
      ['GET', '/api/v2/admin/brands', undefined],
      ['POST', '/api/v2/admin/brands', { code: 'acme', name: 'Acme' }],
      ['PUT', '/api/v2/admin/brands/hp', { name: 'Hacked' }],
      ['GET', '/api/v2/admin/promotions', undefined],
      ['POST', '/api/v2/admin/promotions/1/end', undefined],
    ];
    for (const [method, url, body] of attempts) {
      const asShopper = await call(method as 'GET', url, body, shopper);
      expect(asShopper, url).toMatchObject({ status: 401, body: { code: 'SHOP_ERR_STAFF_TOKEN_REQUIRED' } });
      const asCashier = await call(method as 'GET', url, body, cashier.token);
      expect(asCashier, url).toMatchObject({ status: 403, body: { code: 'SHOP_ERR_STAFF_ROLE_REQUIRED' } });
    }
    expect(await stamp()).toBe(before);
  });
});
