import { type FormEvent, useEffect, useState } from 'react';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  MyOrganizationDocument,
  type OrganizationFieldsFragment,
  RemoveOrganizationDocument,
  UpdateOrganizationDocument,
} from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { FieldError } from './field-errors.tsx';
import { formFields, useFormSubmission } from './form-submission.ts';
import { LoginError } from './login-steps.tsx';

/** Saving the form's details, or removing the organization (the same form, another button). */
type OrganizationChange = { kind: 'save'; data: Record<string, string> } | { kind: 'remove' };

const FIELDS = ['name', 'registerNumber', 'workerCount', 'direction', 'address', 'phone'] as const;

/**
 * Organization details of a business buyer (spec §3, §6): a checkout issues the VAT receipt to this
 * organization. Loaded after the page (it is not part of the session's account).
 */
export function OrganizationForm() {
  const t = useT();
  const execute = useExecute();
  const [organization, setOrganization] = useState<OrganizationFieldsFragment | null | undefined>(undefined);

  useEffect(() => {
    execute(MyOrganizationDocument, {})
      .then(({ me }) => setOrganization(me?.organization ?? null))
      .catch(() => setOrganization(null));
  }, [execute]);

  const [state, send] = useFormSubmission(async (change: OrganizationChange) => {
    if (change.kind === 'remove') {
      await execute(RemoveOrganizationDocument, {});
      setOrganization(null);
    } else {
      const text = (name: string) => change.data[name] ?? '';
      const workers = text('workerCount').trim();
      const { updateOrganization } = await execute(UpdateOrganizationDocument, {
        input: {
          name: text('name'),
          registerNumber: text('registerNumber'),
          // Not a whole number: sent as is for the server's coded refusal (NaN is not JSON).
          workerCount: workers ? (Number.isInteger(Number(workers)) ? Number(workers) : -1) : null,
          direction: text('direction'),
          address: text('address'),
          phone: text('phone'),
        },
      });
      setOrganization(updateOrganization);
    }
    showToast('success', { messageId: 'account.organization.saved' });
  });
  const { fieldErrors: errors, failure } = state.context;
  const busy = selectIsSubmitting(state);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: { kind: 'save', data: formFields(event.currentTarget) } });
  };
  const remove = () => send({ type: 'SUBMIT', values: { kind: 'remove' } });

  if (organization === undefined) return null;
  return (
    // Remounted when the saved organization changes, so the inputs show what was stored.
    <form
      key={JSON.stringify(organization)}
      id="organization"
      className="organization-form"
      onSubmit={submit}
      noValidate
    >
      <h2>{t('account.organization.title')}</h2>
      <p className="form-hint">{t('account.organization.hint')}</p>
      <LoginError code={failure} />
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`organization-${field}`}>{t(`account.organization.${field}`)}</label>
          <input
            id={`organization-${field}`}
            name={field}
            inputMode={
              field === 'registerNumber' || field === 'workerCount' || field === 'phone'
                ? 'numeric'
                : undefined
            }
            defaultValue={organization?.[field] ?? ''}
            aria-invalid={!!errors[field]}
            aria-describedby={errors[field] ? `organization-${field}-error` : undefined}
          />
          <FieldError id={`organization-${field}-error`} field={field} reasons={errors[field]} />
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('account.busy') : t('account.organization.save')}
      </button>
      {organization && (
        <button type="button" className="button" onClick={remove} disabled={busy}>
          {t('account.organization.remove')}
        </button>
      )}
    </form>
  );
}
