import { type IntlShape, useIntl } from 'react-intl';
import type { SearchFacetsFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatMnt, hasMessage, type MessageId, translate, useT } from '../i18n/intl.ts';
import { clearedFilters, type SearchState, toggled } from './search-url.ts';

/** One applied filter as the shopper reads it, and the state without it. */
export interface AppliedFilter {
  key: string;
  label: string;
  without: SearchState;
}

type Facets = SearchFacetsFieldsFragment | null | undefined;

const labelOf = (buckets: readonly { value: string; label: string }[] | undefined, value: string) =>
  buckets?.find((bucket) => bucket.value === value)?.label ?? value;

export function optionTypeTitle(intl: IntlShape, type: string): string {
  const id = `option.type.${type}`;
  return translate(intl, hasMessage(intl, id) ? (id as MessageId) : 'option.type.other');
}

/**
 * Every filter the URL holds, one by one, labelled from the facets of the list (a brand's name, a
 * colour in the shopper's language), in the order the filter panel shows them.
 */
export function appliedFilters(state: SearchState, facets: Facets, intl: IntlShape): AppliedFilter[] {
  const applied: AppliedFilter[] = [];
  if (state.taxon) {
    const taxons = facets?.taxons.flatMap((level) => level.buckets);
    applied.push({
      key: `taxon:${state.taxon}`,
      label: labelOf(taxons, state.taxon),
      without: { ...state, taxon: undefined },
    });
  }
  for (const brand of state.brands) {
    applied.push({
      key: `brand:${brand}`,
      label: labelOf(facets?.brands, brand),
      without: { ...state, brands: toggled(state.brands, brand) },
    });
  }
  for (const [type, values] of Object.entries(state.options)) {
    const buckets = facets?.options.find((facet) => facet.type === type)?.buckets;
    for (const value of values) {
      applied.push({
        key: `option:${type}:${value}`,
        label: `${optionTypeTitle(intl, type)}: ${labelOf(buckets, value)}`,
        without: { ...state, options: { ...state.options, [type]: toggled(values, value) } },
      });
    }
  }
  if (state.priceMin !== undefined) {
    applied.push({
      key: 'price:min',
      label: translate(intl, 'search.chips.priceFrom', { price: formatMnt(intl, state.priceMin) }),
      without: { ...state, priceMin: undefined },
    });
  }
  if (state.priceMax !== undefined) {
    applied.push({
      key: 'price:max',
      label: translate(intl, 'search.chips.priceTo', { price: formatMnt(intl, state.priceMax) }),
      without: { ...state, priceMax: undefined },
    });
  }
  if (state.onSale) {
    applied.push({
      key: 'sale',
      label: translate(intl, 'search.filters.onSale'),
      without: { ...state, onSale: false },
    });
  }
  return applied;
}

/** Above the list: a chip per applied filter that removes it, and "clear all" when there are several. */
export function AppliedFilters({
  state,
  facets,
  onChange,
}: {
  state: SearchState;
  facets: Facets;
  onChange: (state: SearchState) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const applied = appliedFilters(state, facets, intl);
  if (applied.length === 0) return null;
  return (
    <section className="applied-filters" aria-label={t('search.chips.title')}>
      <ul className="applied-filters__list">
        {applied.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className="applied-filters__chip"
              aria-label={t('search.chips.remove', { label: filter.label })}
              onClick={() => onChange(filter.without)}
            >
              <span>{filter.label}</span>
              <span aria-hidden="true" className="applied-filters__x">
                ×
              </span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="applied-filters__clear"
            onClick={() => onChange(clearedFilters(state))}
          >
            {t('search.chips.clearAll')}
          </button>
        </li>
      </ul>
    </section>
  );
}
