import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFacetsFieldsFragment } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { useTypedBeforeHydration } from '../shell/typed-before-hydration.ts';
import { optionTypeTitle } from './applied-filters.tsx';
import { activeFilters, clearedFilters, type SearchState, toggled } from './search-url.ts';

interface FilterPanelProps {
  facets: SearchFacetsFieldsFragment | null | undefined;
  state: SearchState;
  /** The page's own category depth: the panel offers the level below it. */
  taxonDepth: number;
  /** How many products the list holds: a single category holding them all is no choice. */
  total: number;
  /** false inside the filter drawer, whose own title names it */
  heading?: boolean;
  onChange: (state: SearchState) => void;
}

/** Facets with their counts for the current text and filters; every choice is a new URL. */
export function FilterPanel({
  facets,
  state,
  taxonDepth,
  total,
  heading = true,
  onChange,
}: FilterPanelProps) {
  const t = useT();
  const intl = useIntl();
  if (!facets) return null;
  // a chosen category stays listed (checked, to undo it) above the level below it
  const depth = state.taxon ? state.taxon.split('/').length - 1 : taxonDepth;
  const bucketsAt = (level: number) => facets.taxons.find((taxons) => taxons.level === level)?.buckets ?? [];
  const below = bucketsAt(depth + 1);
  const categories = [
    ...bucketsAt(depth).filter((bucket) => bucket.value === state.taxon),
    // one subcategory holding the whole list narrows nothing
    ...(below.length === 1 && below[0]!.count >= total ? [] : below),
  ];
  return (
    <aside className="filter-panel" aria-label={t('search.filters.title')}>
      {heading && <h2 className="filter-panel__title">{t('search.filters.title')}</h2>}
      {activeFilters(state) > 0 && (
        <button
          type="button"
          className="button filter-panel__clear"
          onClick={() => onChange(clearedFilters(state))}
        >
          {t('search.filters.clear')}
        </button>
      )}
      {categories.length > 0 && (
        <FacetGroup
          title={t('search.filters.category')}
          buckets={categories}
          selected={state.taxon ? [state.taxon] : []}
          onToggle={(value) => onChange({ ...state, taxon: state.taxon === value ? undefined : value })}
        />
      )}
      {facets.brands.length > 0 && (
        <FacetGroup
          title={t('search.filters.brand')}
          buckets={facets.brands}
          selected={state.brands}
          onToggle={(value) => onChange({ ...state, brands: toggled(state.brands, value) })}
        />
      )}
      {facets.options.map((facet) => (
        <FacetGroup
          key={facet.type}
          title={optionTypeTitle(intl, facet.type)}
          buckets={facet.buckets}
          selected={state.options[facet.type] ?? []}
          onToggle={(value) =>
            onChange({
              ...state,
              options: { ...state.options, [facet.type]: toggled(state.options[facet.type] ?? [], value) },
            })
          }
        />
      ))}
      {/* keyed by the bounds: a bound removed elsewhere (its chip) empties its box */}
      <PriceFilter
        key={`${state.priceMin ?? ''}-${state.priceMax ?? ''}`}
        state={state}
        range={facets.price}
        onChange={onChange}
      />
      <label className="filter-panel__check">
        <input
          type="checkbox"
          checked={state.onSale}
          onChange={() => onChange({ ...state, onSale: !state.onSale })}
        />
        {t('search.filters.onSale')}
      </label>
    </aside>
  );
}

function FacetGroup({
  title,
  buckets,
  selected,
  onToggle,
}: {
  title: string;
  buckets: readonly { value: string; label: string; count: number }[];
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className="filter-panel__group">
      <legend>{title}</legend>
      {buckets.map((bucket) => (
        <label key={bucket.value} className="filter-panel__check">
          <input
            type="checkbox"
            checked={selected.includes(bucket.value)}
            onChange={() => onToggle(bucket.value)}
          />
          <span>{bucket.label}</span>
          <span className="filter-panel__count">{bucket.count}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Whole tugrik; the shown range is the matched products' cheapest and dearest. */
function PriceFilter({
  state,
  range,
  onChange,
}: {
  state: SearchState;
  range: { min: number; max: number } | null | undefined;
  onChange: (state: SearchState) => void;
}) {
  const t = useT();
  const [min, setMin] = useState(state.priceMin?.toString() ?? '');
  const [max, setMax] = useState(state.priceMax?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  // Bounds typed into the served list page survive hydration (#19).
  const minInput = useTypedBeforeHydration(min, setMin);
  const maxInput = useTypedBeforeHydration(max, setMax);
  const parse = (text: string) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const priceMin = parse(min);
    const priceMax = parse(max);
    if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onChange({ ...state, priceMin, priceMax });
  };
  return (
    <form className="filter-panel__group filter-panel__price" onSubmit={submit}>
      <fieldset>
        <legend>{t('search.filters.price')}</legend>
        <label>
          <span>{t('search.filters.priceMin')}</span>
          <input
            ref={minInput}
            inputMode="numeric"
            pattern="[0-9]*"
            value={min}
            placeholder={range ? String(range.min) : ''}
            onChange={(event) => setMin(event.target.value)}
          />
        </label>
        <label>
          <span>{t('search.filters.priceMax')}</span>
          <input
            ref={maxInput}
            inputMode="numeric"
            pattern="[0-9]*"
            value={max}
            placeholder={range ? String(range.max) : ''}
            onChange={(event) => setMax(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {t('search.filters.priceApply')}
        </button>
        {invalid && (
          <p className="filter-panel__error" role="alert">
            {t('search.filters.priceInvalid')}
          </p>
        )}
      </fieldset>
    </form>
  );
}
