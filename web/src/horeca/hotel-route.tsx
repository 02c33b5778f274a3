import './horeca.css';
import { BedDouble, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { HotelRoomsDocument, type HotelRoomsQuery } from '../graphql/generated/graphql.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { AmenityList } from './amenity-icon.tsx';

/** /hotel: the vodka brand's lodge, its rooms with amenities, photos and rates (spec §2, §7). */
export const hotelRoute = defineRoute({
  id: 'hotel',
  match: (pathname: string) => (/^\/hotel\/?$/.test(pathname) ? {} : null),
  load: async (_params, { execute }): Promise<HotelRoomsQuery> => execute(HotelRoomsDocument, {}),
  head: (data, intl) => ({
    title: translate(intl, 'hotel.title', { name: data.hotel.name }),
    description: data.hotel.description,
  }),
  Component: HotelScreen,
});

function HotelScreen({ data: { hotel, hotelRooms } }: RouteComponentProps<HotelRoomsQuery>) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className="hotel-page">
      <header className="hotel-hero">
        <img className="hotel-hero__photo" src={hotel.photos[0]} alt="" width={400} height={300} />
        <div className="hotel-hero__text">
          <h1>{hotel.name}</h1>
          <p>{hotel.description}</p>
          <p className="hotel-hero__facts">
            {hotel.address} · {t('hotel.checkInOut', { in: hotel.checkInTime, out: hotel.checkOutTime })} ·{' '}
            <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`}>{hotel.phone}</a>
          </p>
          <AmenityList amenities={hotel.amenities} />
        </div>
      </header>
      <h2>{t('hotel.rooms')}</h2>
      <ul className="room-grid">
        {hotelRooms.map((room) => (
          <li key={room.id} className="room-card">
            <Link href={`/hotel/${room.slug}`} className="room-card__link">
              <img src={room.photos[0]} alt="" width={400} height={300} loading="lazy" />
              <h3>{room.name}</h3>
            </Link>
            <p className="room-card__facts">
              <Users size={16} aria-hidden="true" /> {t('hotel.capacity', { count: room.capacity })}
              <BedDouble size={16} aria-hidden="true" /> {room.beds} ·{' '}
              {t('hotel.size', { size: room.sizeM2 })}
            </p>
            <AmenityList amenities={room.amenities} />
            <p className="room-card__rate">
              {t('hotel.fromRate', { price: formatMnt(intl, room.weekdayRate) })}
              <span>{t('hotel.weekendRate', { price: formatMnt(intl, room.weekendRate) })}</span>
            </p>
            <Link href={`/hotel/${room.slug}`} className="button button--primary">
              {t('hotel.chooseDates')}
            </Link>
          </li>
        ))}
      </ul>
      <aside className="hotel-seasons">
        <h2>{t('hotel.seasons')}</h2>
        <ul>
          {hotel.seasons.map((season) => (
            <li key={`${season.firstNight}`}>
              {season.name}: {season.firstNight} – {season.lastNight} ({season.ratePercent}%)
            </li>
          ))}
        </ul>
        <p>{t('hotel.taxes', { vat: hotel.vatPercent, city: hotel.cityTaxPercent })}</p>
      </aside>
    </section>
  );
}
