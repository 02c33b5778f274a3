import type { FormEvent } from 'react';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { useExecute } from '../graphql/context.tsx';
import { type Gender, UpdateProfileDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { FieldError } from './field-errors.tsx';
import { formFields, useFormSubmission } from './form-submission.ts';
import { LoginError } from './login-steps.tsx';
import { type SessionAccount, sessionStore } from './session.ts';

/** Personal information: names (Cyrillic), gender with its salutation, e-mail (confirmed by a link). */
export function ProfileForm({
  account,
  onSaved,
}: {
  account: SessionAccount;
  onSaved: (next: SessionAccount) => void;
}) {
  const t = useT();
  const execute = useExecute();
  const [state, send] = useFormSubmission(async (data: Record<string, string>) => {
    const text = (name: string) => data[name] ?? '';
    const gender = text('gender');
    const email = text('email').trim();
    const { updateProfile } = await execute(UpdateProfileDocument, {
      input: {
        firstName: text('firstName'),
        lastName: text('lastName'),
        ...(gender ? { gender: gender as Gender } : {}),
        // An empty e-mail box leaves the address alone (there is no "remove my e-mail" yet).
        ...(email ? { email } : {}),
      },
    });
    sessionStore.trigger.loggedIn({ account: updateProfile });
    showToast('success', { messageId: 'account.profile.updated' });
    onSaved(updateProfile);
  });
  const { fieldErrors: errors, failure } = state.context;
  const busy = selectIsSubmitting(state);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: formFields(event.currentTarget) });
  };

  const status = account.emailStatus;
  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <h2>{t('account.profile.title')}</h2>
      <LoginError code={failure} />
      <label htmlFor="firstName">{t('account.profile.firstName')}</label>
      <input
        id="firstName"
        name="firstName"
        defaultValue={account.firstName ?? ''}
        aria-invalid={!!errors.firstName}
        aria-describedby={errors.firstName ? 'firstName-error' : undefined}
      />
      <FieldError id="firstName-error" reasons={errors.firstName} />
      <label htmlFor="lastName">{t('account.profile.lastName')}</label>
      <input
        id="lastName"
        name="lastName"
        defaultValue={account.lastName ?? ''}
        aria-invalid={!!errors.lastName}
        aria-describedby={errors.lastName ? 'lastName-error' : undefined}
      />
      <FieldError id="lastName-error" reasons={errors.lastName} />
      <label htmlFor="gender">{t('account.profile.gender')}</label>
      <select id="gender" name="gender" defaultValue={account.gender ?? ''}>
        <option value="">{t('account.profile.gender.none')}</option>
        <option value="MALE">{t('account.profile.gender.MALE')}</option>
        <option value="FEMALE">{t('account.profile.gender.FEMALE')}</option>
      </select>
      <label htmlFor="email">{t('account.profile.email')}</label>
      <input
        id="email"
        name="email"
        type="email"
        defaultValue={account.email ?? ''}
        aria-invalid={!!errors.email}
        aria-describedby={errors.email ? 'email-error' : undefined}
      />
      <p className="form-hint" data-email-status={status}>
        {t(`account.profile.emailStatus.${status}`, { email: account.pendingEmail ?? '' })}
      </p>
      <FieldError id="email-error" field="email" reasons={errors.email} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('account.busy') : t('account.profile.save')}
      </button>
    </form>
  );
}
