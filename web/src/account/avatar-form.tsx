import type { FormEvent } from 'react';
import { type FormRefusal, selectIsSubmitting } from '../../../machines/form-submission.ts';
import { GraphqlRequestError } from '../graphql/client.ts';
import { postUpload } from '../graphql/upload.ts';
import { useT } from '../i18n/intl.ts';
import { FilePicker } from '../shell/file-picker.tsx';
import { showToast } from '../shell/toasts.ts';
import { FieldError } from './field-errors.tsx';
import { fieldRefusal, refusalFrom, useFormSubmission } from './form-submission.ts';
import { LoginError } from './login-steps.tsx';
import { type SessionAccount, sessionStore } from './session.ts';

/** Kept in step with server/commerce/accounts/avatar.ts: refused here first so a big file is not sent at all. */
const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPTED = 'image/png,image/jpeg,image/webp';

/**
 * Posts the picture to the gateway's upload route (multipart; /graphql takes JSON only). The custom
 * header is its CSRF guard: a cross-site form cannot send it.
 */
async function uploadAvatar(file: File): Promise<string | null> {
  const body = new FormData();
  body.append('avatar', file);
  return (await postUpload<{ avatarUrl: string | null }>('/account/avatar', body, 'updateAvatar')).avatarUrl;
}

/** Already in a toast with the server's own words: no second, vaguer message beside the form. */
function avatarRefusal(error: unknown): FormRefusal {
  const refusal = refusalFrom(error);
  return error instanceof GraphqlRequestError && error.shown ? { ...refusal, failure: null } : refusal;
}

/** The profile picture (spec §7 update_avatar): PNG, JPEG or WebP up to 2 MB. */
export function AvatarForm({
  account,
  onSaved,
}: {
  account: SessionAccount;
  onSaved: (next: SessionAccount) => void;
}) {
  const t = useT();
  const [state, send] = useFormSubmission(
    async (file: File | undefined) => {
      if (!(file instanceof File) || file.size === 0) throw fieldRefusal('avatar', 'blank');
      if (file.size > MAX_BYTES) throw fieldRefusal('avatar', 'too_large');
      const avatarUrl = await uploadAvatar(file);
      const next = { ...account, avatarUrl };
      sessionStore.trigger.loggedIn({ account: next });
      showToast('success', { messageId: 'account.avatar.updated' });
      onSaved(next);
    },
    { refuse: avatarRefusal },
  );
  const { fieldErrors: errors, failure } = state.context;
  const busy = selectIsSubmitting(state);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('avatar') as HTMLInputElement | null;
    send({ type: 'SUBMIT', values: input?.files?.[0] });
  };

  return (
    <form className="avatar-form" onSubmit={submit} noValidate>
      <h2>{t('account.avatar.title')}</h2>
      {account.avatarUrl ? (
        <img
          className="avatar"
          src={account.avatarUrl}
          alt={t('account.avatar.alt')}
          width={96}
          height={96}
        />
      ) : (
        <p className="form-hint">{t('account.avatar.none')}</p>
      )}
      <LoginError code={failure} />
      <label htmlFor="avatar">{t('account.avatar.choose')}</label>
      <FilePicker
        id="avatar"
        name="avatar"
        accept={ACCEPTED}
        invalid={!!errors.avatar}
        describedBy={errors.avatar ? 'avatar-error' : undefined}
      />
      <FieldError id="avatar-error" field="avatar" reasons={errors.avatar} />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('account.busy') : t('account.avatar.upload')}
      </button>
    </form>
  );
}
