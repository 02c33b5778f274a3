// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../web/src/entry-server.tsx';
import { card, failure, fakeGateway, notFound, product, searchResult, siteData, taxon } from './fixtures.ts';
import { appHtml } from './render-html.ts';

const gateway = () =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({
      data: { search: searchResult([card(1), card(2, { sellingPrice: 39_000, salePercent: 13 })]) },
    }),
    product: ({ slug }) => (slug === product.slug ? { data: { product } } : notFound()),
    taxon: ({ permalink }) => (permalink === 'printer-ink' ? { data: taxon([card(5)]) } : notFound()),
  });

describe('server rendering', () => {
  it('renders /products with names, ₮ prices, links and the breadcrumb, in mn by default', async () => {
    const { execute, requests } = gateway();
    const result = await render({ url: '/products', locale: 'mn', execute });
    const html = await appHtml(result);

    expect(result.status).toBe(200);
    expect(result.lang).toBe('mn');
    expect(html).toContain('HP 652 хар хор №1');
    expect(html).toContain('href="/products/hp-ink-1"');
    expect(html).toMatch(/₮\s?45,000/);
    expect(html).toMatch(/<s class="price__original">₮\s?45,000<\/s>/);
    expect(html).toMatch(/₮\s?39,000/);
    expect(html).toMatch(
      /<nav class="breadcrumbs" aria-label="Хуудасны зам"><ol><li><a aria-current="page" href="\/products">/,
    );
    expect(html).toContain('href="/products">Бүх бүтээгдэхүүн</a>');
    expect(html).toContain('<h1>Бүх бүтээгдэхүүн</h1>');
    expect(result.head).toContain('<title>Бүх бүтээгдэхүүн | Shoppy</title>');
    expect(result.head).toContain('<meta name="description"');
    expect(requests.find((request) => request.operation === 'Search')?.variables).toEqual({
      input: { page: 1, perPage: 40, facets: true, seed: 1 },
    });
    expect(result.state.route.outcome).toMatchObject({ kind: 'page', routeId: 'products' });
  });

  it('renders in the requested locale', async () => {
    const result = await render({ url: '/products', locale: 'en', execute: gateway().execute });
    const html = await appHtml(result);
    expect(result.lang).toBe('en');
    expect(html).toContain('<h1>All products</h1>');
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(html).toContain('HP 652 хар хор №1');
    expect(result.state.locale).toBe('en');
  });

  it('answers an unknown slug with the not-found page, status 404, showing the path', async () => {
    const result = await render({ url: '/products/no-such-ink', locale: 'mn', execute: gateway().execute });
    const html = await appHtml(result);
    expect(result.status).toBe(404);
    expect(html).toContain('Хуудас олдсонгүй');
    expect(html).toContain('/products/no-such-ink');
    expect(result.state.route.outcome).toEqual({ kind: 'not-found' });
  });

  it('answers an unknown path and an unknown permalink with 404', async () => {
    const unknownPath = await render({ url: '/no/such/page?x=1', locale: 'mn', execute: gateway().execute });
    expect(unknownPath.status).toBe(404);
    expect(await appHtml(unknownPath)).toContain('/no/such/page');
    const unknownTaxon = await render({ url: '/t/nowhere', locale: 'mn', execute: gateway().execute });
    expect(unknownTaxon.status).toBe(404);
  });

  it('renders a product with its taxon breadcrumbs, options and specifications', async () => {
    const result = await render({
      url: `/products/${product.slug}`,
      locale: 'mn',
      execute: gateway().execute,
    });
    const html = await appHtml(result);
    expect(result.status).toBe(200);
    expect(html).toContain('<h1>Canon PG-445 хар бэх</h1>');
    expect(html).toContain('href="/t/printer-ink"');
    expect(html).toContain('href="/t/printer-ink/canon"');
    expect(html).toContain('8 мл');
    expect(html).toContain('Үзүүлэлт');
    expect(html).toMatch(/₮\s?52,700/);
  });

  it('renders a category with its children and products', async () => {
    const result = await render({ url: '/t/printer-ink', locale: 'mn', execute: gateway().execute });
    const html = await appHtml(result);
    expect(result.status).toBe(200);
    expect(html).toContain('<h1>Принтерийн хор</h1>');
    expect(html).toContain('href="/t/printer-ink/canon"');
    expect(html).toContain('HP 652 хар хор №5');
  });

  it('maps a failed load to the error page with the status the gateway gave the error', async () => {
    const { execute } = fakeGateway({
      siteData: () => failure('INTERNAL'),
      search: () => failure('UPSTREAM_TIMEOUT', 504),
    });
    const result = await render({ url: '/products', locale: 'en', execute });
    expect(result.status).toBe(504);
    expect(await appHtml(result)).toContain('A service did not answer in time');
    expect(result.state.siteData).toBeNull();
  });

  it('renders / as the home page, its sections from one request', async () => {
    const items = [card(1), card(2)];
    const { execute, requests } = fakeGateway({
      siteData: () => ({ data: siteData }),
      homeSections: () => ({
        data: {
          collections: ['DEALS', 'NEW_ARRIVALS', 'SALE', 'LIFESTYLE'].map((name) => ({ name, items })),
        },
      }),
    });
    const result = await render({ url: '/', locale: 'mn', execute });
    expect(result.status).toBe(200);
    expect(result.redirect).toBeUndefined();
    expect(await appHtml(result)).toContain('Шинээр ирсэн');
    expect(requests.filter((request) => request.operation === 'HomeSections')).toHaveLength(1);
  });

  it('escapes </script> and <!-- in the serialized state', async () => {
    const hostile = card(9, { name: '</script><script>alert(1)</script><!--' });
    const { execute } = fakeGateway({
      siteData: () => ({ data: siteData }),
      search: () => ({ data: { search: searchResult([hostile]) } }),
    });
    const result = await render({ url: '/products', locale: 'mn', execute });
    const inner = result.stateScript.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(inner).not.toContain('<');
    expect(result.stateScript.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(inner).route.outcome.data.result.items[0].name).toBe(hostile.name);
  });
});
