import '../styles/news.css';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FetchPageInput } from '../../../machines/paginated-list.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  ArticleListDocument,
  AuthorPageDocument,
  type AuthorPageQuery,
  SetFollowingAuthorDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { ARTICLES_PER_PAGE, ArticleList } from '../news/article-list.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** /authors/:id: who writes, how many follow them (follow / unfollow), and their articles. */
export const authorRoute = defineRoute({
  id: 'author',
  match: routePaths.author,
  load: async ({ id }: { id: string }, { execute }) =>
    execute(AuthorPageDocument, { id, perPage: ARTICLES_PER_PAGE }),
  head: (data) => ({ title: data.author.name, description: data.author.bio }),
  Component: AuthorScreen,
});

function AuthorScreen({ data }: RouteComponentProps<AuthorPageQuery>) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const { author } = data;
  const [follow, setFollow] = useState({ followed: author.followed, followersCount: author.followersCount });
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    try {
      const answer = (
        await execute(SetFollowingAuthorDocument, { id: author.id, following: !follow.followed })
      ).setFollowingAuthor;
      setFollow({ followed: answer.followed, followersCount: answer.followersCount });
      setFailure(null);
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  const fetchPage = useCallback(
    async ({ page, perPage }: FetchPageInput) =>
      (await execute(ArticleListDocument, { page, perPage, authorId: author.id })).articles.items,
    [execute, author.id],
  );
  return (
    <section className="author-page">
      <h1>{author.name}</h1>
      {author.bio && <p className="author-page__bio">{author.bio}</p>}
      <p className="author-page__counts">
        {t('news.author.articles', { count: author.articlesCount })} ·{' '}
        <span data-testid="followers">{t('news.author.followers', { count: follow.followersCount })}</span>
      </p>
      <button type="button" className="button" aria-pressed={follow.followed} onClick={toggle}>
        {follow.followed ? t('news.author.unfollow') : t('news.author.follow')}
      </button>
      {failure && (
        <p className="form-error" role="alert">
          {errorMessage(intl, failure)}
        </p>
      )}
      <p>
        <Link href="/authors">{t('news.authors.all')}</Link>
      </p>
      <h2>{t('news.articles.title')}</h2>
      <ArticleList
        firstPage={data.articles.items}
        fetchPage={fetchPage}
        emptyMessage={t('news.list.empty')}
      />
    </section>
  );
}
