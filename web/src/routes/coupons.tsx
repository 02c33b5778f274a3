import '../styles/account-forms.css';
import '../styles/coupons.css';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { CouponCard, type HeldCoupon } from '../coupons/coupon-card.tsx';
import { GiftCardCheck } from '../coupons/gift-card-check.tsx';
import { errorCode } from '../graphql/client.ts';
import { MyCouponsDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { type CouponTab, couponTabs, routePaths } from './paths.ts';

interface CouponsData {
  /** Null for a guest: the page invites them to log in and come back. */
  coupons: readonly HeldCoupon[] | null;
  tab: CouponTab;
}

const tabStatus = { usable: 'USABLE', used: 'USED', expired: 'EXPIRED' } as const;
const tabHref = (tab: CouponTab) => (tab === 'usable' ? '/coupons' : `/coupons?status=${tab}`);

/**
 * /coupons: the coupons and vouchers the shopper holds, in tabs usable / used / expired (spec §8 "No
 * coupons of a given kind"), each with its terms, copy and send by e-mail; then the gift-card
 * balance check. The tab is in the URL (`?status=used`), so it survives a reload and a shared link.
 */
export const couponsRoute = defineRoute({
  id: 'coupons',
  match: routePaths.coupons,
  load: async ({ tab }, { execute }): Promise<CouponsData> => {
    try {
      return { coupons: (await execute(MyCouponsDocument, {})).myCoupons, tab };
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return { coupons: null, tab };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'coupons.title') }),
  Component: CouponsScreen,
});

function CouponsScreen({ data }: RouteComponentProps<CouponsData>) {
  const t = useT();
  const { coupons, tab } = data;
  if (!coupons) {
    return (
      <section className="message-page">
        <h1>{t('coupons.loginRequired')}</h1>
        <p>{t('coupons.loginRequired.body')}</p>
        <p>
          <Link href={loginHref(tabHref(tab))}>{t('coupons.login')}</Link>
        </p>
      </section>
    );
  }
  const shown = coupons.filter((coupon) => coupon.status === tabStatus[tab]);
  return (
    <section className="coupons">
      <h1>{t('coupons.title')}</h1>
      <nav className="coupons__tabs" aria-label={t('coupons.tabs')}>
        {couponTabs.map((each) => (
          <Link key={each} href={tabHref(each)} aria-current={each === tab ? 'page' : undefined}>
            {t(`coupons.tab.${each}`)}
          </Link>
        ))}
      </nav>
      {shown.length === 0 ? (
        <p className="coupons__empty">{t('coupons.empty')}</p>
      ) : (
        <ul className="coupons__list">
          {shown.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} />
          ))}
        </ul>
      )}
      <GiftCardCheck />
    </section>
  );
}
