import { useIntl } from 'react-intl';
import type { ProductQuery } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';

type Product = ProductQuery['product'];

/**
 * Stock and sale state (spec §8 messages): in stock; out of stock; or temporarily unavailable when
 * the product is not on sale yet. A running sale shows its window: when it started (if known) and
 * when it ends.
 */
export function StockState({ product, inStock }: { product: Product; inStock: boolean }) {
  const t = useT();
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
      {product.salePercent > 0 && <SaleWindow start={product.saleStartAt} end={product.saleExpireAt} />}
    </>
  );
}

/** The dates of a sale, in the shopper's language and Ulaanbaatar's calendar day. */
function SaleWindow({ start, end }: { start: string | null; end: string | null }) {
  const t = useT();
  const intl = useIntl();
  const day = (at: string | null) =>
    at && !Number.isNaN(Date.parse(at)) ? formatShopDate(intl, at) : undefined;
  const [from, until] = [day(start), day(end)];
  let text: string | null = null;
  if (from && until) text = t('product.saleWindowRange', { start: from, end: until });
  else if (until) text = t('product.saleWindow', { date: until });
  else if (from) text = t('product.saleSince', { date: from });
  return text && <p className="product__sale-window">{text}</p>;
}
