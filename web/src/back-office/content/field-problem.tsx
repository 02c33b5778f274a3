import { useT } from '../../i18n/intl.ts';

/**
 * Why the server refused one field, in the editor's language: the content domain's reasons
 * (`blank`, `too_long`, `invalid`); a schema's English wording reads as "not valid".
 */
export function FieldProblem({ id, reasons }: { id: string; reasons: readonly string[] | undefined }) {
  const t = useT();
  if (!reasons?.length) return null;
  const reason = reasons[0];
  const text =
    reason === 'blank'
      ? t('backoffice.content.reason.blank')
      : reason === 'too_long'
        ? t('backoffice.content.reason.tooLong')
        : t('backoffice.content.reason.invalid');
  return (
    <span id={id} className="back-office__field-error">
      {text}
    </span>
  );
}
