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

type ShopImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
  src: string;
  alt: string;
  /** how wide it shows (`sizes`), e.g. "(max-width: 992px) 50vw, 320px"; used for photos only */
  sizes: string;
};

/**
 * An image of the shop: an uploaded photo as `<picture>` with AVIF and WebP `srcset`s (the browser
 * takes the width the layout needs at the screen's density), anything else as a plain `<img>`.
 * The `<picture>` adds no box (display: contents), so the `<img>` keeps its own layout and class.
 */
export function ShopImage({ src, alt, sizes, ...image }: ShopImageProps) {
  const sources = photoSources(src);
  if (!sources) return <img src={src} alt={alt} {...image} />;
  return (
    <picture className="shop-picture">
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img src={sources.src} alt={alt} {...image} />
    </picture>
  );
}
