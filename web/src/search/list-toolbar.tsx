import { useEffect, useState } from 'react';
import type { ListView } from '../catalog/product-list.tsx';
import type { ProductSort } from '../graphql/generated/graphql.ts';
import { type MessageId, useT } from '../i18n/intl.ts';
import { ReadySelect } from '../shell/ready.tsx';
import { SORTS } from './search-url.ts';

const sortLabels: Record<ProductSort, MessageId> = {
  RELEVANCE: 'search.sort.RELEVANCE',
  NAME_ASC: 'search.sort.NAME_ASC',
  NAME_DESC: 'search.sort.NAME_DESC',
  DATE_ASC: 'search.sort.DATE_ASC',
  DATE_DESC: 'search.sort.DATE_DESC',
  PRICE_ASC: 'search.sort.PRICE_ASC',
  PRICE_DESC: 'search.sort.PRICE_DESC',
  SALE_DESC: 'search.sort.SALE_DESC',
  RATING_DESC: 'search.sort.RATING_DESC',
  RANDOM: 'search.sort.RANDOM',
};

/** The eight sorts (spec §2); "best match" only where there is text to match. */
export function SortMenu({
  value,
  hasText,
  onChange,
}: {
  value: ProductSort | undefined;
  hasText: boolean;
  onChange: (sort: ProductSort) => void;
}) {
  const t = useT();
  const sorts = SORTS.filter((sort) => hasText || sort !== 'RELEVANCE');
  // a sort chosen in the served HTML would be reset by hydration: usable once it works
  const shown = value ?? (hasText ? 'RELEVANCE' : 'DATE_DESC');
  return (
    <label className="list-toolbar__sort">
      <span>{t('search.sort.label')}</span>
      <ReadySelect value={shown} onChange={(event) => onChange(event.target.value as ProductSort)}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(sortLabels[sort])}
          </option>
        ))}
      </ReadySelect>
    </label>
  );
}

const VIEW_KEY = 'shoppy.listView';

/**
 * Grid or list, remembered in this browser. The server renders the grid; a remembered list view
 * applies right after hydration (reading storage during render would make the HTML differ).
 */
export function useListView(): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>('grid');
  useEffect(() => {
    try {
      if (window.localStorage.getItem(VIEW_KEY) === 'list') setView('list');
    } catch {
      // storage refused (private mode): the grid it is
    }
  }, []);
  const choose = (next: ListView) => {
    setView(next);
    try {
      window.localStorage.setItem(VIEW_KEY, next);
    } catch {
      // not remembered, still shown
    }
  };
  return [view, choose];
}

export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const t = useT();
  return (
    <fieldset className="list-toolbar__view">
      <legend className="visually-hidden">{t('search.view.label')}</legend>
      {(['grid', 'list'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {t(option === 'grid' ? 'search.view.grid' : 'search.view.list')}
        </button>
      ))}
    </fieldset>
  );
}
