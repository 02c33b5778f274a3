import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../account/field-errors.tsx';
import { errorMessage, useT } from '../../i18n/intl.ts';

/**
 * A refused save in the editor's language: the coded message, and which fields to check (the
 * server's field keys named by the form's own labels; a key the form has no label for is left out
 * rather than shown raw).
 */
export function FormFailure({
  failure,
  fieldErrors,
  labels,
}: {
  failure: string | null;
  fieldErrors: FieldErrors;
  labels: Record<string, string>;
}) {
  const t = useT();
  const intl = useIntl();
  const fields = Object.keys(fieldErrors)
    .map((field) => labels[field.replace(/^\//, '').split(/[./]/)[0]!])
    .filter((label): label is string => Boolean(label));
  if (!failure && Object.keys(fieldErrors).length === 0) return null;
  return (
    <div role="alert" className="back-office__error">
      <p>{errorMessage(intl, failure ?? 'VALIDATION')}</p>
      {fields.length > 0 && (
        <p>{t('backoffice.editing.check', { fields: [...new Set(fields)].join(', ') })}</p>
      )}
    </div>
  );
}
