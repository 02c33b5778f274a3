import './horeca.css';
import { BedDouble } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { MyRoomBookingsDocument, type MyRoomBookingsQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { formatMnt, type MessageId, translate, useT } from '../i18n/intl.ts';
import { routePaths } from '../routes/paths.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';
import { HOTEL_PATH, STAYS_PATH } from './links.ts';

type Stays = MyRoomBookingsQuery['myRoomBookings'];
type Stay = Stays[number];

const DAY_MS = 86_400_000;

/** What a stay's status means to the guest: held in the cart, ordered awaiting payment, confirmed. */
const statusLabel: Record<string, MessageId> = {
  held: 'stays.status.held',
  ordered: 'stays.status.ordered',
  confirmed: 'stays.status.confirmed',
};

/** /account/stays, "My stays" (#18): the account's room bookings at the lodge; login required. */
export const staysRoute = defineRoute({
  id: 'stays',
  match: routePaths.stays,
  load: async (_params, { execute }): Promise<Stays | null> => {
    try {
      return (await execute(MyRoomBookingsDocument, {})).myRoomBookings;
    } catch (error) {
      // a guest is invited to log in (spec §6), not shown an error page
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'stays.title') }),
  Component: StaysScreen,
});

function StaysScreen({ data }: RouteComponentProps<Stays | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('stays.title')}</h1>
        <p>{t('stays.loginRequired')}</p>
        <p>
          <Link href={loginHref(STAYS_PATH)}>{t('account.link.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="stays">
      <h1>{t('stays.title')}</h1>
      {data.length === 0 ? (
        <EmptyState
          icon={<BedDouble size={40} />}
          title={t('stays.empty')}
          action={{ href: HOTEL_PATH, label: t('stays.book') }}
          headingLevel={2}
        />
      ) : (
        <ul className="stays__list">
          {data.map((stay) => (
            <StayCard key={stay.id} stay={stay} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StayCard({ stay }: { stay: Stay }) {
  const t = useT();
  const intl = useIntl();
  const nights = Math.round((Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / DAY_MS);
  const label = statusLabel[stay.status];
  return (
    <li className="stays__stay" data-stay={stay.id}>
      <div className="stays__head">
        <Link href={`/hotel/${stay.roomSlug}`} className="stays__room">
          {stay.roomName}
        </Link>
        <span className={`stays__status stays__status--${stay.status}`}>
          {label ? t(label) : stay.status}
        </span>
      </div>
      <dl className="stays__facts">
        <div>
          <dt>{t('hotel.book.checkIn')}</dt>
          <dd>{formatShopDate(intl, stay.checkIn)}</dd>
        </div>
        <div>
          <dt>{t('hotel.book.checkOut')}</dt>
          <dd>{formatShopDate(intl, stay.checkOut)}</dd>
        </div>
        <div>
          <dt>{t('stays.nights')}</dt>
          <dd>{t('hotel.book.nights', { count: nights })}</dd>
        </div>
        <div>
          <dt>{t('hotel.book.guests')}</dt>
          <dd>{stay.guests}</dd>
        </div>
        <div>
          <dt>{t('hotel.book.total')}</dt>
          <dd>{formatMnt(intl, stay.total)}</dd>
        </div>
        <div>
          <dt>{t('stays.order')}</dt>
          <dd>
            <Link href={`/orders/${stay.orderNumber}`}>{stay.orderNumber}</Link>
          </dd>
        </div>
      </dl>
    </li>
  );
}
