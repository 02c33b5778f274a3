import type { ImgHTMLAttributes } from 'react';

/**
 * The widths the server makes (server/platform/images/pipeline.ts RENDITION_WIDTHS): every one
 * below an image's largest rendition, whose width its URL names.
 */
const RENDITION_WIDTHS = [160, 320, 640, 1024];
const RENDITION = /^\/images\/r\/([\w-]{32})\/([1-9][0-9]{0,4})\.webp$/;

export interface PhotoSources {
  /** the `srcset` of each format, AVIF first (smaller; the browser skips what it cannot show) */
  avif: string;
  webp: string;
  /** the fallback `src`: the largest WebP */
  src: string;
}

/**
 * The renditions of an uploaded photo from its URL alone, or null for anything else (the generated
 * SVG art, a link an editor typed): those are shown as they are.
 */
export function photoSources(url: string | null | undefined): PhotoSources | null {
  const match = url ? RENDITION.exec(url) : null;
  if (!match || !url) return null;
  const [, hash, largestText] = match;
  const largest = Number(largestText);
  const widths = [...RENDITION_WIDTHS.filter((width) => width < largest), largest];
  const set = (format: string) =>
    widths.map((width) => `/images/r/${hash}/${width}.${format} ${width}w`).join(', ');
  return { avif: set('avif'), webp: set('webp'), src: url };
}

/** The widths the server draws the generated art at (server/commerce/catalog/art-raster.ts ART_WIDTHS). */
const ART_WIDTHS = [160, 320, 640];
const GENERATED_ART = /^\/images\/products\/([a-z0-9][a-z0-9-]{0,199})\.svg(?:\?([^#]*))?$/;

/**
 * A generated picture (`/images/products/<slug>.svg`, its `?v=` variant, its `?view=`) as the `srcset`
 * of the WebP drawings the server makes of it, or null for anything else. A browser draws an SVG
 * `<img>` on the page's main thread, a document per picture: a list of 40 was Lighthouse's biggest
 * blocking task after the first paint (#19). The SVG stays the `src`: it names the picture (a zoom
 * opens it), and a browser with `srcset` never fetches it.
 */
export function artSrcSet(url: string | null | undefined): string | null {
  const match = url ? GENERATED_ART.exec(url) : null;
  if (!match) return null;
  const [, slug, query] = match;
  return ART_WIDTHS.map(
    (width) => `/images/products/${slug}.webp?w=${width}${query ? `&${query}` : ''} ${width}w`,
  ).join(', ');
}

type ShopImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  alt: string;
  /** how wide it shows (`sizes`), e.g. "(max-width: 992px) 50vw, 320px"; for photos and the art */
  sizes: string;
};

/**
 * An image of the shop: an uploaded photo as `<picture>` with AVIF and WebP `srcset`s (the browser
 * takes the width the layout needs at the screen's density), the generated art as its WebP
 * drawings, anything else as a plain `<img>`.
 * The `<picture>` adds no box (display: contents), so the `<img>` keeps its own layout and class.
 */
export function ShopImage({ src, alt, sizes, ...image }: ShopImageProps) {
  const sources = photoSources(src);
  if (!sources) {
    const art = artSrcSet(src);
    return art ? (
      <img src={src} srcSet={art} sizes={sizes} alt={alt} {...image} />
    ) : (
      <img src={src} alt={alt} {...image} />
    );
  }
  return (
    <picture className="shop-picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.src} alt={alt} {...image} />
    </picture>
  );
}
