import { Bookmark, Check } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useFormSubmission } from '../account/form-submission.ts';
import { loginHref } from '../account/links.ts';
import { useExecute } from '../graphql/context.tsx';
import { SavePrinterDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { ReadyButton } from '../shell/ready.tsx';
import { compatibilityHref, SAVED_PRINTERS_PATH } from './links.ts';

/**
 * "Save this printer" (POST /compatibility_build/add) through the form-submission machine: a guest
 * is answered LOGIN_REQUIRED by the gateway and sees "Login required" with a way to log in and come
 * back to this printer (spec §6); nothing is saved.
 */
export function SavePrinter({ printerModel }: { printerModel: string }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [savedModel, setSavedModel] = useState<string | null>(null);
  const [state, send] = useFormSubmission(async () => {
    await execute(SavePrinterDocument, { printerModel });
    setSavedModel(printerModel);
  });
  const failure = state.context.failure;
  const saved = savedModel === printerModel && !failure;
  return (
    <div className="save-printer">
      {saved ? (
        <p className="save-printer__saved" role="status">
          <Check size={16} aria-hidden="true" /> {t('compatibility.saved')}{' '}
          <Link href={SAVED_PRINTERS_PATH}>{t('compatibility.savedLink')}</Link>
        </p>
      ) : (
        <ReadyButton
          type="button"
          className="button"
          disabled={state.hasTag('busy')}
          aria-busy={state.hasTag('busy')}
          onClick={() => send({ type: 'SUBMIT' })}
        >
          <Bookmark size={16} aria-hidden="true" /> {t('compatibility.save')}
        </ReadyButton>
      )}
      {failure === 'LOGIN_REQUIRED' ? (
        <p className="save-printer__failure" role="alert">
          {t('compatibility.loginRequired')}{' '}
          <Link href={loginHref(compatibilityHref(printerModel))}>{t('account.link.login')}</Link>
        </p>
      ) : (
        failure && (
          <p className="save-printer__failure" role="alert">
            {errorMessage(intl, failure)}
          </p>
        )
      )}
    </div>
  );
}
