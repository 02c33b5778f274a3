import { useIntl } from 'react-intl';
import type { OrderDetailFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatMnt, hasMessage, type MessageId, translate, useT } from '../i18n/intl.ts';

type Order = OrderDetailFieldsFragment;

/** `card` → its name in the shopper's language; a method this page does not know shows its code. */
export function paymentMethodName(intl: ReturnType<typeof useIntl>, code: string): string {
  const id = `orders.paymentMethod.${code}`;
  return hasMessage(intl, id) ? translate(intl, id) : code;
}

/** Where, to whom and when (spec §3 address step), and how it travels. */
export function OrderDelivery({ order }: { order: Order }) {
  const t = useT();
  const intl = useIntl();
  const { checkout, shipping } = order;
  if (!checkout && !shipping) return null;
  const address = checkout?.address;
  const branch = checkout?.pickupLocation;
  return (
    <section className="order__delivery" data-testid="order-delivery">
      <h2>{t('orders.detail.deliveryTitle')}</h2>
      {address ? (
        <p>
          {t('orders.detail.deliverTo', {
            address: address.address,
            district: address.district,
            province: address.province,
            zipcode: address.zipcode,
          })}
        </p>
      ) : null}
      {checkout?.delivery === 'PICKUP' ? (
        <p>{t('orders.detail.pickupAt', { name: branch?.name ?? '', address: branch?.address ?? '' })}</p>
      ) : null}
      {checkout ? (
        <>
          <p>{t('orders.detail.receiver', { name: checkout.receiverName, phone: checkout.receiverPhone })}</p>
          <p>{t('orders.detail.deliveryTime', { time: checkout.deliveryTime.label })}</p>
        </>
      ) : null}
      {shipping ? (
        <p data-testid="order-shipping">
          {t('orders.detail.shipping', { method: shipping.name, cost: formatMnt(intl, shipping.cost) })}
        </p>
      ) : null}
    </section>
  );
}

/** The money: items, shipping, each discount or tender on its own line, the total and how it is paid. */
export function OrderMoney({ order }: { order: Order }) {
  const t = useT();
  const intl = useIntl();
  const payment = order.payments.at(-1);
  const row = (label: string, amount: number, testId?: string, className?: string) => (
    <div key={testId ?? label} data-testid={testId} className={className}>
      <dt>{label}</dt>
      <dd>{formatMnt(intl, amount)}</dd>
    </div>
  );
  return (
    <section className="order__money" data-testid="order-money">
      <dl className="order__totals">
        {row(t('orders.detail.itemTotal'), order.itemTotal)}
        {order.shipping ? row(t('orders.detail.shipTotal'), order.shipTotal) : null}
        {order.adjustments.map((adjustment) =>
          row(
            t(`checkout.adjustmentKind.${adjustment.kind}` as MessageId, { code: adjustment.code }),
            -adjustment.amount,
            `order-adjustment-${adjustment.kind.toLowerCase()}`,
          ),
        )}
        {row(t('cart.total'), order.total, 'order-total', 'order__grand-total')}
        {order.paidTotal > 0 && order.amountDue > 0
          ? row(t('orders.detail.amountDue'), order.amountDue)
          : null}
      </dl>
      {order.paymentMethod ? (
        <p data-testid="order-payment-method">
          {t('orders.detail.paymentMethod', { method: paymentMethodName(intl, order.paymentMethod) })}
        </p>
      ) : null}
      {payment ? (
        <p data-testid="order-payment-state">
          {t('orders.detail.paymentState', {
            state: t(`orders.paymentState.${payment.state}` as MessageId),
          })}
        </p>
      ) : null}
    </section>
  );
}
