import { useExecute } from '../../graphql/context.tsx';
import { StaffEndPromotionDocument } from '../../graphql/generated/graphql.ts';
import { useT } from '../../i18n/intl.ts';
import { ConfirmedAction } from '../confirmed-action.tsx';

/**
 * "End now", asked once more first: ending takes the promotion off the shelf and the banner at once,
 * and cannot be undone except by new dates.
 */
export function EndPromotion({ id, name, onEnded }: { id: string; name: string; onEnded: () => void }) {
  const t = useT();
  const execute = useExecute();
  return (
    <ConfirmedAction
      label={t('backoffice.promotions.end')}
      question={t('backoffice.promotions.endConfirm', { name })}
      cancel={t('backoffice.editing.cancel')}
      run={() => execute(StaffEndPromotionDocument, { id })}
      onDone={onEnded}
    />
  );
}
