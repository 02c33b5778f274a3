import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { STORE_PAY_METHOD } from '../../../machines/checkout.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, type MessageId, useT } from '../i18n/intl.ts';
import { CardEntryForm } from './card-form.tsx';
import {
  FieldProblem,
  newCheckoutKey,
  useCheckoutActor,
  useCheckoutSelector,
  useProblemText,
} from './checkout-actor.tsx';
import { payLinkHref, sandboxPayHref } from './pay-links.ts';
import { StorePayApp } from './store-pay.tsx';

/** The status label of spec §4 the page shows, straight from the machine's state. */
function useStatusLabel(): MessageId {
  return useCheckoutSelector((snapshot) => {
    if (snapshot.hasTag('paid')) return 'orders.status.paymentCompleted';
    if (snapshot.matches({ confirmation: 'expired' })) return 'orders.status.expired';
    if (snapshot.matches({ confirmation: 'failed' })) return 'orders.status.paymentFailed';
    return 'orders.status.paymentPending';
  });
}

/**
 * The placed order: how to pay it (bank transfer details, QR code, card form and TAN, or the
 * provider's page), then its live status. The subscription runs inside the machine (watchOrder),
 * so a QR paid in another tab turns this page to "Payment completed" without a reload.
 */
export function Confirmation() {
  const t = useT();
  const intl = useIntl();
  const status = useStatusLabel();
  const order = useCheckoutSelector((snapshot) => snapshot.context.order);
  const view = useCheckoutSelector((snapshot) => {
    for (const state of ['bankTransfer', 'qr', 'redirect', 'card', 'tan', 'storePay'] as const) {
      if (snapshot.matches({ confirmation: { awaitingPayment: state } })) return state;
    }
    return null;
  });
  const failed = useCheckoutSelector((snapshot) => snapshot.matches({ confirmation: 'failed' }));
  const startingPayment = useCheckoutSelector((snapshot) =>
    snapshot.matches({ confirmation: 'startingPayment' }),
  );
  const problem = useCheckoutSelector((snapshot) => snapshot.context.problem);
  const text = useProblemText();
  if (!order) return null;
  return (
    <section className="checkout-confirmation" data-testid="confirmation">
      <h1>{t('checkout.confirmation.title', { number: order.number })}</h1>
      <p
        // the status's own colour: orders.status.paymentPending → …__status--paymentPending
        className={`checkout-confirmation__status checkout-confirmation__status--${status.split('.').at(-1)}`}
        role="status"
        data-testid="payment-status"
      >
        {t('checkout.status', { status: t(status) })}
      </p>
      {view && order.paymentDueAt ? (
        <p>
          {t('checkout.confirmation.dueAt', {
            time: formatShopDate(intl, order.paymentDueAt, 'dateTime'),
          })}
        </p>
      ) : null}
      {problem ? <p className="field__error">{text(problem)}</p> : null}
      {view === 'bankTransfer' ? <BankTransfer /> : null}
      {view === 'qr' ? <QrCode /> : null}
      {view === 'redirect' ? <Redirect /> : null}
      {view === 'card' ? <CardPayment /> : null}
      {view === 'tan' ? <TanEntry /> : null}
      {view === 'storePay' ? <StorePayApp /> : null}
      {failed || startingPayment ? <TryAgain /> : null}
      {status === 'orders.status.paymentCompleted' ? (
        <p data-testid="paid">
          {t('checkout.paid.title')}{' '}
          <Link href={`/orders/${order.number}`}>{t('checkout.paid.orderLink')}</Link>
        </p>
      ) : null}
      {status === 'orders.status.expired' ? <p>{t('checkout.expired')}</p> : null}
    </section>
  );
}

function BankTransfer() {
  const t = useT();
  const intl = useIntl();
  const account = useCheckoutSelector((snapshot) => snapshot.context.payment?.bankAccount);
  const amount = useCheckoutSelector((snapshot) => snapshot.context.payment?.amount ?? 0);
  const testPaymentId = useCheckoutSelector(({ context: { payment } }) =>
    payment?.testMode ? payment.id : null,
  );
  if (!account) return null;
  const rows = [
    ['checkout.bankTransfer.bankName', account.bankName],
    ['checkout.bankTransfer.accountName', account.accountName],
    ['checkout.bankTransfer.accountNumber', account.accountNumber],
    ['checkout.bankTransfer.iban', account.iban],
    ['checkout.bankTransfer.reference', account.reference],
  ] as const;
  return (
    <div className="bank-transfer" data-testid="bank-transfer">
      <p>{t('checkout.bankTransfer.intro', { amount: formatMnt(intl, amount) })}</p>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* In test mode no bank sees the transfer: the sandbox's page stands in for it (#19.8). */}
      {testPaymentId ? (
        <p>
          {t('checkout.storePay.testMode')}{' '}
          <a
            href={sandboxPayHref(testPaymentId)}
            target="_blank"
            rel="noopener"
            data-testid="sandbox-pay-link"
          >
            {t('checkout.bankTransfer.sandbox')}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** The server's SVG as an image: an <img> never runs what an SVG might carry. */
function QrCode() {
  const t = useT();
  const intl = useIntl();
  const qr = useCheckoutSelector((snapshot) => snapshot.context.payment?.qr);
  const amount = useCheckoutSelector((snapshot) => snapshot.context.payment?.amount ?? 0);
  const number = useCheckoutSelector((snapshot) => snapshot.context.order?.number ?? '');
  if (!qr) return null;
  return (
    <div className="qr-payment" data-testid="qr-payment">
      <p>{t('checkout.qr.intro', { amount: formatMnt(intl, amount) })}</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
        alt={t('checkout.qr.alt', { number })}
        width={240}
        height={240}
      />
      <p>
        <a href={payLinkHref(qr.payUrl)} target="_blank" rel="noopener noreferrer" data-testid="qr-pay-link">
          {t('checkout.qr.open')}
        </a>
      </p>
    </div>
  );
}

function Redirect() {
  const t = useT();
  const url = useCheckoutSelector((snapshot) => snapshot.context.payment?.redirectUrl);
  return url ? (
    <a className="button button--primary" href={payLinkHref(url)}>
      {t('checkout.redirect.continue')}
    </a>
  ) : null;
}

/** The card form; "save this card" only for a logged-in shopper. */
function CardPayment() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const amount = useCheckoutSelector((snapshot) => snapshot.context.payment?.amount ?? 0);
  const member = useCheckoutSelector((snapshot) => snapshot.context.member);
  return (
    <CardEntryForm
      testId="card-form"
      busy={busy}
      offerSave={member}
      submitLabel={t('checkout.card.pay', { amount: formatMnt(intl, amount) })}
      onSubmit={(card) => actor.send({ type: 'PAY_CARD', card, key: newCheckoutKey() })}
    >
      <FieldProblem field="card" id="checkout-card-problem" />
    </CardEntryForm>
  );
}

function TanEntry() {
  const t = useT();
  const actor = useCheckoutActor();
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const [tan, setTan] = useState('');
  return (
    <form
      className="tan-entry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT_TAN', tan });
      }}
    >
      <label>
        {t('checkout.tan.label')}
        <input name="tan" inputMode="numeric" value={tan} onChange={(event) => setTan(event.target.value)} />
      </label>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('checkout.tan.submit')}
      </button>
      <FieldProblem field="tan" id="checkout-tan-problem" />
    </form>
  );
}

/** Declined or failed: the reason, then another card or a bank transfer. */
function TryAgain() {
  const t = useT();
  const text = useProblemText();
  const actor = useCheckoutActor();
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const failure = useCheckoutSelector((snapshot) => snapshot.context.payment?.failureCode);
  const inApp = useCheckoutSelector((snapshot) => snapshot.context.payment?.method === STORE_PAY_METHOD);
  const retry = (method: string) => actor.send({ type: 'TRY_AGAIN', method, key: newCheckoutKey() });
  return (
    <div className="payment-failed" data-testid="payment-failed">
      <h2>{t('checkout.failed.title')}</h2>
      {failure ? <p>{inApp ? t('checkout.storePay.declined') : text({ code: failure })}</p> : null}
      {inApp ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => retry(STORE_PAY_METHOD)}
        >
          {t('checkout.storePay.retry')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => retry('card')}
        >
          {t('checkout.failed.retry')}
        </button>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => retry('bank_transfer')}>
        {t('checkout.failed.otherMethod')}
      </button>
    </div>
  );
}
