import { useIntl } from 'react-intl';
import { formatMnt, useT } from '../i18n/intl.ts';
import { useCheckoutActor, useCheckoutSelector } from './checkout-actor.tsx';

/** Items, shipping, each adjustment, total (VAT included), paid and still to pay, in ₮ (§3). */
export function OrderSummary() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const order = useCheckoutSelector((snapshot) => snapshot.context.order);
  const removable = useCheckoutSelector((snapshot) => snapshot.matches({ payment: { step: 'choosing' } }));
  // Once an address is given: deliveries go to Mongolia only (the server takes country MN); a pickup
  // has no country to show.
  const delivered = useCheckoutSelector(
    ({ context: { form } }) => form.delivery === 'DELIVERY' && form.address.province.trim() !== '',
  );
  if (!order) return null;
  const money = (amount: number) => formatMnt(intl, amount);
  return (
    // Named by its heading: an unnamed <aside> inside the page's <section> is no landmark.
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="order-summary">
      <h2 id="checkout-summary-title">{t('checkout.summary.title')}</h2>
      <ul className="checkout-summary__lines">
        {order.lineItems.map((line) => (
          <li key={line.id}>
            {line.product.name} × {line.quantity} <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>{t('checkout.summary.items')}</dt>
        <dd>{money(order.itemTotal)}</dd>
        <dt>{t('checkout.summary.shipping')}</dt>
        <dd>{money(order.shipTotal)}</dd>
        {delivered ? (
          <>
            <dt>{t('checkout.address.country')}</dt>
            <dd data-testid="summary-country">{t('checkout.address.countryName')}</dd>
          </>
        ) : null}
        {order.adjustments.map((adjustment) => {
          const label = t(`checkout.adjustmentKind.${adjustment.kind}`, { code: adjustment.code });
          return (
            <div key={`${adjustment.kind}-${adjustment.code}`} className="checkout-summary__adjustment">
              <dt>{label}</dt>
              <dd data-testid={`adjustment-${adjustment.kind}`}>
                −{money(adjustment.amount)}
                {removable ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t('checkout.adjustment.remove', { label })}
                    onClick={() =>
                      actor.send({ type: 'REMOVE_ADJUSTMENT', kind: adjustment.kind, code: adjustment.code })
                    }
                  >
                    ×
                  </button>
                ) : null}
              </dd>
            </div>
          );
        })}
        <dt className="checkout-summary__total">{t('checkout.summary.total')}</dt>
        <dd className="checkout-summary__total" data-testid="checkout-total">
          {money(order.total)}
        </dd>
        <dt className="checkout-summary__tax">{t('checkout.summary.tax')}</dt>
        <dd className="checkout-summary__tax">{money(order.taxTotal)}</dd>
        {order.paidTotal > 0 ? (
          <>
            <dt>{t('checkout.summary.paid')}</dt>
            <dd>{money(order.paidTotal)}</dd>
          </>
        ) : null}
        <dt className="checkout-summary__due">{t('checkout.summary.due')}</dt>
        <dd className="checkout-summary__due" data-testid="amount-due">
          {money(order.amountDue)}
        </dd>
      </dl>
    </aside>
  );
}
