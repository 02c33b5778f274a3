import { useIntl } from 'react-intl';
import type { ProductQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';

type Product = ProductQuery['product'];

/**
 * Stock and sale state (spec §8 messages): in stock; out of stock; or temporarily unavailable when
 * the product is not on sale yet. A running sale shows when it ends.
 */
export function StockState({ product, inStock }: { product: Product; inStock: boolean }) {
  const t = useT();
  const intl = useIntl();
  // only a direct link shows a product that is not on sale yet: search hides it (spec §5)
  const notYet = Boolean(product.availableOn && Date.parse(product.availableOn) > Date.now());
  const buyable = inStock && !notYet;
  return (
    <>
      <p className={buyable ? 'stock stock--in' : 'stock stock--out'}>
        {buyable ? t('product.inStock') : t('product.outOfStock')}
      </p>
      {!buyable && (
        <p className="stock__notice" role="status">
          {notYet ? t('product.temporarilyUnavailable') : t('product.outOfStockNotice')}
        </p>
      )}
      {product.salePercent > 0 && product.saleExpireAt && (
        <p className="product__sale-window">
          {t('product.saleWindow', {
            date: intl.formatDate(product.saleExpireAt, {
              dateStyle: 'medium',
              timeZone: 'Asia/Ulaanbaatar',
            }),
          })}
        </p>
      )}
    </>
  );
}
