import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestShop } from '../../../support/shop.ts';

/** A multipart body: files as `[field, bytes, filename]`, text fields as `[field, value]`. */
export function multipart(parts: ([string, Buffer, string] | [string, string])[]): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks = parts.map((part) =>
    part.length === 3
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part[0]}"; filename="${part[2]}"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          part[1],
          Buffer.from('\r\n'),
        ])
      : Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part[0]}"\r\n\r\n${part[1]}\r\n`,
        ),
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A plain photo-sized PNG of one colour (each colour a different upload, so a different hash). */
export function photo(color: string, width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Everything a refused upload must leave as it was: the log, the photos, the images. */
export async function photoStamp(shop: TestShop): Promise<string> {
  const { rows } = await shop.db.query<{ stamp: string }>(
    `select (select count(*) from events)::text || ':' || (select count(*) from product_photos)::text || ':' ||
            (select count(*) from images)::text || ':' || (select count(*) from image_renditions)::text as stamp`,
  );
  return rows[0]!.stamp;
}

/** A product with colour variants (each its own art), and one plain product. */
export async function photoProducts(shop: TestShop) {
  const { rows } = await shop.db.query<{ slug: string; variant_id: number; image: string }>(
    `select p.slug, v.id as variant_id, p.image from products p
       join variants v on v.product_id = p.id and not v.is_master and v.image is not null
      where p.image is not null order by p.id, v.position, v.id limit 1`,
  );
  const { rows: plain } = await shop.db.query<{ slug: string; image: string }>(
    `select p.slug, p.image from products p where p.image is not null
        and not exists (select 1 from variants v where v.product_id = p.id and not v.is_master)
      order by p.id limit 1`,
  );
  return { colored: rows[0]!, plain: plain[0]! };
}
