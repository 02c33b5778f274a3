import '../styles/orders.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { OrdersDocument, type OrdersQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { statusMessageId } from './order.tsx';
import { routePaths } from './paths.ts';

type OrderSummary = OrdersQuery['orders']['items'][number];

const ORDERS_PER_PAGE = 10;

/** /orders: the logged-in user's order history, newest first, "load more" by the list machine. */
export const ordersRoute = defineRoute({
  id: 'orders',
  match: routePaths.orders,
  load: async (_params, { execute }) => {
    try {
      return (await execute(OrdersDocument, { page: 1, perPage: ORDERS_PER_PAGE })).orders.items;
    } catch (error) {
      // A guest sees the invitation to log in, not an error page (spec §6).
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'orders.list.title') }),
  Component: OrdersScreen,
});

function OrdersScreen({ data: firstPage }: RouteComponentProps<readonly OrderSummary[] | null>) {
  const t = useT();
  if (!firstPage) {
    return (
      <section className="message-page">
        <h1>{t('orders.list.title')}</h1>
        <p>{t('orders.list.loginRequired')}</p>
        <p>
          <Link href={loginHref('/orders')}>{t('orders.list.login')}</Link>
        </p>
      </section>
    );
  }
  return <OrderHistory firstPage={firstPage} />;
}

function OrderHistory({ firstPage }: { firstPage: readonly OrderSummary[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const list = usePagedList({
    perPage: ORDERS_PER_PAGE,
    firstPage,
    fetchPage: async (input) => (await execute(OrdersDocument, input)).orders.items,
  });
  const orders = list.items;
  return (
    <section className="orders">
      <h1>{t('orders.list.title')}</h1>
      {orders.length > 0 && (
        <ul className="orders__list">
          {orders.map((order) => (
            <li key={order.number}>
              <Link href={`/orders/${order.number}`}>{order.number}</Link>{' '}
              {formatShopDate(intl, order.createdAt)} ·{' '}
              <span className={`status-pill status-pill--${order.status.toLowerCase()}`}>
                {t(statusMessageId(order.status))}
              </span>{' '}
              · {formatMnt(intl, order.total)}
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter
        list={list}
        moreLabel={t('orders.list.more')}
        empty={<p>{t('orders.list.empty')}</p>}
      />
    </section>
  );
}
