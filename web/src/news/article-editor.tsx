import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { FieldError, fieldErrorsOf } from '../account/field-errors.tsx';
import { formFields, useFormSubmission } from '../account/form-submission.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type ArticleForEditQuery,
  CreateArticleDocument,
  UpdateArticleDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { uploadArticleImage } from './article-image-upload.ts';
import { RichText } from './rich-text.tsx';

type Editable = NonNullable<ArticleForEditQuery['article']>;

/** Kept in step with server/commerce/content/articles.ts ARTICLE_LIMITS (checked again there). */
const LIMITS = { title: 200, summary: 500, tags: 10 };

const tagsOf = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * Writing or editing the shopper's own article: title, summary, tags, the text, a cover and images
 * in the text. Saving is the form-submission machine (a refusal keeps what was typed); images need
 * the article saved once (they are stored under its id).
 */
export function ArticleEditor({ article }: { article: Editable | null }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [, navigate] = useLocation();
  const body = useRef<HTMLDivElement | null>(null);
  const [cover, setCover] = useState(article?.imageUrl ?? '');
  const [state, send] = useFormSubmission<Record<string, string>>(
    async (values) => {
      const input = {
        title: values.title ?? '',
        summary: values.summary ?? '',
        tags: tagsOf(values.tags ?? ''),
        bodyHtml: body.current?.innerHTML ?? '',
        imageUrl: cover || null,
      };
      const id = article
        ? (await execute(UpdateArticleDocument, { id: article.id, input })).updateArticle.id
        : (await execute(CreateArticleDocument, { input })).createArticle.id;
      navigate(`/articles/${id}`);
    },
    { refuse: (error) => ({ fieldErrors: fieldErrorsOf(error), failure: errorCode(error) }) },
  );
  const [upload, sendUpload] = useFormSubmission<{ file: File }>(
    async ({ file }) => {
      const url = await uploadArticleImage(article!.id, file);
      body.current?.insertAdjacentHTML('beforeend', `<p><img src="${encodeURI(url)}" alt=""></p>`);
      if (!cover) setCover(url);
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const busy = state.hasTag('busy');
  const errors = state.context.fieldErrors;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'SUBMIT', values: formFields(event.currentTarget) });
  };
  const chooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) sendUpload({ type: 'SUBMIT', values: { file } });
  };
  return (
    <form
      className="article-editor"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="article-editor"
    >
      <label htmlFor="article-title">{t('news.write.title')}</label>
      <input
        id="article-title"
        name="title"
        required
        maxLength={LIMITS.title}
        defaultValue={article?.title ?? ''}
        aria-invalid={errors.title ? true : undefined}
      />
      <FieldError id="article-title-error" field="title" reasons={errors.title} />
      <label htmlFor="article-summary">{t('news.write.summary')}</label>
      <textarea
        id="article-summary"
        name="summary"
        rows={2}
        maxLength={LIMITS.summary}
        defaultValue={article?.summary ?? ''}
      />
      <label htmlFor="article-tags">{t('news.write.tags')}</label>
      <input
        id="article-tags"
        name="tags"
        defaultValue={article?.tags.join(', ') ?? ''}
        aria-describedby="article-tags-hint"
      />
      <p id="article-tags-hint" className="form-hint">
        {t('news.write.tagsHint', { max: LIMITS.tags })}
      </p>
      <p id="article-body-label" className="article-editor__label">
        {t('news.write.body')}
      </p>
      <RichText editorRef={body} initialHtml={article?.bodyHtml ?? ''} labelledBy="article-body-label" />
      <FieldError id="article-body-error" field="body_html" reasons={errors.body_html ?? errors.bodyHtml} />
      <fieldset className="article-editor__images">
        <legend>{t('news.write.images')}</legend>
        {article ? (
          <>
            <label className="button article-editor__pick" aria-busy={upload.hasTag('busy')}>
              {upload.hasTag('busy') ? t('news.write.uploading') : t('news.write.chooseImage')}
              <input
                type="file"
                className="visually-hidden"
                accept="image/png,image/jpeg,image/webp"
                onChange={chooseImage}
                disabled={upload.hasTag('busy')}
              />
            </label>
            <p className="form-hint">{t('news.write.imagesHint')}</p>
          </>
        ) : (
          <p className="form-hint">{t('news.write.imagesAfterSave')}</p>
        )}
        {cover && (
          <p className="article-editor__cover">
            <img src={cover} alt={t('news.write.cover')} width={120} height={80} />{' '}
            <button type="button" className="button" onClick={() => setCover('')}>
              {t('news.write.removeCover')}
            </button>
          </p>
        )}
        {upload.context.failure && (
          <p className="form-error" role="alert">
            {errorMessage(intl, upload.context.failure)}
          </p>
        )}
      </fieldset>
      {state.context.failure && (
        <p className="form-error" role="alert">
          {errorMessage(intl, state.context.failure)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('news.write.saving') : article ? t('news.write.save') : t('news.write.publish')}
      </button>
    </form>
  );
}
