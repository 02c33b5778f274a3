import './package-contents.css';
import { Package } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ProductQuery } from '../graphql/generated/graphql.ts';
import { formatMnt, useT } from '../i18n/intl.ts';
import { productHref } from './links.ts';
import { ShopImage } from './responsive-image.tsx';

type PackageContent = ProductQuery['product']['packageContents'][number];

/**
 * "Багцад багтсан" (#16): what one package holds, each part linked to its own page with its count,
 * and what the package saves against buying the same parts one by one at today's prices.
 */
export function PackageContents({
  contents,
  packagePrice,
}: {
  contents: readonly PackageContent[];
  packagePrice: number;
}) {
  const intl = useIntl();
  const t = useT();
  if (contents.length === 0) return null;
  const separately = contents.reduce((sum, part) => sum + part.sellingPrice * part.quantity, 0);
  const saving = separately - packagePrice;
  return (
    <section className="package-contents" aria-labelledby="package-contents-title">
      <h2 id="package-contents-title" className="package-contents__title">
        <Package aria-hidden="true" size={20} /> {t('package.contents')}
      </h2>
      <ul className="package-contents__list">
        {contents.map((part) => (
          <li key={part.variantId} className="package-contents__part">
            {part.image ? (
              <ShopImage src={part.image} alt="" sizes="56px" width={56} height={56} loading="lazy" />
            ) : (
              <span className="package-contents__no-image" aria-hidden="true" />
            )}
            <div className="package-contents__text">
              <a href={productHref(part.slug)}>{[part.name, ...part.options].join(' · ')}</a>
              <span className="package-contents__meta">
                {t('package.quantity', { quantity: part.quantity })} · {formatMnt(intl, part.sellingPrice)}
                {!part.inStock && (
                  <strong className="package-contents__out"> · {t('package.partOutOfStock')}</strong>
                )}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <dl className="package-contents__sums">
        <dt>{t('package.separately')}</dt>
        <dd>
          <s>{formatMnt(intl, separately)}</s>
        </dd>
        <dt>{t('package.price')}</dt>
        <dd>{formatMnt(intl, packagePrice)}</dd>
        {saving > 0 && (
          <>
            <dt className="package-contents__saving">{t('package.saving')}</dt>
            <dd className="package-contents__saving">{formatMnt(intl, saving)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
