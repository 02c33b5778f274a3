import '../styles/news.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
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
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type AuthorCardFieldsFragment,
  AuthorListDocument,
  type AuthorListQuery,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** Spec §4 lists: a first page, then "load more"; 20 authors a page. */
export const AUTHORS_PER_PAGE = 20;
const authorListMachine = createPaginatedListMachine<AuthorCardFieldsFragment>();

/** /authors: who writes the shop's articles, in the order they joined, with their counts. */
export const authorsRoute = defineRoute({
  id: 'authors',
  match: routePaths.authors,
  load: async (_params, { execute }) => execute(AuthorListDocument, { page: 1, perPage: AUTHORS_PER_PAGE }),
  head: (data, intl) => ({
    title: translate(intl, 'news.authors.title'),
    description: translate(intl, 'news.authors.count', { count: data.authors.totalCount }),
  }),
  Component: AuthorsScreen,
});

function AuthorsScreen({ data }: RouteComponentProps<AuthorListQuery>) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      authorListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<AuthorCardFieldsFragment>, FetchPageInput>(async ({ input }) => ({
            items: (await execute(AuthorListDocument, { page: input.page, perPage: input.perPage })).authors
              .items,
          })),
        },
      }),
    [execute],
  );
  const list = useActorRef(machine, {
    input: { perPage: AUTHORS_PER_PAGE, initialPage: { page: 1, items: data.authors.items } },
    inspect: flowInspect,
  });
  const authors = useSelector(list, selectItems);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failure = useSelector(list, selectFailure);
  return (
    <section className="author-page">
      <h1>{t('news.authors.title')}</h1>
      <p className="author-page__counts">{t('news.authors.count', { count: data.authors.totalCount })}</p>
      {authors.length === 0 ? (
        <p>{t('news.authors.empty')}</p>
      ) : (
        <ul className="author-list" data-testid="author-list">
          {authors.map((author) => (
            <li key={author.id} className="author-list__item">
              <Link href={`/authors/${author.id}`}>
                <strong>{author.name}</strong>
              </Link>
              {author.bio && <p className="author-page__bio">{author.bio}</p>}
              <p className="author-page__counts">
                {t('news.author.articles', { count: author.articlesCount })} ·{' '}
                {t('news.author.followers', { count: author.followersCount })}
              </p>
            </li>
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
    </section>
  );
}
