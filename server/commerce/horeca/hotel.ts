import type { Sql } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { Season, Taxes } from './pricing.ts';

/**
 * The lodge as shoppers read it (spec §7 GET /horeca/amenity_list, hotel_rooms, hotel_detail).
 * Texts come in every stored language ({ "mn": …, "en": … }); the web picks the shopper's.
 */
type Text = Record<string, string>;

export interface AmenityDto {
  id: string;
  name: Text;
  icon: string;
}

export interface RoomDto {
  id: number;
  slug: string;
  hotel_id: string;
  name: Text;
  description: Text;
  capacity: number;
  beds: Text;
  size_m2: number;
  weekday_rate: number;
  weekend_rate: number;
  amenities: AmenityDto[];
  photos: string[];
  variant_id: number;
}

export interface HotelDto {
  id: string;
  name: Text;
  description: Text;
  address: Text;
  phone: string;
  check_in_time: string;
  check_out_time: string;
  vat_percent: number;
  city_tax_percent: number;
  photos: string[];
  amenities: AmenityDto[];
  seasons: { name: Text; first_night: string; last_night: string; rate_percent: number }[];
}

export async function amenityList(sql: Sql): Promise<AmenityDto[]> {
  const { rows } = await sql.query<AmenityDto>(
    'select id, name, icon from hotel_amenities order by position, id',
  );
  return rows;
}

const ROOM_COLUMNS = `r.id, r.slug, r.hotel_id, r.name, r.description, r.capacity, r.beds, r.size_m2,
  r.weekday_rate, r.weekend_rate, r.photos, r.variant_id, r.amenity_ids`;

async function withAmenities(sql: Sql, rows: (Omit<RoomDto, 'amenities'> & { amenity_ids: string[] })[]) {
  const amenities = new Map((await amenityList(sql)).map((amenity) => [amenity.id, amenity]));
  return rows.map(
    ({ amenity_ids, ...room }): RoomDto => ({
      ...room,
      amenities: amenity_ids.flatMap((id) => amenities.get(id) ?? []),
    }),
  );
}

/** Every room, cheapest first; `amenity` keeps the rooms that have it, `guests` those that fit them. */
export async function hotelRooms(sql: Sql, filter: { amenity?: string; guests?: number } = {}) {
  const { rows } = await sql.query<Omit<RoomDto, 'amenities'> & { amenity_ids: string[] }>(
    `select ${ROOM_COLUMNS} from hotel_rooms r
      where ($1::text is null or $1 = any(r.amenity_ids)) and ($2::int is null or r.capacity >= $2)
      order by r.weekday_rate, r.position, r.id`,
    [filter.amenity ?? null, filter.guests ?? null],
  );
  return withAmenities(sql, rows);
}

/** A room by id or slug: ROOM_NOT_FOUND otherwise. */
export async function hotelRoom(sql: Sql, key: number | string): Promise<RoomDto> {
  const { rows } = await sql.query<Omit<RoomDto, 'amenities'> & { amenity_ids: string[] }>(
    `select ${ROOM_COLUMNS} from hotel_rooms r where ${typeof key === 'number' ? 'r.id' : 'r.slug'} = $1`,
    [key],
  );
  const [room] = await withAmenities(sql, rows);
  if (!room) throw new ShopError('ROOM_NOT_FOUND');
  return room;
}

export async function hotelDetail(sql: Sql, hotelId?: string): Promise<HotelDto> {
  const { rows } = await sql.query<Omit<HotelDto, 'amenities' | 'seasons'>>(
    `select id, name, description, address, phone, check_in_time, check_out_time, vat_percent,
            city_tax_percent, photos
       from hotels where $1::text is null or id = $1 order by id limit 1`,
    [hotelId ?? null],
  );
  const hotel = rows[0];
  if (!hotel) throw new ShopError('NOT_FOUND', 'No such hotel');
  const seasons = await hotelSeasons(sql, hotel.id);
  // the hotel's amenities: every one at least one of its rooms has
  const { rows: amenityRows } = await sql.query<AmenityDto>(
    `select a.id, a.name, a.icon from hotel_amenities a
      where exists (select 1 from hotel_rooms r where r.hotel_id = $1 and a.id = any(r.amenity_ids))
      order by a.position, a.id`,
    [hotel.id],
  );
  return {
    ...hotel,
    amenities: amenityRows,
    seasons: seasons.map((season) => ({
      name: season.name,
      first_night: season.firstNight,
      last_night: season.lastNight,
      rate_percent: season.ratePercent,
    })),
  };
}

export async function hotelSeasons(sql: Sql, hotelId: string): Promise<Season[]> {
  const { rows } = await sql.query<{ name: Text; first: string; last: string; rate_percent: number }>(
    `select name, to_char(first_night, 'YYYY-MM-DD') as first, to_char(last_night, 'YYYY-MM-DD') as last,
            rate_percent from hotel_seasons where hotel_id = $1 order by first_night`,
    [hotelId],
  );
  return rows.map((row) => ({
    name: row.name,
    firstNight: row.first,
    lastNight: row.last,
    ratePercent: row.rate_percent,
  }));
}

export async function hotelTaxes(sql: Sql, hotelId: string): Promise<Taxes> {
  const { rows } = await sql.query<{ vat_percent: number; city_tax_percent: number }>(
    'select vat_percent, city_tax_percent from hotels where id = $1',
    [hotelId],
  );
  return { vatPercent: rows[0]?.vat_percent ?? 0, cityTaxPercent: rows[0]?.city_tax_percent ?? 0 };
}

/** The nights of a room already taken between two dates (the calendar greys them out). */
export async function bookedNights(sql: Sql, roomId: number, from: string, to: string, now: Date) {
  const { rows } = await sql.query<{ night: string }>(
    `select to_char(n.night, 'YYYY-MM-DD') as night from room_nights n
       join room_bookings b on b.id = n.booking_id
      where n.room_id = $1 and n.night >= $2::date and n.night < $3::date
        and not (b.status = 'held' and b.held_until < $4)
      order by n.night`,
    [roomId, from, to, now],
  );
  return rows.map((row) => row.night);
}
