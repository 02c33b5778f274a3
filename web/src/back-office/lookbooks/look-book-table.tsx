import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffLookBookDocument,
  type StaffLookBookFieldsFragment,
  StaffLookBookListDocument,
  type StaffLookBookSummaryFieldsFragment,
  StaffPublishLookBookDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { lookBookHref } from '../../lookbooks/links.ts';
import { PagedListFooter } from '../../shell/paged-list-footer.tsx';
import { usePagedList } from '../../shell/use-paged-list.ts';
import { DeleteLookBook } from './delete-look-book.tsx';
import { draftOf, type LookBookDraft, LookBookForm, newDraft } from './look-book-form.tsx';

type Editing = { id: string | null; draft: LookBookDraft } | null;

/** The gateway's page of staff look books (schema/lookbooks.graphql staffLookBooks). */
export const LOOK_BOOKS_PER_PAGE = 48;

/**
 * Every look book (drafts first), 48 a page with "load more" (the shared paged list); publish or
 * take one out, open one in the form, or start a new one. A change reads the list again from its
 * first page: publishing moves a book (drafts first, then newest published).
 */
export function LookBookTable({ first }: { first: readonly StaffLookBookSummaryFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const list = usePagedList<StaffLookBookSummaryFieldsFragment>({
    perPage: LOOK_BOOKS_PER_PAGE,
    firstPage: first,
    fetchPage: async ({ page }) => (await execute(StaffLookBookListDocument, { page })).staffLookBooks.items,
  });
  const items = list.items;
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<StaffLookBookFieldsFragment | null>(null);

  const refresh = async () => list.actor.send({ type: 'RELOAD' });
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
      const { staffLookBook } = await execute(StaffLookBookDocument, { id });
      setSaved(null);
      setEditing({ id, draft: draftOf(staffLookBook) });
    });
  const publish = (id: string, published: boolean) =>
    attempt(async () => {
      await execute(StaffPublishLookBookDocument, { id, published });
      await refresh();
    });

  if (editing) {
    return (
      <LookBookForm
        key={editing.id ?? 'new'}
        id={editing.id}
        initial={editing.draft}
        onCancel={() => setEditing(null)}
        onSaved={async (book) => {
          setEditing(null);
          setSaved(book);
          await refresh();
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
          onClick={() => setEditing({ id: null, draft: newDraft() })}
        >
          {t('backoffice.lookbooks.new')}
        </button>
      </div>
      {saved && (
        <p role="status" className="back-office__ok">
          {t('backoffice.lookbooks.saved', { title: saved.title })}
        </p>
      )}
      {failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, failure)}
        </p>
      )}
      {items.length > 0 && (
        <div className="back-office__table-wrap">
          <table className="back-office__table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.lookbooks.titleMn')}</th>
                <th scope="col">{t('backoffice.lookbooks.status')}</th>
                <th scope="col">{t('backoffice.lookbooks.updated')}</th>
                <th scope="col">{t('backoffice.lookbooks.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((book) => (
                <tr key={book.id}>
                  <td>
                    {book.publishedAt ? <Link href={lookBookHref(book.slug)}>{book.title}</Link> : book.title}
                    <br />
                    <small>
                      {t('lookbooks.sizes', { looks: book.lookCount, products: book.productCount })}
                    </small>
                  </td>
                  <td>
                    {book.publishedAt ? t('backoffice.lookbooks.published') : t('backoffice.lookbooks.draft')}
                  </td>
                  <td>
                    {formatShopDate(intl, book.updatedAt, 'dateTime')} · {book.updatedBy}
                  </td>
                  <td className="back-office__actions">
                    <button type="button" className="button" onClick={() => open(book.id)}>
                      {t('backoffice.lookbooks.edit')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      onClick={() => publish(book.id, !book.publishedAt)}
                    >
                      {book.publishedAt
                        ? t('backoffice.lookbooks.unpublish')
                        : t('backoffice.lookbooks.publish')}
                    </button>
                    <DeleteLookBook id={book.id} title={book.title} onDeleted={() => void refresh()} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PagedListFooter
        list={list}
        moreLabel={t('list.loadMore')}
        empty={<p>{t('lookbooks.empty')}</p>}
        errorClassName="back-office__error"
      />
    </>
  );
}
