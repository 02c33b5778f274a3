import '../styles/back-office.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { BACK_OFFICE_PATH } from '../back-office/staff-header.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { statusMessageId } from '../back-office/status-label.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  StaffMoveOrderDocument,
  type StaffOrderAction,
  StaffOrderDocument,
  type StaffOrderFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { errorMessage, formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** The order, or why it could not be read (a role without fulfilment, an unknown number). */
type StaffOrderData = StaffData<StaffOrderFieldsFragment>;

/** Actions that need a reason typed first (the staff API refuses them without one). */
const NEEDS_REASON: readonly StaffOrderAction[] = ['CANCEL', 'REFUSE_RETURN'];

/** /back-office/orders/:number: one order and the fulfilment actions its state allows. */
export const backOfficeOrderRoute = defineRoute({
  id: 'back-office-order',
  match: routePaths.backOfficeOrder,
  load: staffRoute(
    async ({ number }, { execute }) => {
      const data = await execute(StaffOrderDocument, { number });
      return { staff: data.staffMe, value: data.staffOrder };
    },
    ['ORDER_NOT_FOUND'],
  ),
  head: (data, intl) => ({
    title: data.value
      ? translate(intl, 'backoffice.order.title', { number: data.value.order.number })
      : translate(intl, 'backoffice.title'),
  }),
  Component: BackOfficeOrderScreen,
});

function BackOfficeOrderScreen({ data, reload }: RouteComponentProps<StaffOrderData>) {
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, order) => <OrderDesk first={order} />}
    </StaffGate>
  );
}

function OrderDesk({ first }: { first: StaffOrderFieldsFragment }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [current, setCurrent] = useState(first);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<StaffOrderAction | null>(null);
  const [outcome, setOutcome] = useState<{ error: string | null } | null>(null);
  const { order } = current;

  async function act(step: StaffOrderAction) {
    setBusy(step);
    setOutcome(null);
    try {
      const moved = await execute(StaffMoveOrderDocument, {
        number: order.number,
        step,
        reason: reason.trim() || null,
      });
      setCurrent(moved.staffMoveOrder);
      setReason('');
      setOutcome({ error: null });
    } catch (error) {
      setOutcome({ error: errorCode(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p>
        <Link href={BACK_OFFICE_PATH}>{t('backoffice.order.back')}</Link>
      </p>
      <h1>{t('backoffice.order.title', { number: order.number })}</h1>
      <p className="back-office__status" data-status={order.status}>
        {t(statusMessageId(order.status))} · {formatMnt(intl, order.total)}
      </p>
      {current.receiverName ? (
        <p>
          {t('backoffice.order.receiver', { name: current.receiverName, phone: current.receiverPhone ?? '' })}
        </p>
      ) : null}
      <h2>{t('backoffice.order.items')}</h2>
      <ul>
        {order.lineItems.map((line) => (
          <li key={line.id}>
            {line.product.name} × {line.quantity} · {formatMnt(intl, line.total)}
          </li>
        ))}
      </ul>
      {order.returnRequest && !order.returnRequest.refusal ? (
        <p>{t('backoffice.order.return', { reason: order.returnRequest.reason })}</p>
      ) : null}
      {current.actions.length === 0 ? (
        <p>{t('backoffice.order.noActions')}</p>
      ) : (
        <div className="back-office__actions">
          {current.actions.some((action) => NEEDS_REASON.includes(action)) ? (
            <label>
              {t('backoffice.order.reason')}
              <input name="reason" value={reason} onChange={(event) => setReason(event.target.value)} />
            </label>
          ) : null}
          {current.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={NEEDS_REASON.includes(action) ? 'button' : 'button button--primary'}
              disabled={busy !== null || (NEEDS_REASON.includes(action) && reason.trim().length < 3)}
              aria-busy={busy === action}
              onClick={() => act(action)}
            >
              {t(`backoffice.action.${action}`)}
            </button>
          ))}
        </div>
      )}
      {outcome ? (
        <p
          role={outcome.error ? 'alert' : 'status'}
          className={outcome.error ? 'back-office__error' : undefined}
        >
          {outcome.error ? errorMessage(intl, outcome.error) : t('backoffice.order.done')}
        </p>
      ) : null}
    </>
  );
}
