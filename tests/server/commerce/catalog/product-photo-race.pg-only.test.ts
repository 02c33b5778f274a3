/**
 * Staff uploading photos of one product at the same moment (#19): every append states the stream
 * version it read, so of concurrent uploads each one either lands whole (photo, renditions, event)
 * or is told CONFLICT with nothing kept, and the 12-photo limit holds however many race for the last
 * place. Needs concurrent connections: `npm run test:pg -- <this file>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../../support/shop.ts';
import { multipart, photo, photoProducts } from './photo-support.ts';

let shop: TestShop;
let slug: string;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this race needs a PostgreSQL server: npm run test:pg');
  shop = await createTestShop();
  slug = (await photoProducts(shop)).plain.slug;
}, 120_000);
afterAll(() => shop?.close());

async function upload(bytes: Buffer) {
  const body = multipart([['photo', bytes, 'p.png']]);
  const response = await shop.app.inject({
    method: 'POST',
    url: `/api/v2/admin/products/${slug}/photos`,
    headers: { authorization: `Bearer ${shop.config.secrets.staffToken}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as { code?: string } };
}

async function counts() {
  const { rows } = await shop.db.query<{ photos: number; events: number; positions: number }>(
    `select (select count(*)::int from product_photos ph join products p on p.id = ph.product_id
              where p.slug = $1) as photos,
            (select count(*)::int from events e join products p on e.stream_id = 'product-photos-' || p.id
              where p.slug = $1 and e.type = 'ProductPhotoAdded') as events,
            (select count(distinct ph.position)::int from product_photos ph join products p
                on p.id = ph.product_id where p.slug = $1) as positions`,
    [slug],
  );
  return rows[0]!;
}

describe('photos uploaded at the same moment', () => {
  it('each lands whole or is a CONFLICT; the photos, the log and the positions agree', async () => {
    const files = await Promise.all(Array.from({ length: 6 }, (_, at) => photo(`#10${at}0${at}0`, 64, 64)));
    const answers = await Promise.all(files.map(upload));
    const landed = answers.filter((answer) => answer.status === 201).length;
    expect(landed).toBeGreaterThanOrEqual(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.body.code === 'SHOP_ERR_CONFLICT')).toBe(
      true,
    );
    expect(await counts()).toEqual({ photos: landed, events: landed, positions: landed });
  });

  it('the 12th place is taken once, however many race for it', async () => {
    for (let have = (await counts()).photos; have < 11; have += 1) {
      expect(
        (await upload(await photo(`#${(0x200000 + have * 0x010101).toString(16)}`, 48, 48))).status,
      ).toBe(201);
    }
    const files = await Promise.all(Array.from({ length: 5 }, (_, at) => photo(`#90${at}0${at}0`, 48, 48)));
    const answers = await Promise.all(files.map(upload));
    expect(answers.filter((answer) => answer.status === 201).length).toBeLessThanOrEqual(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(['SHOP_ERR_CONFLICT', 'SHOP_ERR_PRODUCT_PHOTOS_FULL']).toContain(answer.body.code);
    }
    expect((await counts()).photos).toBeLessThanOrEqual(12);
  });
});
