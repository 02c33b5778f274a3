import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { CounterCouponScreen } from '../back-office/coupons/counter-coupon-screen.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { canDo } from '../back-office/staff-header.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { BackOfficeHomeDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, translate } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type CouponsData = StaffData<true>;

/** /back-office/coupons: coupon staff look up a shopper's coupon and use it in the store (spec §1, #18). */
export const backOfficeCouponsRoute = defineRoute({
  id: 'back-office-coupons',
  match: routePaths.backOfficeCoupons,
  // nothing to load but who is asking: the screen's calls check the coupons role themselves
  load: staffRoute(async (_params, { execute }) => ({
    staff: (await execute(BackOfficeHomeDocument, {})).staffMe,
    value: true as const,
  })),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.coupons.title') }),
  Component: CouponsPage,
});

function CouponsPage({ data, reload }: RouteComponentProps<CouponsData>) {
  const intl = useIntl();
  return (
    <StaffGate data={data} reload={reload}>
      {(staff) =>
        canDo(staff, 'COUPONS') ? (
          <CounterCouponScreen />
        ) : (
          <p role="alert">{errorMessage(intl, 'STAFF_ROLE_REQUIRED')}</p>
        )
      }
    </StaffGate>
  );
}
