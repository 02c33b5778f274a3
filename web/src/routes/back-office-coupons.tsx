import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { CounterCouponScreen } from '../back-office/coupons/counter-coupon-screen.tsx';
import { canDo, StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { BackOfficeHomeDocument, type StaffFieldsFragment } from '../graphql/generated/graphql.ts';
import { errorMessage, translate } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

interface CouponsData {
  staff: StaffFieldsFragment | null;
}

/** /back-office/coupons: coupon staff look up a shopper's coupon and use it in the store (spec §1, #18). */
export const backOfficeCouponsRoute = defineRoute({
  id: 'back-office-coupons',
  match: routePaths.backOfficeCoupons,
  load: async (_params, { execute }): Promise<CouponsData> => ({
    staff: (await execute(BackOfficeHomeDocument, {})).staffMe ?? null,
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.coupons.title') }),
  Component: CouponsPage,
});

function CouponsPage({ data, reload }: RouteComponentProps<CouponsData>) {
  const intl = useIntl();
  if (!data.staff) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      {canDo(data.staff, 'COUPONS') ? (
        <CounterCouponScreen />
      ) : (
        <p role="alert">{errorMessage(intl, 'STAFF_ROLE_REQUIRED')}</p>
      )}
    </section>
  );
}
