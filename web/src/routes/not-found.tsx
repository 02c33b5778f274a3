import type { IntlShape } from 'react-intl';
import { Link } from 'wouter';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { translate, useT } from '../i18n/intl.ts';
import type { PageHead } from '../routing/route.ts';

/**
 * Shown for a path no route answers and for a slug or permalink the gateway does not know
 * (NOT_FOUND); the server answers it with status 404.
 */
export function NotFoundScreen({ path }: { path: string }) {
  const t = useT();
  return (
    <section className="message-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body', { path })}</p>
      <p>
        <Link href={ALL_PRODUCTS_HREF}>{t('notFound.back')}</Link>
      </p>
    </section>
  );
}

export function notFoundHead(intl: IntlShape, path: string): PageHead {
  return {
    title: translate(intl, 'notFound.title'),
    description: translate(intl, 'notFound.body', { path }),
  };
}
