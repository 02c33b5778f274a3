import { useIntl } from 'react-intl';
import type { CheckoutOrder } from '../../../machines/checkout.ts';
import { variantLabel } from '../cart/variant-label.ts';
import { formatMnt, useT } from '../i18n/intl.ts';
import { useCheckoutActor, useCheckoutSelector } from './checkout-actor.tsx';

/** Items, shipping, each adjustment, total (VAT included), paid and still to pay, in ₮ (§3). */
export function OrderSummary() {
  const t = useT();
  const intl = useIntl();
  const actor = useCheckoutActor();
  const order = useCheckoutSelector((snapshot) => snapshot.context.order);
  const removable = useCheckoutSelector((snapshot) => snapshot.matches({ payment: { step: 'choosing' } }));
  if (!order) return null;
  const money = (amount: number) => formatMnt(intl, amount);
  return (
    // Named by its heading: an unnamed <aside> inside the page's <section> is no landmark.
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="order-summary">
      <h2 id="checkout-summary-title">{t('checkout.summary.title')}</h2>
      <DeliveryDetails order={order} />
      <ul className="checkout-summary__lines">
        {order.lineItems.map((line) => {
          const variant = variantLabel(line.product.variant);
          return (
            <li key={line.id}>
              {line.product.name}
              {variant ? ` (${variant})` : ''} × {line.quantity} <span>{money(line.total)}</span>
            </li>
          );
        })}
      </ul>
      <dl data-testid="summary-amounts">
        <dt>{t('checkout.summary.items')}</dt>
        <dd>{money(order.itemTotal)}</dd>
        <dt>{t('checkout.summary.shipping')}</dt>
        {/* Until a method is chosen its cost is unknown, not ₮0 (#19.8). */}
        <dd data-testid="summary-shipping">
          {order.shipping ? money(order.shipTotal) : t('checkout.summary.shippingLater')}
        </dd>
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

/**
 * Where the order goes and how, as the order on the server holds them (#19.4: after a reload too):
 * the address with its country (deliveries go to Mongolia only), or the pickup branch, and the
 * shipping method once chosen. Words, not a money line (#19.8 showed "Country: Mongolia" among them).
 */
function DeliveryDetails({ order }: { order: CheckoutOrder }) {
  const t = useT();
  const given = order.checkout;
  if (!given) return null;
  const address = given.address;
  const place =
    given.delivery === 'PICKUP'
      ? (given.pickupLocation?.name ?? '')
      : address
        ? [
            address.address,
            address.district,
            address.province,
            address.zipcode,
            t('checkout.address.countryName'),
          ]
            .filter(Boolean)
            .join(', ')
        : '';
  return (
    <dl className="checkout-summary__delivery" data-testid="summary-delivery">
      <dt>{t(given.delivery === 'PICKUP' ? 'checkout.summary.pickupAt' : 'checkout.summary.deliverTo')}</dt>
      <dd data-testid="summary-address">{place}</dd>
      <dt>{t('checkout.summary.receiver')}</dt>
      <dd>
        {given.receiverName}, {given.receiverPhone}
      </dd>
      {order.shipping ? (
        <>
          <dt>{t('checkout.summary.method')}</dt>
          <dd data-testid="summary-method">{order.shipping.name}</dd>
        </>
      ) : null}
    </dl>
  );
}
