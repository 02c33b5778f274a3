import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import { Price } from '../catalog/price.tsx';
import { CARD_IMAGE_SIZE, CARD_IMAGE_SIZES } from '../catalog/product-card.tsx';
import { ShopImage } from '../catalog/responsive-image.tsx';
import type { WishedItemFieldsFragment } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';
import './wishlist.css';

/**
 * One wish as a card: image, name, options, price, in stock or not, and why it was not added to
 * the cart when it was refused. The page (own list or shared) gives the buttons.
 */
export function WishCard({
  item,
  refusedCode,
  children,
}: {
  item: WishedItemFieldsFragment;
  /** The code the cart refused this wish with (OUT_OF_STOCK…), shown translated. */
  refusedCode?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const { product } = item;
  return (
    <article className="wish-card" data-testid={`wish-${item.variantId}`}>
      <Link href={productHref(product.slug)}>
        {product.image ? (
          <ShopImage
            className="wish-card__image"
            src={product.image}
            alt={product.name}
            sizes={CARD_IMAGE_SIZES}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="wish-card__image" aria-hidden="true" />
        )}
      </Link>
      <h2 className="wish-card__name">
        <Link href={productHref(product.slug)}>{product.name}</Link>
      </h2>
      {product.options.length > 0 && <p className="wish-card__options">{product.options.join(' · ')}</p>}
      <Price price={product.price} sellingPrice={product.sellingPrice} salePercent={product.salePercent} />
      <p className={product.inStock ? 'wish-card__stock wish-card__stock--in' : 'wish-card__stock'}>
        {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
      </p>
      {refusedCode && (
        <p className="wish-card__refused" role="alert">
          {errorMessage(intl, refusedCode)}
        </p>
      )}
      {children && <div className="wish-card__actions">{children}</div>}
    </article>
  );
}
