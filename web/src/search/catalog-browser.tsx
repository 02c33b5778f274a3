import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { type FetchItems, PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { useExecute } from '../graphql/context.tsx';
import { SearchPageDocument, type SearchQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { useHydrated } from '../shell/use-hydrated.ts';
import { AppliedFilters } from './applied-filters.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SortMenu, useListView, ViewToggle } from './list-toolbar.tsx';
import { activeFilters, type SearchState, searchInput, searchString } from './search-url.ts';
import './list-filters.css';

export type SearchResult = SearchQuery['search'];

interface CatalogBrowserProps {
  result: SearchResult;
  state: SearchState;
  /** The page's own category (taxon pages), under which the panel narrows. */
  taxon?: string;
  taxonDepth?: number;
}

/**
 * A product list page's body: the filter panel (beside the list on a wide screen, in a drawer opened
 * by "Filters (n)" at 992 px and below), the applied filters as chips, sort and layout, and the list
 * with "load more". Every change is a new URL (shareable; the back button undoes it), which the route
 * loads again: the URL is the one state of the filters, the panel, the drawer and the chips read it.
 */
export function CatalogBrowser({ result, state, taxon, taxonDepth = -1 }: CatalogBrowserProps) {
  const t = useT();
  const [pathname, navigate] = useLocation();
  const execute = useExecute();
  const [view, setView] = useListView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const hydrated = useHydrated();
  const go = (next: SearchState) => navigate(`${pathname}${searchString(next)}`);
  const fetchItems: FetchItems = useCallback(
    async (page, perPage) =>
      (
        await execute(SearchPageDocument, {
          input: { ...searchInput(state, page, perPage, taxon), facets: false },
        })
      ).search.items,
    [execute, state, taxon],
  );
  const url = `${pathname}${searchString(state)}`;
  const applied = activeFilters(state);
  const panel = (heading: boolean) => (
    <FilterPanel
      facets={result.facets}
      state={state}
      taxonDepth={taxonDepth}
      total={result.total}
      heading={heading}
      onChange={go}
    />
  );
  return (
    <div className="catalog-browser">
      <div className="catalog-browser__side">{panel(true)}</div>
      <div className="catalog-browser__results">
        <div className="list-toolbar">
          <button
            type="button"
            className="button list-toolbar__filters"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            disabled={!hydrated}
            onClick={() => setDrawerOpen(true)}
          >
            {applied > 0 ? t('search.drawer.openCount', { count: applied }) : t('search.drawer.open')}
          </button>
          <SortMenu
            value={state.sort}
            hasText={Boolean(state.text)}
            onChange={(sort) =>
              go({
                ...state,
                sort,
                seed: sort === 'RANDOM' ? Math.floor(Math.random() * 1_000_000) : undefined,
              })
            }
          />
          <ViewToggle view={view} onChange={setView} />
        </div>
        <AppliedFilters state={state} facets={result.facets} onChange={go} />
        {/* keyed by URL: new filters start a new list instead of appending to the old one */}
        <ProductList
          key={url}
          firstPage={result.items}
          fetchItems={fetchItems}
          perPage={PRODUCTS_PER_PAGE}
          view={view}
        />
      </div>
      <FilterDrawer open={drawerOpen} onClose={closeDrawer} total={result.total}>
        {panel(false)}
      </FilterDrawer>
    </div>
  );
}
