import { Link } from 'wouter';
import { QuickAdd } from '../cart/quick-add.tsx';
import { CompareToggle } from '../compare/compare-toggle.tsx';
import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { Stars } from '../reviews/stars.tsx';
import { ProductHeart } from '../wishlist/heart-button.tsx';
import { productHref } from './links.ts';
import { Price } from './price.tsx';
import { ShopImage } from './responsive-image.tsx';

/** Card images are square; fixed dimensions reserve the space before the image loads. */
export const CARD_IMAGE_SIZE = 320;
/** Two cards a row on phones, 220–320 px boxes in the grid beyond. */
export const CARD_IMAGE_SIZES = '(max-width: 600px) 50vw, 320px';

/**
 * A list's first cards on a phone (one row, two cards) are the page's largest paint: they say
 * `eager`, and their images load at once and first instead of after layout (while they were lazy,
 * /products' LCP was 2.5 s in two Lighthouse runs of three, 1.1–1.3 s since).
 */
export const EAGER_CARDS = 2;

/** A list page's head preloads its first card's image (route.ts `preloadImage`). */
export function firstCardPreload(items: readonly Pick<ProductCardFieldsFragment, 'image'>[]): {
  preloadImage?: { src: string; sizes: string };
} {
  const src = items[0]?.image;
  return src ? { preloadImage: { src, sizes: CARD_IMAGE_SIZES } } : {};
}

export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardFieldsFragment;
  eager?: boolean;
}) {
  const t = useT();
  return (
    <article className="product-card">
      <Link href={productHref(product.slug)} className="product-card__link">
        {product.salePercent > 0 && (
          <span className="product-card__badge badge badge--sale" aria-hidden="true">
            {t('price.discount', { percent: product.salePercent })}
          </span>
        )}
        {product.image ? (
          <ShopImage
            className="product-card__image"
            src={product.image}
            alt={product.name}
            sizes={CARD_IMAGE_SIZES}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        ) : (
          <span className="product-card__image product-card__image--none" aria-hidden="true" />
        )}
        <h2 className="product-card__name">{product.name}</h2>
      </Link>
      <ProductHeart
        productId={product.id}
        product={{
          name: product.name,
          slug: product.slug,
          price: product.sellingPrice,
          brand: product.brand,
        }}
        className="product-card__heart"
      />
      {product.brand && <p className="product-card__brand">{product.brand}</p>}
      {product.totalReviews > 0 && (
        <Stars className="product-card__rating" rating={product.averageRating} count={product.totalReviews} />
      )}
      <div className="product-card__buy">
        <Price price={product.price} sellingPrice={product.sellingPrice} salePercent={product.salePercent} />
        <QuickAdd
          productId={product.id}
          slug={product.slug}
          variantId={product.variantId}
          name={product.name}
          inStock={product.inStock}
        />
      </div>
      {!product.inStock && <p className="product-card__stock">{t('product.outOfStock')}</p>}
      <CompareToggle slug={product.slug} name={product.name} className="product-card__compare" />
    </article>
  );
}
