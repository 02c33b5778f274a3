import '../prizes/lucky-wheel.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { PrizeWheelDocument, type PrizeWheelQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { LuckyWheelPanel } from '../prizes/lucky-wheel-panel.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths, type WheelTab } from './paths.ts';

interface LuckyWheelData {
  tab: WheelTab;
  wheel: PrizeWheelQuery;
}

const kindOf = { lucky: 'LUCKY_WHEEL', jackpot: 'JACKPOT' } as const;
const tabHref = (tab: WheelTab) => (tab === 'lucky' ? '/lucky-wheel' : '/lucky-wheel?wheel=jackpot');

/**
 * /lucky-wheel: the lucky wheel and the jackpot (#18). A paid order above a wheel's minimum earns a
 * spin; the server decides the outcome and the wheel turns to it; the prize is in the account
 * (coupons or wallet) as soon as it shows. A guest sees the wheel and its odds and is asked to log in.
 */
export const luckyWheelRoute = defineRoute({
  id: 'lucky-wheel',
  match: routePaths.luckyWheel,
  load: async ({ tab }, { execute }): Promise<LuckyWheelData> => ({
    tab,
    wheel: await execute(PrizeWheelDocument, { wheel: kindOf[tab] }),
  }),
  head: (_data, intl) => ({ title: translate(intl, 'prizes.title') }),
  Component: LuckyWheelScreen,
});

function LuckyWheelScreen({ data }: RouteComponentProps<LuckyWheelData>) {
  const t = useT();
  const intl = useIntl();
  const { tab, wheel } = data;
  return (
    <section className="lucky-wheel">
      <h1>{t('prizes.title')}</h1>
      <p className="lucky-wheel__lead">
        {t('prizes.lead', { minimum: formatMnt(intl, wheel.prizeWheel.minOrderTotal) })}
      </p>
      <nav className="lucky-wheel__tabs" aria-label={t('prizes.tabs')}>
        {(['lucky', 'jackpot'] as const).map((each) => (
          <Link key={each} href={tabHref(each)} aria-current={each === tab ? 'page' : undefined}>
            {t(each === 'lucky' ? 'prizes.tab.lucky' : 'prizes.tab.jackpot')}
          </Link>
        ))}
      </nav>
      <LuckyWheelPanel key={tab} kind={kindOf[tab]} initial={wheel} />
      {wheel.prizeWheel.recentSpins.length > 0 ? (
        <section>
          <h2>{t('prizes.history')}</h2>
          <ul className="lucky-wheel__history">
            {wheel.prizeWheel.recentSpins.map((spin) => (
              <li key={spin.number}>
                <span>{spin.prize?.name ?? t('prizes.noPrize')}</span>
                <span>{formatShopDate(intl, spin.spunAt, 'dateTime')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
