import { intlLocale, type ShopLocale } from '../../../machines/locales.ts';

/**
 * Delivery windows offered at the address step (spec §5: a delivery time is required). Ulaanbaatar
 * keeps UTC+8 all year (no daylight saving since 2017), so windows are fixed offsets from local
 * midnight. A window is offered while its start is at least LEAD_HOURS away: the courier needs the
 * time to pick and pack.
 */
const UTC_OFFSET_HOURS = 8;
const WINDOWS: readonly (readonly [from: number, to: number])[] = [
  [10, 14],
  [14, 18],
  [18, 22],
];
export const DELIVERY_DAYS = 4;
const LEAD_HOURS = 2;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DeliveryTimeDto {
  /** `2026-06-15@18-22`: the local date and hours, stable for the whole window. */
  id: string;
  from: string;
  to: string;
}

/** The windows of today and the next days, from `now` (the injected clock). */
export function deliveryTimes(now: Date): DeliveryTimeDto[] {
  const localMidnight = Math.floor((now.getTime() + UTC_OFFSET_HOURS * HOUR) / DAY) * DAY;
  const windows: DeliveryTimeDto[] = [];
  for (let day = 0; day < DELIVERY_DAYS; day++) {
    const dayStart = localMidnight + day * DAY;
    const date = new Date(dayStart).toISOString().slice(0, 10);
    for (const [fromHour, toHour] of WINDOWS) {
      const from = dayStart + (fromHour - UTC_OFFSET_HOURS) * HOUR;
      if (from < now.getTime() + LEAD_HOURS * HOUR) continue;
      windows.push({
        id: `${date}@${fromHour}-${toHour}`,
        from: new Date(from).toISOString(),
        to: new Date(dayStart + (toHour - UTC_OFFSET_HOURS) * HOUR).toISOString(),
      });
    }
  }
  return windows;
}

/**
 * `tomorrow 18:00–22:00` / `маргааш 18:00–22:00`; days beyond tomorrow by weekday and date. Intl
 * carries the words in all five shop languages, so no message catalogue is needed here.
 */
export function deliveryTimeLabel(window: DeliveryTimeDto, now: Date, locale: ShopLocale): string {
  const tag = intlLocale(locale);
  const zone = 'Asia/Ulaanbaatar';
  const from = new Date(window.from);
  const localDay = (at: Date) => Math.floor((at.getTime() + UTC_OFFSET_HOURS * HOUR) / DAY);
  const daysAhead = localDay(from) - localDay(now);
  const day =
    daysAhead <= 1
      ? new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(daysAhead, 'day')
      : new Intl.DateTimeFormat(tag, {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          timeZone: zone,
        }).format(from);
  const time = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  });
  return `${day} ${time.format(from)}–${time.format(new Date(window.to))}`;
}
