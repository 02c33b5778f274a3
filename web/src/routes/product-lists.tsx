import { useSelector } from '@xstate/store-react';
import { useEffect, useMemo } from 'react';
import { ProductShelf } from '../catalog/product-shelf.tsx';
import { recentlyViewed } from '../catalog/recently-viewed.ts';
import type { ProductCardFieldsFragment, ProductQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';

type Product = ProductQuery['product'];

/** The product as a card, for the recently viewed list. */
function asCard(product: Product): ProductCardFieldsFragment {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    image: product.image,
    price: product.price,
    sellingPrice: product.sellingPrice,
    salePercent: product.salePercent,
    brand: product.brand?.name ?? null,
    inStock: product.inStock,
    averageRating: product.averageRating,
    totalReviews: product.totalReviews,
    // the master comes first, as on a list's card
    variantId: product.variants[0]?.id ?? '',
  };
}

/**
 * Below a product (spec §2): related, same series, recommended and recently viewed. The product is
 * remembered as viewed after it is shown, so its own page lists only the ones seen before it.
 */
export function ProductLists({ product }: { product: Product }) {
  const t = useT();
  const viewed = useSelector(recentlyViewed.store, (state) => state.context.items);
  const viewedBefore = useMemo(() => viewed.filter((item) => item.id !== product.id), [viewed, product.id]);
  useEffect(() => {
    recentlyViewed.restore();
    recentlyViewed.add(asCard(product));
  }, [product]);
  return (
    <>
      <ProductShelf title={t('product.sameSeries')} items={product.sameSeries} />
      <ProductShelf title={t('product.related')} items={product.related} />
      <ProductShelf title={t('product.recommended')} items={product.recommended} />
      <ProductShelf title={t('product.recentlyViewed')} items={viewedBefore} />
    </>
  );
}
