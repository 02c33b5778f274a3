import type { FormEvent } from 'react';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { useExecute } from '../graphql/context.tsx';
import { ConfirmPhoneChangeDocument, RequestPhoneChangeDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { showToast } from '../shell/toasts.ts';
import { FieldError } from './field-errors.tsx';
import { useFormSubmission } from './form-submission.ts';
import { LoginError } from './login-steps.tsx';
import { type SessionAccount, sessionStore } from './session.ts';

/** The sent code's challenge, and the number it went to (digits only) for the hint. */
interface PendingPhone {
  challengeId: string;
  phone: string;
}

/**
 * Phone change (profile): the new number gets a one-time code by SMS; the code confirms it. The
 * form-submission machine's confirming step is the code step; a wrong code keeps it open, and the
 * server throttles (no timers or retries here).
 */
export function PhoneChangeForm({ onSaved }: { onSaved: (next: SessionAccount) => void }) {
  const t = useT();
  const execute = useExecute();
  const [state, send] = useFormSubmission(
    async (typed: string, pending: PendingPhone | null): Promise<PendingPhone | null> => {
      if (!pending) {
        const { requestPhoneChange } = await execute(RequestPhoneChangeDocument, { phone: typed });
        return { challengeId: requestPhoneChange.id, phone: typed.replace(/\D/g, '') };
      }
      const { confirmPhoneChange } = await execute(ConfirmPhoneChangeDocument, {
        challengeId: pending.challengeId,
        code: typed,
      });
      sessionStore.trigger.loggedIn({ account: confirmPhoneChange });
      showToast('success', { messageId: 'account.phone.updated' });
      onSaved(confirmPhoneChange);
      return null;
    },
    { confirmsAfterSubmit: true },
  );
  const { fieldErrors: errors, failure } = state.context;
  const busy = selectIsSubmitting(state);
  const pending = state.matches('confirming') ? (state.context.subject as PendingPhone) : null;

  const request = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: String(new FormData(event.currentTarget).get('newPhone') ?? '') });
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'CONFIRM', values: String(new FormData(event.currentTarget).get('phoneCode') ?? '') });
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
        <button type="button" className="button" onClick={() => send({ type: 'CANCEL' })} disabled={busy}>
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
