import { ShopError } from '../../platform/errors.ts';

/**
 * Room prices (spec §7 POST /horeca/calculate_price): nights × rate, where a Friday or Saturday
 * night takes the weekend rate and a season scales the night's rate by its percentage; VAT and
 * the city tax go on the subtotal. Pure: the caller hands in the room, the seasons and "today".
 * Money is whole tugrik; each night's seasonal rate is rounded once, taxes once on the subtotal.
 */

/** The lodge is in Mongolia: Ulaanbaatar time, UTC+8 all year (no daylight saving since 2017). */
const ULAANBAATAR_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;
/** A stay is at most 30 nights, booked at most 365 days ahead. */
export const MAX_NIGHTS = 30;
export const MAX_DAYS_AHEAD = 365;

export interface RoomRates {
  weekdayRate: number;
  weekendRate: number;
}
export interface Season {
  name: Record<string, string>;
  firstNight: string;
  lastNight: string;
  ratePercent: number;
}
export interface Taxes {
  vatPercent: number;
  cityTaxPercent: number;
}

export interface NightPrice {
  date: string;
  weekend: boolean;
  season: Record<string, string> | null;
  rate: number;
}
export interface PriceQuote {
  check_in: string;
  check_out: string;
  nights: NightPrice[];
  night_count: number;
  subtotal: number;
  vat: number;
  city_tax: number;
  total: number;
}

/** The calendar day in Ulaanbaatar at `now`, as YYYY-MM-DD. */
export function ulaanbaatarToday(now: Date): string {
  return new Date(now.getTime() + ULAANBAATAR_OFFSET_MS).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function dayNumber(date: string, field: string): number {
  const time = ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  // Date.parse rolls 2026-02-30 over to March: a date that does not print back the same is refused
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new ShopError('BOOKING_DATES_INVALID', undefined, { [field]: ['is not a calendar date'] });
  }
  return time / DAY_MS;
}
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The nights of a stay (check-in day up to the day before check-out), checked against today. */
export function stayNights(checkIn: string, checkOut: string, now: Date): string[] {
  const first = dayNumber(checkIn, 'check_in');
  const end = dayNumber(checkOut, 'check_out');
  const today = dayNumber(ulaanbaatarToday(now), 'today');
  if (first < today) throw new ShopError('BOOKING_DATE_PAST', undefined, { check_in: ['is in the past'] });
  if (end <= first) {
    throw new ShopError('BOOKING_CHECKOUT_BEFORE_CHECKIN', undefined, {
      check_out: ['must be after check-in'],
    });
  }
  if (end - first > MAX_NIGHTS) {
    throw new ShopError('BOOKING_TOO_LONG', undefined, { check_out: [`at most ${MAX_NIGHTS} nights`] });
  }
  if (first - today > MAX_DAYS_AHEAD) {
    throw new ShopError('BOOKING_TOO_FAR', undefined, {
      check_in: [`at most ${MAX_DAYS_AHEAD} days ahead`],
    });
  }
  return Array.from({ length: end - first }, (_, index) => dateOf(first + index));
}

/** Friday and Saturday nights are weekend nights (the guest leaves on Saturday or Sunday). */
function isWeekendNight(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6;
}

export function quoteStay(
  room: RoomRates,
  seasons: readonly Season[],
  taxes: Taxes,
  checkIn: string,
  checkOut: string,
  now: Date,
): PriceQuote {
  const nights = stayNights(checkIn, checkOut, now).map((date): NightPrice => {
    const weekend = isWeekendNight(date);
    const base = weekend ? room.weekendRate : room.weekdayRate;
    const season = seasons.find((item) => item.firstNight <= date && date <= item.lastNight);
    return {
      date,
      weekend,
      season: season?.name ?? null,
      rate: season ? Math.round((base * season.ratePercent) / 100) : base,
    };
  });
  const subtotal = nights.reduce((sum, night) => sum + night.rate, 0);
  const vat = Math.round((subtotal * taxes.vatPercent) / 100);
  const cityTax = Math.round((subtotal * taxes.cityTaxPercent) / 100);
  return {
    check_in: checkIn,
    check_out: checkOut,
    nights,
    night_count: nights.length,
    subtotal,
    vat,
    city_tax: cityTax,
    total: subtotal + vat + cityTax,
  };
}
