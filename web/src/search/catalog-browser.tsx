import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { type FetchItems, PRODUCTS_PER_PAGE, ProductList } from '../catalog/product-list.tsx';
import { useExecute } from '../graphql/context.tsx';
import { type SearchInput, SearchPageDocument, type SearchQuery } from '../graphql/generated/graphql.ts';
import { FilterPanel } from './filter-panel.tsx';
import { SortMenu, useListView, ViewToggle } from './list-toolbar.tsx';
import { type SearchState, searchInput, searchString } from './search-url.ts';

export type SearchResult = SearchQuery['search'];

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
 * A product list page's body: the filter panel, sort and layout, and the list with "load more".
 * Every change is a new URL (shareable; the back button undoes it), which the route loads again.
 */
export function CatalogBrowser({ result, state, taxon, taxonDepth = -1, scope }: CatalogBrowserProps) {
  const [pathname, navigate] = useLocation();
  const execute = useExecute();
  const [view, setView] = useListView();
  const go = (next: SearchState) => navigate(`${pathname}${searchString(next)}`);
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
  const url = `${pathname}${searchString(state)}`;
  return (
    <div className="catalog-browser">
      <FilterPanel facets={facets} state={state} taxonDepth={taxonDepth} onChange={go} />
      <div className="catalog-browser__results">
        <div className="list-toolbar">
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
        {/* keyed by URL: new filters start a new list instead of appending to the old one */}
        <ProductList
          key={url}
          firstPage={result.items}
          fetchItems={fetchItems}
          perPage={PRODUCTS_PER_PAGE}
          view={view}
        />
      </div>
    </div>
  );
}
