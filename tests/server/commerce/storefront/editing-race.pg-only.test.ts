/**
 * Editors saving brands and promotions at the same moment (#18): creates of one code leave one row
 * and one event, the others SLUG_TAKEN with nothing kept; edits of one promotion are all in the log,
 * numbered without a gap, and the row is the last one's. Needs concurrent connections:
 * `npm run test:pg -- <this file>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';

let shop: TestShop;
let productIds: number[];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this race needs a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
  const { rows } = await shop.db.query<{ id: number }>('select id from products order by id limit 3');
  productIds = rows.map((row) => row.id);
}, 120_000);
afterAll(() => shop?.close());

const admin = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const response = await shop.app.inject({
    method,
    url: `/api/v2/admin${url}`,
    headers: { authorization: `Bearer ${shop.config.secrets.staffToken}` },
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code?: string; id?: number; name?: string },
  };
};

describe('brands and promotions saved at the same moment', () => {
  it('creates of one brand code: one brand and one event, the others SLUG_TAKEN', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        admin('POST', '/brands', { code: 'same-code', name: `Нэг ${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'SHOP_ERR_SLUG_TAKEN')).toHaveLength(5);
    const { rows } = await shop.db.query<{ brands: number; events: number }>(
      `select (select count(*)::int from brands where code = 'same-code') as brands,
              (select count(*)::int from events where type = 'BrandCreated' and data->>'code' = 'same-code') as events`,
    );
    expect(rows[0]).toEqual({ brands: 1, events: 1 });
  });

  it('edits of one promotion: every one in the log without a gap, the row the last one’s', async () => {
    const created = await admin('POST', '/promotions', {
      code: 'raced',
      name: 'Эхний',
      ends_at: '2026-07-01T00:00:00Z',
      product_ids: productIds,
    });
    const id = created.body.id!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) => admin('PUT', `/promotions/${id}`, { name: `Засвар ${index}` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { rows } = await shop.db.query<{ versions: number[]; last: string; row: string }>(
      `select array_agg(stream_version order by stream_version) as versions,
              (array_agg(data->>'name' order by stream_version desc))[1] as last,
              (select name from promotions where id = $1) as row
         from events where stream_id = $2`,
      [id, `promotion-${id}`],
    );
    expect(rows[0]!.versions).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[0]!.row).toBe(rows[0]!.last);
  });
});
