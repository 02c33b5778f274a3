import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/platform/db/index.ts';
import { restErrorHandler } from '../../../../server/platform/http/errors.ts';
import { processImage } from '../../../../server/platform/images/pipeline.ts';
import { renditionRoutes } from '../../../../server/platform/images/routes.ts';
import { storeImage } from '../../../../server/platform/images/store.ts';
import { createTestDatabase } from '../../../support/database.ts';

/** GET /images/r/:hash/:width.(webp|avif): every width the pipeline makes is served, nothing else. */
let db: Database;
const app = Fastify();

beforeAll(async () => {
  db = await createTestDatabase();
  app.setErrorHandler(restErrorHandler);
  await app.register(renditionRoutes, { db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

async function stored(width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const image = await processImage(png, { maxBytes: 1024 * 1024 });
  await storeImage(db, image, new Date('2026-06-15T09:00:00Z'));
  return image;
}

describe('rendition routes', () => {
  it('serves every rendition of a tiny picture too (a 1 px wide one is /1.webp)', async () => {
    for (const [width, height] of [
      [1, 1],
      [7, 5],
      [300, 200],
    ] as const) {
      const image = await stored(width, height);
      for (const rendition of image.renditions) {
        const response = await app.inject(`/images/r/${image.hash}/${rendition.width}.${rendition.format}`);
        expect(response.statusCode, `${width}×${height} ${rendition.width}.${rendition.format}`).toBe(200);
        expect(response.headers['content-type']).toBe(`image/${rendition.format}`);
        expect(response.headers['cache-control']).toContain('immutable');
        const served = await sharp(response.rawPayload).metadata();
        expect(served.width).toBe(rendition.width);
      }
    }
  });

  it('answers 404 for a width it did not make, a leading zero, another format or a bad hash', async () => {
    const image = await stored(300, 200);
    for (const path of [
      `/images/r/${image.hash}/640.webp`,
      `/images/r/${image.hash}/0160.webp`,
      `/images/r/${image.hash}/160.png`,
      `/images/r/${'x'.repeat(31)}/160.webp`,
    ]) {
      expect((await app.inject(path)).statusCode, path).toBe(404);
    }
  });
});
