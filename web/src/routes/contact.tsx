import '../styles/account-forms.css';
import '../styles/news.css';
import { type FormEvent, useState } from 'react';
import { selectIsSubmitting } from '../../../machines/form-submission.ts';
import { FieldError } from '../account/field-errors.tsx';
import { formFields, useFormSubmission } from '../account/form-submission.ts';
import { LoginError } from '../account/login-steps.tsx';
import { useExecute } from '../graphql/context.tsx';
import { SendContactFormDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute } from '../routing/route.ts';
import { routePaths } from './paths.ts';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** /contact: a message to the shop (spec §7 contact_forms), kept for staff and acknowledged by e-mail. */
export const contactRoute = defineRoute({
  id: 'contact',
  match: routePaths.contact,
  load: async () => ({}),
  head: (_data, intl) => ({ title: translate(intl, 'news.contact.title') }),
  Component: ContactScreen,
});

function ContactScreen() {
  const t = useT();
  const execute = useExecute();
  const [sent, setSent] = useState(false);
  const [state, send] = useFormSubmission(async (values: Record<string, string>) => {
    await execute(SendContactFormDocument, {
      input: {
        name: values.name ?? '',
        email: values.email ?? '',
        phone: values.phone || null,
        subject: values.subject ?? '',
        message: values.message ?? '',
      },
    });
    setSent(true);
  });
  const busy = selectIsSubmitting(state);
  const { fieldErrors, failure } = state.context;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: formFields(event.currentTarget) });
  };
  if (sent) {
    return (
      <section className="message-page contact-page">
        <h1>{t('news.contact.title')}</h1>
        <p role="status">{t('news.contact.sent')}</p>
      </section>
    );
  }
  return (
    <section className="contact-page">
      <h1>{t('news.contact.title')}</h1>
      <p className="form-hint">{t('news.contact.hint')}</p>
      <form className="contact-form" onSubmit={submit} noValidate>
        <LoginError code={failure} />
        {FIELDS.map((field) => (
          <div key={field} className="contact-form__field">
            <label htmlFor={`contact-${field}`}>{t(`news.contact.${field}`)}</label>
            {field === 'message' ? (
              <textarea
                id={`contact-${field}`}
                name={field}
                rows={6}
                maxLength={5000}
                aria-invalid={fieldErrors[field] ? true : undefined}
              />
            ) : (
              <input
                id={`contact-${field}`}
                name={field}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={
                  field === 'name' ? 'name' : field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'off'
                }
                aria-invalid={fieldErrors[field] ? true : undefined}
              />
            )}
            <FieldError id={`contact-${field}-error`} field={field} reasons={fieldErrors[field]} />
          </div>
        ))}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t('news.contact.submit')}
        </button>
      </form>
    </section>
  );
}
