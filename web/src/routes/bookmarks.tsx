import '../styles/news.css';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { errorCode } from '../graphql/client.ts';
import { BookmarksDocument, type BookmarksQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { ArticleCard } from '../news/article-card.tsx';
import { BookmarkButton } from '../news/bookmark-button.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** /account/bookmarks: the shopper's bookmarked articles and news, newest first (spec §3, §7). */
export const bookmarksRoute = defineRoute({
  id: 'bookmarks',
  match: routePaths.bookmarks,
  load: async (_params, { execute }): Promise<BookmarksQuery['bookmarks'] | null> => {
    try {
      return (await execute(BookmarksDocument, {})).bookmarks;
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return null;
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'news.bookmarks.title') }),
  Component: BookmarksScreen,
});

function BookmarksScreen({ data }: RouteComponentProps<BookmarksQuery['bookmarks'] | null>) {
  const t = useT();
  if (!data) {
    return (
      <section className="message-page">
        <h1>{t('news.bookmarks.title')}</h1>
        <p>{t('news.bookmarks.loginRequired')}</p>
        <p>
          <Link href={loginHref('/account/bookmarks')}>{t('news.comments.login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="news-page">
      <h1>{t('news.bookmarks.title')}</h1>
      {data.length === 0 ? (
        <p>{t('news.bookmarks.empty')}</p>
      ) : (
        <ul className="article-list">
          {data.map((bookmark) => (
            <div key={`${bookmark.type}-${bookmark.id}`} className="bookmarks__item">
              <ArticleCard article={bookmark.article} />
              <BookmarkButton kind={bookmark.type} id={bookmark.id} initial />
            </div>
          ))}
        </ul>
      )}
    </section>
  );
}
