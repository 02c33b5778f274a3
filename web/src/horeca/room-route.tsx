import './horeca.css';
import { BedDouble, Ruler, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import { HotelRoomPageDocument, type HotelRoomPageQuery } from '../graphql/generated/graphql.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { AmenityList } from './amenity-icon.tsx';
import { BookingForm } from './booking-form.tsx';

type RoomPage = HotelRoomPageQuery['hotelRoom'];

/** /hotel/{slug}: one room, its photos and amenities, a date-range picker with a live price, booking. */
export const roomRoute = defineRoute({
  id: 'hotel-room',
  match: (pathname: string) => {
    const slug = /^\/hotel\/([a-z0-9][a-z0-9-]{0,99})\/?$/.exec(pathname)?.[1];
    return slug ? { slug } : null;
  },
  load: async ({ slug }: { slug: string }, { execute }): Promise<RoomPage> =>
    (await execute(HotelRoomPageDocument, { slug })).hotelRoom,
  head: (page, intl) => ({
    title: translate(intl, 'hotel.roomTitle', { room: page.room.name, hotel: page.hotel.name }),
    description: page.room.description,
  }),
  Component: RoomScreen,
});

function RoomScreen({ data: page }: RouteComponentProps<RoomPage>) {
  const t = useT();
  const intl = useIntl();
  const { room, hotel } = page;
  return (
    <section className="room-page">
      <p className="room-page__back">
        <a href="/hotel">{t('hotel.backToRooms', { hotel: hotel.name })}</a>
      </p>
      <h1>{room.name}</h1>
      <ul className="room-photos">
        {room.photos.map((photo, index) => (
          <li key={photo}>
            <img
              src={photo}
              alt={t('hotel.photo', { room: room.name, n: index + 1 })}
              width={400}
              height={300}
            />
          </li>
        ))}
      </ul>
      <div className="room-page__body">
        <div className="room-page__about">
          <p>{room.description}</p>
          <p className="room-card__facts">
            <Users size={16} aria-hidden="true" /> {t('hotel.capacity', { count: room.capacity })}
            <BedDouble size={16} aria-hidden="true" /> {room.beds}
            <Ruler size={16} aria-hidden="true" /> {t('hotel.size', { size: room.sizeM2 })}
          </p>
          <AmenityList amenities={room.amenities} />
          <dl className="room-page__rates">
            <dt>{t('hotel.weekdayLabel')}</dt>
            <dd>{formatMnt(intl, room.weekdayRate)}</dd>
            <dt>{t('hotel.weekendLabel')}</dt>
            <dd>{formatMnt(intl, room.weekendRate)}</dd>
          </dl>
          <p>{t('hotel.checkInOut', { in: hotel.checkInTime, out: hotel.checkOutTime })}</p>
        </div>
        <BookingForm
          roomId={room.id}
          capacity={room.capacity}
          today={page.today}
          bookedNights={page.bookedNights}
        />
      </div>
    </section>
  );
}
