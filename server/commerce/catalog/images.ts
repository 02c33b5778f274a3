import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Sql } from '../../platform/db/index.ts';
import { errorBody, ShopError } from '../../platform/errors.ts';
import { ArtRaster, isArtWidth } from './art-raster.ts';
import { type ArtView, isArtView } from './art-views.ts';
import { colors } from './colors.ts';
import { type ProductImageKind, productImageSvg } from './product-art.ts';
import { logoSvg } from './svg.ts';

export { type ProductImageInput, type ProductImageKind, productImageSvg } from './product-art.ts';

/** Longest prefix wins: a leaf can draw differently from its parent category. */
const kindByTaxon: [string, ProductImageKind][] = [
  ['ink-toner/ink-cartridges', 'cartridge'],
  ['ink-toner/toner', 'toner'],
  ['ink-toner/ink-bottles', 'ink-bottle'],
  ['paper/office-paper', 'ream'],
  ['paper/photo-paper', 'photo-paper'],
  ['paper/notebooks/sticky-notes', 'sticky-notes'],
  ['paper/notebooks', 'notebook'],
  ['office-supplies/writing/pens', 'pen'],
  ['office-supplies/writing/pencils', 'pencil'],
  ['office-supplies/writing', 'marker'],
  ['office-supplies/filing/binders', 'binder'],
  ['office-supplies/filing', 'folder'],
  ['office-supplies/desk/staplers', 'stapler'],
  ['office-supplies/desk/calculators', 'calculator'],
  ['office-supplies/desk/tape-glue', 'tape'],
  ['printers', 'printer'],
  ['premium-vodka/tsagaan-tal/gift-sets', 'gift-box'],
  ['premium-vodka', 'vodka'],
];

/** What a product's picture shows, from where it sits in the catalog (clothing draws a shirt). */
export function imageKindOf(permalink: string, apparel: boolean): ProductImageKind | 'box' {
  if (apparel) return 'apparel';
  const match = kindByTaxon
    .filter(([prefix]) => permalink === prefix || permalink.startsWith(`${prefix}/`))
    .sort((a, b) => b[0].length - a[0].length)[0];
  return match?.[1] ?? 'box';
}

const colorByEnglishName = new Map(
  Object.entries(colors).map(([key, color]) => [color.en.toLowerCase(), key]),
);

interface ImageRow {
  id: number;
  name: string;
  brand: string | null;
  permalink: string;
  option_color: string | null;
  property_color: string | null;
  apparel: boolean;
  variant_id: number | null;
}

// The colour is the variant's colour option (the master's by default), else the product's colour
// property; products without an image (spec §5: hidden from search) have no picture to serve either.
const PRODUCT_IMAGE = `
select p.id, p.name, b.name as brand, t.permalink, v.id as variant_id,
  (select ov.name from option_values ov
     join option_types ot on ot.id = ov.option_type_id and ot.name = 'color'
    where ov.id = any(v.option_value_ids) limit 1) as option_color,
  (select e->'translations'->'en'->>'value' from jsonb_array_elements(p.properties) as e
    where e->'translations'->'en'->>'name' = 'Colour' limit 1) as property_color,
  exists (select 1 from variants cv join option_values ov on ov.id = any(cv.option_value_ids)
            join option_types ot on ot.id = ov.option_type_id and ot.name = 'clothing_size'
           where cv.product_id = p.id) as apparel
  from products p
  join taxons t on t.id = p.taxon_id
  left join brands b on b.id = p.brand_id
  left join lateral (
    select id, option_value_ids from variants
     where product_id = p.id and (case when $2::int is null then is_master else id = $2 end)
     order by id limit 1
  ) v on true
 where p.slug = $1 and p.image is not null`;

/** The SVG of a product (or one of its variants) in one view, or null when there is none to show. */
export async function productImage(
  sql: Sql,
  slug: string,
  variantId?: number,
  view: ArtView = 'front',
): Promise<string | null> {
  const { rows } = await sql.query<ImageRow>(PRODUCT_IMAGE, [slug, variantId ?? null]);
  const row = rows[0];
  if (!row) return null;
  const color = row.option_color ?? colorByEnglishName.get(row.property_color?.toLowerCase() ?? '');
  return productImageSvg({
    name: row.name,
    ...(row.brand ? { brand: row.brand } : {}),
    kind: imageKindOf(row.permalink, row.apparel),
    ...(color ? { color } : {}),
    seed: row.variant_id && variantId ? row.variant_id : row.id,
    view,
  });
}

const SLUG_FILE = /^([a-z0-9][a-z0-9-]{0,199})\.svg$/;
const ART_FILE = /^([a-z0-9][a-z0-9-]{0,199})\.(svg|webp)$/;

/**
 * The pictures are generated from catalog data and change only when the product does: a month of
 * caching, with an ETag so a browser revalidates cheaply after that. `body` is made only when the
 * browser does not hold this very picture.
 */
async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  type: string,
  body: () => string | Promise<Buffer>,
) {
  reply.header('cache-control', 'public, max-age=2592000').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(await body());
}

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  reply
    .header('x-content-type-options', 'nosniff')
    // an SVG opened directly is a document: it may style itself, never run anything
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  return sendPicture(request, reply, etag, 'image/svg+xml; charset=utf-8', () => svg);
}

function notFound(reply: FastifyReply, what: string) {
  return reply.code(404).send(errorBody(new ShopError('NOT_FOUND', `No image was found for ${what}`)));
}

/**
 * GET /images/products/:slug.svg (?v=<variant id>, ?view=front|angle|detail), the same drawn as WebP
 * at a width the web asks for (`:slug.webp?w=160|320|640`, see art-raster.ts), /images/brands/:code.svg,
 * /images/stores/:code.svg. An unknown view or width is a 404 like an unknown product: no such picture.
 */
export const productImageRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const raster = new ArtRaster();
  app.get<{ Params: { file: string }; Querystring: { v?: string; view?: string; w?: string } }>(
    '/images/products/:file',
    async (request, reply) => {
      const [, slug, format] = ART_FILE.exec(request.params.file) ?? [];
      const variant = request.query.v;
      const variantId = variant && /^\d{1,9}$/.test(variant) ? Number(variant) : undefined;
      const view = request.query.view ?? 'front';
      if (!isArtView(view)) return notFound(reply, `view "${view}"`);
      const width = Number(request.query.w);
      if (format === 'webp' && !isArtWidth(width)) return notFound(reply, `width "${request.query.w ?? ''}"`);
      const svg = slug ? await productImage(db, slug, variantId, view) : null;
      if (!svg) return notFound(reply, `product "${request.params.file}"`);
      if (format === 'svg' || !isArtWidth(width)) return sendSvg(request, reply, svg);
      const etag = ArtRaster.etag(svg, width);
      return sendPicture(request, reply, etag, 'image/webp', () => raster.webp(etag, svg, width));
    },
  );

  for (const table of ['brands', 'stores'] as const) {
    app.get<{ Params: { file: string } }>(`/images/${table}/:file`, async (request, reply) => {
      const code = SLUG_FILE.exec(request.params.file)?.[1];
      const { rows } = code
        ? await db.query<{ name: string; code: string }>(`select name, code from ${table} where code = $1`, [
            code,
          ])
        : { rows: [] };
      const row = rows[0];
      return row
        ? sendSvg(request, reply, logoSvg(row))
        : notFound(reply, `${table} "${request.params.file}"`);
    });
  }
};
