import { lazy, Suspense, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { hasSessionHint, useSessionStatus } from '../account/session.ts';
import { ShopImage } from '../catalog/responsive-image.tsx';
import { useExecute } from '../graphql/context.tsx';
import {
  ProductReviewsDocument,
  type ReviewFieldsFragment,
  type ReviewSummaryFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { useHydrated } from '../shell/use-hydrated.ts';
import { usePagedList } from '../shell/use-paged-list.ts';
import { PriceOpinions } from './price-opinions.tsx';
import { ReviewLoginRequired } from './review-login-required.tsx';
import { REVIEWS_PER_PAGE, type ReviewPageData } from './review-page.ts';
import { Stars } from './stars.tsx';

/**
 * The form shows to a member alone, once the session is known (never in the server's HTML): its code
 * and machine (~1.5 kB gzip) follow the product page instead of weighing on its first JavaScript.
 */
const ReviewForm = lazy(async () => ({ default: (await import('./review-form.tsx')).ReviewForm }));

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
  const status = useSessionStatus();
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
      {status === 'member' && shown && (
        <Suspense fallback={null}>
          <ReviewForm slug={slug} existing={shown.myReview} onSaved={saved} />
        </Suspense>
      )}
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
  const list = usePagedList<ReviewFieldsFragment>({
    perPage: REVIEWS_PER_PAGE,
    firstPage: firstPage ?? undefined,
    fetchPage: async ({ page }) => (await fetchPage(page, withPhotos)).reviews,
  });
  return (
    <>
      <ol className="reviews__list" aria-busy={list.loadingFirstPage}>
        {list.items.map((review) => (
          <li key={review.id} className="review">
            <header className="review__head">
              <Stars rating={review.rating} />
              <strong>{review.authorName || t('reviews.anonymous')}</strong>
              <time dateTime={review.createdAt}>{formatShopDate(intl, review.createdAt)}</time>
              {review.verifiedPurchase && <span className="review__verified">{t('reviews.verified')}</span>}
            </header>
            <p className="review__comment">{review.comment}</p>
            {review.images.length > 0 && (
              <ul className="review__photos">
                {review.images.map((image, index) => (
                  <li key={image.url}>
                    <a href={image.url} target="_blank" rel="noopener">
                      <ShopImage
                        src={image.url}
                        alt={t('reviews.photoAlt', { n: index + 1 })}
                        sizes="96px"
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
      <PagedListFooter
        list={list}
        moreLabel={t('reviews.loadMore')}
        empty={
          <p className="reviews__empty">{withPhotos ? t('reviews.emptyWithPhotos') : t('reviews.empty')}</p>
        }
      />
    </>
  );
}
