import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { BACK_OFFICE_PATH, backOfficeOrderHref, canDo, StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { statusMessageId } from '../back-office/status-label.ts';
import {
  BackOfficeHomeDocument,
  type StaffFieldsFragment,
  StaffOrdersDocument,
  type StaffOrdersQuery,
} from '../graphql/generated/graphql.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** The order statuses staff filter by (the order machine's labels, spec §4). */
export const staffOrderStatuses = [
  'ordered',
  'readyToDeliver',
  'shipment',
  'delivered',
  'returnRequested',
  'completed',
  'canceled',
] as const;

interface BackOfficeData {
  staff: StaffFieldsFragment | null;
  status: string | null;
  orders: StaffOrdersQuery | null;
}

/** /back-office: the staff login, then the placed orders by status and the VAT receipts to check. */
export const backOfficeRoute = defineRoute({
  id: 'back-office',
  match: routePaths.backOffice,
  load: async ({ status }, { execute }): Promise<BackOfficeData> => {
    const staff = (await execute(BackOfficeHomeDocument, {})).staffMe ?? null;
    const orders =
      staff && canDo(staff, 'FULFILMENT') ? await execute(StaffOrdersDocument, { status, page: 1 }) : null;
    return { staff, status, orders };
  },
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.title') }),
  Component: BackOfficeScreen,
});

function BackOfficeScreen({ data, reload }: RouteComponentProps<BackOfficeData>) {
  const t = useT();
  const intl = useIntl();
  const [, navigate] = useLocation();
  if (!data.staff) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      {data.orders ? (
        <>
          <h1>{t('backoffice.nav.orders')}</h1>
          <label className="back-office__filter">
            {t('backoffice.orders.filter')}
            <select
              name="status"
              value={data.status ?? ''}
              onChange={(event) =>
                navigate(
                  event.target.value ? `${BACK_OFFICE_PATH}?status=${event.target.value}` : BACK_OFFICE_PATH,
                )
              }
            >
              <option value="">{t('backoffice.orders.all')}</option>
              {staffOrderStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`orders.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <p>{t('backoffice.orders.count', { count: data.orders.staffOrders.totalCount })}</p>
          {data.orders.staffOrders.orders.length === 0 ? (
            <p>{t('backoffice.orders.empty')}</p>
          ) : (
            <table className="back-office__table">
              <thead>
                <tr>
                  <th>{t('backoffice.orders.number')}</th>
                  <th>{t('backoffice.orders.filter')}</th>
                  <th>{t('backoffice.orders.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.orders.staffOrders.orders.map((order) => (
                  <tr key={order.number}>
                    <td>
                      <Link href={backOfficeOrderHref(order.number)}>{order.number}</Link>
                    </td>
                    <td>{t(statusMessageId(order.status))}</td>
                    <td>{formatMnt(intl, order.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>{t('backoffice.vat.title')}</h2>
          {data.orders.staffVatReceiptsToCheck.length === 0 ? (
            <p>{t('backoffice.vat.none')}</p>
          ) : (
            <ul>
              {data.orders.staffVatReceiptsToCheck.map((receipt) => (
                <li key={receipt.orderNumber}>
                  <Link href={backOfficeOrderHref(receipt.orderNumber)}>{receipt.orderNumber}</Link> ·{' '}
                  {receipt.kind}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <p>{t('backoffice.forbidden')}</p>
      )}
    </section>
  );
}
