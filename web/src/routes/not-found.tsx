import { SearchX } from 'lucide-react';
import type { IntlShape } from 'react-intl';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { type MessageId, translate, useT } from '../i18n/intl.ts';
import type { PageHead } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';

/**
 * Why an address of a known kind has nothing: a shared wish list's link was never made or was
 * revoked (WISHLIST_NOT_FOUND), which the owner may want to be told apart from a mistyped path.
 */
const reasons: ReadonlyArray<{ prefix: string; title: MessageId; body: MessageId }> = [
  { prefix: '/wishlist/shared/', title: 'wishlist.shared.notFound', body: 'error.WISHLIST_NOT_FOUND' },
];

const reasonFor = (path: string) => reasons.find((reason) => path.startsWith(reason.prefix));

/**
 * Shown for a path no route answers and for a slug or permalink the gateway does not know
 * (NOT_FOUND); the server answers it with status 404.
 */
export function NotFoundScreen({ path }: { path: string }) {
  const t = useT();
  const reason = reasonFor(path);
  return (
    <section className="message-page">
      <EmptyState
        icon={<SearchX className="icon" />}
        title={t(reason?.title ?? 'notFound.title')}
        action={{ href: ALL_PRODUCTS_HREF, label: t('notFound.back') }}
      >
        <p>{reason ? t(reason.body) : t('notFound.body', { path })}</p>
      </EmptyState>
    </section>
  );
}

export function notFoundHead(intl: IntlShape, path: string): PageHead {
  const reason = reasonFor(path);
  return {
    title: translate(intl, reason?.title ?? 'notFound.title'),
    description: reason ? translate(intl, reason.body) : translate(intl, 'notFound.body', { path }),
  };
}
