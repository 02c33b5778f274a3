import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type FetchItems, PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { useExecute } from '../graphql/context.tsx';
import { type SearchInput, SearchPageDocument, type SearchQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { ReadyButton } from '../shell/ready.tsx';
import { AppliedFilters } from './applied-filters.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SortMenu, useListView, ViewToggle } from './list-toolbar.tsx';
import { activeFilters, type SearchState, searchInput, searchString } from './search-url.ts';
import './list-filters.css';

export type SearchResult = SearchQuery['search'];

/**
 * The list URL that opens with its filter drawer open. A choice made in the drawer is a new URL, and
 * a new URL is a new page (RouteView is keyed by it), so the drawer would close under the shopper's
 * finger after every tick; the page the choice leads to opens it again instead. Only ever set in the
 * browser, by a click, so the server's HTML and the hydrating render both start closed.
 */
let drawerOpenAt: string | null = null;

interface CatalogBrowserProps {
  result: SearchResult;
  state: SearchState;
  /** The page's own category (taxon pages), under which the panel narrows. */
  taxon?: string;
  taxonDepth?: number;
  /**
   * Filters the page itself stands for (a brand page: its brand), applied to every page of the list
   * over what the shopper chose; their facet is left out of the panel.
   */
  scope?: Pick<SearchInput, 'brands'>;
}

/**
 * A product list page's body: the filter panel (beside the list on a wide screen, in a drawer opened
 * by "Filters (n)" at 992 px and below), the applied filters as chips, sort and layout, and the list
 * with "load more". Every change is a new URL (shareable; the back button undoes it), which the route
 * loads again: the URL is the one state of the filters, the panel, the drawer and the chips read it.
 */
export function CatalogBrowser({ result, state, taxon, taxonDepth = -1, scope }: CatalogBrowserProps) {
  const t = useT();
  const [pathname, navigate] = useLocation();
  const execute = useExecute();
  const [view, setView] = useListView();
  const url = `${pathname}${searchString(state)}`;
  const [drawerOpen, setDrawerOpen] = useState(() => drawerOpenAt === url);
  useEffect(() => {
    if (drawerOpenAt === url) drawerOpenAt = null;
  }, [url]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const go = (next: SearchState) => {
    const href = `${pathname}${searchString(next)}`;
    drawerOpenAt = drawerOpen ? href : null;
    navigate(href);
  };
  const fetchItems: FetchItems = useCallback(
    async (page, perPage) =>
      (
        await execute(SearchPageDocument, {
          input: { ...searchInput(state, page, perPage, taxon), ...scope, facets: false },
        })
      ).search.items,
    [execute, state, taxon, scope],
  );
  const facets = scope?.brands && result.facets ? { ...result.facets, brands: [] } : result.facets;
  const applied = activeFilters(state);
  const panel = (heading: boolean) => (
    <FilterPanel
      facets={facets}
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
          <ReadyButton
            ref={filtersButton}
            type="button"
            className="button list-toolbar__filters"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            {applied > 0 ? t('search.drawer.openCount', { count: applied }) : t('search.drawer.open')}
          </ReadyButton>
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
      <FilterDrawer open={drawerOpen} onClose={closeDrawer} total={result.total} opener={filtersButton}>
        {panel(false)}
      </FilterDrawer>
    </div>
  );
}
