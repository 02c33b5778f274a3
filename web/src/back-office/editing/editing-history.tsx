import { useIntl } from 'react-intl';
import { formatShopDate } from '../../i18n/formats.ts';
import { hasMessage, type MessageId, useT } from '../../i18n/intl.ts';

interface Entry {
  version: number;
  type: string;
  at: string;
  by: string;
}

/** Who changed a brand or a promotion, and when: its events, newest first. */
export function EditingHistory({ entries }: { entries: readonly Entry[] }) {
  const t = useT();
  const intl = useIntl();
  if (entries.length === 0) return null;
  return (
    <details className="editing-history">
      <summary>{t('backoffice.editing.history')}</summary>
      <ol reversed>
        {[...entries].reverse().map((entry) => (
          <li key={entry.version}>
            {t('backoffice.editing.historyEntry', {
              // a fact this screen has no word for yet shows its name rather than a raw id
              what: hasMessage(intl, `backoffice.editing.event.${entry.type}`)
                ? t(`backoffice.editing.event.${entry.type}` as MessageId)
                : entry.type,
              at: formatShopDate(intl, entry.at, 'dateTime'),
              by: entry.by,
            })}
          </li>
        ))}
      </ol>
    </details>
  );
}
