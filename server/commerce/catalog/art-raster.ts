import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * The widths a generated picture is drawn at as WebP (`/images/products/<slug>.webp?w=`): a card
 * (~170–300 CSS px), at phone densities, and the product page's main picture. The web builds its
 * `srcset` from the same list (web/src/catalog/responsive-image.tsx ART_WIDTHS).
 */
export const ART_WIDTHS = [160, 320, 640] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

export const isArtWidth = (value: number): value is ArtWidth =>
  (ART_WIDTHS as readonly number[]).includes(value);

/** The drawings' own frame (product-art.ts): 400×400. */
const FRAME = 400;
/** ~25 MB of the most recent pictures at most (a 640 px WebP of the art is 10–40 kB). */
const KEPT = 1_000;

/**
 * The generated art as a bitmap. An SVG in an `<img>` is drawn by the page's own main thread (a
 * document per picture: parse, layout, paint), which on a product list of 40 was 250–700 ms of
 * Lighthouse's blocking time (#19); a WebP is decoded off it. Drawn once per picture and width and
 * kept (least recently used first out); a second request for one being drawn waits for that drawing.
 */
export class ArtRaster {
  readonly #kept = new Map<string, Promise<Buffer>>();

  /** The picture's tag: the same drawing at the same width is the same file. */
  static etag(svg: string, width: ArtWidth): string {
    return `"${createHash('sha1').update(svg).update(`@${width}`).digest('base64url')}"`;
  }

  /** The drawing of `svg` at `width`, kept under `key`: its ArtRaster.etag, which the answer sends too. */
  webp(key: string, svg: string, width: ArtWidth): Promise<Buffer> {
    const kept = this.#kept.get(key);
    if (kept) {
      // most recently used last: the first key is the one to drop
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept;
    }
    const drawing = sharp(Buffer.from(svg), { density: (72 * width) / FRAME })
      .resize(width, width, { fit: 'inside' })
      .webp({ quality: 82, effort: 2 })
      .toBuffer();
    this.#kept.set(key, drawing);
    // a failed drawing is not kept: the next request tries again
    drawing.catch(() => {
      if (this.#kept.get(key) === drawing) this.#kept.delete(key);
    });
    while (this.#kept.size > KEPT) this.#kept.delete(this.#kept.keys().next().value as string);
    return drawing;
  }
}
