import { useSelector } from '@xstate/store-react';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { useCompareEnabled } from './compare-feature.tsx';
import { compareList } from './compare-store.ts';

/**
 * Adds the product to the compare list or takes it out (spec §4), on cards and the product page.
 * A fifth is refused by the list; the shopper is told with the spec's warning (§5). The server
 * cannot know what is in the list, so a press before the page has hydrated is held by the boot script
 * and pressed again once the app is ready, against the list as it is (entry-boot.ts); not disabled
 * until then, so hydration does not render the cards' toggles again (quick-add.tsx).
 */
export function CompareToggle({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const t = useT();
  const enabled = useCompareEnabled();
  const compared = useSelector(compareList.store, (snapshot) => snapshot.context.slugs.includes(slug));
  if (!enabled) return null;
  return (
    <button
      type="button"
      className={['compare-toggle', className].filter(Boolean).join(' ')}
      aria-pressed={compared}
      aria-label={t('compare.toggleLabel', { name })}
      data-testid="compare-toggle"
      onClick={() => {
        if (compareList.toggle(slug) === 'full') showToast('warning', { messageId: 'compare.full' });
      }}
    >
      <span className="compare-toggle__mark" aria-hidden="true" />
      {t('compare.toggle')}
    </button>
  );
}
