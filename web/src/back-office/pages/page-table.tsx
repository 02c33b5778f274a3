import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { shopPageHref } from '../../content/links.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffDeleteShopPageDocument,
  StaffPublishShopPageDocument,
  StaffShopPageDocument,
  type StaffShopPageFieldsFragment,
  StaffShopPageListDocument,
  type StaffShopPageSummaryFieldsFragment,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { ConfirmDelete } from '../content/confirm-delete.tsx';
import { newPageDraft, type PageDraft, PageForm, pageDraftOf } from './page-form.tsx';

type Editing = {
  creating: boolean;
  draft: PageDraft;
  history: StaffShopPageFieldsFragment['history'];
} | null;

/**
 * The shop's pages in footer order (hidden ones too; a handful, so no paging): open one in the form,
 * show or hide it, delete it, or add one. A change reads the list again.
 */
export function PageTable({ first }: { first: readonly StaffShopPageSummaryFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [pages, setPages] = useState(first);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  const refresh = () =>
    attempt(async () => setPages((await execute(StaffShopPageListDocument, {})).staffShopPages));
  const open = (slug: string) =>
    attempt(async () => {
      const { staffShopPage } = await execute(StaffShopPageDocument, { slug });
      setSaved(null);
      setEditing({ creating: false, draft: pageDraftOf(staffShopPage), history: staffShopPage.history });
    });
  const publish = (slug: string, published: boolean) =>
    attempt(async () => {
      await execute(StaffPublishShopPageDocument, { slug, published });
      await refresh();
    });

  if (editing) {
    return (
      <PageForm
        key={editing.creating ? 'new' : editing.draft.slug}
        creating={editing.creating}
        initial={editing.draft}
        history={editing.history}
        onCancel={() => setEditing(null)}
        onSaved={async (page) => {
          setEditing(null);
          setSaved(page.title);
          await refresh();
        }}
      />
    );
  }
  const nextPosition = Math.min(1000, Math.max(-1, ...pages.map((page) => page.position)) + 1);
  return (
    <>
      <div className="back-office__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ creating: true, draft: newPageDraft(nextPosition), history: [] })}
        >
          {t('backoffice.pages.new')}
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
      {pages.length === 0 ? (
        <p>{t('backoffice.pages.empty')}</p>
      ) : (
        <ul className="content-list">
          {pages.map((page) => (
            <li key={page.slug} className="content-list__item">
              <div className="content-list__text">
                <strong>
                  {page.published ? <Link href={shopPageHref(page.slug)}>{page.title}</Link> : page.title}
                </strong>
                <span className={page.published ? 'content-status is-shown' : 'content-status'}>
                  {page.published ? t('backoffice.content.published') : t('backoffice.content.hidden')}
                </span>
                <small>
                  /pages/{page.slug} ·{' '}
                  {t('backoffice.content.changed', {
                    at: formatShopDate(intl, page.updatedAt, 'dateTime'),
                    by: page.updatedBy ?? t('backoffice.content.shop'),
                  })}
                </small>
              </div>
              <div className="back-office__actions">
                <button type="button" className="button" onClick={() => open(page.slug)}>
                  {t('backoffice.content.edit')}
                </button>
                <button type="button" className="button" onClick={() => publish(page.slug, !page.published)}>
                  {page.published ? t('backoffice.content.unpublish') : t('backoffice.content.publish')}
                </button>
                <ConfirmDelete
                  title={page.title}
                  remove={() => execute(StaffDeleteShopPageDocument, { slug: page.slug })}
                  onDeleted={() => void refresh()}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
