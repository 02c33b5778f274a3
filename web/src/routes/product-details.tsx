import { useIntl } from 'react-intl';
import type { ProductQuery } from '../graphql/generated/graphql.ts';
import { formatMnt, hasMessage, type MessageId, useT } from '../i18n/intl.ts';
import { useTypedBeforeHydration } from '../shell/typed-before-hydration.ts';

type Product = ProductQuery['product'];
type Variant = Product['variants'][number];

/** How a variant is named to the shopper: its option values (`Цэнхэр · M`), else its code. */
export const variantName = (variant: Pick<Variant, 'optionValues' | 'sku'>) =>
  variant.optionValues.map((value) => value.presentation).join(' · ') || variant.sku;

function optionTypeId(type: string, has: (id: string) => boolean): MessageId {
  const id = `option.type.${type}`;
  return has(id) ? (id as MessageId) : 'option.type.other';
}

/** One radio per variant, labelled by its option values (colour, volume, size…) and price. */
export function VariantPicker({
  variants,
  selected,
  onSelect,
}: {
  variants: readonly Variant[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const types = [...new Set(variants.flatMap((variant) => variant.optionValues.map((value) => value.type)))];
  // A variant chosen in the served page before hydration (#19) is kept: hydration leaves the radio
  // checked, the next render would put the first variant back.
  const fieldset = useTypedBeforeHydration<HTMLFieldSetElement>(
    selected ?? '',
    onSelect,
    (group) => group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value,
  );
  const legend = types.length
    ? types.map((type) => t(optionTypeId(type, (id) => hasMessage(intl, id)))).join(' / ')
    : t('product.options');
  return (
    <fieldset className="variants" ref={fieldset}>
      <legend>{legend}</legend>
      {variants.map((variant) => (
        <label key={variant.id} className="variants__option">
          <input
            type="radio"
            name="variant"
            value={variant.id}
            checked={variant.id === selected}
            onChange={() => onSelect(variant.id)}
          />
          <span>{variantName(variant)}</span>
          <span className="variants__price">{formatMnt(intl, variant.sellingPrice)}</span>
          {!variant.inStock && <span className="variants__stock">{t('product.outOfStock')}</span>}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Brand, code, store, stock and the product's properties (which carry the translated country of
 * origin) as one specification list.
 */
export function ProductFacts({ product, sku }: { product: Product; sku: string }) {
  const t = useT();
  const facts = [
    { name: t('product.brand'), value: product.brand?.name },
    { name: t('product.sku'), value: sku },
    { name: t('product.store'), value: product.store?.name },
    { name: t('product.stock'), value: t('product.stockCount', { count: product.totalOnHand }) },
    ...product.properties,
  ].filter((fact): fact is { name: string; value: string } => Boolean(fact.value));
  return (
    <section className="specifications">
      <h2>{t('product.specifications')}</h2>
      <dl>
        {facts.map((fact) => (
          <div key={`${fact.name}:${fact.value}`} className="specifications__row">
            <dt>{fact.name}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
