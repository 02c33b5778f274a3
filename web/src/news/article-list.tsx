import type { ArticleCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { type FetchPageInput, usePagedList } from '../shell/use-paged-list.ts';
import { ArticleCard } from './article-card.tsx';

/** Spec §4 lists: a first page, then "load more"; 12 a page. */
export const ARTICLES_PER_PAGE = 12;

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
  const list = usePagedList({ perPage: ARTICLES_PER_PAGE, firstPage, fetchPage });
  return (
    <>
      {list.items.length > 0 && (
        <ul className="article-list">
          {list.items.map((article) => (
            <ArticleCard key={`${article.kind}-${article.id}`} article={article} />
          ))}
        </ul>
      )}
      <PagedListFooter
        list={list}
        moreLabel={t('news.list.more')}
        moreClassName="article-list__more"
        empty={<p className="article-list__empty">{emptyMessage}</p>}
      />
    </>
  );
}
