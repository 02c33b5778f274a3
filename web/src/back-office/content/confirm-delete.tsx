import { useIntl } from 'react-intl';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';

/**
 * Delete, asked once more first (the form-submission machine's confirming step): a news item or a
 * page goes from the shop at once; its history stays in the log.
 */
export function ConfirmDelete({
  title,
  remove,
  onDeleted,
}: {
  title: string;
  remove: () => Promise<unknown>;
  onDeleted: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const [state, send] = useFormSubmission(
    async () => {
      await remove();
      onDeleted();
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  return (
    <>
      {state.matches('confirming') ? (
        <>
          <span>{t('backoffice.content.deleteAsk', { title })}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={state.hasTag('busy')}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {t('backoffice.content.delete')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
            {t('backoffice.content.cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: title })}
        >
          {t('backoffice.content.delete')}
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
