import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/index.ts';

export interface SeoOptions {
  db: Database;
  clock: Clock;
  /** The shop's public origin (PUBLIC_URL); without it, the origin the request came to. */
  publicUrl?: string;
  /** Rows per query while streaming (tests make it small to cross pages). */
  pageSize?: number;
}

/** Paths crawlers have no business in: the developer pages and the shopper's own pages. */
export const DISALLOWED_PATHS = ['/dev', '/account', '/cart', '/checkout'];
/** The vodka microsite (web/src/brand/links.ts). */
const BRAND_PATH = '/brand/tsagaan-tal';
/** Rows per query while streaming: memory stays flat however large the catalog grows. */
const PAGE = 500;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

/** A URL path with each segment percent-encoded (Cyrillic permalinks included). */
const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

interface Row {
  id: number;
  path: string;
  lastmod: Date | string | null;
}

/**
 * `<url>` entries of one table, read in keyset pages (`id > last`), so the response streams as it
 * is read instead of holding the catalog in memory.
 */
async function* urls(
  db: Database,
  origin: string,
  pageSize: number,
  select: string,
  params: unknown[],
): AsyncGenerator<string> {
  let after = 0;
  for (;;) {
    const { rows } = await db.query<Row>(select, [after, pageSize, ...params]);
    for (const row of rows) {
      const lastmod = row.lastmod ? `<lastmod>${new Date(row.lastmod).toISOString()}</lastmod>` : '';
      yield `<url><loc>${escapeXml(origin + encodePath(row.path))}</loc>${lastmod}</url>\n`;
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last.id;
  }
}

async function* sitemap(
  db: Database,
  clock: Clock,
  origin: string,
  pageSize: number,
): AsyncGenerator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  yield `<url><loc>${escapeXml(`${origin}/`)}</loc></url>\n`;
  yield `<url><loc>${escapeXml(`${origin}/products`)}</loc></url>\n`;
  yield `<url><loc>${escapeXml(origin + BRAND_PATH)}</loc></url>\n`;
  // the shop's content (#17): brands with their pages, the branches, the shop's own pages
  yield `<url><loc>${escapeXml(`${origin}/brands`)}</loc></url>\n`;
  yield `<url><loc>${escapeXml(`${origin}/branches`)}</loc></url>\n`;
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/brands/' || code as path, null as lastmod from brands where id > $1 order by id limit $2`,
    [],
  );
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/pages/' || slug as path, updated_at as lastmod from pages where id > $1 and published order by id limit $2`,
    [],
  );
  yield `<url><loc>${escapeXml(`${origin}/promotions`)}</loc></url>\n`;
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/promotions/' || id as path, null as lastmod from promotions
      where id > $1 and (starts_at is null or starts_at <= $3) and ends_at > $3 order by id limit $2`,
    [clock.now()],
  );
  // look books (#17): the list and every published one (a draft has no page)
  yield `<url><loc>${escapeXml(`${origin}/lookbooks`)}</loc></url>\n`;
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/lookbooks/' || slug as path, updated_at as lastmod from look_books
      where id > $1 and published_at is not null order by id limit $2`,
    [],
  );
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/t/' || permalink as path, null as lastmod
       from taxons where id > $1 order by id limit $2`,
    [],
  );
  // Products already on sale: a product announced for later has no page a crawler should keep.
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/products/' || slug as path, updated_at as lastmod
       from products where id > $1 and (available_on is null or available_on <= $3)
      order by id limit $2`,
    [clock.now()],
  );
  // News, articles and their authors (#17): server-rendered pages with their text
  yield `<url><loc>${escapeXml(`${origin}/news`)}</loc></url>\n`;
  yield `<url><loc>${escapeXml(`${origin}/authors`)}</loc></url>\n`;
  yield `<url><loc>${escapeXml(`${origin}/articles`)}</loc></url>\n`;
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, case kind when 'news' then '/news/' else '/articles/' end || id as path, updated_at as lastmod
       from articles where id > $1 and published order by id limit $2`,
    [],
  );
  yield* urls(
    db,
    origin,
    pageSize,
    `select id, '/authors/' || id as path, null as lastmod from authors where id > $1 order by id limit $2`,
    [],
  );
  yield '</urlset>\n';
}

/**
 * `/robots.txt` and `/sitemap.xml` for search engines: every category, every product on sale,
 * the brand microsite, every news item, article and author, with absolute URLs, streamed from the database.
 */
export const seoRoutes: FastifyPluginAsync<SeoOptions> = async (
  app,
  { db, clock, publicUrl, pageSize = PAGE },
) => {
  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request, publicUrl);
    const lines = [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request, publicUrl);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(Readable.from(sitemap(db, clock, origin, pageSize)));
  });
};
