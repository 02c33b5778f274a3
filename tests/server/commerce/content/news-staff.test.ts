import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';

/** Spec §7 "News: … POST create": staff write news at `POST /api/v2/news`; nobody else can. */
let shop: TestShop;
let clientToken: string;

beforeAll(async () => {
  shop = await createTestShop();
  clientToken = await shop.token();
}, 180_000);

afterAll(async () => shop?.close());

async function post(url: string, bearer: string, payload: object) {
  const response = await shop.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${bearer}` },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function newsCount(): Promise<number> {
  const { rows } = await shop.db.query<{ n: number }>(
    "select count(*)::int as n from articles where kind = 'news'",
  );
  return rows[0]!.n;
}

describe('POST /api/v2/news', () => {
  it('publishes a staff news item, sanitised, and lists it', async () => {
    const response = await post('/api/v2/news', shop.config.secrets.staffToken, {
      title: 'Баянзүрхэд шинэ салбар',
      body_html:
        '<p>Нээлтийн <strong>хямдрал</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      tags: ['салбар'],
    });
    expect(response.status).toBe(201);
    expect(response.body.title).toBe('Баянзүрхэд шинэ салбар');
    expect(String(response.body.body_html)).toContain('<strong>хямдрал</strong>');
    expect(String(response.body.body_html)).not.toMatch(/script|onerror/);

    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/v2/news?page=1&per_page=50',
      headers: { authorization: `Bearer ${clientToken}` },
    });
    const items = (list.json() as { items: { id: number; title: string }[] }).items;
    expect(items.find((item) => item.id === response.body.id)?.title).toBe('Баянзүрхэд шинэ салбар');
  });

  it('the staff API path is the same call', async () => {
    const response = await post('/api/v2/admin/news', shop.config.secrets.staffToken, {
      title: 'Шинэ жилийн цагийн хуваарь',
      body_html: '<p>12-р сарын 31-нд 15:00 хүртэл.</p>',
    });
    expect(response.status).toBe(201);
  });

  it('refuses the shop client token and bad input, writing nothing', async () => {
    const before = await newsCount();
    const asClient = await post('/api/v2/news', clientToken, { title: 'x', body_html: '<p>x</p>' });
    expect(asClient.status).toBe(401);
    expect(asClient.body.code).toBe('SHOP_ERR_STAFF_TOKEN_REQUIRED');
    const noBody = await post('/api/v2/news', shop.config.secrets.staffToken, { title: 'Гарчиг' });
    expect(noBody.status).toBe(400);
    const unknownAuthor = await post('/api/v2/news', shop.config.secrets.staffToken, {
      title: 'Гарчиг',
      body_html: '<p>Текст</p>',
      author_id: 999_999,
    });
    expect(unknownAuthor.body.code).toBe('SHOP_ERR_AUTHOR_NOT_FOUND');
    expect(await newsCount()).toBe(before);
  });
});
