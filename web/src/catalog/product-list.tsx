import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type ActorRefFrom, fromPromise } from 'xstate';
import {
  createPaginatedListMachine,
  type FetchPageInput,
  type Page,
  selectCanLoadMore,
  selectFailedFirstPage,
  selectFailure,
  selectHasMore,
  selectIsLoadingFirstPage,
  selectIsLoadingMore,
  selectItems,
} from '../../../machines/paginated-list.ts';
import { track } from '../analytics/track.ts';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { type ProductCardFieldsFragment, ProductsDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import { EAGER_CARDS, ProductCard } from './product-card.tsx';

/** Spec §9: 40 products per page. */
export const PRODUCTS_PER_PAGE = 40;

const productListMachine = createPaginatedListMachine<ProductCardFieldsFragment>();

type ProductListActor = ActorRefFrom<typeof productListMachine>;

/** Fetches one page of a list; the search pages give one that carries their filters and sort. */
export type FetchItems = (page: number, perPage: number) => Promise<readonly ProductCardFieldsFragment[]>;

export type ListView = 'grid' | 'list';

interface ProductListProps {
  /** The first page, loaded with the route (server-rendered on a first visit). */
  firstPage: readonly ProductCardFieldsFragment[] | undefined;
  /** Only products under this taxon permalink (when no `fetchItems` is given). */
  taxon?: string;
  fetchItems?: FetchItems;
  perPage?: number;
  view?: ListView;
}

/** The product grid with "load more", rendered straight from the paginated-list machine. */
export function ProductList({
  firstPage,
  taxon,
  fetchItems,
  perPage = PRODUCTS_PER_PAGE,
  view = 'grid',
}: ProductListProps) {
  const execute = useExecute();
  const machine = useMemo(
    () =>
      productListMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<ProductCardFieldsFragment>, FetchPageInput>(async ({ input }) => {
            if (fetchItems) return { items: await fetchItems(input.page, input.perPage) };
            const { products } = await execute(ProductsDocument, { taxon, ...input });
            return { items: products.items };
          }),
        },
      }),
    [execute, taxon, fetchItems],
  );
  const list = useActorRef(machine, {
    input: { perPage, initialPage: firstPage ? { page: 1, items: firstPage } : undefined },
    inspect: flowInspect,
  });
  const loadingFirstPage = useSelector(list, selectIsLoadingFirstPage);
  return (
    <section className="product-list" aria-busy={loadingFirstPage}>
      <ProductGrid list={list} view={view} listName={taxon ?? 'products'} />
      <ListFooter list={list} />
    </section>
  );
}

function ProductGrid({ list, view, listName }: { list: ProductListActor; view: ListView; listName: string }) {
  const t = useT();
  const items = useSelector(list, selectItems);
  const loadingFirstPage = useSelector(list, selectIsLoadingFirstPage);
  const failedFirstPage = useSelector(list, selectFailedFirstPage);
  useImpressions(items, listName);
  if (items.length === 0) {
    if (loadingFirstPage) return <p className="product-list__status">{t('list.loading')}</p>;
    if (!failedFirstPage) return <p className="product-list__status">{t('list.empty')}</p>;
    return null;
  }
  return (
    <ul className={view === 'list' ? 'product-grid product-grid--list' : 'product-grid'}>
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

/** Impressions (spec §7): each card once, when its page arrives, with its position in the list. */
function useImpressions(items: readonly ProductCardFieldsFragment[], listName: string) {
  const reported = useRef(0);
  useEffect(() => {
    if (items.length < reported.current) reported.current = 0;
    if (items.length === reported.current) return;
    const fresh = items.slice(reported.current).map((product, offset) => ({
      item_id: product.slug,
      item_name: product.name,
      price: product.sellingPrice,
      index: reported.current + offset,
    }));
    reported.current = items.length;
    track('view_item_list', { item_list_name: listName, items: fresh });
  }, [items, listName]);
}

/** Load more, its progress, and either failure with its retry. */
function ListFooter({ list }: { list: ProductListActor }) {
  const t = useT();
  const intl = useIntl();
  const failure = useSelector(list, selectFailure);
  const failedFirstPage = useSelector(list, selectFailedFirstPage);
  const hasMore = useSelector(list, selectHasMore);
  const canLoadMore = useSelector(list, selectCanLoadMore);
  const loadingMore = useSelector(list, selectIsLoadingMore);

  if (failure !== undefined) {
    const reason = errorMessage(intl, errorCode(failure));
    return (
      <div className="product-list__failure" role="alert">
        <p>{failedFirstPage ? reason : `${t('list.loadMoreFailed')} ${reason}`}</p>
        <button type="button" className="button" onClick={() => list.send({ type: 'RETRY' })}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (!hasMore) return null;
  return (
    <div className="product-list__more">
      <button
        type="button"
        className="button button--primary"
        disabled={!canLoadMore}
        aria-busy={loadingMore}
        onClick={() => list.send({ type: 'LOAD_MORE' })}
      >
        {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
      </button>
    </div>
  );
}
