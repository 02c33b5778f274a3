import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoRoutes } from '../../../server/pages/seo.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('robots.txt', () => {
  it('keeps crawlers out of the dev, account, cart and checkout pages and names the sitemap', async () => {
    const response = await shop.app.inject({ url: '/robots.txt', headers: { host: 'shop.example.mn' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/dev', '/account', '/cart', '/checkout'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://shop.example.mn/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists the home page, every category, every product on sale and the brand page, absolute', async () => {
    const response = await shop.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example.mn' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(response.body);
    expect(urls.every((url) => url.startsWith('http://shop.example.mn/'))).toBe(true);
    expect(urls).toContain('http://shop.example.mn/');
    expect(urls).toContain('http://shop.example.mn/brand/tsagaan-tal');
    expect(urls).toContain('http://shop.example.mn/t/premium-vodka/tsagaan-tal');
    expect(new Set(urls).size).toBe(urls.length);

    const taxons = await shop.db.query<{ count: string | number }>('select count(*) as count from taxons');
    expect(urls.filter((url) => url.includes('/t/'))).toHaveLength(Number(taxons.rows[0]!.count));
    const onSale = await shop.db.query<{ slug: string }>(
      'select slug from products where available_on is null or available_on <= $1',
      [shop.clock.now()],
    );
    const productUrls = urls.filter((url) => url.includes('/products/'));
    expect(productUrls).toHaveLength(onSale.rowCount);
  });

  it('reads the catalog page by page and still lists every row once', async () => {
    const whole = await shop.app.inject({ url: '/sitemap.xml' });
    const paged = Fastify();
    await paged.register(seoRoutes, {
      db: shop.db,
      clock: shop.clock,
      pageSize: 7,
      publicUrl: 'https://shoppy.mn/',
    });
    try {
      const response = await paged.inject({ url: '/sitemap.xml' });
      const urls = locs(response.body);
      expect(urls.every((url) => url.startsWith('https://shoppy.mn/'))).toBe(true);
      const paths = (list: string[]) => list.map((url) => new URL(url).pathname);
      expect(paths(urls)).toEqual(paths(locs(whole.body)));
    } finally {
      await paged.close();
    }
  });

  it('leaves out a product announced for later', async () => {
    const later = await shop.db.query<{ slug: string }>(
      'select slug from products where available_on > $1 limit 1',
      [shop.clock.now()],
    );
    const slug = later.rows[0]?.slug;
    expect(slug).toBeDefined();
    const response = await shop.app.inject({ url: '/sitemap.xml' });
    expect(response.body).not.toContain(`/products/${slug}<`);
  });
});
