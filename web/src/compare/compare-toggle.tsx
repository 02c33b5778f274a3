import { useSelector } from '@xstate/store-react';
import { useT } from '../i18n/intl.ts';
import { ReadyButton } from '../shell/ready.tsx';
import { showToast } from '../shell/toasts.ts';
import { useCompareEnabled } from './compare-feature.tsx';
import { compareList } from './compare-store.ts';

/**
 * Adds the product to the compare list or takes it out (spec §4), on cards and the product page.
 * A fifth is refused by the list; the shopper is told with the spec's warning (§5). Disabled until
 * hydrated: the server cannot know what is in the list, and a click before then would be lost.
 */
export function CompareToggle({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const t = useT();
  const enabled = useCompareEnabled();
  const compared = useSelector(compareList.store, (snapshot) => snapshot.context.slugs.includes(slug));
  if (!enabled) return null;
  return (
    <ReadyButton
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
    </ReadyButton>
  );
}
