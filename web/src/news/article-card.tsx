import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ArticleCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';

/** `/news/12` or `/articles/34`: the page of a news item or article. */
export const articleHref = (article: Pick<ArticleCardFieldsFragment, 'kind' | 'id'>) =>
  `${article.kind === 'NEWS' ? '/news' : '/articles'}/${article.id}`;

/** One news item or article in a list: title, date, author, summary, tags and comment count. */
export function ArticleCard({ article }: { article: ArticleCardFieldsFragment }) {
  const t = useT();
  const intl = useIntl();
  return (
    <li className="article-card">
      {article.imageUrl && (
        <img className="article-card__image" src={article.imageUrl} alt="" loading="lazy" />
      )}
      <h2 className="article-card__title">
        <Link href={articleHref(article)}>{article.title}</Link>
      </h2>
      <p className="article-card__meta">
        <time dateTime={article.publishedAt}>{formatShopDate(intl, article.publishedAt)}</time>
        {article.author && (
          <>
            {' · '}
            <Link href={`/authors/${article.author.id}`}>{article.author.name}</Link>
          </>
        )}
        {' · '}
        {t('news.comments.count', { count: article.commentsCount })}
      </p>
      <p className="article-card__summary">{article.summary}</p>
      {article.tags.length > 0 && <TagLinks kind={article.kind} tags={article.tags} />}
    </li>
  );
}

export function TagLinks({
  kind,
  tags,
}: {
  kind: ArticleCardFieldsFragment['kind'];
  tags: readonly string[];
}) {
  const base = kind === 'NEWS' ? '/news' : '/articles';
  return (
    <ul className="article-tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link href={`${base}?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}
