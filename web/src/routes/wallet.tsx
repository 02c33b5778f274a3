import '../styles/wallet.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { WalletPageDocument, type WalletPageQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import type { MessageId } from '../i18n/intl.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { RechargePanel } from '../wallet/recharge-panel.tsx';
import { routePaths } from './paths.ts';

type Wallet = WalletPageQuery['wallet'];
type WalletEntry = Wallet['entries'][number];

/** The statement's page size: the commerce service's STATEMENT_PER_PAGE. */
const ENTRIES_PER_PAGE = 20;
/** /wallet: the member's balance by kind, the §9 rules, recharge, and the statement ("load more"). */
export const walletRoute = defineRoute({
  id: 'wallet',
  match: routePaths.wallet,
  load: async (_params, { execute }) => {
    try {
      return (await execute(WalletPageDocument, { page: 1 })).wallet;
    } catch (error) {
      // A guest sees "Login required" with a way back here, not an error page (spec §6, §8).
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'wallet.title') }),
  Component: WalletScreen,
});

function WalletScreen({ data: wallet }: RouteComponentProps<Wallet | null>) {
  const t = useT();
  if (!wallet) {
    return (
      <section className="message-page">
        <h1>{t('wallet.title')}</h1>
        <p>{t('wallet.loginRequired')}</p>
        <p>
          <Link href={loginHref('/wallet')}>{t('wallet.login')}</Link>
        </p>
      </section>
    );
  }
  return <WalletPage wallet={wallet} />;
}

function WalletPage({ wallet }: { wallet: Wallet }) {
  const t = useT();
  const intl = useIntl();
  const { rules } = wallet;
  return (
    <section className="wallet">
      <h1>{t('wallet.title')}</h1>
      <div className="wallet__balance" data-testid="wallet-balance">
        <p className="wallet__total">
          {t('wallet.balance')} <strong>{formatMnt(intl, wallet.balance)}</strong>
        </p>
        <dl className="wallet__buckets">
          <div>
            <dt>{t('wallet.bucket.cash')}</dt>
            <dd data-bucket="cash">{formatMnt(intl, wallet.cash)}</dd>
          </div>
          <div>
            <dt>{t('wallet.bucket.bonus')}</dt>
            <dd data-bucket="bonus">{formatMnt(intl, wallet.bonus)}</dd>
          </div>
        </dl>
      </div>
      <section className="wallet__rules" aria-labelledby="wallet-rules">
        <h2 id="wallet-rules">{t('wallet.rules.title')}</h2>
        <ul>
          <li>{t('wallet.rules.minOrder', { amount: formatMnt(intl, rules.minOrder) })}</li>
          <li>{t('wallet.rules.cash')}</li>
          <li>
            {t('wallet.rules.bonus', {
              rate: rules.purchaseBonusPercent,
              share: rules.bonusMaxSharePercent,
            })}
          </li>
          <li>{t('wallet.rules.minUse', { amount: formatMnt(intl, rules.minUse) })}</li>
        </ul>
      </section>
      <RechargePanel min={rules.rechargeMin} max={rules.rechargeMax} />
      <Statement firstPage={wallet.entries} />
    </section>
  );
}

const reasonIds: Record<string, MessageId> = {
  PURCHASE_BONUS: 'wallet.reason.PURCHASE_BONUS',
  ORDER_PAYMENT: 'wallet.reason.ORDER_PAYMENT',
  ORDER_RELEASE: 'wallet.reason.ORDER_RELEASE',
  RECHARGE: 'wallet.reason.RECHARGE',
  GIFT_CARD: 'wallet.reason.GIFT_CARD',
  ADJUSTMENT: 'wallet.reason.ADJUSTMENT',
};

function Statement({ firstPage }: { firstPage: readonly WalletEntry[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const list = usePagedList({
    perPage: ENTRIES_PER_PAGE,
    firstPage,
    fetchPage: async ({ page }) => (await execute(WalletPageDocument, { page })).wallet.entries,
  });
  const entries = list.items;
  return (
    <section className="wallet__statement" aria-labelledby="wallet-statement">
      <h2 id="wallet-statement">{t('wallet.statement.title')}</h2>
      {entries.length > 0 && (
        <ul className="wallet__entries" data-testid="wallet-statement">
          {entries.map((entry) => (
            <li key={entry.id} className="wallet__entry">
              <span className="wallet__date">{formatShopDate(intl, entry.occurredAt, 'dateTime')}</span>
              <span className="wallet__reason">
                {reasonIds[entry.reason] ? t(reasonIds[entry.reason]!) : entry.reason}
                {entry.orderNumber ? (
                  <>
                    {' · '}
                    <Link href={`/orders/${entry.orderNumber}`}>
                      {t('wallet.statement.order', { number: entry.orderNumber })}
                    </Link>
                  </>
                ) : null}
              </span>
              <span className={entry.amount < 0 ? 'wallet__amount wallet__amount--out' : 'wallet__amount'}>
                {entry.amount > 0 ? '+' : '−'}
                {formatMnt(intl, Math.abs(entry.amount))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter
        list={list}
        moreLabel={t('wallet.statement.more')}
        empty={<p>{t('wallet.statement.empty')}</p>}
      />
    </section>
  );
}
