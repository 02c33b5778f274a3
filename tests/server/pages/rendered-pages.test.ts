import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageKey, RenderedPages } from '../../../server/pages/rendered-pages.ts';

const page = (text: string, bytes = 1000) => Buffer.from(text.padEnd(bytes, '.'));

describe('RenderedPages', () => {
  it('keeps pages within its byte budget, least recently used first out', () => {
    const pages = new RenderedPages(2500);
    pages.set('a', page('a'));
    pages.set('b', page('b'));
    expect(pages.get('a', undefined)?.toString()).toMatch(/^a/); // a is now the most recent
    pages.set('c', page('c'));
    expect(pages.get('b', undefined)).toBeUndefined();
    expect(pages.get('a', undefined)).toBeDefined();
    expect(pages.get('c', undefined)).toBeDefined();
    expect(pages.size).toEqual({ pages: 2, bytes: 2000 });
  });

  it('counts a compressed copy against the budget, and keeps no page larger than it', () => {
    const pages = new RenderedPages(10_000);
    pages.set('huge', page('huge', 10_001));
    expect(pages.size.pages).toBe(0);
    pages.set('a', page('<html>', 4000));
    const br = pages.get('a', 'br');
    const gzip = pages.get('a', 'gzip');
    expect(brotliDecompressSync(br ?? Buffer.alloc(0)).toString()).toBe(page('<html>', 4000).toString());
    expect(gunzipSync(gzip ?? Buffer.alloc(0)).toString()).toBe(page('<html>', 4000).toString());
    expect(pages.size.bytes).toBe(4000 + (br?.length ?? 0) + (gzip?.length ?? 0));
    // the same copy again, not compressed twice
    expect(pages.get('a', 'br')).toBe(br);
  });

  it('lets a page go after its time, since a screen may read the clock', () => {
    let now = 0;
    const pages = new RenderedPages(10_000, 60_000, () => now);
    pages.set('a', page('a'));
    now = 59_999;
    expect(pages.get('a', undefined)).toBeDefined();
    now = 60_000;
    expect(pages.get('a', undefined)).toBeUndefined();
    expect(pages.size).toEqual({ pages: 0, bytes: 0 });
  });

  it('keys a page by every part it was rendered from', () => {
    const key = pageKey('build', '/products', '<title>', '{"x":1}');
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(pageKey('build', '/products', '<title>', '{"x":1}')).toBe(key);
    for (const other of [
      pageKey('build2', '/products', '<title>', '{"x":1}'),
      pageKey('build', '/products?x', '<title>', '{"x":1}'),
      pageKey('build', '/products', '<title>x', '{"x":1}'),
      pageKey('build', '/products', '<title>', '{"x":2}'),
      // the parts are kept apart: a part's end cannot pass for the next one's start
      pageKey('build', '/products<title>', '', '{"x":1}'),
    ])
      expect(other).not.toBe(key);
  });
});
