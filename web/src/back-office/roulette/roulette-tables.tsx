import { useIntl } from 'react-intl';
import type { RouletteNumberFieldsFragment } from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { useT } from '../../i18n/intl.ts';

/** The latest spins (where, what, by whom) or numbers issued (for which order, spun or not). */
export function RouletteNumbers({
  numbers,
  kind,
}: {
  numbers: readonly RouletteNumberFieldsFragment[];
  kind: 'spins' | 'numbers';
}) {
  const t = useT();
  const intl = useIntl();
  if (numbers.length === 0)
    return <p>{t(kind === 'spins' ? 'prizes.admin.noSpins' : 'prizes.admin.noNumbers')}</p>;
  const wheelName = (wheel: string) => t(wheel === 'JACKPOT' ? 'prizes.tab.jackpot' : 'prizes.tab.lucky');
  return (
    <div className="roulette-admin__scroll">
      <table className="back-office__table" data-table={kind}>
        <thead>
          <tr>
            <th>{t('prizes.admin.number')}</th>
            <th>{t('prizes.admin.wheel')}</th>
            {kind === 'spins' ? (
              <>
                <th>{t('prizes.admin.location')}</th>
                <th>{t('prizes.admin.outcome')}</th>
                <th>{t('prizes.admin.spunAt')}</th>
              </>
            ) : (
              <>
                <th>{t('prizes.admin.order')}</th>
                <th>{t('prizes.admin.issuedAt')}</th>
                <th>{t('prizes.admin.spun')}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {numbers.map((number) => (
            <tr key={number.code}>
              <td>{number.code}</td>
              <td>{wheelName(number.wheel)}</td>
              {kind === 'spins' ? (
                <>
                  <td>
                    {number.locationId}
                    {number.spunBy ? ` · ${number.spunBy}` : ''}
                  </td>
                  <td>{number.prizeName ?? t('prizes.noPrize')}</td>
                  <td>{number.spunAt ? formatShopDate(intl, number.spunAt, 'dateTime') : ''}</td>
                </>
              ) : (
                <>
                  <td>{number.orderNumber}</td>
                  <td>{formatShopDate(intl, number.issuedAt, 'dateTime')}</td>
                  <td>{number.spunAt ? t('prizes.admin.yes') : t('prizes.admin.no')}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
