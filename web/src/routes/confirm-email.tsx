import '../styles/account-forms.css';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ACCOUNT_PATH } from '../account/links.ts';
import { LoginError } from '../account/login-steps.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { ConfirmEmailDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/**
 * /account/confirm-email?token=…: the link sent to a new e-mail address. Confirming takes a click,
 * not the page load, so a mail scanner that opens links does not confirm on the shopper's behalf.
 */
export const confirmEmailRoute = defineRoute({
  id: 'confirm-email',
  match: routePaths.confirmEmail,
  load: async () => ({}),
  head: (_data, intl) => ({ title: translate(intl, 'account.confirmEmail.title') }),
  Component: ConfirmEmailScreen,
});

function ConfirmEmailScreen() {
  const t = useT();
  const execute = useExecute();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    try {
      const { confirmEmail } = await execute(ConfirmEmailDocument, { token });
      setConfirmed(confirmEmail.email ?? '');
      setFailure(null);
    } catch (error) {
      setFailure(errorCode(error));
    }
  };

  return (
    <section className="message-page confirm-email">
      <h1>{t('account.confirmEmail.title')}</h1>
      {failure === 'CODE_EXPIRED' ? (
        // the server's code is shared with SMS codes; this page's words are about the link
        <p className="form-error" role="alert" data-error={failure}>
          {t('account.confirmEmail.expired')}
        </p>
      ) : (
        <LoginError code={failure} />
      )}
      {confirmed === null ? (
        <button type="button" className="button button--primary" onClick={confirm}>
          {t('account.confirmEmail.submit')}
        </button>
      ) : (
        <>
          <p role="status">{t('account.confirmEmail.done', { email: confirmed })}</p>
          <p>
            <Link href={ACCOUNT_PATH}>{t('account.link.account')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
