import { useIntl } from 'react-intl';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import { StaffEndPromotionDocument } from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';

/**
 * "End now", asked once more first (the form-submission machine's confirming step): ending takes the
 * promotion off the shelf and the banner at once, and cannot be undone except by new dates.
 */
export function EndPromotion({ id, name, onEnded }: { id: string; name: string; onEnded: () => void }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [state, send] = useFormSubmission(
    async () => {
      await execute(StaffEndPromotionDocument, { id });
      onEnded();
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  return (
    <>
      {state.matches('confirming') ? (
        <>
          <span>{t('backoffice.promotions.endConfirm', { name })}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {t('backoffice.promotions.end')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
            {t('backoffice.editing.cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: id })}
        >
          {t('backoffice.promotions.end')}
        </button>
      )}
      {state.context.failure && (
        <span role="alert" className="back-office__error">
          {errorMessage(intl, state.context.failure)}
        </span>
      )}
    </>
  );
}
