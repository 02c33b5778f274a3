/**
 * Staff editing news and pages at the same moment (#18): edits of one loaded version leave one edit,
 * creates of one page address leave one page, and each loser is told why (CONFLICT, SLUG_TAKEN) with
 * nothing of it kept. Needs concurrent connections: `npm run test:pg -- <this file>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';

let shop: TestShop;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this race needs a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
}, 120_000);
afterAll(() => shop?.close());

const admin = async (method: 'POST' | 'PUT', url: string, body: object) => {
  const response = await shop.app.inject({
    method,
    url: `/api/v2/admin${url}`,
    headers: { authorization: `Bearer ${shop.config.secrets.staffToken}` },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { code?: string; id?: number } };
};

describe('news and pages edited at the same moment', () => {
  it('edits of one news version: one kept, the others CONFLICT', async () => {
    const created = await admin('POST', '/news', { title: 'Эхний', body_html: '<p>Эхний</p>' });
    const id = created.body.id!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin('PUT', `/news/${id}`, { title: `Засвар ${index}`, body_html: '<p>x</p>', version: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SHOP_ERR_CONFLICT')).toHaveLength(5);
    const { rows } = await shop.db.query<{ edits: number }>(
      "select count(*)::int as edits from events where stream_id = $1 and type = 'NewsEdited'",
      [`news-${id}`],
    );
    expect(rows[0]!.edits).toBe(1);
  });

  it('creates of one page address: one page, the others SLUG_TAKEN', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin('POST', '/pages', { slug: 'same-page', title: `Хуудас ${index}`, body: 'Текст' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SHOP_ERR_SLUG_TAKEN')).toHaveLength(5);
    const { rows } = await shop.db.query<{ pages: number; created: number }>(
      `select (select count(*)::int from pages where slug = 'same-page') as pages,
              (select count(*)::int from events where type = 'PageCreated' and data->>'slug' = 'same-page') as created`,
    );
    expect(rows[0]).toEqual({ pages: 1, created: 1 });
  });
});
