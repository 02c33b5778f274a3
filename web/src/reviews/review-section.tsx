import { useActorRef, useSelector } from '@xstate/react';
import { useSelector as useStoreSelector } from '@xstate/store-react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  selectCanLoadMore,
  selectFailure,
  selectIsLoadingMore,
  selectItems,
} from '../../../machines/paginated-list.ts';
import { hasSessionHint, sessionStore } from '../account/session.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  ProductReviewsDocument,
  type ProductReviewsQuery,
  type ReviewFieldsFragment,
  type ReviewSummaryFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { PriceOpinions } from './price-opinions.tsx';
import { ReviewForm, ReviewLoginRequired } from './review-form.tsx';
import { Stars } from './stars.tsx';

export type ReviewPageData = ProductReviewsQuery['productReviews'];

/** The server's default page (GET /products/{id}/reviews): a full page offers "load more". */
export const REVIEWS_PER_PAGE = 10;
const reviewListMachine = createPaginatedListMachine<ReviewFieldsFragment>();

/**
 * The product page's reviews (#17): the average and the split of stars, price opinions, the
 * shopper's form (or "Login required"), and the list with "load more" and a "with photos" filter.
 * A saved review or opinion brings a fresh summary up to the page (`onSummary`): the stars by the
 * title change with it.
 */
export function ReviewSection({
  slug,
  initial,
  summary,
  onSummary,
}: {
  slug: string;
  initial: ReviewPageData | null;
  summary: ReviewSummaryFieldsFragment | null;
  onSummary: (summary: ReviewSummaryFieldsFragment) => void;
}) {
  const t = useT();
  const execute = useExecute();
  const status = useStoreSelector(sessionStore, (snapshot) => snapshot.context.status);
  // a browser that never started a session is not asked who it is: a guest once hydrated
  const hydrated = useHydrated();
  const guest =
    hydrated && (status === 'guest' || (status === 'unknown' && !hasSessionHint(document.cookie)));
  const [withPhotos, setWithPhotos] = useState(false);
  // a new list (first page again) after a filter change or a saved review
  const [generation, setGeneration] = useState(0);
  const fetchPage = useCallback(
    async (page: number, photos: boolean) => {
      const answer = (
        await execute(ProductReviewsDocument, { slug, page, perPage: REVIEWS_PER_PAGE, withPhotos: photos })
      ).productReviews;
      if (page === 1) onSummary(answer);
      return answer;
    },
    [execute, slug, onSummary],
  );
  const saved = useCallback(() => setGeneration((value) => value + 1), []);
  const shown = summary ?? initial;
  return (
    <section className="reviews" id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {shown && (
        <div className="reviews__overview">
          <div className="reviews__average">
            <strong>{shown.averageRating.toFixed(1)}</strong>
            <Stars rating={shown.averageRating} count={shown.totalReviews} />
            <StarSplit stars={shown.stars} />
          </div>
          <PriceOpinions slug={slug} summary={shown} member={status === 'member'} onChanged={onSummary} />
        </div>
      )}
      {status === 'member' && shown && <ReviewForm slug={slug} existing={shown.myReview} onSaved={saved} />}
      {guest && <ReviewLoginRequired slug={slug} />}
      <fieldset className="reviews__filter">
        <legend className="visually-hidden">{t('reviews.filter')}</legend>
        {[false, true].map((photos) => (
          <label key={String(photos)} className={withPhotos === photos ? 'is-on' : undefined}>
            <input
              type="radio"
              name="review-filter"
              checked={withPhotos === photos}
              onChange={() => setWithPhotos(photos)}
            />
            {photos ? t('reviews.withPhotos') : t('reviews.all')}
          </label>
        ))}
      </fieldset>
      <ReviewList
        key={`${withPhotos}-${generation}`}
        withPhotos={withPhotos}
        firstPage={!withPhotos && generation === 0 ? (initial?.reviews ?? null) : null}
        fetchPage={fetchPage}
      />
    </section>
  );
}

export function StarSplit({ stars }: { stars: readonly number[] }) {
  const t = useT();
  const most = Math.max(1, ...stars);
  return (
    <ul className="reviews__split">
      {[5, 4, 3, 2, 1].map((count) => (
        <li key={count}>
          <span>{t('reviews.starRow', { stars: count, count: stars[count - 1] ?? 0 })}</span>
          <span className="reviews__bar" aria-hidden="true">
            <span style={{ width: `${((stars[count - 1] ?? 0) / most) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function ReviewList({
  withPhotos,
  firstPage,
  fetchPage,
}: {
  withPhotos: boolean;
  firstPage: readonly ReviewFieldsFragment[] | null;
  fetchPage: (page: number, photos: boolean) => Promise<ReviewPageData>;
}) {
  const t = useT();
  const intl = useIntl();
  const machine = useMemo(
    () =>
      reviewListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<ReviewFieldsFragment>, FetchPageInput>(async ({ input }) => ({
            items: (await fetchPage(input.page, withPhotos)).reviews,
          })),
        },
      }),
    [fetchPage, withPhotos],
  );
  const list = useActorRef(machine, {
    input: {
      perPage: REVIEWS_PER_PAGE,
      ...(firstPage ? { initialPage: { page: 1, items: firstPage } } : {}),
    },
    inspect: flowInspect,
  });
  const reviews = useSelector(list, selectItems);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failure = useSelector(list, selectFailure);
  const loading = useSelector(list, (snapshot) => snapshot.matches('loading'));
  return (
    <>
      {failure !== undefined && (
        <p role="alert">
          {t('reviews.loadFailed')} {errorMessage(intl, errorCode(failure))}{' '}
          <button type="button" className="button" onClick={() => list.send({ type: 'RETRY' })}>
            {t('reviews.retry')}
          </button>
        </p>
      )}
      {!loading && failure === undefined && reviews.length === 0 && (
        <p className="reviews__empty">{withPhotos ? t('reviews.emptyWithPhotos') : t('reviews.empty')}</p>
      )}
      <ol className="reviews__list" aria-busy={loading}>
        {reviews.map((review) => (
          <li key={review.id} className="review">
            <header className="review__head">
              <Stars rating={review.rating} />
              <strong>{review.authorName || t('reviews.anonymous')}</strong>
              {/* formats.ts, not Intl alone: Chromium's ICU has no Mongolian dates ("2026 M11 26")
                  while the server's has, so the page failed to hydrate (React #418) */}
              <time dateTime={review.createdAt}>{formatShopDate(intl, review.createdAt)}</time>
              {review.verifiedPurchase && <span className="review__verified">{t('reviews.verified')}</span>}
            </header>
            <p className="review__comment">{review.comment}</p>
            {review.images.length > 0 && (
              <ul className="review__photos">
                {review.images.map((image, index) => (
                  <li key={image.url}>
                    <a href={image.url} target="_blank" rel="noopener">
                      <img
                        src={image.url}
                        alt={t('reviews.photoAlt', { n: index + 1 })}
                        width={96}
                        height={96}
                        loading="lazy"
                        decoding="async"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {canLoadMore && (
        <button type="button" className="button" onClick={() => list.send({ type: 'LOAD_MORE' })}>
          {loadingMore ? t('list.loadingMore') : t('reviews.loadMore')}
        </button>
      )}
    </>
  );
}
