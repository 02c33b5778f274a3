import { useT } from '../../i18n/intl.ts';
import { ConfirmedAction } from '../confirmed-action.tsx';

/** Delete, asked once more first: a news item or a page goes from the shop at once; its history stays in the log. */
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
  return (
    <ConfirmedAction
      label={t('backoffice.content.delete')}
      question={t('backoffice.content.deleteAsk', { title })}
      cancel={t('backoffice.content.cancel')}
      run={remove}
      onDone={onDeleted}
      quiet
    />
  );
}
