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
import { loginHref } from '../account/links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type ArticleCardFieldsFragment,
  MyArticlesDocument,
  type MyArticlesQuery,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { ArticleCard } from '../news/article-card.tsx';
import { ARTICLES_PER_PAGE } from '../news/article-list.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

const myArticlesMachine = createPaginatedListMachine<ArticleCardFieldsFragment>();
type MyArticlesData = MyArticlesQuery['myArticles'] | null;

/** /account/articles: "My articles", newest first, each with its edit link, and "Write an article". */
export const myArticlesRoute = defineRoute({
  id: 'my-articles',
  match: routePaths.myArticles,
  load: async (_params, { execute }): Promise<MyArticlesData> => {
    try {
      return (await execute(MyArticlesDocument, { page: 1, perPage: ARTICLES_PER_PAGE })).myArticles;
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'news.mine.title') }),
  Component: MyArticlesScreen,
});

function MyArticlesScreen({ data }: RouteComponentProps<MyArticlesData>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('news.mine.title')}</h1>
        <p>
          <Link href={loginHref('/account/articles')}>{t('news.comments.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="news-page">
      <h1>{t('news.mine.title')}</h1>
      <p>
        <Link className="button button--primary" href="/articles/new">
          {t('news.write.newTitle')}
        </Link>
      </p>
      <MyArticleList firstPage={data.items} />
    </section>
  );
}

function MyArticleList({ firstPage }: { firstPage: ArticleCardFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      myArticlesMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<ArticleCardFieldsFragment>, FetchPageInput>(async ({ input }) => ({
            items: (await execute(MyArticlesDocument, { page: input.page, perPage: input.perPage }))
              .myArticles.items,
          })),
        },
      }),
    [execute],
  );
  const list = useActorRef(machine, {
    input: { perPage: ARTICLES_PER_PAGE, initialPage: { page: 1, items: firstPage } },
    inspect: flowInspect,
  });
  const articles = useSelector(list, selectItems);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const failure = useSelector(list, selectFailure);
  return (
    <>
      {articles.length === 0 ? (
        <p>{t('news.mine.empty')}</p>
      ) : (
        <ul className="article-list" data-testid="my-articles">
          {articles.map((article) => (
            <div key={article.id} className="bookmarks__item">
              <ArticleCard article={article} />
              <Link className="button" href={`/articles/${article.id}/edit`}>
                {t('news.mine.edit')}
              </Link>
            </div>
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
