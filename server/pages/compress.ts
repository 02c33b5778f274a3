import type { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/**
 * Brotli's quality for pages, streamed or kept whole (rendered-pages.ts): strong enough and cheap per
 * request (11 is for build-time files). A 126 kB product page takes 4.7 ms at 5 (13.8 kB), 41 ms at
 * 7 and 112 ms at 9 (13.4 kB).
 */
const PAGE_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** The encoding a page goes out in for this Accept-Encoding: brotli when accepted, else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * A page's HTML compressed for the browser in the encoding `acceptedEncoding` chose, as it streams.
 * Each chunk React writes is flushed at once, so the browser still gets the head (and starts on the
 * CSS and scripts) before the body is done. The home page's 85 kB of HTML and state go out as ~12 kB.
 */
export function compressPage(encoding: PageEncoding | undefined, page: Readable): Readable {
  if (encoding === 'br') {
    return page.pipe(createBrotliCompress({ ...PAGE_BROTLI, flush: constants.BROTLI_OPERATION_FLUSH }));
  }
  if (encoding === 'gzip') return page.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH }));
  return page;
}

/** A whole page's HTML compressed at once, as `compressPage` would stream it. */
export function compressWhole(html: Buffer, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, PAGE_BROTLI) : gzipSync(html);
}
