import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  selectCanLoadMore,
  selectFailedFirstPage,
  selectFailure,
  selectIsLoadingMore,
  selectItems,
} from '../../../machines/paginated-list.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import type { ArticleCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { ArticleCard } from './article-card.tsx';

/** Spec §4 lists: a first page, then "load more"; 12 a page. */
export const ARTICLES_PER_PAGE = 12;

const articleListMachine = createPaginatedListMachine<ArticleCardFieldsFragment>();

/**
 * A list of news items or articles: the server-rendered first page, then further pages appended by
 * the paginated-list machine, a failed page shown with a retry that keeps what is shown.
 */
export function ArticleList({
  firstPage,
  fetchPage,
  emptyMessage,
}: {
  firstPage: readonly ArticleCardFieldsFragment[];
  fetchPage: (input: FetchPageInput) => Promise<readonly ArticleCardFieldsFragment[]>;
  emptyMessage: string;
}) {
  const t = useT();
  const intl = useIntl();
  const machine = useMemo(
    () =>
      articleListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<ArticleCardFieldsFragment>, FetchPageInput>(async ({ input }) => ({
            items: await fetchPage(input),
          })),
        },
      }),
    [fetchPage],
  );
  const list = useActorRef(machine, {
    input: { perPage: ARTICLES_PER_PAGE, initialPage: { page: 1, items: firstPage } },
    inspect: flowInspect,
  });
  const items = useSelector(list, selectItems);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failure = useSelector(list, selectFailure);
  const failedFirst = useSelector(list, selectFailedFirstPage);
  return (
    <>
      {items.length === 0 && !failedFirst ? (
        <p className="article-list__empty">{emptyMessage}</p>
      ) : (
        <ul className="article-list">
          {items.map((article) => (
            <ArticleCard key={`${article.kind}-${article.id}`} article={article} />
          ))}
        </ul>
      )}
      {failure !== undefined && (
        <p role="alert" className="form-error">
          {errorMessage(intl, errorCode(failure))}{' '}
          <button type="button" className="button" onClick={() => list.send({ type: 'RETRY' })}>
            {t('list.retry')}
          </button>
        </p>
      )}
      {canLoadMore && (
        <button
          type="button"
          className="button article-list__more"
          disabled={loadingMore}
          onClick={() => list.send({ type: 'LOAD_MORE' })}
        >
          {loadingMore ? t('list.loadingMore') : t('news.list.more')}
        </button>
      )}
    </>
  );
}
