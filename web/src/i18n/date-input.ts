/**
 * Dates typed in the shop's own way (#19). A native `type="datetime-local"` speaks the browser's
 * language, and Chromium has no Mongolian data: a Mongolian page showed `mm/dd/yyyy --:-- --`. So the
 * date fields are text in each site language's numeric pattern — `2026.11.26 14:30` as Mongolians
 * write it — and the value kept is the native field's (`2026-11-26T14:30`, `2026-11-26`), so the
 * forms and the server see exactly what they saw before.
 */

export type DateInputMode = 'date' | 'dateTime';

interface Pattern {
  order: 'ymd' | 'dmy';
  separator: string;
}

/** Per site language: Mongolian y.m.d; Russian d.m.y; Italian d/m/y; English and Chinese ISO y-m-d. */
const PATTERNS: Record<string, Pattern> = {
  mn: { order: 'ymd', separator: '.' },
  en: { order: 'ymd', separator: '-' },
  cn: { order: 'ymd', separator: '-' },
  ru: { order: 'dmy', separator: '.' },
  it: { order: 'dmy', separator: '/' },
};

const patternOf = (locale: string): Pattern => PATTERNS[locale] ?? { order: 'ymd', separator: '-' };
const two = (value: number) => String(value).padStart(2, '0');

/** `2026-11-26T14:30` / `2026-11-26` (the value) → `2026.11.26 14:30` in `locale`; '' for none. */
export function formatDateInput(value: string, locale: string, mode: DateInputMode): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!match) return '';
  const [, year, month, day, hour, minute] = match;
  const { order, separator } = patternOf(locale);
  const date = (order === 'ymd' ? [year, month, day] : [day, month, year]).join(separator);
  return mode === 'date' ? date : `${date} ${hour ?? '00'}:${minute ?? '00'}`;
}

export type DateInputProblem = 'format' | 'date' | 'time';

export type DateInputResult = { value: string } | { problem: DateInputProblem };

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * What the shopper typed → the value (`2026-11-26T14:30`), or which part is wrong: `format` (not the
 * pattern), `date` (2026.02.30, month 13), `time` (25:00, 14:60). Any of `. - /` between the date's
 * numbers is taken; a year written first is read year-month-day in every language (ISO). Empty
 * text is the empty value. A date-and-time field takes a bare date as its midnight.
 */
export function parseDateInput(text: string, locale: string, mode: DateInputMode): DateInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return { value: '' };
  const match = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})(?:[ T,]+(\d{1,2}):(\d{2}))?$/.exec(trimmed);
  if (!match) return { problem: 'format' };
  const [, first = '', middle = '', last = '', hourText, minuteText] = match;
  if (mode === 'date' && hourText !== undefined) return { problem: 'format' };
  const yearFirst = first.length === 4 || (patternOf(locale).order === 'ymd' && last.length <= 2);
  if (yearFirst ? first.length !== 4 : last.length !== 4) return { problem: 'format' };
  const year = Number(yearFirst ? first : last);
  const month = Number(middle);
  const day = Number(yearFirst ? last : first);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) {
    return { problem: 'date' };
  }
  const date = `${year}-${two(month)}-${two(day)}`;
  if (mode === 'date') return { value: date };
  const hour = Number(hourText ?? 0);
  const minute = Number(minuteText ?? 0);
  if (hour > 23 || minute > 59) return { problem: 'time' };
  return { value: `${date}T${two(hour)}:${two(minute)}` };
}
