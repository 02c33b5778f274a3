import '../styles/account-forms.css';
import '../styles/account.css';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AvatarForm } from '../account/avatar-form.tsx';
import { ACCOUNT_PATH, LICENSES_PATH, loginHref, QUOTES_PATH, TICKETS_PATH } from '../account/links.ts';
import { LoginError } from '../account/login-steps.tsx';
import { OrganizationForm } from '../account/organization-form.tsx';
import { PhoneChangeForm } from '../account/phone-change-form.tsx';
import { ProfileForm } from '../account/profile-form.tsx';
import { AccountSavedCards } from '../account/saved-cards.tsx';
import { endSession } from '../account/session.ts';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { COMPARE_PATH } from '../compare/compare-badge.tsx';
import { SAVED_PRINTERS_PATH } from '../compatibility/links.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { LogoutDocument, MeDocument, type MeQuery } from '../graphql/generated/graphql.ts';
import { STAYS_PATH } from '../horeca/links.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { WISHLIST_PATH } from '../wishlist/wishlist-link.tsx';
import { routePaths } from './paths.ts';

/** /account: "My account" (spec §2): personal information and logout; login required (§6). */
export const accountRoute = defineRoute({
  id: 'account',
  match: routePaths.account,
  load: async (_params, { execute }) => (await execute(MeDocument, {})).me,
  head: (_me, intl) => ({
    title: translate(intl, 'account.page.title'),
    description: translate(intl, 'account.page.description'),
  }),
  Component: AccountScreen,
});

function AccountScreen({ data }: RouteComponentProps<MeQuery['me']>) {
  const t = useT();
  // The page's own copy, so a saved profile shows at once without reloading the route.
  const [me, setMe] = useState(data);
  const execute = useExecute();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  if (!me) {
    return (
      <section className="message-page">
        <h1>{t('account.loginRequired')}</h1>
        <p>{t('account.loginRequired.body')}</p>
        <p>
          <Link href={loginHref(ACCOUNT_PATH)}>{t('account.link.login')}</Link>
        </p>
      </section>
    );
  }

  const logout = async () => {
    try {
      await execute(LogoutDocument, {});
      endSession();
      navigate(ALL_PRODUCTS_HREF);
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
  return (
    <section className="account">
      <h1>{t('account.page.title')}</h1>
      <LoginError code={failure} />
      <h2>{t('account.page.personal')}</h2>
      <dl>
        <dt>{t('account.page.phone')}</dt>
        <dd data-field="phone">{me.phone ?? t('account.page.notSet')}</dd>
        <dt>{t('account.page.email')}</dt>
        <dd data-field="email">{me.email ?? t('account.page.notSet')}</dd>
        <dt>{t('account.page.name')}</dt>
        <dd data-field="name">
          {name ? (me.salutation ? `${me.salutation} ${name}` : name) : t('account.page.notSet')}
        </dd>
      </dl>
      {/* The parts of "My account" (spec §2). */}
      <nav className="account__sections" aria-label={t('account.page.sections')}>
        <ul>
          <li>
            <Link href="/cart">{t('account.page.cart')}</Link>
          </li>
          <li>
            <Link href="/orders">{t('account.page.orders')}</Link>
          </li>
          <li>
            <Link href="/coupons">{t('coupons.accountLink')}</Link>
          </li>
          <li>
            <Link href="/points">{t('points.accountLink')}</Link>
          </li>
          <li>
            <Link href="/wallet">{t('wallet.title')}</Link>
          </li>
          <li>
            <Link href="/lucky-wheel">{t('prizes.accountLink')}</Link>
          </li>
          <li>
            <Link href={WISHLIST_PATH}>{t('wishlist.link')}</Link>
          </li>
          <li>
            <Link href={COMPARE_PATH}>{t('compare.title')}</Link>
          </li>
          <li>
            <Link href="/account/bookmarks">{t('news.bookmarks.title')}</Link>
          </li>
          <li>
            <Link href={TICKETS_PATH}>{t('goods.tickets.title')}</Link>
          </li>
          <li>
            <Link href={QUOTES_PATH}>{t('quotes.title')}</Link>
          </li>
          <li>
            <Link href={LICENSES_PATH}>{t('goods.licenses.title')}</Link>
          </li>
          <li>
            <Link href="/account/articles">{t('news.mine.title')}</Link>
          </li>
          <li>
            <Link href={STAYS_PATH}>{t('stays.title')}</Link>
          </li>
          <li>
            <Link href={SAVED_PRINTERS_PATH}>{t('compatibility.mine.title')}</Link>
          </li>
        </ul>
      </nav>
      <AvatarForm account={me} onSaved={setMe} />
      <ProfileForm account={me} onSaved={setMe} />
      <PhoneChangeForm onSaved={setMe} />
      <OrganizationForm />
      <AccountSavedCards />
      <button type="button" className="button" onClick={logout}>
        {t('account.page.logout')}
      </button>
    </section>
  );
}
