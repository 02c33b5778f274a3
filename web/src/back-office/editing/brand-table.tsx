import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { brandHref } from '../../content/links.ts';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import {
  StaffBrandDocument,
  type StaffBrandFieldsFragment,
  StaffBrandListDocument,
} from '../../graphql/generated/graphql.ts';
import { formatShopDate } from '../../i18n/formats.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { PagedListFooter } from '../../shell/paged-list-footer.tsx';
import { usePagedList } from '../../shell/use-paged-list.ts';
import { BrandForm } from './brand-form.tsx';
import { EditingSearch } from './editing-search.tsx';

/** The gateway's page of staff brands (schema/storefront-editing.graphql). */
export const BRANDS_PER_PAGE = 50;

type Editing = { brand: StaffBrandFieldsFragment | null } | null;

/**
 * Every brand by name, 50 a page with "load more", searchable by name or code; open one in the
 * form (read fresh, so a colleague's change is not overwritten from a stale row) or start a new one.
 */
export function BrandTable({ first }: { first: readonly StaffBrandFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const query = useRef('');
  const list = usePagedList<StaffBrandFieldsFragment>({
    perPage: BRANDS_PER_PAGE,
    firstPage: first,
    fetchPage: async ({ page }) =>
      (await execute(StaffBrandListDocument, { query: query.current, page })).staffBrands.items,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const refresh = () => list.actor.send({ type: 'RELOAD' });
  const open = async (code: string) => {
    setFailure(null);
    setSaved(null);
    try {
      setEditing({ brand: (await execute(StaffBrandDocument, { code })).staffBrand });
    } catch (error) {
      setFailure(errorCode(error));
    }
  };

  if (editing) {
    return (
      <BrandForm
        key={editing.brand?.code ?? 'new'}
        brand={editing.brand}
        onCancel={() => setEditing(null)}
        onSaved={(brand) => {
          setEditing(null);
          setSaved(brand.name);
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
          onClick={() => {
            setSaved(null);
            setEditing({ brand: null });
          }}
        >
          {t('backoffice.brands.new')}
        </button>
      </div>
      <EditingSearch
        onSearch={(text) => {
          query.current = text;
          refresh();
        }}
      />
      {saved && (
        <p role="status" className="back-office__ok">
          {t('backoffice.brands.saved', { name: saved })}
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
                <th scope="col">{t('backoffice.editing.updated')}</th>
                <th scope="col">{t('backoffice.editing.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((brand) => (
                <tr key={brand.code}>
                  <td>
                    <span className="editing-table__brand">
                      {brand.logo ? <img className="editing-logo" src={brand.logo} alt="" /> : null}
                      <span>
                        <Link href={brandHref(brand.code)}>{brand.name}</Link>
                        <br />
                        <small>
                          {brand.code} · {t('backoffice.brands.products', { count: brand.productCount })}
                        </small>
                      </span>
                    </span>
                  </td>
                  <td data-label={t('backoffice.editing.updated')}>
                    {brand.updatedAt
                      ? t('backoffice.editing.updatedBy', {
                          at: formatShopDate(intl, brand.updatedAt, 'dateTime'),
                          by: brand.updatedBy ?? '',
                        })
                      : '—'}
                  </td>
                  <td className="back-office__actions">
                    <button type="button" className="button" onClick={() => open(brand.code)}>
                      {t('backoffice.editing.edit')}
                    </button>
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
        empty={<p>{t('backoffice.brands.empty')}</p>}
        errorClassName="back-office__error"
      />
    </>
  );
}
