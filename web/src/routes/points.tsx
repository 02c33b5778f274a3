import '../styles/coupons.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { LoyaltyHistoryDocument, type LoyaltyHistoryQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate, formatShopNumber } from '../i18n/formats.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { routePaths } from './paths.ts';

type History = LoyaltyHistoryQuery['loyaltyHistory'];
type Entry = History['entries'][number];

/** The server's page size (GET /api/v2/users/loyalty_history): a full page offers "show more". */
const ENTRIES_PER_PAGE = 20;
/** /points: the loyalty points balance and its history (earned per order, spent, returned), paged. */
export const pointsRoute = defineRoute({
  id: 'points',
  match: routePaths.points,
  load: async (_params, { execute }): Promise<History | null> => {
    try {
      return (await execute(LoyaltyHistoryDocument, { page: 1 })).loyaltyHistory;
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'points.title') }),
  Component: PointsScreen,
});

function PointsScreen({ data }: RouteComponentProps<History | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('coupons.loginRequired')}</h1>
        <p>{t('points.loginRequired.body')}</p>
        <p>
          <Link href={loginHref('/points')}>{t('coupons.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="points">
      <h1>{t('points.title')}</h1>
      <p className="points__balance">
        <strong>{t('points.balance', { points: data.points })}</strong>
        <span>{t('points.rate')}</span>
      </p>
      <h2>{t('points.history')}</h2>
      <PointsHistory firstPage={data.entries} />
    </section>
  );
}

function PointsHistory({ firstPage }: { firstPage: readonly Entry[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const list = usePagedList({
    perPage: ENTRIES_PER_PAGE,
    firstPage,
    fetchPage: async ({ page }) => (await execute(LoyaltyHistoryDocument, { page })).loyaltyHistory.entries,
  });
  const entries = list.items;
  if (entries.length === 0) return <p>{t('points.empty')}</p>;
  return (
    <>
      <ul className="points__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <span>
              {t(`points.kind.${entry.kind}`, { order: entry.orderNumber ?? '' })} ·{' '}
              {formatShopDate(intl, entry.occurredAt)}
            </span>
            <strong className={entry.points < 0 ? 'points__minus' : 'points__plus'}>
              {entry.points > 0 ? '+' : ''}
              {formatShopNumber(intl, entry.points)}
            </strong>
          </li>
        ))}
      </ul>
      <PagedListFooter list={list} moreLabel={t('points.more')} />
    </>
  );
}
