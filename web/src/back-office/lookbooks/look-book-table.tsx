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
import { DeleteLookBook } from './delete-look-book.tsx';
import { draftOf, type LookBookDraft, LookBookForm, newDraft } from './look-book-form.tsx';

type Editing = { id: string | null; draft: LookBookDraft } | null;

/** Every look book (drafts first), publish or take one out, open one in the form, or start a new one. */
export function LookBookTable({ first }: { first: readonly StaffLookBookSummaryFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [items, setItems] = useState(first);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<StaffLookBookFieldsFragment | null>(null);

  const refresh = async () => setItems((await execute(StaffLookBookListDocument, {})).staffLookBooks.items);
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
      {items.length === 0 ? (
        <p>{t('lookbooks.empty')}</p>
      ) : (
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
    </>
  );
}
