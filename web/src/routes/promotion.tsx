import '../styles/content.css';
import { useCallback } from 'react';
import { Link } from 'wouter';
import { type FetchItems, PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { PROMOTIONS_HREF } from '../content/links.ts';
import { useExecute } from '../graphql/context.tsx';
import { PromotionProductsDocument, type PromotionProductsQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';
import { isoDay } from './promotions.tsx';

type PromotionData = PromotionProductsQuery['promotion'];

/** /promotions/<id>: a promotion, its end date and its products with "load more" (spec §4, §7). */
export const promotionRoute = defineRoute({
  id: 'promotion',
  match: routePaths.promotion,
  load: async ({ id }, { execute }): Promise<PromotionData> =>
    (await execute(PromotionProductsDocument, { id, page: 1, perPage: PRODUCTS_PER_PAGE })).promotion,
  head: ({ promotion }) => ({ title: promotion.name, description: promotion.description || promotion.name }),
  Component: PromotionScreen,
});

function PromotionScreen({ data: { promotion, products } }: RouteComponentProps<PromotionData>) {
  const t = useT();
  const execute = useExecute();
  const fetchItems: FetchItems = useCallback(
    async (page, perPage) =>
      (await execute(PromotionProductsDocument, { id: promotion.id, page, perPage })).promotion.products
        .items,
    [execute, promotion.id],
  );
  return (
    <>
      <header className="page-header">
        <h1>{promotion.name}</h1>
        {promotion.description && <p>{promotion.description}</p>}
        <p className="page-header__count">
          <span className="promotion-card__ends">
            {t('promotions.endsOn', { date: isoDay(promotion.endsAt) })}
          </span>{' '}
          · {t('products.count', { total: products.total })}
        </p>
      </header>
      <ProductList firstPage={products.items} fetchItems={fetchItems} perPage={PRODUCTS_PER_PAGE} />
      <p>
        <Link href={PROMOTIONS_HREF}>{t('promotions.all')}</Link>
      </p>
    </>
  );
}
