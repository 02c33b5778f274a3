import { useSelector } from '@xstate/store-react';
import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { useCompareEnabled } from './compare-feature.tsx';
import { compareList } from './compare-store.ts';

export const COMPARE_PATH = '/compare';

/**
 * The header's link to the compare page with the list's count, like the mini cart's. Desktop only:
 * at 375 px the header is full already (search, login, cart), so the mobile
 * layout has `CompareNavEntry` in the bottom navigation instead.
 */
export function CompareBadge() {
  const t = useT();
  const enabled = useCompareEnabled();
  const count = useSelector(compareList.store, (snapshot) => snapshot.context.slugs.length);
  if (!enabled) return null;
  return (
    <div className="desktop-only">
      <Link
        href={COMPARE_PATH}
        className="compare-badge header-action"
        aria-label={t('compare.badge', { count })}
        data-testid="compare-badge"
      >
        <ArrowLeftRight className="icon header-action__icon compare-badge__icon" aria-hidden="true" />
        <span className="compare-badge__count count-badge" aria-hidden="true">
          {count}
        </span>
      </Link>
    </div>
  );
}

/** The bottom navigation's entry (mobile layout): the word and the count, which are its name. */
export function CompareNavEntry({ current }: { current: boolean }) {
  const t = useT();
  const enabled = useCompareEnabled();
  const count = useSelector(compareList.store, (snapshot) => snapshot.context.slugs.length);
  if (!enabled) return null;
  return (
    <li>
      <Link href={COMPARE_PATH} aria-current={current ? 'page' : undefined} data-testid="compare-nav">
        <ArrowLeftRight className="icon" aria-hidden="true" />
        {/* named by what it shows ("Харьцуулах 0"): a label that is not the visible words is
            what voice control cannot match (Lighthouse label-content-name-mismatch) */}
        {t('compare.nav')} <span className="compare-badge__count">{count}</span>
      </Link>
    </li>
  );
}
