import { useIntl } from 'react-intl';
import { formatShopDate } from '../../i18n/formats.ts';
import { useT } from '../../i18n/intl.ts';

/** What a logged fact did, in the editor's words: NewsCreated, PageEdited, … by their last word. */
function useWhat() {
  const t = useT();
  return (type: string) => {
    if (type.endsWith('Created')) return t('backoffice.content.did.created');
    if (type.endsWith('Unpublished')) return t('backoffice.content.did.unpublished');
    if (type.endsWith('Published')) return t('backoffice.content.did.published');
    return t('backoffice.content.did.edited');
  };
}

/** Who changed this news item or page and when, newest first (the log, shown). */
export interface HistoryEntry {
  version: number;
  type: string;
  at: string;
  by: string;
}

export function ContentHistory({ entries }: { entries: readonly HistoryEntry[] }) {
  const t = useT();
  const intl = useIntl();
  const what = useWhat();
  return (
    <details className="content-history">
      <summary>{t('backoffice.content.history', { count: entries.length })}</summary>
      {entries.length === 0 ? (
        <p>{t('backoffice.content.historyNone')}</p>
      ) : (
        <ol>
          {[...entries].reverse().map((entry) => (
            <li key={entry.version}>
              {t('backoffice.content.historyEntry', {
                at: formatShopDate(intl, entry.at, 'dateTime'),
                by: entry.by,
                what: what(entry.type),
              })}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
