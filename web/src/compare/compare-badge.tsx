import { useSelector } from '@xstate/store-react';
import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { useCompareEnabled } from './compare-feature.tsx';
import { compareList } from './compare-store.ts';

export const COMPARE_PATH = '/compare';

/** The header's link to the compare page with the list's count, like the mini cart's. */
export function CompareBadge() {
  const t = useT();
  const enabled = useCompareEnabled();
  const count = useSelector(compareList.store, (snapshot) => snapshot.context.slugs.length);
  if (!enabled) return null;
  return (
    <Link
      href={COMPARE_PATH}
      className="compare-badge"
      aria-label={t('compare.badge', { count })}
      data-testid="compare-badge"
    >
      <span className="compare-badge__icon" aria-hidden="true">
        ⇄
      </span>
      <span className="compare-badge__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
