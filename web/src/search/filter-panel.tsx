import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SearchFacetsFieldsFragment } from '../graphql/generated/graphql.ts';
import { hasMessage, type MessageId, useT } from '../i18n/intl.ts';
import { activeFilters, type SearchState, toggled } from './search-url.ts';

interface FilterPanelProps {
  facets: SearchFacetsFieldsFragment | null | undefined;
  state: SearchState;
  /** The page's own category depth: the panel offers the level below it. */
  taxonDepth: number;
  onChange: (state: SearchState) => void;
}

function optionTitle(type: string, has: (id: string) => boolean): MessageId {
  const id = `option.type.${type}`;
  return has(id) ? (id as MessageId) : 'option.type.other';
}

/** Facets with their counts for the current text and filters; every choice is a new URL. */
export function FilterPanel({ facets, state, taxonDepth, onChange }: FilterPanelProps) {
  const t = useT();
  const intl = useIntl();
  if (!facets) return null;
  // a chosen category stays listed (checked, to undo it) above the level below it
  const depth = state.taxon ? state.taxon.split('/').length - 1 : taxonDepth;
  const bucketsAt = (level: number) => facets.taxons.find((taxons) => taxons.level === level)?.buckets ?? [];
  const categories = [
    ...bucketsAt(depth).filter((bucket) => bucket.value === state.taxon),
    ...bucketsAt(depth + 1),
  ];
  return (
    <aside className="filter-panel" aria-label={t('search.filters.title')}>
      <h2 className="filter-panel__title">{t('search.filters.title')}</h2>
      {activeFilters(state) > 0 && (
        <button
          type="button"
          className="button filter-panel__clear"
          onClick={() =>
            onChange({
              ...state,
              brands: [],
              options: {},
              priceMin: undefined,
              priceMax: undefined,
              onSale: false,
              taxon: undefined,
            })
          }
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
          title={t(optionTitle(facet.type, (id) => hasMessage(intl, id)))}
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
      <PriceFilter state={state} range={facets.price} onChange={onChange} />
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
