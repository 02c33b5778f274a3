import { useExecute } from '../../graphql/context.tsx';
import { StaffDeleteLookBookDocument } from '../../graphql/generated/graphql.ts';
import { useT } from '../../i18n/intl.ts';
import { ConfirmedAction } from '../confirmed-action.tsx';

/** Delete, asked once more first: a look book leaves the shop and the back office at once; its history stays in the log. */
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
  const execute = useExecute();
  return (
    <ConfirmedAction
      label={t('backoffice.lookbooks.delete')}
      question={t('backoffice.lookbooks.deleteAsk', { title })}
      cancel={t('backoffice.moderation.cancel')}
      run={() => execute(StaffDeleteLookBookDocument, { id })}
      onDone={onDeleted}
      quiet
    />
  );
}
