import { useIntl } from 'react-intl';
import { formatMnt, useT } from '../i18n/intl.ts';

interface PriceProps {
  price: number;
  sellingPrice: number;
  salePercent: number;
  className?: string;
}

/** A price in ₮; on sale, the selling price first and the original struck through. */
export function Price({ price, sellingPrice, salePercent, className = '' }: PriceProps) {
  const intl = useIntl();
  const t = useT();
  if (sellingPrice >= price) {
    return (
      <p className={['price', className].filter(Boolean).join(' ')}>
        <span className="visually-hidden">{t('price.label')}: </span>
        <span className="price__current">{formatMnt(intl, price)}</span>
      </p>
    );
  }
  return (
    <p className={['price', 'price--sale', className].filter(Boolean).join(' ')}>
      <span className="visually-hidden">{t('price.sale')}: </span>
      <span className="price__current">{formatMnt(intl, sellingPrice)}</span>{' '}
      <span className="visually-hidden">{t('price.original')}: </span>
      <s className="price__original">{formatMnt(intl, price)}</s>
      {salePercent > 0 && (
        <>
          {' '}
          <span className="price__discount" title={t('price.discountLabel', { percent: salePercent })}>
            {t('price.discount', { percent: salePercent })}
          </span>
        </>
      )}
    </p>
  );
}
