import type { FastifyPluginAsync } from 'fastify';
import type { Sql } from '../db/index.ts';
import { ShopError } from '../errors.ts';
import { RENDITION_FORMATS, type RenditionFormat } from './pipeline.ts';
import { loadRendition } from './store.ts';

const FILE = /^([1-9][0-9]{0,4})\.(webp|avif)$/;
const HASH = /^[\w-]{32}$/;
const TYPES: Record<RenditionFormat, string> = { webp: 'image/webp', avif: 'image/avif' };

/**
 * `GET /images/r/:hash/:width.(webp|avif)`: public (an `<img>` sends no token). The path names the
 * bytes (the upload's hash, the width, the format), so the answer never changes: a year, immutable.
 * The type is the one the shop encoded, never one a client sent.
 */
export const renditionRoutes: FastifyPluginAsync<{ db: Sql }> = async (app, { db }) => {
  app.get<{ Params: { hash: string; file: string } }>('/images/r/:hash/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const format = match?.[2] as RenditionFormat | undefined;
    const bytes =
      match && format && RENDITION_FORMATS.includes(format) && HASH.test(request.params.hash)
        ? await loadRendition(db, request.params.hash, Number(match[1]), format)
        : null;
    if (!bytes || !format) throw new ShopError('NOT_FOUND', 'No such picture');
    return reply
      .header('content-type', TYPES[format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(bytes);
  });
};
