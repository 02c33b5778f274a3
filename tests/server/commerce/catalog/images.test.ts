import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_WIDTHS } from '../../../../server/commerce/catalog/art-raster.ts';
import {
  imageKindOf,
  productImageRoutes,
  productImageSvg,
} from '../../../../server/commerce/catalog/images.ts';
import type { Database } from '../../../../server/platform/db/index.ts';
import { families } from '../../../../server/seed/families/index.ts';
import { artSrcSet } from '../../../../web/src/catalog/responsive-image.tsx';
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

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('product images', () => {
  it('serve a distinct SVG for every product that has a picture, cached for long', async () => {
    const { rows } = await db.query<{ image: string }>('select image from products where image is not null');
    const bodies = new Set<string>();
    for (const { image } of rows) {
      const response = await get(image);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(rows.length);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const first = await get('/images/products/hp-305-black-ink-cartridge.svg');
    const again = await get('/images/products/hp-305-black-ink-cartridge.svg', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('draw a colour variant in its own colour', async () => {
    const { rows } = await db.query<{ id: number; color: string }>(
      `select v.id, ov.name as color from variants v join products p on p.id = v.product_id
         join option_values ov on ov.id = any(v.option_value_ids)
        where p.slug = 'epson-103-ink-bottle-65-ml'`,
    );
    const cyan = rows.find((row) => row.color === 'cyan')!;
    const master = await get('/images/products/epson-103-ink-bottle-65-ml.svg');
    const variant = await get(`/images/products/epson-103-ink-bottle-65-ml.svg?v=${cyan.id}`);
    expect(variant.statusCode).toBe(200);
    expect(variant.body).not.toBe(master.body);
    expect(variant.body).toBe(
      productImageSvg({
        name: 'Epson 103 бэх, 65 мл',
        brand: 'Epson',
        kind: 'ink-bottle',
        color: 'cyan',
        seed: cyan.id,
      }),
    );
  });

  it('draw the same picture as WebP at each width the web asks for, a variant in its colour (#19)', async () => {
    const cyan = (
      await db.query<{ id: number }>(
        `select v.id from variants v join products p on p.id = v.product_id
           join option_values ov on ov.id = any(v.option_value_ids)
          where p.slug = 'epson-103-ink-bottle-65-ml' and ov.name = 'cyan'`,
      )
    ).rows[0]!;
    const shades = new Set<string>();
    for (const query of ['', `&v=${cyan.id}`, '&view=angle']) {
      for (const width of [160, 320, 640]) {
        const response = await get(`/images/products/epson-103-ink-bottle-65-ml.webp?w=${width}${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toMatch(/public, max-age=\d{6,}/);
        const picture = sharp(response.rawPayload);
        expect(await picture.metadata()).toMatchObject({ format: 'webp', width, height: width });
        // drawn, not blank: the picture's mean colour differs between the master and the cyan variant
        if (width === 160) {
          const { channels } = await picture.stats();
          shades.add(channels.map((channel) => Math.round(channel.mean)).join(','));
        }
      }
    }
    expect(shades.size).toBe(3);
    const first = await get('/images/products/epson-103-ink-bottle-65-ml.webp?w=320');
    const again = await get('/images/products/epson-103-ink-bottle-65-ml.webp?w=320', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // another width is another file
    const wider = await get('/images/products/epson-103-ink-bottle-65-ml.webp?w=640');
    expect(wider.headers.etag).not.toBe(first.headers.etag);
  });

  it("draws every width the web's srcset names, and the web names every width drawn", () => {
    const named = [
      ...(artSrcSet('/images/products/hp-305-black-ink-cartridge.svg') ?? '').matchAll(/ (\d+)w/g),
    ];
    expect(named.map(([, width]) => Number(width))).toEqual([...ART_WIDTHS]);
  });

  it('answer 404 coded JSON for an unknown slug, a bad file name or a product with no picture', async () => {
    for (const url of [
      '/images/products/hp-305-black-ink-cartridge.webp',
      '/images/products/hp-305-black-ink-cartridge.webp?w=333',
      '/images/products/hp-305-black-ink-cartridge.webp?w=320&view=top',
      '/images/products/no-such-product.webp?w=320',
      '/images/products/no-such-product.svg',
      '/images/products/hp-305-black-ink-cartridge.png',
      '/images/products/..%2Fsecrets.svg',
      '/images/products/deli-staple-remover.svg',
      '/images/brands/nobody.svg',
      '/images/stores/nowhere.svg',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'SHOP_ERR_NOT_FOUND', error: expect.any(String) });
    }
  });

  it('serve brand and store logos, names escaped', async () => {
    const brand = await get('/images/brands/mg.svg');
    expect(brand.statusCode).toBe(200);
    expect(brand.body).toContain('M&#38;G');
    expect(brand.body).not.toContain('M&G');
    const store = await get('/images/stores/tsagaan-tal.svg');
    expect(store.statusCode).toBe(200);
    expect(store.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('never put product text into the SVG unescaped', async () => {
    const svg = productImageSvg({
      name: 'Үзэг <script>alert("x")</script> & "бэх"',
      brand: '<b>&',
      kind: 'pen',
      color: '"/><script>',
      seed: 1,
    });
    expect(svg).not.toMatch(/<script|<b>/);
    // a colour that is neither a known option nor #rrggbb never reaches an attribute
    expect(svg).toContain('#4b5563');
    expect(svg).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#34;бэх&#34;');
    // every ampersand starts a character reference
    expect(svg.match(/&(?!#\d+;)/g)).toBeNull();

    await db.query(
      `update products set name = 'Тест <b> & "хос" бэх' where slug = 'hp-305-black-ink-cartridge'`,
    );
    const response = await get('/images/products/hp-305-black-ink-cartridge.svg');
    expect(response.body).toContain('Тест &#60;b&#62; &#38; &#34;хос&#34; бэх');
    expect(response.body).not.toContain('<b>');
  });

  it('prints no caption: the name is only the accessible title, never text drawn under the object (#19)', () => {
    const svg = productImageSvg({
      name: 'HP 305 хар бэх',
      brand: 'HP',
      kind: 'cartridge',
      color: 'black',
      seed: 7,
    });
    expect(svg.match(/HP 305 хар бэх/g)).toHaveLength(2);
    expect(svg).toContain('<title>HP 305 хар бэх</title>');
    expect(svg).not.toMatch(/<text[^>]*>HP 305/);
  });

  it('varies the backdrop between products of one kind and colour (#19)', () => {
    const backdrops = new Set(
      ['HP 305', 'HP 652', 'Canon PG-445', 'Canon PG-46', 'Epson 664', 'Brother LC3619'].map((name, seed) =>
        // the first drawn shape after the title is the backdrop
        productImageSvg({ name, brand: 'X', kind: 'cartridge', color: 'black', seed })
          .split('</title>')[1]!
          .slice(0, 60),
      ),
    );
    expect(backdrops.size).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic and differs by seed', () => {
    const input = { name: 'HP 305 хар бэх', brand: 'HP', kind: 'cartridge', color: 'black', seed: 7 };
    expect(productImageSvg(input)).toBe(productImageSvg(input));
    expect(productImageSvg({ ...input, seed: 8 })).not.toBe(productImageSvg(input));
  });

  it('draws each demo product as the kind its family declares', () => {
    for (const family of families) {
      for (const draft of family.demo()) {
        const apparel =
          draft.variants?.some((variant) => variant.options[0]?.startsWith('clothing_size:')) ?? false;
        expect(imageKindOf(draft.taxon, apparel), draft.name.en).toBe(draft.kind);
      }
    }
  });
});
