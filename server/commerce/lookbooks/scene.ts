import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Database, Sql } from '../../platform/db/index.ts';
import { errorBody, ShopError } from '../../platform/errors.ts';
import { productImage } from '../catalog/images.ts';
import { storedLooks } from './queries.ts';

const WIDTH = 1200;
const HEIGHT = 900;
const TILE = 280;

/**
 * A look without a photo of its own is drawn from its products: each product's picture placed
 * where its hotspot is, on a soft studio backdrop, so the numbered spots land on the products. The
 * demo look books use this; staff may upload a real photo instead (`image`).
 */
export async function lookScene(sql: Sql, id: number, lookIndex: number): Promise<string | null> {
  const look = (await storedLooks(sql, id))?.[lookIndex];
  if (!look) return null;
  const { rows } = await sql.query<{ id: number; slug: string }>(
    'select v.id, p.slug from variants v join products p on p.id = v.product_id where v.id = any($1::int[])',
    [look.spots.map((spot) => spot.variant_id)],
  );
  const slugs = new Map(rows.map((row) => [row.id, row.slug]));
  const tiles: string[] = [];
  for (const spot of look.spots) {
    const slug = slugs.get(spot.variant_id);
    const art = slug ? await productImage(sql, slug, spot.variant_id) : null;
    if (!art) continue;
    // the tile is centred on the spot, kept inside the frame
    const x = Math.min(Math.max((spot.x / 100) * WIDTH - TILE / 2, 8), WIDTH - TILE - 8);
    const y = Math.min(Math.max((spot.y / 100) * HEIGHT - TILE / 2, 8), HEIGHT - TILE - 8);
    tiles.push(
      `<rect x="${x - 6}" y="${y - 6}" width="${TILE + 12}" height="${TILE + 12}" rx="18" fill="#fff" opacity="0.9"/>`,
      art
        .replace('<svg ', `<svg x="${x}" y="${y}" `)
        .replace('width="400" height="400"', `width="${TILE}" height="${TILE}"`),
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#f4ede3"/><stop offset="1" stop-color="#e6dccd"/></linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>`,
    `<rect y="${HEIGHT * 0.62}" width="${WIDTH}" height="${HEIGHT * 0.38}" fill="#c9b79c" opacity="0.55"/>`,
    ...tiles,
    '</svg>',
  ].join('');
}

const FILE = /^([1-9][0-9]{0,8})-([1-9][0-9]?)\.svg$/;

/** GET /images/look-books/<id>-<look number>.svg: a day of caching with an ETag (edits redraw it). */
export const lookSceneRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { file: string } }>('/images/look-books/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const svg = match ? await lookScene(db, Number(match[1]), Number(match[2]) - 1) : null;
    if (!svg) {
      return reply
        .code(404)
        .send(errorBody(new ShopError('NOT_FOUND', `No image was found for "${request.params.file}"`)));
    }
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};
