import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { selectIsOpen, selectIsRefused } from '../../../machines/age-gate.ts';
import { useT } from '../i18n/intl.ts';
import { type AgeGateRef, useAgeGate } from './age-gate.tsx';

/**
 * The whole site under the age gate (issue #7): until the visitor passes, the question (or, after a
 * no, the polite refusal) is a modal dialog over the page, and everything else is `inert` — no
 * focus, no clicks, hidden from assistive technology. Both are in the server's HTML, so a first
 * visit never flashes the open shop; the page underneath stays in the HTML for crawlers (vodka
 * content is withheld by the server before this, see age-withheld.tsx).
 */
export function AgeGateLayer({ children }: { children: ReactNode }) {
  const actor = useAgeGate();
  const open = useSelector(actor, selectIsOpen);
  return (
    <>
      {/* Fixed over the page, but first in the document: after the page, it was painted half parsed
          (the question without its answers) and grew as they came in, a layout shift of up to 0.15
          on a slow phone. Before it, the head's render block (index.html) covers it too. */}
      {!open && <AgeGateDialog actor={actor} />}
      {/* display: contents, so the wrapper changes no layout; `inert` still covers its subtree */}
      <div className="age-gate-site" inert={!open}>
        {children}
      </div>
    </>
  );
}

/**
 * Focus goes into the dialog: `autoFocus` for the server's HTML (the browser focuses it on load),
 * this for a dialog React mounts (the refusal replacing the question), unless focus is inside already.
 */
function focusOnMount(dialog: HTMLElement | null) {
  if (dialog && !dialog.contains(document.activeElement)) dialog.focus();
}

/**
 * No close button and no Escape: the only ways out are the two answers, and a no leaves the site
 * closed. The dialog element itself takes focus, so a screen reader announces the question and its
 * explanation before the answers.
 */
function AgeGateDialog({ actor }: { actor: AgeGateRef }) {
  const refused = useSelector(actor, selectIsRefused);
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return (
    <div className="age-gate-dialog">
      <div
        // a new element for the refusal, so it takes focus from the answer button that disappears
        key={refused ? 'refused' : 'asking'}
        className="age-gate-dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-body"
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: a modal dialog must hold focus from the first paint
        autoFocus
        ref={focusOnMount}
      >
        <h2 id="age-gate-title">{t(refused ? 'ageGate.refusedTitle' : 'ageGate.title')}</h2>
        <p id="age-gate-body">{t(refused ? 'ageGate.refusedBody' : 'ageGate.body')}</p>
        {!refused && (
          // A plain form, so an answer given before the page's JavaScript runs still counts
          // (server/pages/age-gate-answer.ts); once hydrated the machine answers in the browser.
          <form className="age-gate-dialog__answers" method="post" action="/age-gate">
            <input type="hidden" name="return" value={here} />
            <button
              type="submit"
              name="answer"
              value="yes"
              className="button button--primary"
              onClick={(event) => {
                event.preventDefault();
                actor.send({ type: 'CONFIRM_ADULT' });
              }}
            >
              {t('ageGate.yes')}
            </button>
            <button
              type="submit"
              name="answer"
              value="no"
              className="button"
              onClick={(event) => {
                event.preventDefault();
                actor.send({ type: 'DECLINE' });
              }}
            >
              {t('ageGate.no')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
