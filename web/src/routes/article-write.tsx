import '../styles/news.css';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { hasSessionHint, useSessionStatus } from '../account/session.ts';
import { errorCode } from '../graphql/client.ts';
import { ArticleForEditDocument, type ArticleForEditQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { ArticleEditor } from '../news/article-editor.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { routePaths } from './paths.ts';

type Editable = NonNullable<ArticleForEditQuery['article']>;
/** The article to edit (null for a new one), or a refusal: not the reader's own (a guest's, too). */
type WriteData = { article: Editable | null; back: string } | { refused: 'not-yours'; back: string };

/** /articles/new: a logged-in shopper writes an article. */
export const articleNewRoute = defineRoute({
  id: 'article-new',
  match: routePaths.articleNew,
  // a guest is asked to log in on the page itself; the editor needs no data
  load: async (): Promise<WriteData> => ({ article: null, back: '/articles/new' }),
  head: (_data, intl) => ({ title: translate(intl, 'news.write.newTitle') }),
  Component: WriteScreen,
});

/** /articles/:id/edit: the shopper edits their own article. */
export const articleEditRoute = defineRoute({
  id: 'article-edit',
  match: routePaths.articleEdit,
  load: async ({ id }: { id: string }, { execute }): Promise<WriteData> => {
    const back = `/articles/${id}/edit`;
    try {
      const { article } = await execute(ArticleForEditDocument, { id });
      return article.mine ? { article, back } : { refused: 'not-yours', back };
    } catch (error) {
      if (errorCode(error) === 'LOGIN_REQUIRED') return { refused: 'not-yours', back };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'news.write.editTitle') }),
  Component: WriteScreen,
});

function WriteScreen({ data }: RouteComponentProps<WriteData>) {
  const t = useT();
  const status = useSessionStatus();
  const hydrated = useHydrated();
  // a browser that never started a session is a guest once hydrated: writing needs a login (spec §6)
  const guest =
    hydrated && (status === 'guest' || (status === 'unknown' && !hasSessionHint(document.cookie)));
  if ('refused' in data || guest) {
    return (
      <section className="message-page">
        <h1>{'refused' in data ? t('news.write.editTitle') : t('news.write.newTitle')}</h1>
        {guest ? (
          <p>
            <Link href={loginHref(data.back)}>{t('news.comments.login')}</Link>
          </p>
        ) : (
          <p>{t('error.ARTICLE_NOT_YOURS')}</p>
        )}
      </section>
    );
  }
  return (
    <section className="article-page">
      <p>
        <Link href="/account/articles">{t('news.mine.title')}</Link>
      </p>
      <h1>{data.article ? t('news.write.editTitle') : t('news.write.newTitle')}</h1>
      <ArticleEditor key={data.back} article={data.article} />
    </section>
  );
}
