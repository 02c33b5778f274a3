import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { errorCode } from '../graphql/client.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import type { PagedList } from './use-paged-list.ts';

/**
 * What follows every paged list, the same everywhere: the empty message when there is nothing (and the
 * first page did not fail: a failed fetch is not "none"), the failure in the shopper's language with a
 * retry, and "load more" while the machine allows it, disabled while a page is on its way.
 */
export function PagedListFooter<TItem>({
  list,
  moreLabel,
  empty,
  moreClassName,
  errorClassName,
}: {
  list: PagedList<TItem>;
  moreLabel: string;
  /** Shown when the list has no items; omit where the screen words its own empty state. */
  empty?: ReactNode;
  moreClassName?: string;
  errorClassName?: string;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <>
      {empty !== undefined &&
        list.items.length === 0 &&
        !list.failedFirstPage &&
        !list.loadingFirstPage &&
        empty}
      {list.failure !== undefined && (
        <p role="alert" className={errorClassName ?? 'form-error'}>
          {errorMessage(intl, errorCode(list.failure))}{' '}
          <button type="button" className="button" onClick={list.retry}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {/* Kept (disabled) while the next page loads, so the button does not vanish under the pointer. */}
      {(list.canLoadMore || list.loadingMore) && (
        <button
          type="button"
          className={moreClassName ? `button ${moreClassName}` : 'button'}
          disabled={list.loadingMore}
          onClick={list.loadMore}
        >
          {list.loadingMore ? t('list.loadingMore') : moreLabel}
        </button>
      )}
    </>
  );
}
