import { type FormEvent, useState } from 'react';
import { useExecute } from '../graphql/context.tsx';
import { ConfirmPhoneChangeDocument, RequestPhoneChangeDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { FieldError, type FieldErrors, failureCodeOf, fieldErrorsOf } from './field-errors.tsx';
import { LoginError } from './login-steps.tsx';
import { type SessionAccount, sessionStore } from './session.ts';

/**
 * Phone change (profile): the new number gets a one-time code by SMS; the code confirms it. Two
 * steps only, with no timers or retries of its own (the server throttles), so plain state suffices.
 */
export function PhoneChangeForm({ onSaved }: { onSaved: (next: SessionAccount) => void }) {
  const t = useT();
  const execute = useExecute();
  const [pending, setPending] = useState<{ challengeId: string; phone: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setErrors({});
      setFailure(null);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(failureCodeOf(error, fields));
    } finally {
      setBusy(false);
    }
  };

  const request = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = String(new FormData(event.currentTarget).get('newPhone') ?? '');
    return run(async () => {
      const { requestPhoneChange } = await execute(RequestPhoneChangeDocument, { phone });
      setPending({ challengeId: requestPhoneChange.id, phone: phone.replace(/\D/g, '') });
    });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('phoneCode') ?? '');
    if (!pending) return;
    return run(async () => {
      const { confirmPhoneChange } = await execute(ConfirmPhoneChangeDocument, {
        challengeId: pending.challengeId,
        code,
      });
      setPending(null);
      sessionStore.trigger.loggedIn({ account: confirmPhoneChange });
      showToast('success', { messageId: 'account.phone.updated' });
      onSaved(confirmPhoneChange);
    });
  };

  if (pending) {
    return (
      <form className="phone-form" onSubmit={confirm} noValidate>
        <h2>{t('account.phone.title')}</h2>
        <p className="form-hint">{t('account.phone.codeSent', { phone: pending.phone })}</p>
        <LoginError code={failure} />
        <label htmlFor="phoneCode">{t('account.phone.code')}</label>
        <input
          id="phoneCode"
          name="phoneCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('account.busy') : t('account.phone.confirm')}
        </button>
        <button type="button" className="button" onClick={() => setPending(null)} disabled={busy}>
          {t('account.phone.cancel')}
        </button>
      </form>
    );
  }
  return (
    <form className="phone-form" onSubmit={request} noValidate>
      <h2>{t('account.phone.title')}</h2>
      <LoginError code={failure} />
      <label htmlFor="newPhone">{t('account.phone.new')}</label>
      <input
        id="newPhone"
        name="newPhone"
        type="tel"
        inputMode="numeric"
        aria-invalid={!!errors.phone}
        aria-describedby={errors.phone ? 'newPhone-error' : undefined}
      />
      <FieldError id="newPhone-error" field="phone" reasons={errors.phone} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('account.busy') : t('account.phone.send')}
      </button>
    </form>
  );
}
