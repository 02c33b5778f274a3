import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { canAskReturn, canCancel, canPay } from '../../../machines/order-actions.ts';
import { useFormSubmission } from '../account/form-submission.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  CancelOrderFromPageDocument,
  type OrderDetailFieldsFragment,
  RequestOrderReturnDocument,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, formatMnt, useT } from '../i18n/intl.ts';

type Order = OrderDetailFieldsFragment;

/** A refusal as one coded message (`error.<CODE>`), for both actions. */
const refuseWithCode = (error: unknown) => ({ fieldErrors: {}, failure: errorCode(error) });

function OrderError({ code }: { code: string | null }) {
  const intl = useIntl();
  if (!code) return null;
  return (
    <p className="form-error" role="alert" data-error={code}>
      {errorMessage(intl, code)}
    </p>
  );
}

/** What the shopper can do now: pay an unpaid order, cancel it, or ask to return a delivered one. */
export function OrderActions({ order, onChange }: { order: Order; onChange: (next: Order) => void }) {
  return (
    <>
      {canPay(order) ? <HowToPay order={order} /> : null}
      {canCancel(order) ? <CancelOrder order={order} onChange={onChange} /> : null}
      <ReturnOrder order={order} onChange={onChange} />
    </>
  );
}

/** Bank details when it is a transfer, and the way back to the payment page (/checkout/<number>). */
function HowToPay({ order }: { order: Order }) {
  const t = useT();
  const intl = useIntl();
  const payment = order.payments.at(-1);
  const account = payment?.state === 'PENDING' ? payment.bankAccount : null;
  const rows = account
    ? ([
        ['checkout.bankTransfer.bankName', account.bankName],
        ['checkout.bankTransfer.accountName', account.accountName],
        ['checkout.bankTransfer.accountNumber', account.accountNumber],
        ['checkout.bankTransfer.iban', account.iban],
        ['checkout.bankTransfer.reference', account.reference],
      ] as const)
    : [];
  return (
    <section className="order__pay" data-testid="order-pay">
      <h2>{t('orders.pay.title')}</h2>
      {order.paymentDueAt ? (
        <p>
          {t('orders.pay.dueAt', {
            date: formatShopDate(intl, order.paymentDueAt, 'dateTime'),
          })}
        </p>
      ) : null}
      {account ? (
        <div className="bank-transfer" data-testid="order-bank-transfer">
          <p>{t('checkout.bankTransfer.intro', { amount: formatMnt(intl, order.amountDue) })}</p>
          <dl>
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <Link
        href={`/checkout/${order.number}`}
        className="button button--primary"
        data-testid="order-pay-link"
      >
        {t('orders.pay.now', { amount: formatMnt(intl, order.amountDue) })}
      </Link>
    </section>
  );
}

/** "Cancel order" → "Are you sure?" → canceling → the page shows Canceled, or the coded refusal. */
function CancelOrder({ order, onChange }: { order: Order; onChange: (next: Order) => void }) {
  const t = useT();
  const execute = useExecute();
  const [state, send] = useFormSubmission(
    async () => {
      const { cancelOrder } = await execute(CancelOrderFromPageDocument, { number: order.number });
      onChange(cancelOrder);
    },
    { refuse: refuseWithCode },
  );
  const busy = selectIsSubmitting(state);
  return (
    <section className="order__cancel" data-testid="order-cancel" aria-busy={busy}>
      {state.matches('confirming') ? (
        <div role="alertdialog" aria-label={t('orders.cancel.confirm')}>
          <p>{t('orders.cancel.confirm')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            data-testid="order-cancel-confirm"
            onClick={() => send({ type: 'CONFIRM' })}
          >
            {busy ? t('orders.cancel.busy') : t('orders.cancel.yes')}
          </button>{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => send({ type: 'CANCEL' })}
          >
            {t('orders.cancel.keep')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button"
          data-testid="order-cancel-button"
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: order.number })}
        >
          {t('orders.cancel.button')}
        </button>
      )}
      <OrderError code={state.context.failure} />
    </section>
  );
}

/** Spec §9: ask to return a delivered order with a reason; then the request and staff's answer. */
function ReturnOrder({ order, onChange }: { order: Order; onChange: (next: Order) => void }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [state, send] = useFormSubmission(
    async (values: { reason: string }) => {
      const { requestReturn } = await execute(RequestOrderReturnDocument, {
        number: order.number,
        reason: values.reason,
      });
      onChange(requestReturn);
    },
    { refuse: refuseWithCode },
  );
  const busy = selectIsSubmitting(state);
  const request = order.returnRequest;
  if (!request && !canAskReturn(order) && !state.context.failure) return null;
  const date = (iso: string) => formatShopDate(intl, iso, 'dateTime');
  return (
    <section className="order__return" data-testid="order-return" aria-busy={busy}>
      {request ? (
        <p data-testid="order-return-request">
          {t('orders.return.requested', { date: date(request.requestedAt), reason: request.reason })}
        </p>
      ) : null}
      {request?.refusal ? (
        <p className="form-error" data-testid="order-return-refusal">
          {t('orders.return.refused', { reason: request.refusal })}
        </p>
      ) : null}
      {canAskReturn(order) && state.matches('confirming') ? (
        <form
          className="order__return-form"
          onSubmit={(event) => {
            event.preventDefault();
            const reason = new FormData(event.currentTarget).get('reason');
            send({ type: 'CONFIRM', values: { reason: typeof reason === 'string' ? reason : '' } });
          }}
        >
          <label htmlFor="order-return-reason">{t('orders.return.reason')}</label>
          <textarea id="order-return-reason" name="reason" required minLength={1} maxLength={500} rows={3} />
          <button
            type="submit"
            className="button button--primary"
            disabled={busy}
            data-testid="order-return-submit"
          >
            {t('orders.return.submit')}
          </button>{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => send({ type: 'CANCEL' })}
          >
            {t('orders.return.keep')}
          </button>
        </form>
      ) : null}
      {canAskReturn(order) && !state.matches('confirming') ? (
        <button
          type="button"
          className="button"
          data-testid="order-return-button"
          onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: order.number })}
        >
          {t('orders.return.button')}
        </button>
      ) : null}
      <OrderError code={state.context.failure} />
    </section>
  );
}
