import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { hasAgeCookie, hasAgeRefusedCookie } from '../../web/src/brand/age-cookie.ts';
import type { GraphqlRequest, GraphqlResponse, render } from '../../web/src/entry-server.tsx';
import { negotiateLocale } from '../../web/src/i18n/locales.ts';
import { ageGateAnswerPlugin } from './age-gate-answer.ts';
import { compressPage } from './compress.ts';
import { documentStream, parseTemplate } from './document.ts';
import { preloadLinks, type ViteManifest } from './preload.ts';

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
  render: typeof render;
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

    const result = await entry.render({
      url: request.url,
      locale,
      ageVerified: hasAgeCookie(request.headers.cookie),
      ageRefused: hasAgeRefusedCookie(request.headers.cookie),
      execute: (body) => execute(body, headers),
    });
    if (result.redirect) return reply.redirect(result.redirect, 302);
    const screen = modulePreloads(result.screenModule);
    // the message parts are data modules at fixed paths, importing nothing (route-catalogs.ts)
    const catalogs = result.catalogFiles
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const document = documentStream(template, {
      ...result,
      head: result.head + screen.scripts + catalogs,
      styles: screen.styles,
    });
    const { encoding, body } = compressPage(request.headers['accept-encoding'], document);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-language', locale)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding')
      .send(body);
  }

  await app.register(ageGateAnswerPlugin);
  app.get('/', page);
  app.get('/products', page);
  app.get('/products/*', page);
  app.get('/t/*', page);
  app.get('/*', page);
};
