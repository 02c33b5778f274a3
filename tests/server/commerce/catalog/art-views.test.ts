/**
 * Several views per product where the data has variants (#19): the seeded catalog's products with
 * variants list the front, angle and detail of their generated picture, a colour variant its own
 * three; each view is served, differs from the others and is drawn deterministically.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artViewUrls } from '../../../../server/commerce/catalog/art-views.ts';
import { productImageRoutes, productImageSvg } from '../../../../server/commerce/catalog/images.ts';
import { getProductBySlug } from '../../../../server/commerce/catalog/product.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { seededCatalog } from './seeded-catalog.ts';

let db: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ db } = await seededCatalog());
  app = Fastify();
  await app.register(productImageRoutes, { db });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

async function product(slug: string) {
  const found = await getProductBySlug(db, slug);
  if (!found) throw new Error(`no seeded product ${slug}`);
  return found;
}

describe('generated art views', () => {
  it('names the views of generated pictures only', () => {
    expect(artViewUrls('/images/products/pen.svg')).toEqual([
      '/images/products/pen.svg',
      '/images/products/pen.svg?view=angle',
      '/images/products/pen.svg?view=detail',
    ]);
    expect(artViewUrls('/images/products/pen.svg?v=12')).toEqual([
      '/images/products/pen.svg?v=12',
      '/images/products/pen.svg?v=12&view=angle',
      '/images/products/pen.svg?v=12&view=detail',
    ]);
    // an uploaded photo or an editor's link is the one image it is
    for (const url of ['/images/r/0123456789abcdef0123456789abcdef/640.webp', 'https://cdn.example/x.svg']) {
      expect(artViewUrls(url)).toEqual([url]);
    }
  });

  it('gives a seeded product whose variants share its picture (packs) its three views', async () => {
    const paper = await product('deli-a4-copy-paper-70-gsm-500-sheets');
    expect(paper.variants.length).toBeGreaterThan(1);
    expect(paper.images).toEqual(artViewUrls(paper.image!));
    expect(paper.variants.every((variant) => variant.images.length === 0)).toBe(true);
  });

  it('gives each colour variant its own three views and the gallery one front per colour', async () => {
    const pen = await product('zebra-sarasa-clip-gel-pen-0-5-mm');
    const colours = pen.variants.filter((variant) => variant.image !== null);
    expect(colours.length).toBeGreaterThanOrEqual(2);
    for (const variant of colours) expect(variant.images).toEqual(artViewUrls(variant.image!));
    expect(pen.images).toEqual([pen.image, ...colours.map((variant) => variant.image)]);
  });

  it('leaves a product without variants one picture', async () => {
    const single = await product('deli-tape-dispenser');
    expect(single.variants).toHaveLength(1);
    expect(single.images).toEqual([single.image]);
  });

  it('serves every view of every seeded product with variants, each view its own drawing', async () => {
    const { rows } = await db.query<{ slug: string }>(
      `select p.slug from products p where p.image is not null
          and exists (select 1 from variants v where v.product_id = p.id and not v.is_master)
        order by p.slug`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const { slug } of rows) {
      const found = await product(slug);
      const urls = [...found.images, ...found.variants.flatMap((variant) => variant.images)];
      expect(urls.length, slug).toBeGreaterThanOrEqual(3);
      const bodies = new Map<string, string>();
      for (const url of new Set(urls)) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        bodies.set(url, response.body);
      }
      // the three views of one picture are three drawings
      for (const front of urls.filter((url) => !url.includes('view='))) {
        const [, angle, detail] = artViewUrls(front);
        if (!bodies.has(angle!)) continue;
        expect(new Set([front, angle!, detail!].map((url) => bodies.get(url))).size, front).toBe(3);
      }
    }
  });

  it('draws the views from the same input: the angle turned with its side, the detail a close-up', () => {
    const input = { name: 'Zebra Sarasa', brand: 'Zebra', kind: 'pen', color: 'blue', seed: 9 };
    const front = productImageSvg(input);
    const angle = productImageSvg({ ...input, view: 'angle' });
    const detail = productImageSvg({ ...input, view: 'detail' });
    expect(productImageSvg({ ...input, view: 'front' })).toBe(front);
    expect(new Set([front, angle, detail]).size).toBe(3);
    expect(productImageSvg({ ...input, view: 'angle' })).toBe(angle);
    // the angle draws the object twice (its side behind it); the detail once, magnified
    expect(angle.match(/<g transform="translate/g)).toHaveLength(2);
    expect(detail).toMatch(/scale\(2\.2\)/);
    for (const svg of [front, angle, detail]) expect(svg).toContain('<title>Zebra Sarasa</title>');
  });

  it('answers 404 coded JSON for an unknown or repeated view', async () => {
    for (const url of [
      '/images/products/zebra-sarasa-clip-gel-pen-0-5-mm.svg?view=side',
      '/images/products/zebra-sarasa-clip-gel-pen-0-5-mm.svg?view=angle&view=detail',
      '/images/products/no-such-product.svg?view=angle',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'SHOP_ERR_NOT_FOUND', error: expect.any(String) });
    }
  });
});
