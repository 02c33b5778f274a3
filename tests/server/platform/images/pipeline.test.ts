import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ShopError } from '../../../../server/platform/errors.ts';
import { processImage, renditionWidths } from '../../../../server/platform/images/pipeline.ts';
import { cameraJpeg, pngBomb } from './fixtures.ts';

const LIMIT = { maxBytes: 10 * 1024 * 1024 };

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ShopError) return error.shopCode;
    throw error;
  }
  throw new Error('was not refused');
}

describe('the image pipeline', () => {
  it('names the widths it makes from the largest alone, never upscaling', () => {
    expect(renditionWidths(4000)).toEqual([160, 320, 640, 1024]);
    expect(renditionWidths(1024)).toEqual([160, 320, 640, 1024]);
    expect(renditionWidths(500)).toEqual([160, 320, 500]);
    expect(renditionWidths(100)).toEqual([100]);
  });

  it('turns a camera JPEG upright, drops its EXIF and GPS, and makes WebP and AVIF at each width', async () => {
    const upload = await cameraJpeg();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const image = await processImage(upload, LIMIT);
    // orientation 6: 1600×1200 as stored is 1200×1600 as shown
    expect(image).toMatchObject({ width: 1200, height: 1600, sourceType: 'image/jpeg' });
    expect(image.url).toBe(`/images/r/${image.hash}/1024.webp`);
    expect(image.renditions.map((r) => `${r.format}@${r.width}x${r.height}`)).toEqual([
      'webp@160x213',
      'avif@160x213',
      'webp@320x427',
      'avif@320x427',
      'webp@640x853',
      'avif@640x853',
      'webp@1024x1365',
      'avif@1024x1365',
    ]);
    for (const rendition of image.renditions) {
      const meta = await sharp(rendition.bytes).metadata();
      expect(meta.format).toBe(rendition.format === 'webp' ? 'webp' : 'heif');
      expect(meta.width).toBe(rendition.width);
      expect(meta.height).toBe(rendition.height);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(rendition.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('keeps a small picture at its own width', async () => {
    const png = await sharp({ create: { width: 300, height: 150, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer();
    const image = await processImage(png, LIMIT);
    expect(image.renditions.filter((r) => r.format === 'avif').map((r) => r.width)).toEqual([160, 300]);
    expect(image.url).toMatch(/\/300\.webp$/);
  });

  it('refuses by the bytes: HTML named .png, SVG, empty, oversized, damaged, a 20000×20000 bomb', async () => {
    expect(await refusal(processImage(Buffer.from('<html><script>alert(1)</script></html>'), LIMIT))).toBe(
      'IMAGE_NOT_SUPPORTED',
    );
    expect(await refusal(processImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), LIMIT))).toBe(
      'IMAGE_NOT_SUPPORTED',
    );
    expect(await refusal(processImage(Buffer.alloc(0), LIMIT))).toBe('IMAGE_EMPTY');
    const jpeg = await cameraJpeg(200, 100);
    expect(await refusal(processImage(jpeg, { maxBytes: jpeg.length - 1 }))).toBe('IMAGE_TOO_LARGE');
    expect(await refusal(processImage(jpeg.subarray(0, 40), LIMIT))).toBe('IMAGE_UNREADABLE');
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const started = Date.now();
    expect(await refusal(processImage(bomb, LIMIT))).toBe('IMAGE_TOO_MANY_PIXELS');
    // refused from the header: nothing was decoded
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
