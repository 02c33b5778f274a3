import { useIntl } from 'react-intl';
import { formatMnt, useT } from '../i18n/intl.ts';
import { FieldProblem, useCheckoutActor, useCheckoutSelector } from './checkout-actor.tsx';

function randomAlphanumeric(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * What the store-pay app would hand back after the shopper confirms: the sandbox accepts
 * `sbx_cust_…` / `sbx_txn_…` (server/commerce/payments/sandbox-provider.ts). A fresh transaction token per
 * click: the server charges once per txntkn, so a retry after a failure is a new attempt.
 */
export function sandboxAppTokens(): { custtkn: string; txntkn: string } {
  return { custtkn: `sbx_cust_${randomAlphanumeric(8)}`, txntkn: `sbx_txn_${randomAlphanumeric(12)}` };
}

/**
 * The store-pay app step (spec §1, `most_in_app`): what to do in the app, and — only for a payment
 * the sandbox made, as the server says with `testMode` — a button completing it in test mode.
 */
export function StorePayApp() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const busy = useCheckoutSelector((snapshot) => snapshot.hasTag('busy'));
  const amount = useCheckoutSelector((snapshot) => snapshot.context.payment?.amount ?? 0);
  const number = useCheckoutSelector((snapshot) => snapshot.context.order?.number ?? '');
  const testMode = useCheckoutSelector((snapshot) => snapshot.context.payment?.testMode === true);
  return (
    <div className="store-pay" data-testid="store-pay">
      <h2>{t('checkout.storePay.title')}</h2>
      <ol>
        <li>{t('checkout.storePay.open')}</li>
        <li>{t('checkout.storePay.confirm', { amount: formatMnt(intl, amount), number })}</li>
        <li>{t('checkout.storePay.wait')}</li>
      </ol>
      {testMode ? (
        <div className="store-pay__test-mode" data-testid="store-pay-test-mode">
          <p>{t('checkout.storePay.testMode')}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => actor.send({ type: 'PAY_IN_APP', ...sandboxAppTokens() })}
          >
            {t('checkout.storePay.completeTest')}
          </button>
        </div>
      ) : null}
      <FieldProblem field="storePay" id="checkout-store-pay-problem" />
    </div>
  );
}
