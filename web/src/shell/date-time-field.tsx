import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  type DateInputMode,
  type DateInputProblem,
  formatDateInput,
  parseDateInput,
} from '../i18n/date-input.ts';
import { useT } from '../i18n/intl.ts';
import { useTypedBeforeHydration } from './typed-before-hydration.ts';

/** The date every hint and message shows as its example. */
const EXAMPLE = '2026-11-26T14:30';

const problemIds = {
  format: 'dateInput.problem.format',
  date: 'dateInput.problem.date',
  time: 'dateInput.problem.time',
  early: 'dateInput.problem.early',
} as const satisfies Record<DateInputProblem | 'early', string>;

/**
 * A date (and time) field in the site language's own pattern (#19), in place of the browser's
 * `type="datetime-local"` / `type="date"`, which on a Mongolian page speaks US English. `value` and
 * `onChange` carry what the native field carried (`2026-11-26T14:30`, `2026-11-26`, '' for none), so
 * the forms send the server the same thing as before. What cannot be a date (2026.02.30, 25:00) is
 * said under the field in the page language, blocks the form's submit (custom validity), and is
 * passed on as typed, so a form that submits anyway gets the server's own refusal, never a date
 * quietly made up.
 */
export function DateTimeField({
  label,
  value,
  onChange,
  mode = 'dateTime',
  required,
  name,
  min,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mode?: DateInputMode;
  required?: boolean;
  name?: string;
  /** The earliest value taken (as `value` is written); an earlier one is refused in words. */
  min?: string;
}) {
  const t = useT();
  const { locale } = useIntl();
  const id = useId();
  const [text, setText] = useState(() => formatDateInput(value, locale, mode));
  const [shown, setShown] = useState(value);
  // A value set from outside (a reset, a loaded record, a date that moves with another) is shown.
  if (value !== shown) {
    setShown(value);
    const typed = parseDateInput(text, locale, mode);
    if (!('value' in typed) || typed.value !== value) setText(formatDateInput(value, locale, mode));
  }
  const type = (next: string) => {
    setText(next);
    const result = parseDateInput(next, locale, mode);
    const emitted = 'value' in result ? result.value : next;
    setShown(emitted);
    onChange(emitted);
  };
  // On a served page (the hotel's booking form) a date typed before hydration is kept.
  const box = useTypedBeforeHydration(text, type);
  const [touched, setTouched] = useState(false);
  const parsed = parseDateInput(text, locale, mode);
  const early = 'value' in parsed && parsed.value !== '' && min !== undefined && parsed.value < min;
  const problem = 'problem' in parsed ? parsed.problem : early ? 'early' : null;
  const example = formatDateInput(EXAMPLE, locale, mode);
  const message = problem
    ? t(problemIds[problem], { example, min: formatDateInput(min ?? '', locale, mode) })
    : '';
  return (
    <div className="date-field">
      <label htmlFor={id}>{label}</label>
      {/* above the box: a form that lines its fields up at the bottom keeps this one in line */}
      <span id={`${id}-hint`} className="date-field__hint">
        {t(mode === 'date' ? 'dateInput.hint.date' : 'dateInput.hint.dateTime', { example })}
      </span>
      <input
        id={id}
        name={name}
        // the full keyboard: a phone's number pad has no '.', ':' or space to write 2026.11.26 14:30
        type="text"
        autoComplete="off"
        required={required}
        placeholder={example}
        value={text}
        aria-invalid={touched && problem ? true : undefined}
        aria-describedby={`${id}-hint${touched && problem ? ` ${id}-problem` : ''}`}
        ref={(input) => {
          box.current = input;
          input?.setCustomValidity(message);
        }}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setTouched(true)}
        onInvalid={() => setTouched(true)}
      />
      {touched && problem ? (
        <span id={`${id}-problem`} className="date-field__problem" role="alert">
          {message}
        </span>
      ) : null}
    </div>
  );
}
