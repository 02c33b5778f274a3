import { createHash } from 'node:crypto';
import { compressWhole, type PageEncoding } from './compress.ts';

/** The memory rendered pages may take (uncompressed HTML and its compressed copies). */
export const RENDERED_PAGES_BYTES = 32 * 1024 * 1024;
/**
 * How long a rendered page is kept. The HTML is a function of its address and data (the key), but a
 * screen may also read the clock (a product not on sale *yet*): a minute bounds that.
 */
export const RENDERED_PAGE_TTL_MS = 60_000;

interface Entry {
  html: Buffer;
  compressed: Partial<Record<PageEncoding, Buffer>>;
  bytes: number;
  keptUntil: number;
}

/**
 * Pages already rendered, by the hash of what they were rendered from (the address, the head and
 * the data the server loaded, `pageKey`). A product page costs ~40 ms of CPU, React's render the
 * largest part (#20's profile), and a page whose data has not changed renders to the same bytes:
 * so the data is still loaded every time (never a stale price or stock), and only the render is
 * skipped. The same key is the page's ETag, so a browser revalidating an unchanged page gets a 304.
 * Least recently used first out when over the byte budget.
 */
export class RenderedPages {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = RENDERED_PAGES_BYTES,
    private readonly ttlMs = RENDERED_PAGE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The page's HTML in the asked encoding (compressed once, then kept beside it), or undefined. */
  get(key: string, encoding: PageEncoding | undefined): Buffer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.keptUntil <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (!encoding) return entry.html;
    let body = entry.compressed[encoding];
    if (!body) {
      body = compressWhole(entry.html, encoding);
      entry.compressed[encoding] = body;
      entry.bytes += body.length;
      this.bytes += body.length;
      this.evict();
    }
    return body;
  }

  set(key: string, html: Buffer): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    if (html.length > this.maxBytes) return;
    const entry: Entry = { html, compressed: {}, bytes: html.length, keptUntil: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /** Bytes held: for tests and the operator. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * The key of a page rendered from these parts (the address, the head with its preloads, the state):
 * a base64url SHA-256, also the page's ETag. `build` tells apart two builds' pages.
 */
export function pageKey(build: string, url: string, head: string, stateScript: string): string {
  return createHash('sha256')
    .update(build)
    .update('\0')
    .update(url)
    .update('\0')
    .update(head)
    .update('\0')
    .update(stateScript)
    .digest('base64url');
}
