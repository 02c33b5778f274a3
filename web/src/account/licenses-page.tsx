import '../styles/goods.css';
import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { errorCode } from '../graphql/client.ts';
import { MyLicensesDocument, type MyLicensesQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { LicenseList } from '../orders/license-list.tsx';
import { routePaths } from '../routes/paths.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';
import { LICENSES_PATH, loginHref } from './links.ts';

/** Where an empty "Licenses" sends the shopper: the printers, whose shelves hold their software. */
const SOFTWARE_HREF = '/t/printers';

type Licenses = MyLicensesQuery['licenses'];

/** /account/licenses (spec §7 orders/licenses): every license key of the account, with copy buttons. */
export const licensesRoute = defineRoute({
  id: 'licenses',
  match: routePaths.licenses,
  load: async (_params, { execute }): Promise<Licenses | null> => {
    try {
      return (await execute(MyLicensesDocument, {})).licenses;
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'goods.licenses.title') }),
  Component: LicensesScreen,
});

function LicensesScreen({ data }: RouteComponentProps<Licenses | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('goods.licenses.title')}</h1>
        <p>{t('goods.licenses.loginRequired')}</p>
        <p>
          <Link href={loginHref(LICENSES_PATH)}>{t('account.link.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="goods-page">
      <h1>{t('goods.licenses.title')}</h1>
      {data.length === 0 ? (
        <EmptyState
          icon={<KeyRound size={40} />}
          title={t('goods.licenses.empty')}
          action={{ href: SOFTWARE_HREF, label: t('goods.licenses.emptyAction') }}
          headingLevel={2}
        />
      ) : (
        <LicenseList licenses={data} showOrder />
      )}
    </section>
  );
}
