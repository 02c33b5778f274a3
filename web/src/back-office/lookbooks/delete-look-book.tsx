import { useIntl } from 'react-intl';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import { StaffDeleteLookBookDocument } from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';

/**
 * Delete, asked once more first (the form-submission machine's confirming step): a look book's
 * removal takes it out of the shop and the back office at once; its history stays in the log.
 */
export function DeleteLookBook({
  id,
  title,
  onDeleted,
}: {
  id: string;
  title: string;
  onDeleted: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [state, send] = useFormSubmission(
    async () => {
      await execute(StaffDeleteLookBookDocument, { id });
      onDeleted();
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  return (
    <>
      {state.matches('confirming') ? (
        <>
          <span>{t('backoffice.lookbooks.deleteAsk', { title })}</span>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {t('backoffice.lookbooks.delete')}
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })}>
            {t('backoffice.moderation.cancel')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: id })}
        >
          {t('backoffice.lookbooks.delete')}
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
