import { useEffect } from 'react';
import { track } from '../analytics/track.ts';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { firstCardPreload } from '../catalog/product-card.tsx';
import { PRODUCTS_PER_PAGE } from '../catalog/product-list.tsx';
import { SearchDocument, SuggestDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { CatalogBrowser, type SearchResult } from '../search/catalog-browser.tsx';
import { recentSearches } from '../search/recent-searches.ts';
import {
  FuzzyNotice,
  NoResults,
  POPULAR_PRODUCTS,
  type Popular,
  type Suggestions,
} from '../search/search-results.tsx';
import { type SearchState, searchInput } from '../search/search-url.ts';
import { routePaths } from './paths.ts';

interface ProductsData {
  result: SearchResult;
  state: SearchState;
  /** completions of the text, offered when nothing matched */
  suggestions: Suggestions;
  /** the catalog's categories and deals, offered when nothing matched */
  popular: Popular | null;
}

/**
 * /products: the whole visible catalog (spec §2), and with `?q=` the results of a text search;
 * filters and sort live in the URL too.
 */
export const productsRoute = defineRoute({
  id: 'products',
  match: routePaths.products,
  load: async ({ state }, { execute }): Promise<ProductsData> => {
    const { search } = await execute(SearchDocument, { input: searchInput(state, 1, PRODUCTS_PER_PAGE) });
    if (search.total > 0 || !state.text) return { result: search, state, suggestions: [], popular: null };
    // nothing matched: what the empty page offers instead, in one round of two requests
    const [suggested, popular] = await Promise.all([
      execute(SuggestDocument, { text: state.text }),
      execute(SearchDocument, {
        input: { page: 1, perPage: POPULAR_PRODUCTS, facets: true, sort: 'SALE_DESC', seed: 1 },
      }).catch(() => null),
    ]);
    return { result: search, state, suggestions: suggested.suggest, popular: popular?.search ?? null };
  },
  head: ({ result, state }, intl) => ({
    title: state.text
      ? translate(intl, 'search.titleFor', { text: state.text })
      : translate(intl, 'products.title'),
    description: translate(intl, state.text ? 'search.description' : 'products.description'),
    ...firstCardPreload(result.items),
  }),
  Component: ProductsScreen,
});

function ProductsScreen({
  data: { result, state, suggestions, popular },
}: RouteComponentProps<ProductsData>) {
  const t = useT();
  // a search that ran is remembered, however the shopper got here (the box, a link, back)
  useEffect(() => {
    if (!state.text) return;
    recentSearches.add(state.text);
    track('search', { search_term: state.text });
  }, [state.text]);
  return (
    <>
      <Breadcrumbs trail={[]} />
      <header className="page-header">
        <h1>{state.text ? t('search.titleFor', { text: state.text }) : t('products.title')}</h1>
        {/* a search that found nothing says so once, in its empty state */}
        {(result.total > 0 || !state.text) && (
          <p className="page-header__count">{t('products.count', { total: result.total })}</p>
        )}
      </header>
      {result.total === 0 && state.text ? (
        <NoResults text={state.text} suggestions={suggestions} popular={popular} />
      ) : (
        <>
          {result.fuzzy && <FuzzyNotice text={state.text} />}
          <CatalogBrowser result={result} state={state} />
        </>
      )}
    </>
  );
}
