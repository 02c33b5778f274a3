import '../styles/orders.css';
import '../styles/goods.css';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import { OrderDetailDocument, type OrderDetailQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, type MessageId, translate, useT } from '../i18n/intl.ts';
import { LicenseList } from '../orders/license-list.tsx';
import { OrderActions } from '../orders/order-actions.tsx';
import { OrderDelivery, OrderMoney } from '../orders/order-summary.tsx';
import { TicketList } from '../orders/ticket-list.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type Order = OrderDetailQuery['order'];

/** `PAYMENT_PENDING` → `orders.status.paymentPending`. */
export function statusMessageId(status: string): MessageId {
  const camel = status.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `orders.status.${camel}` as MessageId;
}

/**
 * /orders/<number>: one order with its status, delivery, items, money and the event timeline
 * (spec §2, §4), and what the shopper can do now: pay or cancel an unpaid order, ask to return a
 * delivered one (§9). An action's answer is the order as it now is, shown in place.
 */
export const orderRoute = defineRoute({
  id: 'order',
  match: routePaths.order,
  load: async ({ number }, { execute }) => (await execute(OrderDetailDocument, { number })).order,
  head: (order, intl) => ({ title: translate(intl, 'orders.detail.title', { number: order.number }) }),
  Component: OrderScreen,
});

function OrderScreen({ data }: RouteComponentProps<Order>) {
  const [order, setOrder] = useState(data);
  const t = useT();
  const intl = useIntl();
  const date = (iso: string) => formatShopDate(intl, iso, 'dateTime');
  return (
    <article className="order">
      <h1>{t('orders.detail.title', { number: order.number })}</h1>
      <p
        className={`order__status status-pill status-pill--${order.status.toLowerCase()}`}
        data-testid="order-status"
      >
        {order.statusDetails.map((status) => t(statusMessageId(status))).join(' · ')}
      </p>
      <p>{t('orders.detail.date', { date: date(order.createdAt) })}</p>
      {order.deliveredAt ? <p>{t('orders.detail.deliveredAt', { date: date(order.deliveredAt) })}</p> : null}
      <OrderActions order={order} onChange={setOrder} />
      <OrderDelivery order={order} />
      <h2>{t('orders.detail.items')}</h2>
      <ul className="order__lines">
        {order.lineItems.map((line) => (
          <li key={line.id}>
            <Link href={productHref(line.product.slug)}>{line.product.name}</Link> × {line.quantity} —{' '}
            <span className="order__line-total">{formatMnt(intl, line.total)}</span>
          </li>
        ))}
      </ul>
      {order.licenses.length > 0 && (
        <section aria-labelledby="order-licenses">
          <h2 id="order-licenses">{t('goods.licenses.orderTitle')}</h2>
          <LicenseList licenses={order.licenses} />
        </section>
      )}
      {order.eTickets.length > 0 && (
        <section aria-labelledby="order-tickets">
          <h2 id="order-tickets">{t('goods.tickets.orderTitle')}</h2>
          <TicketList tickets={order.eTickets} />
        </section>
      )}
      <OrderMoney order={order} />
      <h2>{t('orders.timeline.title')}</h2>
      <ol className="timeline" data-testid="order-timeline">
        {order.events.map((entry) => (
          <li key={entry.id} className="timeline__entry">
            <time dateTime={entry.occurredAt}>{date(entry.occurredAt)}</time>{' '}
            <span>
              {t(`orders.event.${entry.type}` as MessageId, {
                product: entry.productName ?? '',
                quantity: entry.quantity ?? 0,
              })}
            </span>{' '}
            <span className="timeline__actor">
              ({t('orders.event.by', { actor: t(`orders.actor.${entry.actor.toLowerCase()}` as MessageId) })})
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}
