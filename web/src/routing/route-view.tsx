import type { IntlShape } from 'react-intl';
import { Redirect } from 'wouter';
import { artSrcSet, photoSources } from '../catalog/responsive-image.tsx';
import { translate } from '../i18n/intl.ts';
import { NotFoundScreen, notFoundHead } from '../routes/not-found.tsx';
import { RouteErrorScreen, routeErrorHead } from '../routes/route-error.tsx';
import { CHUNK_LOAD_FAILED, routeById } from './load-route.ts';
import type { LoadedRoute, PageHead } from './route.ts';

/** Renders a loaded route: its screen with its data, the not-found page, or the error page. */
export function RouteView({ route, onRetry }: { route: LoadedRoute; onRetry: () => void }) {
  const { outcome } = route;
  switch (outcome.kind) {
    case 'page': {
      const definition = routeById(outcome.routeId);
      // Missing only when its chunk failed to load before hydration (loadRoute fetches it first).
      return definition ? <definition.Component data={outcome.data} reload={onRetry} /> : <ChunkLoadFailed />;
    }
    case 'not-found':
      return <NotFoundScreen path={route.pathname} />;
    case 'redirect':
      return <Redirect to={outcome.to} replace />;
    case 'error':
      return outcome.code === CHUNK_LOAD_FAILED ? (
        <ChunkLoadFailed />
      ) : (
        <RouteErrorScreen code={outcome.code} onRetry={onRetry} />
      );
  }
}

/** Throws while rendering, so the crash boundary shows the restart screen (spec §2). */
function ChunkLoadFailed(): never {
  throw new Error('a screen of this site failed to load: the site was updated and must be restarted');
}

/** The document head of a loaded route: the page's own title with the shop's name. */
export function headFor(route: LoadedRoute, intl: IntlShape): PageHead {
  const { outcome } = route;
  const definition = outcome.kind === 'page' ? routeById(outcome.routeId) : undefined;
  const head =
    outcome.kind === 'page' && definition
      ? definition.head(outcome.data, intl)
      : outcome.kind === 'error'
        ? routeErrorHead(intl, outcome.code)
        : notFoundHead(intl, route.pathname);
  const shop = translate(intl, 'app.name');
  return { ...head, title: translate(intl, 'app.documentTitle', { page: head.title, shop }) };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/** The head as HTML for the server's template. */
export function headHtml(head: PageHead): string {
  const description = head.description
    ? `<meta name="description" content="${escapeHtml(head.description)}">`
    : '';
  // `<` escaped so no text in the data (a product name) can close the script element early.
  const jsonLd = head.jsonLd
    ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
    : '';
  return `<title>${escapeHtml(head.title)}</title>${description}${jsonLd}${imagePreload(head)}`;
}

/**
 * The LCP image fetched while the HTML still streams, not after the browser lays out the `<img>`.
 * A photo preloads its AVIF `srcset` (the generated art its WebP drawings) with the same `sizes` as
 * its `<picture>`, so the browser picks the same file it will show (a browser without AVIF skips a
 * preload it cannot use, by its type).
 */
function imagePreload(head: PageHead): string {
  if (!head.preloadImage) return '';
  const { src, sizes } = head.preloadImage;
  const photo = photoSources(src);
  const art = photo ? null : artSrcSet(src);
  const set = photo
    ? ` imagesrcset="${escapeHtml(photo.avif)}" imagesizes="${escapeHtml(sizes)}" type="image/avif"`
    : art
      ? ` imagesrcset="${escapeHtml(art)}" imagesizes="${escapeHtml(sizes)}"`
      : '';
  return `<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`;
}
