import './compatibility.css';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { useFormSubmission } from '../account/form-submission.ts';
import { loginHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  MyPrintersDocument,
  RemoveSavedPrinterDocument,
  type SavedPrinterFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { routePaths } from '../routes/paths.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';
import { COMPATIBILITY_PATH, compatibilityHref, SAVED_PRINTERS_PATH } from './links.ts';

type Saved = SavedPrinterFieldsFragment[];

/** /account/printers, "My printers" (#18): the printers saved from /compatibility; login required. */
export const savedPrintersRoute = defineRoute({
  id: 'saved-printers',
  match: routePaths.savedPrinters,
  load: async (_params, { execute }): Promise<Saved | null> => {
    try {
      return (await execute(MyPrintersDocument, {})).myPrinters;
    } catch (error) {
      // a guest is invited to log in (spec §6), not shown an error page
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'compatibility.mine.title') }),
  Component: SavedPrintersScreen,
});

function SavedPrintersScreen({ data }: RouteComponentProps<Saved | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('compatibility.mine.title')}</h1>
        <p>{t('compatibility.loginRequired')}</p>
        <p>
          <Link href={loginHref(SAVED_PRINTERS_PATH)}>{t('account.link.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="saved-printers">
      <h1>{t('compatibility.mine.title')}</h1>
      <SavedList initial={data} />
    </section>
  );
}

/** The saved printers; removing one asks first, then the list is the server's answer. */
function SavedList({ initial }: { initial: Saved }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [saved, setSaved] = useState(initial);
  const [state, send] = useFormSubmission(async (_values: undefined, id: string | null) => {
    if (id === null) return;
    setSaved((await execute(RemoveSavedPrinterDocument, { id })).removeSavedPrinter);
  });
  const busy = state.hasTag('busy');
  const asked = state.matches({ confirming: 'asking' }) ? state.context.subject : null;
  if (saved.length === 0) {
    return (
      <EmptyState
        icon={<Printer size={40} />}
        title={t('compatibility.mine.empty')}
        action={{ href: COMPATIBILITY_PATH, label: t('compatibility.mine.find') }}
        headingLevel={2}
      />
    );
  }
  return (
    <>
      {state.context.failure && (
        <p className="save-printer__failure" role="alert">
          {errorMessage(intl, state.context.failure)}
        </p>
      )}
      <ul className="saved-printers__list" aria-busy={busy}>
        {saved.map((printer) => (
          <li key={printer.id} className="saved-printers__item">
            <div>
              <Link href={compatibilityHref(printer.printerModel)} className="saved-printers__model">
                {printer.printerModel}
              </Link>
              <span className="saved-printers__date">
                {t('compatibility.mine.savedOn', { date: formatShopDate(intl, printer.createdAt) })}
              </span>
            </div>
            <div className="saved-printers__actions">
              {asked === printer.id ? (
                <span role="alertdialog" aria-label={t('compatibility.mine.confirmRemove')}>
                  {t('compatibility.mine.confirmRemove')}{' '}
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => send({ type: 'CONFIRM' })}
                  >
                    {t('compatibility.mine.remove')}
                  </button>{' '}
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => send({ type: 'CANCEL' })}
                  >
                    {t('compatibility.mine.keep')}
                  </button>
                </span>
              ) : (
                <>
                  <Link href={compatibilityHref(printer.printerModel)} className="button">
                    {t('compatibility.mine.supplies')}
                  </Link>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={busy}
                    aria-label={t('compatibility.mine.removeModel', { printer: printer.printerModel })}
                    onClick={() => send({ type: 'ASK_TO_CONFIRM', subject: printer.id })}
                  >
                    {t('compatibility.mine.remove')}
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
