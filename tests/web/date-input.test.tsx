/**
 * Dates in the shop's own pattern (#19): parsed and formatted both ways in every site language, the
 * impossible ones refused with their reason, and the field that shows them in place of the browser's
 * `datetime-local` (which speaks US English on a Mongolian page).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateInput, parseDateInput } from '../../web/src/i18n/date-input.ts';
import { intlConfig } from '../../web/src/i18n/intl.ts';
import { loadCatalog } from '../../web/src/i18n/messages.ts';
import { DateTimeField } from '../../web/src/shell/date-time-field.tsx';

afterEach(cleanup);
beforeAll(() => loadCatalog('ru'));

describe('formatDateInput / parseDateInput', () => {
  const cases = [
    ['mn', '2026.11.26 14:30', '2026.11.26'],
    ['en', '2026-11-26 14:30', '2026-11-26'],
    ['cn', '2026-11-26 14:30', '2026-11-26'],
    ['ru', '26.11.2026 14:30', '26.11.2026'],
    ['it', '26/11/2026 14:30', '26/11/2026'],
  ] as const;
  for (const [locale, dateTime, date] of cases) {
    it(`${locale}: ${dateTime} both ways`, () => {
      expect(formatDateInput('2026-11-26T14:30', locale, 'dateTime')).toBe(dateTime);
      expect(parseDateInput(dateTime, locale, 'dateTime')).toEqual({ value: '2026-11-26T14:30' });
      expect(formatDateInput('2026-11-26', locale, 'date')).toBe(date);
      expect(parseDateInput(date, locale, 'date')).toEqual({ value: '2026-11-26' });
    });
  }

  it('takes single digits, any of . - / and a year written first in every language', () => {
    expect(parseDateInput(' 2026.3.5 9:05 ', 'mn', 'dateTime')).toEqual({ value: '2026-03-05T09:05' });
    expect(parseDateInput('2026/03/05', 'mn', 'date')).toEqual({ value: '2026-03-05' });
    expect(parseDateInput('2026-03-05', 'ru', 'date')).toEqual({ value: '2026-03-05' });
    expect(parseDateInput('5.3.2026', 'ru', 'date')).toEqual({ value: '2026-03-05' });
    // what a native field held (and tests typed) still reads
    expect(parseDateInput('2026-03-05T09:05', 'mn', 'dateTime')).toEqual({ value: '2026-03-05T09:05' });
    // a date alone in a date-and-time field is its midnight
    expect(parseDateInput('2026.03.05', 'mn', 'dateTime')).toEqual({ value: '2026-03-05T00:00' });
  });

  it('empty is no date; a leap day only in a leap year', () => {
    expect(parseDateInput('   ', 'mn', 'dateTime')).toEqual({ value: '' });
    expect(formatDateInput('', 'mn', 'dateTime')).toBe('');
    expect(parseDateInput('2028.02.29', 'mn', 'date')).toEqual({ value: '2028-02-29' });
    expect(parseDateInput('2026.02.29', 'mn', 'date')).toEqual({ problem: 'date' });
  });

  it('refuses an impossible date or time with its reason', () => {
    expect(parseDateInput('2026.02.30 10:00', 'mn', 'dateTime')).toEqual({ problem: 'date' });
    expect(parseDateInput('2026.13.01', 'mn', 'date')).toEqual({ problem: 'date' });
    expect(parseDateInput('2026.04.31', 'mn', 'date')).toEqual({ problem: 'date' });
    expect(parseDateInput('2026.00.10', 'mn', 'date')).toEqual({ problem: 'date' });
    expect(parseDateInput('2026.11.26 25:00', 'mn', 'dateTime')).toEqual({ problem: 'time' });
    expect(parseDateInput('2026.11.26 14:60', 'mn', 'dateTime')).toEqual({ problem: 'time' });
    expect(parseDateInput('30.02.2026', 'ru', 'date')).toEqual({ problem: 'date' });
  });

  it('refuses what is not the pattern', () => {
    for (const text of ['маргааш', '26.11.26', '11/26', '2026.11.26 14', '2026.11.26 1430', '20266.11.26']) {
      expect(parseDateInput(text, 'mn', 'dateTime')).toEqual({ problem: 'format' });
    }
    // a time in a date-only field
    expect(parseDateInput('2026.11.26 14:30', 'mn', 'date')).toEqual({ problem: 'format' });
  });
});

function Form({ locale, initial = '' }: { locale: 'mn' | 'en' | 'ru'; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <IntlProvider {...intlConfig(locale)}>
      <form>
        <DateTimeField label="Ends" value={value} onChange={setValue} required />
        <output data-testid="value">{value}</output>
        <button type="button" onClick={() => setValue('2027-01-02T03:04')}>
          reset
        </button>
      </form>
    </IntlProvider>
  );
}

const box = () => screen.getByLabelText<HTMLInputElement>('Ends');
const value = () => screen.getByTestId('value').textContent;

describe('DateTimeField', () => {
  it('shows the value in Mongolian with a hint, and hands back the native value', () => {
    render(<Form locale="mn" initial="2026-06-10T08:00" />);
    expect(box().value).toBe('2026.06.10 08:00');
    expect(box().type).toBe('text');
    expect(screen.getByText('Он.сар.өдөр цаг:минут, жишээ нь 2026.11.26 14:30')).toBeTruthy();
    fireEvent.change(box(), { target: { value: '2026.11.26 14:30' } });
    expect(value()).toBe('2026-11-26T14:30');
    expect(box().validity.valid).toBe(true);
  });

  it('says what is wrong, in the page language, once the shopper leaves the box', () => {
    render(<Form locale="mn" />);
    fireEvent.change(box(), { target: { value: '2026.02.30 10:00' } });
    // not while still typing
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.focusOut(box());
    expect(screen.getByRole('alert').textContent).toBe('Ийм огноо байхгүй.');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    // the form cannot be submitted with it
    expect(box().validity.customError).toBe(true);
    expect(box().validationMessage).toBe('Ийм огноо байхгүй.');
    fireEvent.change(box(), { target: { value: '2026.11.26 25:00' } });
    expect(screen.getByRole('alert').textContent).toBe('Ийм цаг байхгүй: цаг 00–23, минут 00–59.');
    fireEvent.change(box(), { target: { value: '11/26 14:30' } });
    expect(screen.getByRole('alert').textContent).toBe('Огноог 2026.11.26 14:30 гэж бичнэ үү.');
    fireEvent.change(box(), { target: { value: '2026.11.26 09:00' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(value()).toBe('2026-11-26T09:00');
  });

  it('in Russian and English: their own pattern, hint and message', () => {
    render(<Form locale="ru" initial="2026-06-10T08:00" />);
    expect(box().value).toBe('10.06.2026 08:00');
    fireEvent.change(box(), { target: { value: '31.04.2026 10:00' } });
    fireEvent.focusOut(box());
    expect(screen.getByRole('alert').textContent).toBe('Такой даты нет.');
    cleanup();
    render(<Form locale="en" />);
    expect(screen.getByText('Year-month-day hour:minute, e.g. 2026-11-26 14:30')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'tomorrow' } });
    fireEvent.focusOut(box());
    expect(screen.getByRole('alert').textContent).toBe('Write the date as 2026-11-26 14:30.');
  });

  it('refuses a day before its earliest, in words with that day', () => {
    function Stay() {
      const [value, setValue] = useState('');
      return (
        <IntlProvider {...intlConfig('mn')}>
          <DateTimeField label="Ends" mode="date" min="2026-11-26" value={value} onChange={setValue} />
        </IntlProvider>
      );
    }
    render(<Stay />);
    expect(screen.getByText('Он.сар.өдөр, жишээ нь 2026.11.26')).toBeTruthy();
    fireEvent.change(box(), { target: { value: '2026.11.25' } });
    fireEvent.focusOut(box());
    expect(screen.getByRole('alert').textContent).toBe('2026.11.26 буюу түүнээс хойших огноо оруулна уу.');
    expect(box().validity.valid).toBe(false);
    fireEvent.change(box(), { target: { value: '2026.11.26' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a value set from outside, and keeps what is being typed otherwise', () => {
    render(<Form locale="mn" />);
    fireEvent.change(box(), { target: { value: '2026.3.5 9:05' } });
    expect(box().value).toBe('2026.3.5 9:05');
    expect(value()).toBe('2026-03-05T09:05');
    fireEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(box().value).toBe('2027.01.02 03:04');
  });
});
