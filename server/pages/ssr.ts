import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasAgeCookie, hasAgeRefusedCookie } from '../../web/src/brand/age-cookie.ts';
import type { GraphqlRequest, GraphqlResponse, load, renderLoaded } from '../../web/src/entry-server.tsx';
import { negotiateLocale } from '../../web/src/i18n/locales.ts';
import { ageGateAnswerPlugin } from './age-gate-answer.ts';
import { acceptedEncoding, compressPage } from './compress.ts';
import { documentStream, parseTemplate } from './document.ts';
import { preloadLinks, type ViteManifest } from './preload.ts';
import { pageKey, RenderedPages } from './rendered-pages.ts';

/** Runs a GraphQL request against the gateway with these headers (the app injects to /graphql). */
export type GatewayExecute = (
  body: GraphqlRequest,
  headers: Record<string, string>,
) => Promise<GraphqlResponse>;

export interface WebAppOptions {
  /** The build folder: `client/` from `vite build`, `server/entry-server.js` from the SSR build. */
  distDir: string;
  execute: GatewayExecute;
}

interface EntryServer {
  load: typeof load;
  renderLoaded: typeof renderLoaded;
}

/** The page's whole HTML once it has streamed out, unless the stream failed. */
function keepWhenWhole(document: Readable, keep: (html: Buffer) => void) {
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  document.once('end', () => keep(Buffer.concat(chunks)));
}

/** RFC 9110 If-None-Match: `*`, or the tag among the listed ones (weak ones compare weakly). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Paths other plugins own; an unknown one among them gets their 404, not the shop's page. */
const API_PATH = /^\/(graphql|api|oauth|search|images|health)(\/|$)/;

/** Vite names assets by content hash, so a file under assets/ never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600';

/**
 * The web app: built assets from dist/client and server-rendered pages for everything else that is
 * not an API path. `/` is the home page; an unknown path renders the not-found page
 * with status 404. Each page's data comes from the gateway through `execute`, with the shopper's
 * locale (the `locale` cookie, else mn).
 */
export const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { distDir, execute }) => {
  const clientDir = resolve(distDir, 'client');
  const [templateHtml, manifestJson, entry] = await Promise.all([
    readFile(join(clientDir, 'index.html'), 'utf8'),
    readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    import(pathToFileURL(resolve(distDir, 'server', 'entry-server.js')).href) as Promise<EntryServer>,
  ]);
  const template = parseTemplate(templateHtml);
  // the template names the build's hashed entry files: a page of another build is another page
  const build = createHash('sha256').update(templateHtml).update(manifestJson).digest('base64url');
  const rendered = new RenderedPages();
  const modulePreloads = preloadLinks(JSON.parse(manifestJson) as ViteManifest);

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    // A route per built file, so the page routes below see every other path.
    wildcard: false,
    index: false,
    globIgnore: ['index.html'],
    decorateReply: false,
    cacheControl: false,
    // the .br and .gz files the build wrote beside each asset (web/vite.config.ts)
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE);
    },
  });

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    if (API_PATH.test(pathname)) return reply.callNotFound();
    const locale = negotiateLocale(request.headers.cookie);
    const headers: Record<string, string> = { 'x-shop-locale': locale, 'x-request-id': request.id };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;

    const pageRequest = { url: request.url, execute: (body: GraphqlRequest) => execute(body, headers) };
    const loadStarted = performance.now();
    const page = await entry.load({
      ...pageRequest,
      locale,
      ageVerified: hasAgeCookie(request.headers.cookie),
      ageRefused: hasAgeRefusedCookie(request.headers.cookie),
    });
    if (page.redirect) return reply.redirect(page.redirect, 302);
    const screen = modulePreloads(page.screenModule);
    // the message parts are data modules at fixed paths, importing nothing (route-catalogs.ts)
    const catalogs = page.catalogFiles
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const head = page.head + screen.scripts + catalogs;
    const key = pageKey(build, request.url, head + screen.styles, page.stateScript);
    const etag = `"${key}"`;
    reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', locale)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .header('etag', etag);
    const timing = `data;dur=${(performance.now() - loadStarted).toFixed(1)}`;
    // the browser holds this very page: same address, same data, same build
    if (page.status === 200 && ifNoneMatch(request.headers['if-none-match'], etag)) {
      return reply.status(304).header('server-timing', `${timing}, render;desc="not modified"`).send();
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const kept = page.status === 200 ? rendered.get(key, encoding) : undefined;
    if (kept) {
      if (encoding) reply.header('content-encoding', encoding);
      return reply.header('server-timing', `${timing}, render;desc="kept"`).send(kept);
    }
    const html = await entry.renderLoaded(page, pageRequest);
    const document = documentStream(template, { ...page, pipe: html.pipe, head, styles: screen.styles });
    if (page.status === 200) keepWhenWhole(document, (whole) => html.failed() || rendered.set(key, whole));
    const compressed = compressPage(request.headers['accept-encoding'], document);
    if (compressed.encoding) reply.header('content-encoding', compressed.encoding);
    return reply.header('server-timing', `${timing}, render;desc="rendered"`).send(compressed.body);
  }

  await app.register(ageGateAnswerPlugin);
  app.get('/', page);
  app.get('/products', page);
  app.get('/products/*', page);
  app.get('/t/*', page);
  app.get('/*', page);
};
