import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf } from '../../account/field-errors.tsx';
import { useFormSubmission } from '../../account/form-submission.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type NewsInput,
  type StaffNewsFieldsFragment,
  StaffSaveNewsDocument,
} from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { ContentHistory } from '../content/content-history.tsx';
import { FieldProblem } from '../content/field-problem.tsx';
import { useFocusFirstProblem } from '../content/focus-first-problem.ts';

export interface NewsDraft {
  title: string;
  summary: string;
  bodyHtml: string;
  /** As typed: comma-separated. */
  tags: string;
  imageUrl: string;
  authorId: string;
  published: boolean;
  version: number | null;
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export const newNewsDraft = (): NewsDraft => ({
  title: '',
  summary: '',
  bodyHtml: '',
  tags: '',
  imageUrl: '',
  authorId: '',
  // a new item starts as a draft: going out is a decision, not a default
  published: false,
  version: null,
});

export const newsDraftOf = (news: StaffNewsFieldsFragment): NewsDraft => ({
  title: news.title,
  summary: news.summary,
  bodyHtml: news.bodyHtml,
  tags: news.tags.join(', '),
  imageUrl: news.imageUrl ?? '',
  authorId: news.authorId ?? '',
  published: news.published,
  version: news.version,
});

function inputOf(draft: NewsDraft): NewsInput {
  return {
    title: draft.title,
    summary: draft.summary,
    bodyHtml: draft.bodyHtml,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    imageUrl: draft.imageUrl,
    authorId: draft.authorId || null,
    published: draft.published,
    ...(draft.version !== null ? { version: draft.version } : {}),
  };
}

/**
 * Write or edit a news item: title, summary, body (HTML, cleaned by the server), tags, image, author
 * and whether the shop shows it. Saving runs the form-submission machine; a refusal names the fields
 * at fault beside them, in the editor's language.
 */
export function NewsForm({
  id,
  initial,
  history,
  authors,
  onSaved,
  onCancel,
}: {
  id: string | null;
  initial: NewsDraft;
  history: StaffNewsFieldsFragment['history'];
  authors: readonly { id: string; name: string }[];
  onSaved: (news: StaffNewsFieldsFragment) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [draft, setDraft] = useState(initial);
  const [state, send] = useFormSubmission<NewsDraft>(
    async (values) =>
      onSaved((await execute(StaffSaveNewsDocument, { id, input: inputOf(values) })).staffSaveNews),
    { refuse: (error) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const problems = state.context.fieldErrors;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, problems);
  const set = (patch: Partial<NewsDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: draft });
  };
  const field = (name: string, label: string, control: (props: ControlProps) => ReactNode) => {
    const problem = problems[name] ? `news-${name}-problem` : undefined;
    return (
      <div className="content-form__field">
        <label htmlFor={`news-${name}`}>{label}</label>
        {control({
          id: `news-${name}`,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem,
        })}
        <FieldProblem id={`news-${name}-problem`} reasons={problems[name]} />
      </div>
    );
  };

  return (
    <form ref={formRef} className="content-form" onSubmit={submit} aria-busy={busy} noValidate>
      <h2>{id ? t('backoffice.news.edit') : t('backoffice.news.new')}</h2>
      {field('title', t('backoffice.news.fieldTitle'), (props) => (
        <input
          value={draft.title}
          maxLength={200}
          {...props}
          onChange={(event) => set({ title: event.target.value })}
        />
      ))}
      {field('summary', t('backoffice.news.summary'), (props) => (
        <textarea
          {...props}
          rows={2}
          value={draft.summary}
          onChange={(event) => set({ summary: event.target.value })}
        />
      ))}
      {field('body_html', t('backoffice.news.body'), (props) => (
        <textarea
          rows={12}
          value={draft.bodyHtml}
          {...props}
          onChange={(event) => set({ bodyHtml: event.target.value })}
        />
      ))}
      <p className="content-form__hint">{t('backoffice.news.bodyHint')}</p>
      <div className="content-form__grid">
        {field('tags', t('backoffice.news.tags'), (props) => (
          <input value={draft.tags} {...props} onChange={(event) => set({ tags: event.target.value })} />
        ))}
        {field('image_url', t('backoffice.news.image'), (props) => (
          <input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={draft.imageUrl}
            {...props}
            onChange={(event) => set({ imageUrl: event.target.value })}
          />
        ))}
        {field('author_id', t('backoffice.news.author'), (props) => (
          <select
            {...props}
            value={draft.authorId}
            onChange={(event) => set({ authorId: event.target.value })}
          >
            <option value="">{t('backoffice.news.noAuthor')}</option>
            {authors.map((author) => (
              <option key={author.id} value={author.id}>
                {author.name}
              </option>
            ))}
          </select>
        ))}
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
      {id && <ContentHistory entries={history} />}
    </form>
  );
}
