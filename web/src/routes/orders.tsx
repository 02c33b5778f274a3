import '../styles/orders.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  selectCanLoadMore,
  selectFailure,
  selectIsLoadingMore,
  selectItems,
} from '../../../machines/paginated-list.ts';
import { loginHref } from '../account/links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { OrdersDocument, type OrdersQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { statusMessageId } from './order.tsx';
import { routePaths } from './paths.ts';

type OrderSummary = OrdersQuery['orders']['items'][number];

const ORDERS_PER_PAGE = 10;
const ordersListMachine = createPaginatedListMachine<OrderSummary>();

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
  const machine = useMemo(
    () =>
      ordersListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<OrderSummary>, FetchPageInput>(async ({ input }) => ({
            items: (await execute(OrdersDocument, input)).orders.items,
          })),
        },
      }),
    [execute],
  );
  const list = useActorRef(machine, {
    input: { perPage: ORDERS_PER_PAGE, initialPage: { page: 1, items: firstPage } },
    inspect: flowInspect,
  });
  const orders = useSelector(list, selectItems);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failure = useSelector(list, selectFailure);
  return (
    <section className="orders">
      <h1>{t('orders.list.title')}</h1>
      {orders.length === 0 ? (
        <p>{t('orders.list.empty')}</p>
      ) : (
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
      {failure !== undefined && (
        <p role="alert">
          {errorMessage(intl, errorCode(failure))}{' '}
          <button type="button" className="button" onClick={() => list.send({ type: 'RETRY' })}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {canLoadMore && (
        <button type="button" className="button" onClick={() => list.send({ type: 'LOAD_MORE' })}>
          {loadingMore ? t('list.loadingMore') : t('orders.list.more')}
        </button>
      )}
    </section>
  );
}
