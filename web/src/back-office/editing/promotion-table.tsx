import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { promotionHref } from '../../content/links.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  type PromotionStatus,
  StaffPromotionDocument,
  type StaffPromotionFieldsFragment,
  StaffPromotionListDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { PagedListFooter } from '../../shell/paged-list-footer.tsx';
import { usePagedList } from '../../shell/use-paged-list.ts';
import { EditingSearch } from './editing-search.tsx';
import { EndPromotion } from './end-promotion.tsx';
import { PromotionForm } from './promotion-form.tsx';

/** The gateway's page of staff promotions (schema/storefront-editing.graphql). */
export const PROMOTIONS_PER_PAGE = 50;
const STATUSES: readonly PromotionStatus[] = ['RUNNING', 'SCHEDULED', 'ENDED'];

type Editing = { promotion: StaffPromotionFieldsFragment | null } | null;
type Notice = { kind: 'saved' | 'ended'; name: string } | null;

/**
 * Every promotion, ended and scheduled ones too, 50 a page with "load more", searchable by name and
 * filtered by status; open one in the form, end a running one, or start a new one. A change reads
 * the list again from its first page (ending moves a promotion to the ended ones).
 */
export function PromotionTable({ first }: { first: readonly StaffPromotionFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const filter = useRef<{ query: string; status: PromotionStatus | null }>({ query: '', status: null });
  const list = usePagedList<StaffPromotionFieldsFragment>({
    perPage: PROMOTIONS_PER_PAGE,
    firstPage: first,
    fetchPage: async ({ page }) =>
      (await execute(StaffPromotionListDocument, { ...filter.current, page })).staffPromotions.items,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [status, setStatus] = useState<PromotionStatus | null>(null);

  const refresh = () => list.actor.send({ type: 'RELOAD' });
  const attempt = async (work: () => Promise<void>) => {
    setFailure(null);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setFailure(errorCode(error));
    }
  };
  const open = (id: string) =>
    attempt(async () =>
      setEditing({ promotion: (await execute(StaffPromotionDocument, { id })).staffPromotion }),
    );
  const dates = (promotion: StaffPromotionFieldsFragment) => {
    const end = formatShopDate(intl, promotion.endsAt, 'dateTime');
    return promotion.startsAt
      ? t('backoffice.promotions.range', { start: formatShopDate(intl, promotion.startsAt, 'dateTime'), end })
      : t('backoffice.promotions.until', { end });
  };

  if (editing) {
    return (
      <PromotionForm
        key={editing.promotion?.id ?? 'new'}
        promotion={editing.promotion}
        onCancel={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          setNotice({ kind: 'saved', name: saved.name });
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
          onClick={() => setEditing({ promotion: null })}
        >
          {t('backoffice.promotions.new')}
        </button>
      </div>
      <EditingSearch
        onSearch={(query) => {
          filter.current = { ...filter.current, query };
          refresh();
        }}
      >
        <label className="back-office__filter">
          {t('backoffice.promotions.statusLabel')}
          <select
            value={status ?? ''}
            onChange={(event) => {
              const next = (event.target.value || null) as PromotionStatus | null;
              setStatus(next);
              filter.current = { ...filter.current, status: next };
              refresh();
            }}
          >
            <option value="">{t('backoffice.promotions.status.all')}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`backoffice.promotions.status.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </EditingSearch>
      {notice && (
        <p role="status" className="back-office__ok">
          {t(notice.kind === 'saved' ? 'backoffice.promotions.saved' : 'backoffice.promotions.ended', {
            name: notice.name,
          })}
        </p>
      )}
      {failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, failure)}
        </p>
      )}
      {list.items.length > 0 && (
        <div className="back-office__table-wrap">
          <table className="back-office__table editing-table">
            <thead>
              <tr>
                <th scope="col">{t('backoffice.editing.name')}</th>
                <th scope="col">{t('backoffice.promotions.statusLabel')}</th>
                <th scope="col">{t('backoffice.promotions.dates')}</th>
                <th scope="col">{t('backoffice.editing.updated')}</th>
                <th scope="col">{t('backoffice.editing.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((promotion) => (
                <tr key={promotion.id}>
                  <td>
                    {promotion.status === 'SCHEDULED' ? (
                      promotion.name
                    ) : (
                      <Link href={promotionHref(promotion.id)}>{promotion.name}</Link>
                    )}
                    <br />
                    <small>
                      {promotion.code} · {t('backoffice.brands.products', { count: promotion.productCount })}
                    </small>
                  </td>
                  <td data-label={t('backoffice.promotions.statusLabel')}>
                    <span className={`editing-status editing-status--${promotion.status.toLowerCase()}`}>
                      {t(`backoffice.promotions.status.${promotion.status}`)}
                    </span>
                  </td>
                  <td data-label={t('backoffice.promotions.dates')}>{dates(promotion)}</td>
                  <td data-label={t('backoffice.editing.updated')}>
                    {promotion.updatedAt
                      ? t('backoffice.editing.updatedBy', {
                          at: formatShopDate(intl, promotion.updatedAt, 'dateTime'),
                          by: promotion.updatedBy ?? '',
                        })
                      : '—'}
                  </td>
                  <td className="back-office__actions">
                    <button type="button" className="button" onClick={() => open(promotion.id)}>
                      {t('backoffice.editing.edit')}
                    </button>
                    {promotion.status === 'RUNNING' && (
                      <EndPromotion
                        id={promotion.id}
                        name={promotion.name}
                        onEnded={() => {
                          setNotice({ kind: 'ended', name: promotion.name });
                          refresh();
                        }}
                      />
                    )}
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
        empty={<p>{t('backoffice.promotions.empty')}</p>}
        errorClassName="back-office__error"
      />
    </>
  );
}
