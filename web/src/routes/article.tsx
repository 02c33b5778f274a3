import '../styles/news.css';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ArticlePageDocument, type ArticlePageQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';
import { articleHref, TagLinks } from '../news/article-card.tsx';
import { BookmarkButton } from '../news/bookmark-button.tsx';
import { CommentThread } from '../news/comment-thread.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { type ArticleParams, routePaths } from './paths.ts';

/**
 * /news/:id and /articles/:id: the text (sanitised on the server when it was written, so it is
 * placed as HTML), its author, tags, a bookmark toggle, then the comment threads.
 */
export const articleRoute = defineRoute({
  id: 'article',
  match: routePaths.article,
  load: async ({ kind, id }: ArticleParams, { execute }) =>
    execute(ArticlePageDocument, { kind: kind === 'news' ? 'NEWS' : 'ARTICLE', id }),
  head: (data) => ({
    title: data.article.title,
    description: data.article.summary,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': data.article.kind === 'NEWS' ? 'NewsArticle' : 'BlogPosting',
      headline: data.article.title,
      datePublished: data.article.publishedAt,
      ...(data.article.author ? { author: { '@type': 'Person', name: data.article.author.name } } : {}),
      ...(data.article.imageUrl ? { image: data.article.imageUrl } : {}),
    },
  }),
  Component: ArticleScreen,
});

function ArticleScreen({ data }: RouteComponentProps<ArticlePageQuery>) {
  const t = useT();
  const intl = useIntl();
  const { article, comments } = data;
  const list = article.kind === 'NEWS' ? '/news' : '/articles';
  return (
    <article className="article-page">
      <p className="article-page__back">
        <Link href={list}>{t(article.kind === 'NEWS' ? 'news.list.title' : 'news.articles.title')}</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="article-card__meta">
        <time dateTime={article.publishedAt}>{formatShopDate(intl, article.publishedAt)}</time>
        {article.author && (
          <>
            {' · '}
            <Link href={`/authors/${article.author.id}`}>{article.author.name}</Link>
          </>
        )}
      </p>
      {article.imageUrl && <img className="article-page__image" src={article.imageUrl} alt="" />}
      {/* sanitised by the server's allow-list (server/commerce/content/sanitize.ts) before it was stored */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML */}
      <div className="article-page__body" dangerouslySetInnerHTML={{ __html: article.bodyHtml ?? '' }} />
      <TagLinks kind={article.kind} tags={article.tags} />
      <BookmarkButton kind={article.kind} id={article.id} />
      {article.mine && article.kind === 'ARTICLE' && (
        <p>
          <Link className="button" href={`/articles/${article.id}/edit`}>
            {t('news.write.edit')}
          </Link>
        </p>
      )}
      <CommentThread
        kind={article.kind}
        articleId={article.id}
        initial={comments.items}
        returnTo={articleHref(article)}
      />
    </article>
  );
}
