import { CloudOff } from 'lucide-react';
import { useT } from '../i18n/intl.ts';
import { useOnline } from './online.ts';

/**
 * The shop-wide "you are offline" line (#19), under the header in the page's flow: it pushes the
 * page down rather than covering anything (a checkout button, the cart's totals). Nothing while online.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <CloudOff className="icon offline-banner__icon" aria-hidden="true" />
      <p className="offline-banner__text">{t('offline.banner')}</p>
    </div>
  );
}
