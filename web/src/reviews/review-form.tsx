import { useActorRef, useSelector } from '@xstate/react';
import { type ChangeEvent, type FormEvent, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  ACCEPTED_PHOTO_TYPES,
  type ReviewPhoto,
  reviewFormMachine,
  selectIsSubmitting,
} from '../../../machines/review-form.ts';
import { flowInspect } from '../flows/inspect.ts';
import type { ReviewFieldsFragment } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { FilePicker } from '../shell/file-picker.tsx';
import { uploadReview } from './review-upload.ts';

/** Kept in step with server/commerce/reviews/events.ts: refused here first, checked again there. */
export const REVIEW_LIMITS = { maxComment: 1000, maxImages: 5, maxImageBytes: 2 * 1024 * 1024 };

/** The shopper's review of the product (machines/review-form.ts): stars, words, photos; edits the one written before. */
export function ReviewForm({
  slug,
  existing,
  onSaved,
}: {
  slug: string;
  existing: ReviewFieldsFragment | null;
  onSaved: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const machine = useMemo(
    () =>
      reviewFormMachine.provide({
        actors: {
          submitReview: fromPromise(async ({ input }) => {
            const saved = await uploadReview(slug, { ...input, photos: input.photos as File[] });
            onSaved();
            return saved;
          }),
        },
      }),
    [slug, onSaved],
  );
  const form = useActorRef(machine, {
    input: {
      ...REVIEW_LIMITS,
      existing: existing ? { rating: existing.rating, comment: existing.comment } : null,
    },
    inspect: flowInspect,
  });
  const state = useSelector(form, (snapshot) => snapshot);
  const busy = selectIsSubmitting(state);
  const { rating, comment, photos, failure, editing } = state.context;

  if (state.matches('saved')) {
    return (
      <div className="review-form review-form--saved" role="status">
        <p>{t('reviews.form.saved')}</p>
        <button type="button" className="button" onClick={() => form.send({ type: 'EDIT' })}>
          {t('reviews.form.edit')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'SUBMIT' });
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    if (files.length > 0) form.send({ type: 'PHOTOS.ADD', photos: files as ReviewPhoto[] });
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-busy={busy}>
      <h3>{editing ? t('reviews.form.editTitle') : t('reviews.form.title')}</h3>
      <fieldset className="review-form__stars">
        <legend>{t('reviews.form.rating')}</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= rating ? 'is-on' : undefined}>
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={rating === stars}
              onChange={() => form.send({ type: 'RATE', rating: stars })}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t('reviews.form.star', { stars })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="review-comment">{t('reviews.form.comment')}</label>
      <textarea
        id="review-comment"
        name="comment"
        rows={4}
        value={comment}
        maxLength={REVIEW_LIMITS.maxComment}
        onChange={(event) => form.send({ type: 'COMMENT.CHANGE', value: event.currentTarget.value })}
        aria-describedby="review-comment-hint"
      />
      <p id="review-comment-hint" className="form-hint">
        {t('reviews.form.commentHint', { max: REVIEW_LIMITS.maxComment })}
      </p>
      <label htmlFor="review-photos">{t('reviews.form.photos')}</label>
      <FilePicker
        id="review-photos"
        accept={ACCEPTED_PHOTO_TYPES.join(',')}
        multiple
        onChange={choose}
        describedBy="review-photos-hint"
        showChosen={false}
      />
      <p id="review-photos-hint" className="form-hint">
        {t('reviews.form.photosHint', { count: REVIEW_LIMITS.maxImages })}
      </p>
      {photos.length > 0 && (
        <ul className="review-form__photos">
          {photos.map((photo, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; removal is by place
            <li key={`${photo.name}-${index}`}>
              <span>{photo.name}</span>
              <button
                type="button"
                className="review-form__remove"
                aria-label={t('reviews.form.removePhoto', { name: photo.name })}
                onClick={() => form.send({ type: 'PHOTO.REMOVE', index })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {errorMessage(intl, failure)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('reviews.form.busy') : t('reviews.form.submit')}
      </button>
    </form>
  );
}
