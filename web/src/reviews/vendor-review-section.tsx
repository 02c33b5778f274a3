import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { reviewFormMachine, selectIsSubmitting } from '../../../machines/review-form.ts';
import { useFormSubmission } from '../account/form-submission.ts';
import { loginHref } from '../account/links.ts';
import { hasSessionHint, useSessionStatus } from '../account/session.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  DeleteVendorReviewDocument,
  type VendorReviewFieldsFragment,
  VendorReviewsDocument,
  type VendorReviewsQuery,
  WriteVendorReviewDocument,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { useHydrated } from '../shell/use-hydrated.ts';
import { usePagedList } from '../shell/use-paged-list.ts';
import { REVIEW_LIMITS } from './review-form.tsx';
import { StarSplit } from './review-section.tsx';
import { Stars } from './stars.tsx';

export type VendorReviewPageData = VendorReviewsQuery['vendorReviews'];
export const VENDOR_REVIEWS_PER_PAGE = 10;

/**
 * The vendor page's reviews (#17, spec §7 /vendors/{id}/reviews): the stars, the shopper's one
 * review (written, edited, deleted) or "Login required", and the list with "load more".
 */
export function VendorReviewSection({
  vendorId,
  initial,
}: {
  vendorId: string;
  initial: VendorReviewPageData;
}) {
  const t = useT();
  const execute = useExecute();
  const status = useSessionStatus();
  const hydrated = useHydrated();
  const guest =
    hydrated && (status === 'guest' || (status === 'unknown' && !hasSessionHint(document.cookie)));
  const [summary, setSummary] = useState(initial);
  // a new list (first page again) after the shopper's review changed
  const [generation, setGeneration] = useState(0);
  const fetchPage = useCallback(
    async (page: number) => {
      const answer = (
        await execute(VendorReviewsDocument, { id: vendorId, page, perPage: VENDOR_REVIEWS_PER_PAGE })
      ).vendorReviews;
      if (page === 1) setSummary(answer);
      return answer.reviews;
    },
    [execute, vendorId],
  );
  const changed = useCallback(() => setGeneration((value) => value + 1), []);
  return (
    <section className="reviews" id="reviews" aria-labelledby="vendor-reviews-title">
      <h2 id="vendor-reviews-title">{t('vendorReviews.title')}</h2>
      <div className="reviews__overview">
        <div className="reviews__average">
          <strong>{summary.averageRating.toFixed(1)}</strong>
          <Stars rating={summary.averageRating} count={summary.totalReviews} />
          <StarSplit stars={summary.stars} />
        </div>
      </div>
      {status === 'member' && (
        <VendorReviewForm
          key={`${generation}-${summary.myReview?.id ?? 'new'}`}
          vendorId={vendorId}
          existing={summary.myReview ?? null}
          onChanged={changed}
        />
      )}
      {guest && (
        <div className="review-login">
          <p>{t('reviews.loginRequired')}</p>
          <Link className="button button--primary" href={loginHref(`/vendors/${vendorId}#reviews`)}>
            {t('reviews.login')}
          </Link>
        </div>
      )}
      <VendorReviewList
        key={generation}
        firstPage={generation === 0 ? initial.reviews : null}
        fetchPage={fetchPage}
      />
    </section>
  );
}

/** The shopper's review of the vendor: the product review's form machine, without photos. */
function VendorReviewForm({
  vendorId,
  existing,
  onChanged,
}: {
  vendorId: string;
  existing: VendorReviewFieldsFragment | null;
  onChanged: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      reviewFormMachine.provide({
        actors: {
          submitReview: fromPromise(async ({ input }) => {
            const saved = await execute(WriteVendorReviewDocument, {
              id: vendorId,
              rating: input.rating,
              comment: input.comment,
            });
            onChanged();
            return saved;
          }),
        },
      }),
    [execute, vendorId, onChanged],
  );
  const form = useActorRef(machine, {
    input: { ...REVIEW_LIMITS, maxImages: 0, existing },
    inspect: flowInspect,
  });
  const state = useSelector(form, (snapshot) => snapshot);
  const busy = selectIsSubmitting(state);
  const { rating, comment, failure, editing } = state.context;
  const [removal, sendRemoval] = useFormSubmission<undefined>(
    async () => {
      await execute(DeleteVendorReviewDocument, { id: vendorId });
      onChanged();
    },
    { refuse: (error) => ({ fieldErrors: {}, failure: errorCode(error) }) },
  );
  const asked = removal.matches('confirming');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'SUBMIT' });
  };
  return (
    <form
      className="review-form"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="vendor-review-form"
    >
      <h3>{editing ? t('reviews.form.editTitle') : t('reviews.form.title')}</h3>
      {existing?.hidden && <p className="form-hint">{t('vendorReviews.hiddenNote')}</p>}
      {state.matches('saved') && <p role="status">{t('reviews.form.saved')}</p>}
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
      <label htmlFor="vendor-review-comment">{t('reviews.form.comment')}</label>
      <textarea
        id="vendor-review-comment"
        name="comment"
        rows={4}
        value={comment}
        maxLength={REVIEW_LIMITS.maxComment}
        onChange={(event) => form.send({ type: 'COMMENT.CHANGE', value: event.currentTarget.value })}
      />
      <p className="form-hint">{t('reviews.form.commentHint', { max: REVIEW_LIMITS.maxComment })}</p>
      {(failure ?? removal.context.failure) && (
        <p className="form-error" role="alert">
          {errorMessage(intl, failure ?? removal.context.failure ?? 'INTERNAL')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('reviews.form.busy') : t('reviews.form.submit')}
      </button>{' '}
      {existing &&
        (asked ? (
          <span role="alertdialog" aria-label={t('vendorReviews.confirmDelete')}>
            {t('vendorReviews.confirmDelete')}{' '}
            <button
              type="button"
              className="button"
              disabled={removal.hasTag('busy')}
              onClick={() => sendRemoval({ type: 'CONFIRM' })}
            >
              {t('vendorReviews.delete')}
            </button>{' '}
            <button type="button" className="button" onClick={() => sendRemoval({ type: 'CANCEL' })}>
              {t('vendorReviews.keep')}
            </button>
          </span>
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => sendRemoval({ type: 'ASK_TO_CONFIRM', subject: existing.id })}
          >
            {t('vendorReviews.delete')}
          </button>
        ))}
    </form>
  );
}

function VendorReviewList({
  firstPage,
  fetchPage,
}: {
  firstPage: readonly VendorReviewFieldsFragment[] | null;
  fetchPage: (page: number) => Promise<VendorReviewFieldsFragment[]>;
}) {
  const t = useT();
  const intl = useIntl();
  const list = usePagedList<VendorReviewFieldsFragment>({
    perPage: VENDOR_REVIEWS_PER_PAGE,
    firstPage: firstPage ?? undefined,
    fetchPage: ({ page }) => fetchPage(page),
  });
  return (
    <>
      <ol className="reviews__list" aria-busy={list.loadingFirstPage} data-testid="vendor-reviews">
        {list.items.map((review) => (
          <li key={review.id} className="review">
            <header className="review__head">
              <Stars rating={review.rating} />
              <strong>{review.authorName || t('reviews.anonymous')}</strong>
              <time dateTime={review.createdAt}>{formatShopDate(intl, review.createdAt)}</time>
            </header>
            <p className="review__comment">{review.comment}</p>
          </li>
        ))}
      </ol>
      <PagedListFooter
        list={list}
        moreLabel={t('reviews.loadMore')}
        empty={<p className="reviews__empty">{t('reviews.empty')}</p>}
      />
    </>
  );
}
