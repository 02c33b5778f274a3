import { useT } from '../i18n/intl.ts';
import './reviews.css';

/**
 * Five stars filled to the average (a 4.5 fills four and a half), read aloud as "4.5 out of 5
 * stars"; with a count beside it when given.
 */
export function Stars({
  rating,
  count,
  className,
}: {
  rating: number;
  count?: number | undefined;
  className?: string;
}) {
  const t = useT();
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className={`stars${className ? ` ${className}` : ''}`}>
      <span className="stars__track" role="img" aria-label={t('reviews.stars', { rating })}>
        <span className="stars__fill" style={{ width: filled }} aria-hidden="true">
          ★★★★★
        </span>
        <span aria-hidden="true">★★★★★</span>
      </span>
      {count !== undefined && (
        <span className="stars__count" data-testid="review-count">
          {rating > 0 ? `${rating.toFixed(1)} · ` : ''}
          {t('reviews.count', { count })}
        </span>
      )}
    </span>
  );
}
