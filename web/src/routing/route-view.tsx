import type { IntlShape } from 'react-intl';
import { Redirect } from 'wouter';
import { translate } from '../i18n/intl.ts';
import { NotFoundScreen, notFoundHead } from '../routes/not-found.tsx';
import { RouteErrorScreen, routeErrorHead } from '../routes/route-error.tsx';
import { routeById } from './load-route.ts';
import type { LoadedRoute, PageHead } from './route.ts';

/** Renders a loaded route: its screen with its data, the not-found page, or the error page. */
export function RouteView({ route, onRetry }: { route: LoadedRoute; onRetry: () => void }) {
  const { outcome } = route;
  switch (outcome.kind) {
    case 'page': {
      const definition = routeById(outcome.routeId);
      return definition ? (
        <definition.Component data={outcome.data} />
      ) : (
        <NotFoundScreen path={route.pathname} />
      );
    }
    case 'not-found':
      return <NotFoundScreen path={route.pathname} />;
    case 'redirect':
      return <Redirect to={outcome.to} replace />;
    case 'error':
      return <RouteErrorScreen code={outcome.code} onRetry={onRetry} />;
  }
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
  return `<title>${escapeHtml(head.title)}</title>${description}`;
}
