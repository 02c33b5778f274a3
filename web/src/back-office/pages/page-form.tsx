import { type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf } from '../../account/field-errors.tsx';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type ShopPageInput,
  StaffCreateShopPageDocument,
  StaffEditShopPageDocument,
  type StaffShopPageFieldsFragment,
} from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { ContentHistory } from '../content/content-history.tsx';
import { FieldProblem } from '../content/field-problem.tsx';
import { useFocusFirstProblem } from '../content/focus-first-problem.ts';

export interface PageDraft {
  slug: string;
  title: string;
  body: string;
  titleEn: string;
  bodyEn: string;
  position: string;
  published: boolean;
  version: number | null;
}

export const newPageDraft = (position: number): PageDraft => ({
  slug: '',
  title: '',
  body: '',
  titleEn: '',
  bodyEn: '',
  position: String(position),
  published: false,
  version: null,
});

export const pageDraftOf = (page: StaffShopPageFieldsFragment): PageDraft => ({
  slug: page.slug,
  title: page.title,
  body: page.body,
  titleEn: page.titleEn,
  bodyEn: page.bodyEn,
  position: String(page.position),
  published: page.published,
  version: page.version,
});

const SERVER_FIELDS: Record<string, string> = {
  titleEn: 'translations.en.title',
  bodyEn: 'translations.en.body',
};

function inputOf(draft: PageDraft): ShopPageInput {
  const position = Number(draft.position);
  return {
    title: draft.title,
    body: draft.body,
    titleEn: draft.titleEn,
    bodyEn: draft.bodyEn,
    // an unreadable number goes as one the server refuses with its field named, never a silent 0
    position: draft.position.trim() && Number.isInteger(position) ? position : -1,
    published: draft.published,
    ...(draft.version !== null ? { version: draft.version } : {}),
  };
}

/**
 * Add or edit one of the shop's pages: its address (new pages only), title and text in Mongolian and
 * English, its place in the footer and whether the shop shows it. The text is plain: blank lines part
 * paragraphs, "## " starts a heading, "- " a list item; `{return_hours}`-style values are filled in.
 */
export function PageForm({
  creating,
  initial,
  history,
  onSaved,
  onCancel,
}: {
  creating: boolean;
  initial: PageDraft;
  history: StaffShopPageFieldsFragment['history'];
  onSaved: (page: StaffShopPageFieldsFragment) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [draft, setDraft] = useState(initial);
  const [state, send] = useFormSubmission<PageDraft>(
    async (values) => {
      const input = inputOf(values);
      const slug = values.slug.trim();
      onSaved(
        creating
          ? (await execute(StaffCreateShopPageDocument, { slug, input })).staffCreateShopPage
          : (await execute(StaffEditShopPageDocument, { slug, input })).staffEditShopPage,
      );
    },
    { refuse: (error) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const problems = state.context.fieldErrors;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, problems);
  const set = (patch: Partial<PageDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: draft });
  };
  // the server names an English text by its path in the page (translations.en.title)
  const reasonsOf = (name: string) =>
    problems[SERVER_FIELDS[name] ?? name] ?? (name.endsWith('En') ? problems.translations : undefined);
  const text = (name: keyof PageDraft & string, label: string, rows = 0, short = false) => {
    const reasons = reasonsOf(name);
    const problem = reasons ? `page-${name}-problem` : undefined;
    const props = {
      id: `page-${name}`,
      value: String(draft[name]),
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem,
      onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
    };
    return (
      <div className={short ? 'content-form__field content-form__field--short' : 'content-form__field'}>
        <label htmlFor={props.id}>{label}</label>
        {rows > 0 ? (
          <textarea rows={rows} {...props} />
        ) : (
          <input {...props} {...(short ? { inputMode: 'numeric' as const } : {})} />
        )}
        <FieldProblem id={`page-${name}-problem`} reasons={reasons} />
      </div>
    );
  };

  return (
    <form ref={formRef} className="content-form" onSubmit={submit} aria-busy={busy} noValidate>
      <h2>{creating ? t('backoffice.pages.new') : t('backoffice.pages.edit', { slug: draft.slug })}</h2>
      <div className="content-form__grid">
        {creating && text('slug', t('backoffice.pages.slug'))}
        {text('position', t('backoffice.pages.position'), 0, true)}
      </div>
      <div className="content-form__grid">
        {text('title', t('backoffice.pages.titleMn'))}
        {text('titleEn', t('backoffice.pages.titleEn'))}
      </div>
      <p className="content-form__hint">{t('backoffice.pages.bodyHint', { example: '{return_hours}' })}</p>
      <div className="content-form__grid">
        {text('body', t('backoffice.pages.bodyMn'), 14)}
        {text('bodyEn', t('backoffice.pages.bodyEn'), 14)}
      </div>
      <label className="content-form__check">
        <input
          type="checkbox"
          checked={draft.published}
          onChange={(event) => set({ published: event.target.checked })}
        />
        {t('backoffice.content.shown')}
      </label>
      <div className="back-office__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('backoffice.content.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('backoffice.content.cancel')}
        </button>
      </div>
      {state.context.failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, state.context.failure)}
        </p>
      )}
      {!creating && <ContentHistory entries={history} />}
    </form>
  );
}
