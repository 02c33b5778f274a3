import type { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** The encoding a page goes out in for this Accept-Encoding: brotli when accepted, else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
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
 * A page's HTML compressed for the browser, as it streams (`acceptedEncoding`). Each chunk React
 * writes is flushed at once, so the browser still gets the head (and starts on the CSS and scripts)
 * before the body is done. The home page's 85 kB of HTML and state go out as ~12 kB. Quality 5:
 * strong enough, and cheap per request (11 is for build-time files).
 */
export function compressPage(
  acceptEncoding: string | undefined,
  page: Readable,
): { encoding: 'br' | 'gzip' | undefined; body: Readable } {
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === 'br') {
    const brotli = createBrotliCompress({
      flush: constants.BROTLI_OPERATION_FLUSH,
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { encoding, body: page.pipe(brotli) };
  }
  if (encoding === 'gzip') {
    return { encoding, body: page.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })) };
  }
  return { encoding, body: page };
}
