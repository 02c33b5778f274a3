import { type FormEvent, useState } from 'react';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { formFields, useFormSubmission } from '../account/form-submission.ts';
import { LoginError } from '../account/login-steps.tsx';
import { useExecute } from '../graphql/context.tsx';
import { SubscribeNewsletterDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';

/**
 * The newsletter form (spec §1, §7 subscribe): an e-mail, then "check your inbox" — the subscription
 * starts only when the e-mailed link is opened (double opt-in). A bad address is the spec's
 * "Subscription error: check the e-mail address". Self-contained: the footer and the news page place it.
 */
export function SubscribeForm({ id = 'newsletter' }: { id?: string }) {
  const t = useT();
  const execute = useExecute();
  // the answer, kept beside the machine like the account forms keep what was saved
  const [sent, setSent] = useState(false);
  const [state, send] = useFormSubmission(async (values: Record<string, string>) => {
    setSent(false);
    await execute(SubscribeNewsletterDocument, { email: values.email ?? '' });
    setSent(true);
  });
  const busy = selectIsSubmitting(state);
  const { fieldErrors, failure } = state.context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: formFields(event.currentTarget) });
  };
  const refused = failure ?? (fieldErrors.email ? 'SUBSCRIPTION_EMAIL_INVALID' : null);
  return (
    <form className="subscribe-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('news.subscribe.title')}</h2>
      <p className="form-hint">{t('news.subscribe.hint')}</p>
      <div className="subscribe-form__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('news.subscribe.email')}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('news.subscribe.email')}
          aria-invalid={refused ? true : undefined}
          required
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('news.subscribe.submit')}
        </button>
      </div>
      <LoginError code={refused} />
      {sent && !refused && <SentNotice />}
    </form>
  );
}

function SentNotice() {
  const t = useT();
  return (
    <p role="status" className="subscribe-form__sent">
      {t('news.subscribe.sent')}
    </p>
  );
}
