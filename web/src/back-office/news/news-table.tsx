import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffDeleteNewsDocument,
  StaffNewsDocument,
  type StaffNewsFieldsFragment,
  StaffNewsListDocument,
  type StaffNewsSummaryFieldsFragment,
  StaffPublishNewsDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { articleHref } from '../../news/article-card.tsx';
import { PagedListFooter } from '../../shell/paged-list-footer.tsx';
import { usePagedList } from '../../shell/use-paged-list.ts';
import { ConfirmDelete } from '../content/confirm-delete.tsx';
import { type NewsDraft, NewsForm, newNewsDraft, newsDraftOf } from './news-form.tsx';

type Editing = { id: string | null; draft: NewsDraft; history: StaffNewsFieldsFragment['history'] } | null;

/** The gateway's page of staff news (schema/content-editing.graphql staffNewsList). */
export const STAFF_NEWS_PER_PAGE = 20;

/**
 * Every news item (drafts and hidden ones too), newest first, 20 a page with "load more"; publish or
 * take one out, open one in the form, delete one, or write a new one. A change reads the list again.
 */
export function NewsTable({
  first,
  authors,
}: {
  first: readonly StaffNewsSummaryFieldsFragment[];
  authors: readonly { id: string; name: string }[];
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const list = usePagedList<StaffNewsSummaryFieldsFragment>({
    perPage: STAFF_NEWS_PER_PAGE,
    firstPage: first,
    fetchPage: async ({ page }) => (await execute(StaffNewsListDocument, { page })).staffNewsList.items,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const refresh = () => list.actor.send({ type: 'RELOAD' });
  const attempt = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  const open = (id: string) =>
    attempt(async () => {
      const { staffNews } = await execute(StaffNewsDocument, { id });
      setSaved(null);
      setEditing({ id, draft: newsDraftOf(staffNews), history: staffNews.history });
    });
  const publish = (id: string, published: boolean) =>
    attempt(async () => {
      await execute(StaffPublishNewsDocument, { id, published });
      refresh();
    });

  if (editing) {
    return (
      <NewsForm
        key={editing.id ?? 'new'}
        id={editing.id}
        initial={editing.draft}
        history={editing.history}
        authors={authors}
        onCancel={() => setEditing(null)}
        onSaved={(news) => {
          setEditing(null);
          setSaved(news.title);
          refresh();
        }}
      />
    );
  }
  return (
    <>
      <div className="back-office__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ id: null, draft: newNewsDraft(), history: [] })}
        >
          {t('backoffice.news.new')}
        </button>
      </div>
      {saved && (
        <p role="status" className="back-office__ok">
          {t('backoffice.content.saved', { title: saved })}
        </p>
      )}
      {failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, failure)}
        </p>
      )}
      {list.items.length > 0 && (
        <ul className="content-list">
          {list.items.map((news) => (
            <li key={news.id} className="content-list__item">
              <div className="content-list__text">
                <strong>
                  {news.published ? (
                    <Link href={articleHref({ kind: 'NEWS', id: news.id })}>{news.title}</Link>
                  ) : (
                    news.title
                  )}
                </strong>
                <span className={news.published ? 'content-status is-shown' : 'content-status'}>
                  {news.published ? t('backoffice.content.published') : t('backoffice.content.hidden')}
                </span>
                <small>
                  {t('backoffice.content.changed', {
                    at: formatShopDate(intl, news.updatedAt, 'dateTime'),
                    by: news.updatedBy ?? news.authorName ?? t('backoffice.content.shop'),
                  })}
                  {news.tags.length > 0 ? ` · #${news.tags.join(' #')}` : ''}
                </small>
              </div>
              <div className="back-office__actions">
                <button type="button" className="button" onClick={() => open(news.id)}>
                  {t('backoffice.content.edit')}
                </button>
                <button type="button" className="button" onClick={() => publish(news.id, !news.published)}>
                  {news.published ? t('backoffice.content.unpublish') : t('backoffice.content.publish')}
                </button>
                <ConfirmDelete
                  title={news.title}
                  remove={() => execute(StaffDeleteNewsDocument, { id: news.id })}
                  onDeleted={refresh}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <PagedListFooter
        list={list}
        moreLabel={t('list.loadMore')}
        empty={<p>{t('backoffice.news.empty')}</p>}
        errorClassName="back-office__error"
      />
    </>
  );
}
