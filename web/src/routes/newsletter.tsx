import '../styles/account-forms.css';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { LoginError } from '../account/login-steps.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { ConfirmNewsletterDocument, UnsubscribeNewsletterDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { type NewsletterAction, routePaths } from './paths.ts';

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the two links of the newsletter
 * e-mail. Each takes a click, not the page load, so a mail scanner opening links decides nothing.
 */
export const newsletterRoute = defineRoute({
  id: 'newsletter',
  match: routePaths.newsletter,
  load: async ({ action }: { action: NewsletterAction }) => ({ action }),
  head: (data, intl) => ({ title: translate(intl, `news.newsletter.${data.action}.title`) }),
  Component: NewsletterScreen,
});

function NewsletterScreen({ data }: RouteComponentProps<{ action: NewsletterAction }>) {
  const t = useT();
  const execute = useExecute();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const act = async () => {
    try {
      if (data.action === 'confirm') await execute(ConfirmNewsletterDocument, { token });
      else await execute(UnsubscribeNewsletterDocument, { token });
      setDone(true);
      setFailure(null);
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  return (
    <section className="message-page confirm-email">
      <h1>{t(`news.newsletter.${data.action}.title`)}</h1>
      <LoginError code={failure} />
      {done ? (
        <p role="status">{t(`news.newsletter.${data.action}.done`)}</p>
      ) : (
        <button type="button" className="button button--primary" onClick={act}>
          {t(`news.newsletter.${data.action}.submit`)}
        </button>
      )}
    </section>
  );
}
