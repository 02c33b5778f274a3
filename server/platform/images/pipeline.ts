import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ShopError } from '../errors.ts';

/** The widths an uploaded image is resized to (px), never wider than the upload itself. */
export const RENDITION_WIDTHS = [160, 320, 640, 1024] as const;
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/**
 * 40 megapixels: any phone or studio camera of today, at most ~160 MB of RGBA while decoding. A
 * "decompression bomb" (a 50 KB PNG that says 20000×20000 = 400 Mpx, 1.6 GB decoded) is refused
 * from its header, before a pixel is decoded.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export type SourceType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type from the file's own first bytes. The content type a browser sends is whatever the
 * file name suggested (or an attacker typed), so it is never trusted: an HTML or SVG file named
 * `me.png` is refused here.
 */
export function detectImageType(bytes: Buffer): SourceType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

/**
 * The widths made for an image `width` px wide: the standard ones below it and the image's own
 * width capped at the largest, so the largest rendition's width alone names the whole set (the web
 * builds `srcset` from a URL without asking, see web/src/catalog/responsive-image.tsx).
 */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(width, RENDITION_WIDTHS.at(-1)!);
  return [...RENDITION_WIDTHS.filter((standard) => standard < largest), largest];
}

/** The path of one rendition: content-addressed, so its answer never changes. */
export const renditionPath = (hash: string, width: number, format: RenditionFormat = 'webp') =>
  `/images/r/${hash}/${width}.${format}`;

export interface Rendition {
  width: number;
  height: number;
  format: RenditionFormat;
  bytes: Buffer;
}

/** An upload turned into what is kept of it: never the upload itself (it may carry EXIF GPS). */
export interface ProcessedImage {
  /** sha256 of the uploaded bytes (32 base64url characters): the same upload is the same image */
  hash: string;
  sourceType: SourceType;
  /** as shown, after auto-orientation */
  width: number;
  height: number;
  renditions: Rendition[];
  /** the largest WebP rendition: the URL that stands for the image where one string is kept */
  url: string;
}

export interface ImageLimits {
  /** refused above this many bytes (a coded error naming the limit in MB) */
  maxBytes: number;
}

const refuse = (code: 'IMAGE_EMPTY' | 'IMAGE_NOT_SUPPORTED' | 'IMAGE_UNREADABLE') => new ShopError(code);

/**
 * Checks an upload and makes its renditions, before anything is written: a refused upload keeps
 * nothing because there is nothing yet to keep. Metadata (EXIF with GPS, camera serials, XMP) is
 * dropped by not asking sharp to keep it; the picture is turned upright first from its EXIF
 * orientation, so dropping that tag does not leave it lying on its side.
 *
 * Renditions are made here, at upload time, rather than on first request: the upload is the one
 * slow moment (~0.3 s per AVIF at 1024 px on one core) and it is a staff member or a reviewer who
 * waits, once; a shopper's first view never waits on an encoder, a burst of first views cannot
 * pile up encoders, and what is served is exactly what was checked.
 */
export async function processImage(bytes: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  if (bytes.length === 0) throw refuse('IMAGE_EMPTY');
  if (bytes.length > limits.maxBytes) {
    const mb = Math.round(limits.maxBytes / 1024 / 1024);
    throw new ShopError('IMAGE_TOO_LARGE', `The image is larger than ${mb} MB`, {
      image: [`larger than ${mb} MB`],
    });
  }
  const sourceType = detectImageType(bytes);
  if (!sourceType) throw refuse('IMAGE_NOT_SUPPORTED');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // the header only (no pixel is decoded), without the limit, so a bomb gets its own answer
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse('IMAGE_UNREADABLE');
  }
  if (!meta.width || !meta.height) throw refuse('IMAGE_UNREADABLE');
  // from the header: sharp's own limit would refuse too, but only once decoding starts
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ShopError('IMAGE_TOO_MANY_PIXELS');
  // EXIF orientations 5–8 turn the picture a quarter: its width as shown is its stored height
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 32);

  const upright = sharp(bytes, options).rotate();
  const renditions: Rendition[] = [];
  try {
    for (const target of renditionWidths(width)) {
      const resized = upright.clone().resize({ width: target, withoutEnlargement: true });
      const targetHeight = Math.max(1, Math.round((height * target) / width));
      const webp = await resized.clone().webp({ quality: 80 }).toBuffer();
      // effort 2 of 9: ~5× faster than the default for a few % more bytes
      const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
      renditions.push({ width: target, height: targetHeight, format: 'webp', bytes: webp });
      renditions.push({ width: target, height: targetHeight, format: 'avif', bytes: avif });
    }
  } catch {
    // a header that reads and a body that does not (a truncated file)
    throw refuse('IMAGE_UNREADABLE');
  }
  const largest = renditionWidths(width).at(-1)!;
  return { hash, sourceType, width, height, renditions, url: renditionPath(hash, largest) };
}
