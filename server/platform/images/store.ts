import type { Sql } from '../db/index.ts';
import type { ProcessedImage, RenditionFormat } from './pipeline.ts';

/**
 * Keeps an image's renditions in the caller's transaction, so an upload whose command is refused
 * afterwards (a full product, a stale version) rolls them back with it. The same upload twice is
 * one row: the second insert does nothing.
 */
export async function storeImage(tx: Sql, image: ProcessedImage, at: Date): Promise<void> {
  const { rows } = await tx.query(
    `insert into images (hash, width, height, created_at) values ($1, $2, $3, $4)
     on conflict (hash) do nothing returning hash`,
    [image.hash, image.width, image.height, at],
  );
  if (rows.length === 0) return;
  for (const rendition of image.renditions) {
    await tx.query(
      `insert into image_renditions (hash, width, height, format, bytes) values ($1, $2, $3, $4, $5)
       on conflict do nothing`,
      [image.hash, rendition.width, rendition.height, rendition.format, rendition.bytes],
    );
  }
}

export async function loadRendition(
  sql: Sql,
  hash: string,
  width: number,
  format: RenditionFormat,
): Promise<Buffer | null> {
  const { rows } = await sql.query<{ bytes: Uint8Array }>(
    'select bytes from image_renditions where hash = $1 and width = $2 and format = $3',
    [hash, width, format],
  );
  return rows[0] ? Buffer.from(rows[0].bytes) : null;
}
