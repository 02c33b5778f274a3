import '../styles/goods.css';
import { Ticket } from 'lucide-react';
import { Link } from 'wouter';
import { errorCode } from '../graphql/client.ts';
import { MyTicketsDocument, type MyTicketsQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { TicketList } from '../orders/ticket-list.tsx';
import { routePaths } from '../routes/paths.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';
import { loginHref, TICKETS_PATH } from './links.ts';

/** Where an empty "My tickets" sends the shopper: the shop's event tickets (the gift-set shelf). */
const EVENT_TICKETS_HREF = '/t/premium-vodka/tsagaan-tal/gift-sets';

type Tickets = MyTicketsQuery['myTickets'];

/** /account/tickets, "My tickets" (#18): every e-ticket of the account with its QR code and state. */
export const ticketsRoute = defineRoute({
  id: 'tickets',
  match: routePaths.tickets,
  load: async (_params, { execute }): Promise<Tickets | null> => {
    try {
      return (await execute(MyTicketsDocument, {})).myTickets;
    } catch (error) {
      // A guest is invited to log in (spec §6), not shown an error page.
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'goods.tickets.title') }),
  Component: TicketsScreen,
});

function TicketsScreen({ data }: RouteComponentProps<Tickets | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('goods.tickets.title')}</h1>
        <p>{t('goods.tickets.loginRequired')}</p>
        <p>
          <Link href={loginHref(TICKETS_PATH)}>{t('account.link.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="goods-page">
      <h1>{t('goods.tickets.title')}</h1>
      {data.length === 0 ? (
        <EmptyState
          icon={<Ticket size={40} />}
          title={t('goods.tickets.empty')}
          action={{ href: EVENT_TICKETS_HREF, label: t('goods.tickets.emptyAction') }}
          headingLevel={2}
        />
      ) : (
        <TicketList tickets={data} showOrder />
      )}
    </section>
  );
}
