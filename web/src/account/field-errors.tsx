import { useIntl } from 'react-intl';
import type { FieldErrors } from '../../../machines/form-submission.ts';
import { GraphqlRequestError } from '../graphql/client.ts';
import { hasMessage, translate } from '../i18n/intl.ts';

export type { FieldErrors };

/** `extensions.fields` of a refused change: field → reasons (blank, cyrillic, invalid, taken, …). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof GraphqlRequestError)) return {};
  return (error.errors[0]?.extensions?.fields as FieldErrors | undefined) ?? {};
}

/** The form-level code of a failure, or null when its fields already say what is wrong. */
export function failureCodeOf(error: unknown, fields: FieldErrors): string | null {
  if (Object.keys(fields).length > 0) return null;
  return error instanceof GraphqlRequestError ? error.code : 'INTERNAL';
}

/**
 * The reasons under one field, translated: `account.field.<field>.<reason>` when the field has its
 * own wording (a taken phone is not a taken e-mail), else `account.field.<reason>`.
 */
export function FieldError({
  id,
  field,
  reasons,
}: {
  id: string;
  field?: string;
  reasons: readonly string[] | undefined;
}) {
  const intl = useIntl();
  if (!reasons?.length) return null;
  const text = reasons.map((reason) => {
    const specific = `account.field.${field}.${reason}`;
    if (field && hasMessage(intl, specific)) return translate(intl, specific);
    const general = `account.field.${reason}`;
    return translate(intl, hasMessage(intl, general) ? general : 'account.field.invalid');
  });
  return (
    <p id={id} className="form-error field__error" role="alert">
      {text.join(' ')}
    </p>
  );
}
