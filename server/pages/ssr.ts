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

/**
 * Runs a GraphQL request against the gateway with these headers, for the page `reply` answers (the
 * app runs it in-process with the page's session: server/graphql/in-process.ts).
 */
export type GatewayExecute = (
  body: GraphqlRequest,
  headers: Record<string, string>,
  reply: FastifyReply,
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

    const pageRequest = {
      url: request.url,
      execute: (body: GraphqlRequest) => execute(body, headers, reply),
    };
    const loadStarted = performance.now();
    const page = await entry.load({
      ...pageRequest,
      locale,
      ageVerified: hasAgeCookie(request.headers.cookie),
      ageRefused: hasAgeRefusedCookie(request.headers.cookie),
    });
    const dataMs = performance.now() - loadStarted;
    if (page.redirect) return reply.redirect(page.redirect, 302);
    const screen = modulePreloads(page.screenModule);
    // The message parts are data modules at fixed paths, importing nothing (route-catalogs.ts). The
    // boot script inserts them with the entry's chunks, the screen's after (entry-boot.ts).
    const catalogs = page.catalogFiles
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const scripts = catalogs + screen.scripts;
    const key = pageKey(build, request.url, page.head + scripts + screen.styles, page.stateScript);
    // only a whole page is kept or answered "not modified": an error or a missing page renders anew
    const keepable = page.status === 200;
    const etag = `"${key}"`;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    // set only when the page is answered: a render that fails goes to the error handler unmarked
    const answer = (status: number, render: string, compressed: boolean) => {
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-language', locale)
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .header('server-timing', `data;dur=${dataMs.toFixed(1)}, render;desc="${render}"`);
      if (keepable) reply.header('etag', etag);
      if (compressed && encoding) reply.header('content-encoding', encoding);
      return reply;
    };
    // the browser holds this very page: same address, same data, same build
    if (keepable && ifNoneMatch(request.headers['if-none-match'], etag)) {
      return answer(304, 'not modified', false).send();
    }
    const kept = keepable ? rendered.get(key, encoding) : undefined;
    if (kept) return answer(page.status, 'kept', true).send(kept);
    const html = await entry.renderLoaded(page, pageRequest);
    const document = documentStream(template, {
      ...page,
      pipe: html.pipe,
      styles: screen.styles,
      scripts,
    });
    if (keepable) keepWhenWhole(document, (whole) => html.failed() || rendered.set(key, whole));
    return answer(page.status, 'rendered', true).send(compressPage(encoding, document));
  }

  await app.register(ageGateAnswerPlugin);
  app.get('/', page);
  app.get('/products', page);
  app.get('/products/*', page);
  app.get('/t/*', page);
  app.get('/*', page);
};
