import { useCallback } from 'react';
import { type FetchItems, ProductList } from '../catalog/product-list.tsx';
import { useExecute } from '../graphql/context.tsx';
import {
  VendorProductsDocument,
  type VendorProductsQuery,
  VendorReviewsDocument,
} from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { Stars } from '../reviews/stars.tsx';
import {
  VENDOR_REVIEWS_PER_PAGE,
  type VendorReviewPageData,
  VendorReviewSection,
} from '../reviews/vendor-review-section.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type VendorData = VendorProductsQuery['vendorProducts'] & { reviews: VendorReviewPageData };

/** Spec §9: vendor products 20 by default. */
const VENDOR_PRODUCTS_PER_PAGE = 20;

/** /vendors/<id>: a vendor's page with its products, 20 at a time (spec §7, §9). */
export const vendorRoute = defineRoute({
  id: 'vendor',
  match: routePaths.vendor,
  load: async ({ id }, { execute }): Promise<VendorData> => {
    // the products and the first page of reviews together: both are in the server-rendered page
    const [products, reviews] = await Promise.all([
      execute(VendorProductsDocument, { id, page: 1, perPage: VENDOR_PRODUCTS_PER_PAGE }),
      execute(VendorReviewsDocument, { id, page: 1, perPage: VENDOR_REVIEWS_PER_PAGE }),
    ]);
    return { ...products.vendorProducts, reviews: reviews.vendorReviews };
  },
  head: ({ vendor, products }, intl) => ({
    title: vendor.name,
    description: `${vendor.name}: ${translate(intl, 'products.count', { total: products.total })}`,
  }),
  Component: VendorScreen,
});

function VendorScreen({ data: { vendor, products, reviews } }: RouteComponentProps<VendorData>) {
  const t = useT();
  const execute = useExecute();
  const fetchItems: FetchItems = useCallback(
    async (page, perPage) =>
      (await execute(VendorProductsDocument, { id: vendor.id, page, perPage })).vendorProducts.products.items,
    [execute, vendor.id],
  );
  return (
    <>
      <header className="page-header">
        <h1>{vendor.name}</h1>
        <p className="page-header__count">{t('products.count', { total: products.total })}</p>
        <a href="#reviews" className="vendor__rating">
          <Stars rating={reviews.averageRating} count={reviews.totalReviews} />
        </a>
      </header>
      <ProductList firstPage={products.items} fetchItems={fetchItems} perPage={VENDOR_PRODUCTS_PER_PAGE} />
      <VendorReviewSection vendorId={vendor.id} initial={reviews} />
    </>
  );
}
