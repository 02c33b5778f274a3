import '../styles/news.css';
import { useCallback } from 'react';
import { Link } from 'wouter';
import type { FetchPageInput } from '../../../machines/paginated-list.ts';
import type { Execute } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type ArticleCardFieldsFragment,
  ArticleListDocument,
  NewsListDocument,
  SearchNewsDocument,
} from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { ARTICLES_PER_PAGE, ArticleList } from '../news/article-list.tsx';
import { SubscribeForm } from '../news/subscribe-form.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { type NewsListParams, routePaths } from './paths.ts';

interface NewsListData extends NewsListParams {
  items: readonly ArticleCardFieldsFragment[];
  totalCount: number;
}

/** One page of the list this URL names: a search, one tag's, or the newest. */
async function listPage(execute: Execute, params: NewsListParams, { page, perPage }: FetchPageInput) {
  const kind = params.kind === 'news' ? 'NEWS' : 'ARTICLE';
  if (params.q)
    return (await execute(SearchNewsDocument, { text: params.q, kind, page, perPage })).searchNews;
  const variables = { page, perPage, tag: params.tag };
  return params.kind === 'news'
    ? (await execute(NewsListDocument, variables)).news
    : (await execute(ArticleListDocument, variables)).articles;
}

/**
 * /news and /articles: newest first (or one tag's, `?tag=`, or a news search, `?q=`, spec §2), the
 * first page server-rendered for search engines, more appended on demand (spec §4); the newsletter
 * form under the news.
 */
export const newsRoute = defineRoute({
  id: 'news',
  match: routePaths.news,
  load: async (params: NewsListParams, { execute }): Promise<NewsListData> => ({
    ...params,
    ...(await listPage(execute, params, { page: 1, perPage: ARTICLES_PER_PAGE })),
  }),
  head: (data, intl) => ({
    title: translate(intl, data.kind === 'news' ? 'news.list.title' : 'news.articles.title'),
    description: translate(
      intl,
      data.kind === 'news' ? 'news.list.description' : 'news.articles.description',
    ),
  }),
  Component: NewsScreen,
});

function NewsScreen({ data }: RouteComponentProps<NewsListData>) {
  const t = useT();
  const execute = useExecute();
  const { kind, q, tag } = data;
  const fetchPage = useCallback(
    async (input: FetchPageInput) => (await listPage(execute, { kind, q, tag }, input)).items,
    [execute, kind, q, tag],
  );
  const base = kind === 'news' ? '/news' : '/articles';
  return (
    <section className="news-page">
      <h1>{t(kind === 'news' ? 'news.list.title' : 'news.articles.title')}</h1>
      <nav className="news-page__tabs" aria-label={t('news.tabs')}>
        <Link href="/news" aria-current={kind === 'news' ? 'page' : undefined}>
          {t('news.list.title')}
        </Link>
        <Link href="/articles" aria-current={kind === 'article' ? 'page' : undefined}>
          {t('news.articles.title')}
        </Link>
      </nav>
      <form className="news-search" action={base} method="get" aria-label={t('news.search.label')}>
        <label htmlFor="news-q" className="visually-hidden">
          {t('news.search.label')}
        </label>
        <input
          id="news-q"
          name="q"
          type="search"
          defaultValue={q ?? ''}
          placeholder={t('news.search.placeholder')}
        />
        <button type="submit" className="button">
          {t('news.search.submit')}
        </button>
      </form>
      {(q || tag) && (
        <p className="news-page__filter">
          {q
            ? t('news.search.results', { text: q, count: data.totalCount })
            : t('news.tag.results', { tag: tag ?? '' })}{' '}
          <Link href={base}>{t('news.filter.clear')}</Link>
        </p>
      )}
      {/* a new list (and machine) for each search or tag */}
      <ArticleList
        key={`${kind}|${q ?? ''}|${tag ?? ''}`}
        firstPage={data.items}
        fetchPage={fetchPage}
        emptyMessage={t(q ? 'news.search.empty' : 'news.list.empty')}
      />
      {kind === 'news' && <SubscribeForm id="news-newsletter" />}
    </section>
  );
}
