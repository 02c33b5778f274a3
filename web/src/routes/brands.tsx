import '../styles/content.css';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  selectCanLoadMore,
  selectFailedFirstPage,
  selectFailure,
  selectIsLoadingMore,
  selectItems,
} from '../../../machines/paginated-list.ts';
import { groupByLetter } from '../content/brand-letters.ts';
import { brandHref } from '../content/links.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { type BrandListingFieldsFragment, BrandsDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** Spec §9: all brands are loaded with per_page 999. */
export const BRANDS_PER_PAGE = 999;

const brandListMachine = createPaginatedListMachine<BrandListingFieldsFragment>();

interface BrandsData {
  items: readonly BrandListingFieldsFragment[];
  total: number;
}

/** /brands: every brand with its logo, under an A–Z index of Latin and Cyrillic letters (spec §2). */
export const brandsRoute = defineRoute({
  id: 'brands',
  match: routePaths.brands,
  load: async (_params, { execute }): Promise<BrandsData> => {
    const { brands } = await execute(BrandsDocument, { page: 1, perPage: BRANDS_PER_PAGE });
    return { items: brands.items, total: brands.total };
  },
  head: (_data, intl) => ({
    title: translate(intl, 'brands.title'),
    description: translate(intl, 'brands.description'),
  }),
  Component: BrandsScreen,
});

function BrandsScreen({ data }: RouteComponentProps<BrandsData>) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const machine = useMemo(
    () =>
      brandListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<BrandListingFieldsFragment>, FetchPageInput>(async ({ input }) => {
            const { brands } = await execute(BrandsDocument, input);
            return { items: brands.items };
          }),
        },
      }),
    [execute],
  );
  const list = useActorRef(machine, {
    input: { perPage: BRANDS_PER_PAGE, initialPage: { page: 1, items: data.items } },
    inspect: flowInspect,
  });
  const items = useSelector(list, selectItems);
  const failure = useSelector(list, selectFailure);
  const failedFirstPage = useSelector(list, selectFailedFirstPage);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);
  const groups = useMemo(() => groupByLetter(items), [items]);

  return (
    <section className="brands-page">
      <header className="page-header">
        <h1>{t('brands.title')}</h1>
        <p className="page-header__count">{t('brands.count', { total: data.total })}</p>
      </header>
      {groups.length > 0 && (
        <nav className="letter-index" aria-label={t('brands.index')}>
          <ul>
            {groups.map((group) => (
              <li key={group.anchor}>
                <a href={`#${group.anchor}`}>{group.letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {items.length === 0 && !failure && <p className="product-list__status">{t('brands.empty')}</p>}
      {groups.map((group) => (
        <section key={group.anchor} className="brand-group" aria-labelledby={group.anchor}>
          <h2 id={group.anchor} className="brand-group__letter">
            {group.letter}
          </h2>
          <ul className="brand-grid">
            {group.items.map((brand) => (
              <li key={brand.code}>
                <Link href={brandHref(brand.code)} className="brand-tile">
                  {brand.logo ? (
                    <img src={brand.logo} alt="" width={96} height={48} loading="lazy" decoding="async" />
                  ) : (
                    <span className="brand-tile__initial" aria-hidden="true">
                      {group.letter}
                    </span>
                  )}
                  <span className="brand-tile__name">{brand.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {failure !== undefined && (
        <div className="product-list__failure" role="alert">
          <p>
            {failedFirstPage
              ? errorMessage(intl, errorCode(failure))
              : `${t('list.loadMoreFailed')} ${errorMessage(intl, errorCode(failure))}`}
          </p>
          <button type="button" className="button" onClick={() => list.send({ type: 'RETRY' })}>
            {t('list.retry')}
          </button>
        </div>
      )}
      {canLoadMore && (
        <div className="product-list__more">
          <button
            type="button"
            className="button button--primary"
            aria-busy={loadingMore}
            onClick={() => list.send({ type: 'LOAD_MORE' })}
          >
            {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
