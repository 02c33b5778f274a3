/**
 * Staff writing look books at the same moment (#17): two creates of one slug leave one look book,
 * two edits of one version leave one edit, and the loser is told why (SLUG_TAKEN, CONFLICT) with
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

const draft = (slug: string, title: string) => ({
  slug,
  title,
  looks: [{ spots: [{ sku: 'CASIO-GX-12B', x: 40, y: 60 }] }],
});

const admin = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const response = await shop.app.inject({
    method,
    url: `/api/v2/admin/look_books${url}`,
    headers: { authorization: `Bearer ${shop.config.secrets.staffToken}` },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as { code?: string; id?: number } };
};

describe('look books written at the same moment', () => {
  it('two creates of one slug: one look book, the other SLUG_TAKEN', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => admin('POST', '', draft('same-slug', `Нэг ${index}`))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SHOP_ERR_SLUG_TAKEN')).toHaveLength(5);
    const { rows } = await shop.db.query<{ books: number; streams: number }>(
      `select (select count(*)::int from look_books where slug = 'same-slug') as books,
              (select count(distinct stream_id)::int from events where type = 'LookBookCreated'
                 and data->>'slug' = 'same-slug') as streams`,
    );
    expect(rows[0]).toEqual({ books: 1, streams: 1 });
  });

  it('edits of one version: one kept, the others CONFLICT', async () => {
    const created = await admin('POST', '', draft('edited-twice', 'Эхний'));
    const id = created.body.id!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin('PUT', `/${id}`, { ...draft('edited-twice', `Засвар ${index}`), version: 1 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SHOP_ERR_CONFLICT')).toHaveLength(5);
    const { rows } = await shop.db.query<{ version: number }>(
      'select version from look_books where id = $1',
      [id],
    );
    expect(rows[0]!.version).toBe(2);
  });
});
