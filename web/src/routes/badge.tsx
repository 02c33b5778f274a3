import { useCallback } from 'react';
import { type FetchItems, PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { useExecute } from '../graphql/context.tsx';
import { BadgeProductsDocument, type BadgeProductsQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type BadgeData = BadgeProductsQuery['badgeProducts'];

/** /badges/<id>: every product carrying a badge (New, Sale, Gift…), newest first (spec §7). */
export const badgeRoute = defineRoute({
  id: 'badge',
  match: routePaths.badge,
  load: async ({ id }, { execute }): Promise<BadgeData> =>
    (await execute(BadgeProductsDocument, { id, page: 1, perPage: PRODUCTS_PER_PAGE })).badgeProducts,
  head: ({ badge }, intl) => ({
    title: translate(intl, 'badge.title', { name: badge.name }),
    description: translate(intl, 'badge.description', { name: badge.name }),
  }),
  Component: BadgeScreen,
});

function BadgeScreen({ data: { badge, products } }: RouteComponentProps<BadgeData>) {
  const t = useT();
  const execute = useExecute();
  const fetchItems: FetchItems = useCallback(
    async (page, perPage) =>
      (await execute(BadgeProductsDocument, { id: badge.id, page, perPage })).badgeProducts.products.items,
    [execute, badge.id],
  );
  return (
    <>
      <header className="page-header">
        <h1>{t('badge.title', { name: badge.name })}</h1>
        <p className="page-header__count">{t('products.count', { total: products.total })}</p>
      </header>
      <ProductList firstPage={products.items} fetchItems={fetchItems} perPage={PRODUCTS_PER_PAGE} />
    </>
  );
}
