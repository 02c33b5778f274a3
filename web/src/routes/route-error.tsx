import { type IntlShape, useIntl } from 'react-intl';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import type { PageHead } from '../routing/route.ts';

/** A page whose data could not be loaded: the translated reason and a retry (spec §8). */
export function RouteErrorScreen({ code, onRetry }: { code: string; onRetry: () => void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="message-page" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{errorMessage(intl, code)}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('routeError.retry')}
      </button>
    </section>
  );
}

export function routeErrorHead(intl: IntlShape, code: string): PageHead {
  return { title: translate(intl, 'routeError.title'), description: errorMessage(intl, code) };
}
