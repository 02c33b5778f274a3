// @vitest-environment node
import { rm } from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { catalogFile } from 'virtual:shop-catalogs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayExecute, webAppPlugin } from '../../server/pages/ssr.ts';
import type { GraphqlRequest } from '../../web/src/graphql/client.ts';
import { sourceDist } from '../support/source-dist.ts';
import { card, fakeGateway, notFound, searchResult, siteData } from './fixtures.ts';

/**
 * The plugin against a build folder laid out like `npm run build`'s, whose server entry re-exports
 * the real renderer (vitest transforms it), so no build is needed to run this.
 */
const template = `<!doctype html>
<html lang="mn">
  <head><!--app-head--><script type="module" src="/assets/index-abc123.js"></script><link rel="stylesheet" href="/assets/index-abc123.css"></head>
  <body><div id="root"><!--app-html--></div><!--app-state--></body>
</html>`;

let distDir: string;
let app: FastifyInstance;
const calls: { body: GraphqlRequest; headers: Record<string, string> }[] = [];
/** What the catalog lists: a test may change it, as an editor would. */
let listed = [card(1)];

beforeAll(async () => {
  // The client build's manifest: the entry and a screen chunk sharing one chunk with it.
  const manifest = {
    'index.html': {
      file: 'assets/index-abc123.js',
      isEntry: true,
      imports: ['_shared-1.js'],
      css: ['assets/index-abc123.css'],
    },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_browser-2.js': { file: 'assets/browser-2.js' },
    'src/routes/products.tsx': {
      file: 'assets/products-3.js',
      isDynamicEntry: true,
      imports: ['index.html', '_shared-1.js', '_browser-2.js'],
      css: ['assets/products-3.css'],
    },
  };
  distDir = await sourceDist({
    template,
    manifest,
    clientFiles: {
      'assets/index-abc123.js': 'console.log("app")',
      // as the build's precompress step leaves it beside the script
      'assets/index-abc123.js.br': brotliCompressSync('console.log("app")'),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
  });

  const gateway = fakeGateway({
    siteData: () => ({ data: siteData }),
    search: () => ({ data: { search: searchResult(listed) } }),
    product: () => notFound(),
  });
  const execute: GatewayExecute = (body, headers) => {
    calls.push({ body, headers });
    return gateway.execute(body);
  };
  app = Fastify();
  // Routes another plugin owns: the web app must leave them alone.
  app.post('/graphql', async () => ({ data: null }));
  app.get('/health', async () => ({ ok: true }));
  await app.register(webAppPlugin, { distDir, execute });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('webAppPlugin', () => {
  it('renders /products as a whole document with head, app HTML and state', async () => {
    const response = await app.inject({ url: '/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html>\n<html lang="mn">/);
    expect(response.body).toContain('<title>Бүх бүтээгдэхүүн | Shoppy</title>');
    expect(response.body).toMatch(/<div id="root">.*HP 652 хар хор №1.*<\/div><script id="shop-state"/s);
    expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js">');
  });

  it('compresses the page as it streams: brotli, else gzip, else plain', async () => {
    const plain = await app.inject({ url: '/products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1.0, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: '/products', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('serves a built asset precompressed when the browser accepts it', async () => {
    const response = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("app")');
  });

  it('preloads the rendered screen’s chunk and what it imports, not what the entry already loads', async () => {
    const response = await app.inject({ url: '/products' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    // marked as the screen's: the boot script inserts them after the entry's and the messages
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/products-3.js" data-screen>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/browser-2.js" data-screen>');
    expect(head).not.toContain('href="/assets/shared-1.js"');
    // The not-found page has no screen chunk of its own: only the shell's messages are preloaded.
    const missing = await app.inject({ url: '/some/where' });
    expect(missing.body.match(/rel="modulepreload"[^>]*>/g)).toEqual([
      `rel="modulepreload" crossorigin href="/${catalogFile('mn', 'shell')}">`,
    ]);
  });

  it('links the screen’s own stylesheet after the entry’s, so the cascade keeps its order', async () => {
    const response = await app.inject({ url: '/products' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const entry = head.indexOf('href="/assets/index-abc123.css"');
    const screen = head.indexOf('<link rel="stylesheet" crossorigin href="/assets/products-3.css">');
    expect(entry).toBeGreaterThan(-1);
    expect(screen).toBeGreaterThan(entry);
    // the entry's stylesheet is in the template once, never repeated by the screen's links
    expect(response.body.match(/index-abc123\.css/g)).toHaveLength(1);
    // a page without a screen chunk links no other stylesheet
    const missing = await app.inject({ url: '/some/where' });
    expect(missing.body).not.toContain('products-3.css');
  });

  it('preloads the page’s own messages with it, the shell’s and its screen’s, in its language alone', async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    const head = (body: string) => body.slice(0, body.indexOf('</head>'));
    const catalogsIn = (body: string) =>
      [...head(body).matchAll(/href="\/assets\/catalogs-[\w-]+\/(\w+)\/([\w-]+)\.js"/g)].map(
        (match) => `${match[1]}/${match[2]}`,
      );
    const russian = await app.inject({ url: '/products', headers: { cookie: 'locale=ru' } });
    expect(russian.body).toMatch(/<html lang="ru">/);
    expect(head(russian.body)).toContain(preload(catalogFile('ru', 'shell')));
    expect(catalogsIn(russian.body)).toEqual(['ru/shell', 'ru/products']);
    // the screen's chunk still comes with it
    expect(head(russian.body)).toContain('href="/assets/products-3.js"');
    // even a page without a screen chunk hydrates in Russian
    const missing = await app.inject({ url: '/some/where', headers: { cookie: 'locale=ru' } });
    expect(catalogsIn(missing.body)).toEqual(['ru/shell']);

    // Mongolian: chosen, the default, or in place of an unknown locale.
    for (const cookie of [undefined, 'locale=mn', 'locale=xx']) {
      const page = await app.inject({ url: '/products', headers: cookie ? { cookie } : {} });
      expect(page.body, cookie).toMatch(/<html lang="mn">/);
      expect(catalogsIn(page.body), cookie).toEqual(['mn/shell', 'mn/products']);
    }
    // English is a language like the others: its own parts, nothing beneath another language
    const english = await app.inject({ url: '/products', headers: { cookie: 'locale=en' } });
    expect(english.body).toMatch(/<html lang="en">/);
    expect(catalogsIn(english.body)).toEqual(['en/shell', 'en/products']);
  });

  it('takes the locale from the cookie, else Mongolian, and passes it to the gateway', async () => {
    calls.length = 0;
    const byCookie = await app.inject({
      url: '/products',
      headers: { cookie: 'a=1; locale=en', 'accept-language': 'ru' },
    });
    expect(byCookie.body).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(calls[0]?.headers).toMatchObject({ 'x-shop-locale': 'en', cookie: 'a=1; locale=en' });
    // An English browser still gets the Mongolian shop until the shopper switches (spec §1).
    const englishBrowser = await app.inject({
      url: '/products',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    });
    expect(englishBrowser.headers['content-language']).toBe('mn');
    expect(englishBrowser.body).toMatch(/<html lang="mn">/);
  });

  it('answers unknown products and paths with the not-found page and 404', async () => {
    const product = await app.inject({ url: '/products/none' });
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('/products/none');
    const other = await app.inject({ url: '/some/where' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('text/html');
  });

  it('serves / as the home page (its data failing here gives the error page, not a redirect)', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('serves hashed assets for a year and other files briefly, never the raw template', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    const raw = await app.inject({ url: '/index.html' });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('<!--app-html-->');
  });

  it('leaves API paths to their owners: their routes answer, unknown ones get a JSON 404', async () => {
    expect((await app.inject({ url: '/health' })).json()).toEqual({ ok: true });
    const unknownApi = await app.inject({ url: '/api/v2/nothing' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.headers['content-type']).toContain('application/json');
    expect((await app.inject({ url: '/graphql/x' })).headers['content-type']).toContain('application/json');
  });

  describe('a page rendered once (server/pages/rendered-pages.ts)', () => {
    const timing = (response: { headers: Record<string, unknown> }) =>
      String(response.headers['server-timing']);

    it('keeps it while its data is unchanged: the same bytes, tag and encodings, not rendered again', async () => {
      listed = [card(1)];
      const first = await app.inject({ url: '/products?kept=1' });
      const again = await app.inject({ url: '/products?kept=1' });
      expect(timing(first)).toContain('render;desc="rendered"');
      expect(timing(again)).toContain('render;desc="kept"');
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toMatch(/^"[\w-]{43}"$/);
      expect(again.headers.etag).toBe(first.headers.etag);
      for (const [accept, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const kept = await app.inject({ url: '/products?kept=1', headers: { 'accept-encoding': accept } });
        expect(kept.headers['content-encoding']).toBe(accept);
        expect(timing(kept)).toContain('render;desc="kept"');
        expect(decode(kept.rawPayload).toString()).toBe(first.body);
      }
    });

    it('renders again when the data changed, with a new tag: never a stale price or name', async () => {
      listed = [card(1)];
      const before = await app.inject({ url: '/products?changed=1' });
      listed = [card(2)];
      const after = await app.inject({ url: '/products?changed=1' });
      expect(timing(after)).toContain('render;desc="rendered"');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).toContain('HP 652 хар хор №2');
      expect(after.body).not.toContain('HP 652 хар хор №1');
    });

    it('answers 304 to the browser holding the same page, and the new page once it changed', async () => {
      listed = [card(1)];
      const first = await app.inject({ url: '/products?tagged=1' });
      const etag = String(first.headers.etag);
      const same = await app.inject({
        url: '/products?tagged=1',
        headers: { 'if-none-match': `W/${etag}, "other"` },
      });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe(etag);
      listed = [card(3)];
      const changed = await app.inject({ url: '/products?tagged=1', headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.body).toContain('HP 652 хар хор №3');
    });

    it('keeps no page that is not a 200, and tells another address apart', async () => {
      listed = [card(1)];
      await app.inject({ url: '/products/no-such-ink' });
      const missing = await app.inject({ url: '/products/no-such-ink' });
      expect(missing.statusCode).toBe(404);
      expect(timing(missing)).toContain('render;desc="rendered"');
      await app.inject({ url: '/products?address=1' });
      const other = await app.inject({ url: '/products?address=2' });
      expect(timing(other)).toContain('render;desc="rendered"');
    });
  });
});
